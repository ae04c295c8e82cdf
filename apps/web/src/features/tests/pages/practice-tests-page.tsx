import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { CouponModal } from '../../coupon/public';
import {
  type CourseState,
  learningObjectsQueryKey,
  type ModuleSelection,
  NO_COURSE_STATE,
  selectModule,
  TEXTS,
  useLearningModule,
  useLearningObjects,
  useMenuEntry,
  useTestLaunch,
} from '../../learning/public';
import { Leaderboard } from '../../reports/public';
import { CardsSkeleton } from '../components/cards-skeleton';
import { ModulePicker } from '../components/module-picker';
import { PracticeTestCard } from '../components/practice-test-card';
import { TestsLayout } from '../components/tests-layout';
import { TestsPageNotices } from '../components/tests-page-notices';

/**
 * The menu entry's module and the student's choice in it: the chosen module and week (on
 * ?skill=Listening, a report's 'what to practise next', that skill's module until one is chosen),
 * and the chosen module's tests.
 */
function usePracticeModule() {
  const entry = useMenuEntry();
  const { courseId } = entry;
  const moduleQuery = useLearningModule(courseId, entry.navigationParam);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [weekId, setWeekId] = useState<string | null>(null);
  const [searchParams] = useSearchParams();

  const root = moduleQuery.data?.module ?? null;
  const skill = searchParams.get('skill');
  const skillModule = root?.subModule.find(
    (m) => skill && (m.component.referenceType === skill || m.component.title === skill),
  );
  const selection = root ? selectModule(root, moduleId ?? skillModule?.id ?? null, weekId) : null;
  const target = selection?.target ?? null;
  const objects = useLearningObjects(courseId, target?.id ?? null);
  const chooseModule = (id: string) => {
    setModuleId(id);
    setWeekId(null);
  };
  return {
    entry,
    root,
    selection,
    objects,
    chooseModule,
    chooseWeek: setWeekId,
    // spec 2 §6: the response's isProductAccess false is the expired course.
    courseAccess: moduleQuery.data?.isProductAccess ?? true,
    courseState: moduleQuery.data?.courseState ?? NO_COURSE_STATE,
    pageError: entry.error ?? moduleQuery.error,
    loadingModule: entry.isPending || moduleQuery.isLoading,
  };
}

/** spec 2 §2 Practice tests page (/practicetest). */
export function PracticeTestsPage() {
  const company = useCompany();
  const {
    entry,
    root,
    selection,
    objects,
    chooseModule,
    chooseWeek,
    courseAccess,
    courseState,
    pageError,
    loadingModule,
  } = usePracticeModule();
  const { courseId } = entry;
  const launch = useTestLaunch();
  const [couponOpened, coupon] = useDisclosure(false);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        {entry.isPending ? (
          <Skeleton height={32} width={220} />
        ) : (
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {entry.title ?? 'Practice Tests'}
          </Title>
        )}
        <Button variant="light" onClick={coupon.open}>
          {TEXTS.applyCoupon}
        </Button>
      </Group>
      <TestsPageNotices
        courseAccess={courseAccess}
        courseState={courseState}
        entry={entry}
        pageError={pageError}
      />
      <TestsLayout
        aside={
          // A page with no tests (none in the menu, no content) has nothing to rank.
          company.showLeaderBoard && root ? <Leaderboard courseId={courseId} moduleId={root.id} /> : undefined
        }
      >
        <Stack gap={0}>
          {loadingModule && <ModulesSkeleton />}
          {selection && courseId && (
            <>
              <ModulePicker
                modules={selection.modules}
                moduleId={selection.module.id}
                onModule={chooseModule}
                weeks={selection.weeks}
                weekId={selection.week?.id ?? null}
                onWeek={chooseWeek}
              />
              <PracticeTestList
                selection={selection}
                isRoot={selection.module === root}
                objects={objects}
                courseId={courseId}
                courseAccess={courseAccess}
                courseState={courseState}
                launch={launch}
              />
            </>
          )}
        </Stack>
      </TestsLayout>
      <CouponModal opened={couponOpened} onClose={coupon.close} />
    </Container>
  );
}

function ModulesSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading tests">
      <Group gap="sm">
        <Skeleton height={36} width={110} radius="xl" />
        <Skeleton height={36} width={110} radius="xl" />
      </Group>
      <CardsSkeleton label="Loading tests" />
    </Stack>
  );
}

/** The heading of the list: the chosen module and week, else the module's own title. */
const sectionTitle = (selection: ModuleSelection, isRoot: boolean) =>
  [isRoot ? null : selection.module.component.title, selection.week?.component.title]
    .filter(Boolean)
    .join(' · ') || selection.target.component.title;

interface PracticeTestListProps {
  selection: ModuleSelection;
  /** The chosen module is the menu entry's own (it has no sub-modules). */
  isRoot: boolean;
  objects: ReturnType<typeof useLearningObjects>;
  courseId: string;
  courseAccess: boolean;
  courseState: CourseState;
  launch: ReturnType<typeof useTestLaunch>;
}

/** The chosen module's tests as cards, each opened or reviewed through the launch. */
function PracticeTestList({
  selection,
  isRoot,
  objects,
  courseId,
  courseAccess,
  courseState,
  launch,
}: PracticeTestListProps) {
  return (
    <section aria-labelledby="practice-tests-list">
      <Title order={2} fz="lg" mb="md" id="practice-tests-list">
        {sectionTitle(selection, isRoot)}
      </Title>
      {objects.isLoading && <CardsSkeleton label="Loading tests" />}
      {objects.isError && !isSessionExpired(objects.error) && (
        <StatusAlert tone="error">{errorMessage(objects.error)}</StatusAlert>
      )}
      {objects.isSuccess && objects.data.length === 0 && <Text c="dimmed">No tests here yet.</Text>}
      {objects.isSuccess && objects.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {objects.data.map((object) => (
            <PracticeTestCard
              key={object.id}
              object={object}
              courseId={courseId}
              learningModuleId={selection.target.id}
              courseAccess={courseAccess}
              courseState={courseState}
              busy={launch.busy}
              isPending={(kind) => launch.isPending(object.id, kind)}
              onOpen={() =>
                launch.openPractice(object, courseId, learningObjectsQueryKey(courseId, selection.target.id))
              }
              onReview={() => {
                if (object.testId) {
                  launch.review(object.id, { testId: object.testId, groupId: object.id, courseId });
                }
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
