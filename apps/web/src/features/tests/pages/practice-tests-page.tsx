import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyPage, TESTS_HINT } from '../../../components/learning/empty-page';
import { StatusAlert } from '../../../components/status-alert';
import { useLearningModule } from '../../../lib/api/get-learning-module';
import { learningObjectsQueryKey, useLearningObjects } from '../../../lib/api/get-learning-objects';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { practiceLaunchDecision } from '../../../lib/learning/launch-route';
import { selectModule } from '../../../lib/learning/module-tree';
import { NOT_IN_MENU, TEXTS } from '../../../lib/learning/texts';
import { useMenuEntry } from '../../../lib/learning/use-menu-entry';
import { useTestLaunch } from '../../../lib/learning/use-test-launch';
import { CouponModal } from '../../coupon/public';
import { Leaderboard } from '../../reports/public';
import { CardsSkeleton } from '../components/cards-skeleton';
import { ModulePicker } from '../components/module-picker';
import { PracticeTestCard } from '../components/practice-test-card';
import { TestsLayout } from '../components/tests-layout';

/** spec 2 §2 Practice tests page (/practicetest). */
export function PracticeTestsPage() {
  const company = useCompany();
  const entry = useMenuEntry();
  const { courseId } = entry;
  const moduleQuery = useLearningModule(courseId, entry.navigationParam);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [weekId, setWeekId] = useState<string | null>(null);
  const [couponOpened, coupon] = useDisclosure(false);
  const [searchParams] = useSearchParams();

  const root = moduleQuery.data?.module ?? null;
  // ?skill=Listening (a report's 'what to practise next'): that skill's module until one is chosen.
  const skill = searchParams.get('skill');
  const skillModule = root?.subModule.find(
    (m) => skill && (m.component.referenceType === skill || m.component.title === skill),
  );
  const selection = root ? selectModule(root, moduleId ?? skillModule?.id ?? null, weekId) : null;
  const target = selection?.target ?? null;
  const objects = useLearningObjects(courseId, target?.id ?? null);
  const launch = useTestLaunch();
  // spec 2 §6: the response's isProductAccess false is the expired course.
  const courseAccess = moduleQuery.data?.isProductAccess ?? true;

  const pageError = entry.error ?? moduleQuery.error;
  const loadingModule = entry.isPending || moduleQuery.isLoading;
  const sectionTitle = selection
    ? [selection.module === root ? null : selection.module.component.title, selection.week?.component.title]
        .filter(Boolean)
        .join(' · ') || selection.target.component.title
    : '';

  const main = (
    <Stack gap={0}>
      {loadingModule && (
        <Stack gap="md" aria-busy="true" aria-label="Loading tests">
          <Group gap="sm">
            <Skeleton height={36} width={110} radius="xl" />
            <Skeleton height={36} width={110} radius="xl" />
          </Group>
          <CardsSkeleton label="Loading tests" />
        </Stack>
      )}
      {selection && courseId && (
        <>
          <ModulePicker
            modules={selection.modules}
            moduleId={selection.module.id}
            onModule={(id) => {
              setModuleId(id);
              setWeekId(null);
            }}
            weeks={selection.weeks}
            weekId={selection.week?.id ?? null}
            onWeek={setWeekId}
          />
          <section aria-labelledby="practice-tests-list">
            <Title order={2} fz="lg" mb="md" id="practice-tests-list">
              {sectionTitle}
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
                    busy={launch.busy}
                    isPending={(kind) => launch.isPending(object.id, kind)}
                    onOpen={() =>
                      launch.run(
                        object.id,
                        practiceLaunchDecision(object, { courseId, pageUrl: window.location.href }),
                        learningObjectsQueryKey(courseId, selection.target.id),
                      )
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
        </>
      )}
    </Stack>
  );

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
      {!courseAccess && (
        <StatusAlert tone="error" mb="lg">
          {TEXTS.courseExpired}
        </StatusAlert>
      )}
      {!entry.isPending && !entry.navigationParam && !pageError && (
        <StatusAlert tone="info" mb="lg">
          {NOT_IN_MENU}
        </StatusAlert>
      )}
      {pageError && isNotFound(pageError) && (
        <EmptyPage message={errorMessage(pageError)} hint={TESTS_HINT} />
      )}
      {pageError && !isSessionExpired(pageError) && !isNotFound(pageError) && (
        <StatusAlert tone="error" mb="lg">
          {errorMessage(pageError)}
        </StatusAlert>
      )}
      <TestsLayout
        aside={
          // A page with no tests (none in the menu, no content) has nothing to rank.
          company.showLeaderBoard && root ? <Leaderboard courseId={courseId} moduleId={root.id} /> : undefined
        }
      >
        {main}
      </TestsLayout>
      <CouponModal opened={couponOpened} onClose={coupon.close} />
    </Container>
  );
}
