import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { practiceCardButtons, useTestLaunch } from '../../learning/public';
import { EvaluationStatus } from '../../tests/public';
import { dashboardLessonsKey, useDashboardLessons } from '../api/get-lessons';

const TESTS = new Set(['PracticeTest', 'Mock']);
const STATUS = { Launch: 'Not started', InProgress: 'In progress', Completed: 'Completed' } as const;

/** Where a lesson, video or quiz opens: the lesson page, among the topics beside it. */
export function lessonLink(o: LearningObject): string {
  const query = new URLSearchParams({
    module: o.parentModuleId ?? o.learningModuleId ?? '',
    topic: o.learningModuleId ?? '',
    object: o.id,
  });
  return `/lessondetail?${query}`;
}

/**
 * spec 1 §4: the dashboard's list of the course's current lessons and tests with their status; a
 * completed writing or speaking test offers 'Request for Evaluation' (confirmed first), and then
 * shows it as requested.
 */
export function LessonList({ courseId }: { courseId: string }) {
  const lessons = useDashboardLessons(courseId);
  const launch = useTestLaunch();
  const listKey = dashboardLessonsKey(courseId);
  // While the list loads, its room is held so the cards below it do not move when it arrives.
  if (lessons.isPending) return <LessonsLoading />;
  if (!lessons.data || lessons.data.length === 0) return null;
  return (
    <LessonSection>
      <Stack gap="sm">
        {lessons.data.map((o) => (
          <Group key={o.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
              {TESTS.has(o.kind) ? (
                <Text fw={600}>{o.component.title}</Text>
              ) : (
                <Anchor component={Link} to={lessonLink(o)} fw={600}>
                  {o.component.title}
                </Anchor>
              )}
              <Group gap="xs">
                <Badge
                  size="sm"
                  variant="light"
                  color={
                    o.objectStatus === 'Completed'
                      ? 'green'
                      : o.objectStatus === 'InProgress'
                        ? 'blue'
                        : 'gray'
                  }
                >
                  {STATUS[o.objectStatus]}
                </Badge>
              </Group>
            </Stack>
            {TESTS.has(o.kind) &&
              (o.objectStatus === 'Completed' && o.evaluationRequired ? (
                <EvaluationStatus object={o} courseId={courseId} listKey={listKey} />
              ) : (
                practiceCardButtons(o, true)
                  .filter((b) => b.action === 'open')
                  .map((b) => (
                    <Button
                      key={b.label}
                      size="xs"
                      variant="light"
                      loading={launch.isPending(o.id, 'open')}
                      onClick={() => launch.openPractice(o, courseId, listKey)}
                    >
                      {b.label}
                    </Button>
                  ))
              ))}
          </Group>
        ))}
      </Stack>
    </LessonSection>
  );
}

function LessonSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="dashboard-lessons">
      <Title order={2} size="h4" mb="md" id="dashboard-lessons">
        Continue learning
      </Title>
      {children}
    </Paper>
  );
}

/** The card's outline, three rows the size of a lesson's (title and status), while the list loads. */
function LessonsLoading() {
  return (
    <Paper withBorder radius="lg" p="lg" aria-busy="true" aria-label="Loading your lessons">
      <Skeleton height={26} width={180} mb="md" />
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={18} width={90} radius="xl" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
