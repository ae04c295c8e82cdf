import { Container, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StudyDay, StudyPlan } from '@portico/contract/study-plan';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { getCourseId } from '../../../lib/session';
import { useStudyPlan, useTickTask } from '../api/study-plan';
import { dayLabel, shortDay } from '../components/day-label';
import { SettingsForm } from '../components/settings-form';
import { TaskList } from '../components/task-list';
import { TEXTS } from '../texts';

/** /study-plan (issue 42 part 2): the settings, where the time goes, and the plan week by week. */
export function StudyPlanPage() {
  const courseId = getCourseId();
  const query = useStudyPlan(courseId);
  if (!courseId) return <Navigate to="/select-course" replace />;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {TEXTS.title}
        </Title>
        {query.isPending && <PageLoader />}
        {query.isError && !isSessionExpired(query.error) && (
          <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>
        )}
        {query.data && <PlanBody plan={query.data} courseId={courseId} />}
      </Stack>
    </Container>
  );
}

function PlanBody({ plan, courseId }: { plan: StudyPlan; courseId: string }) {
  const tick = useTickTask(courseId);
  const onTick = (task: { id: string }, done: boolean) => tick.mutate({ taskId: task.id, done });
  const past = plan.days.filter((d) => d.day < plan.today);
  const ahead = plan.days.filter((d) => d.day >= plan.today);
  return (
    <Stack gap="lg">
      <Text>{TEXTS.intro}</Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="sm">
          {TEXTS.settings}
        </Title>
        <SettingsForm plan={plan} courseId={courseId} />
      </Paper>
      {tick.isError && <StatusAlert tone="error">{errorMessage(tick.error)}</StatusAlert>}
      {plan.weights.length > 0 && <Weights plan={plan} />}
      {weeksOf(ahead).map((week, i) => (
        <section
          key={week[0]?.day}
          aria-label={TEXTS.week(i + 1, shortDay(week[0]?.day ?? ''), shortDay(week.at(-1)?.day ?? ''))}
        >
          <Title order={2} size="h4" mb="sm">
            {TEXTS.week(i + 1, shortDay(week[0]?.day ?? ''), shortDay(week.at(-1)?.day ?? ''))}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {week.map((d) => (
              <DayCard key={d.day} day={d} today={plan.today} onTick={onTick} busy={tick.isPending} />
            ))}
          </SimpleGrid>
        </section>
      ))}
      {past.length > 0 && (
        <section aria-label={TEXTS.history}>
          <Title order={2} size="h4" mb="sm">
            {TEXTS.history}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {past.map((d) => (
              <DayCard key={d.day} day={d} today={plan.today} onTick={onTick} busy={tick.isPending} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

/** The days ahead in weeks of seven from today, as the plan counts its hours. */
function weeksOf(days: StudyDay[]): StudyDay[][] {
  const weeks: StudyDay[][] = [];
  days.forEach((d, i) => {
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(d);
  });
  return weeks;
}

function DayCard({
  day,
  today,
  onTick,
  busy,
}: {
  day: StudyDay;
  today: string;
  onTick: (task: { id: string }, done: boolean) => void;
  busy: boolean;
}) {
  const isToday = day.day === today;
  return (
    <Paper withBorder radius="md" p="md" bg={isToday ? 'var(--mantine-primary-color-light)' : undefined}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {isToday ? `${TEXTS.today}, ${dayLabel(day.day)}` : dayLabel(day.day)}
        </Title>
        <Text size="xs" c="gray.7">
          {TEXTS.minutes(day.minutes)}
        </Text>
      </Group>
      {day.tasks.length ? (
        <TaskList tasks={day.tasks} onTick={onTick} busy={busy} />
      ) : (
        <Text size="sm">{TEXTS.noTasksToday}</Text>
      )}
    </Paper>
  );
}

function Weights({ plan }: { plan: StudyPlan }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {TEXTS.weights}
      </Title>
      <Stack gap="xs">
        {plan.weights.map((w) => (
          <div key={w.skill}>
            <Group justify="space-between">
              <Text size="sm">{w.skill}</Text>
              <Text size="sm" c="gray.7">
                {Math.round(w.share * 100)}%
                {w.standing === null ? ` · ${TEXTS.notTested}` : ` · ${Math.round(w.standing)}/100`}
              </Text>
            </Group>
            {w.focus && (
              <Text size="xs" c="gray.7">
                {TEXTS.focus(w.focus)}
              </Text>
            )}
            <Progress
              value={w.share * 100}
              aria-label={`${w.skill}: ${Math.round(w.share * 100)}% of your time`}
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
