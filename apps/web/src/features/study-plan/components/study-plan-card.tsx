import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useStudyPlan, useTickTask } from '../api/study-plan';
import { TEXTS } from '../texts';
import { TaskList } from './task-list';

/**
 * The dashboard's card: today's tasks of the study plan, ticked here by hand. Nothing when the course
 * does not offer the plan (the call is refused) or cannot be read: the dashboard goes on without it.
 */
export function StudyPlanCard({ courseId }: { courseId: string }) {
  const query = useStudyPlan(courseId);
  const tick = useTickTask(courseId);
  const plan = query.data;
  if (!plan) return null;
  const today = plan.days.find((d) => d.day === plan.today);
  const open = today?.tasks.filter((t) => !t.done && !t.movedTo).length ?? 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={TEXTS.cardTitle}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {TEXTS.cardTitle}
        </Title>
        {plan.settings && (
          <Anchor component={Link} to="/study-plan" size="sm">
            {TEXTS.cardAll}
          </Anchor>
        )}
      </Group>
      {!plan.settings ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{TEXTS.cardEmpty}</Text>
          <Button component={Link} to="/study-plan" size="sm">
            {TEXTS.cardSet}
          </Button>
        </Stack>
      ) : today?.tasks.length ? (
        <Stack gap="sm">
          <TaskList
            tasks={today.tasks}
            busy={tick.isPending}
            onTick={(task, done) => tick.mutate({ taskId: task.id, done })}
          />
          {open === 0 && (
            <Text size="sm" c="green.9">
              {TEXTS.allDone}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm">{TEXTS.noTasksToday}</Text>
      )}
    </Paper>
  );
}
