import { Box, Button, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { englishLevelName, englishRecommendations } from '@portico/contract/assessment-report';
import { withExtraTime } from '@portico/contract/exam-profile';
import type { LearningObject } from '@portico/contract/learning';
import { Link, Navigate } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { countOf } from '../../../lib/plural';
import { getCourseId } from '../../../lib/session';
import {
  type CourseState,
  learningObjectsQueryKey,
  NO_COURSE_STATE,
  practiceCardButtons,
  useLearningModule,
  useLearningObjects,
  useTestLaunch,
} from '../../learning/public';
import { studyTime } from '../../reports/public';

/** The course module holding the level check (content: `level-check`). */
export const LEVEL_CHECK_MODULE = 'level-check';

export const LEVEL_TEXTS = {
  title: 'Test Your English',
  none: 'Your course has no English level check.',
  noneHint: 'Your practice and mock tests are on the menu.',
  start: 'Start the test',
  resume: 'Resume the test',
  result: 'See your level',
} as const;

function actionLabel(object: LearningObject, courseAccess: boolean, courseState: CourseState) {
  const [button] = practiceCardButtons(object, courseAccess, courseState);
  if (!button || button.action === 'disabled') return { label: button?.label ?? '', disabled: true };
  if (object.objectStatus === 'Completed') return { label: LEVEL_TEXTS.result, disabled: false };
  if (object.objectStatus === 'InProgress') return { label: LEVEL_TEXTS.resume, disabled: false };
  return { label: LEVEL_TEXTS.start, disabled: false };
}

/**
 * 'Test Your English' (the dashboard banner, the intro's 'Take the test'): what the level check is,
 * then the check itself in the runner, and the student's level in its report (SCORING.md).
 */
export function LevelCheckPage() {
  const courseId = getCourseId();
  const moduleQuery = useLearningModule(courseId, LEVEL_CHECK_MODULE);
  const moduleId = moduleQuery.data?.module?.id ?? null;
  const objects = useLearningObjects(courseId, moduleId);
  const launch = useTestLaunch();
  const object = objects.data?.find((o) => o.testId) ?? null;
  const courseAccess = moduleQuery.data?.isProductAccess ?? true;
  const courseState = moduleQuery.data?.courseState ?? NO_COURSE_STATE;
  const error = moduleQuery.error ?? objects.error;
  const missing = (moduleQuery.isError && isNotFound(moduleQuery.error)) || (objects.isSuccess && !object);
  // Signed in from the intro's 'Take the test' with no course chosen yet: choose one first.
  if (!courseId) return <Navigate to="/select-course" replace />;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {LEVEL_TEXTS.title}
        </Title>
        {missing ? (
          <Paper withBorder radius="lg" p="xl" ta="center" role="status">
            <Text fw={600}>{LEVEL_TEXTS.none}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {LEVEL_TEXTS.noneHint}
            </Text>
            <Button component={Link} to="/dashboard" variant="default" mt="md">
              Back to the dashboard
            </Button>
          </Paper>
        ) : error ? (
          !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
        ) : !object ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the level check">
            <Skeleton height={20} width="80%" />
            <Skeleton height={20} width="60%" />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <LevelCheckIntro
            object={object}
            description={moduleQuery.data?.module?.component.description ?? ''}
            courseAccess={courseAccess}
            courseState={courseState}
            busy={launch.busy}
            onStart={() =>
              launch.openPractice(object, courseId, learningObjectsQueryKey(courseId, moduleId ?? ''))
            }
          />
        )}
      </Stack>
    </Container>
  );
}

function LevelCheckIntro({
  object,
  description,
  courseAccess,
  courseState,
  busy,
  onStart,
}: {
  object: LearningObject;
  description: string;
  courseAccess: boolean;
  courseState: CourseState;
  busy: boolean;
  onStart: () => void;
}) {
  // The student's own time: an access arrangement's extra time included, as the runner counts it.
  const minutes = Math.round(withExtraTime(object.totalTime, object.extraTimePercent ?? 0) / 60);
  const parts = object.sections.map((s) => s.title);
  const action = actionLabel(object, courseAccess, courseState);
  return (
    <Stack gap="lg">
      {description && <Text size="lg">{description}</Text>}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {object.component.title}
          </Title>
          <List spacing={4}>
            <List.Item>
              {countOf(object.questionCount, 'question')} in {countOf(minutes, 'minute')}
              {parts.length > 0 ? `: ${parts.join(', ')}` : ''}
            </List.Item>
            <List.Item>One timer runs for the whole test; when it runs out, the test ends itself.</List.Item>
            <List.Item>
              2 points for each right answer, less 0.67 for each wrong one: leave a question blank rather than
              guess.
            </List.Item>
          </List>
          <Box mt="sm">
            <Button
              size="md"
              w={{ base: '100%', xs: 'auto' }}
              disabled={action.disabled}
              loading={busy}
              onClick={onStart}
            >
              {action.label}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Your level
          </Title>
          <Text>
            From 36 points your level is Advanced, from 28 Intermediate, and Elementary below that. We
            recommend this much study before your exam:
          </Text>
          <List spacing={4}>
            {englishRecommendations.map((row) => (
              <List.Item key={row.level}>
                {englishLevelName(row.level)} ({row.scores} points): {studyTime(row.months)}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
