import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCompany } from '../../../lib/company-context';
import {
  flattenModules,
  learningObjectsQueryKey,
  mockLaunchDecision,
  NO_COURSE_STATE,
  TEXTS,
  useLearningModule,
  useMenuEntry,
  useModulesObjects,
  useTestLaunch,
} from '../../learning/public';
import { Leaderboard } from '../../reports/public';
import { CardsSkeleton } from '../components/cards-skeleton';
import { MockTestCard } from '../components/mock-test-card';
import { TestsLayout } from '../components/tests-layout';
import { TestsPageNotices } from '../components/tests-page-notices';

/** spec 2 §2 Mock tests page (/mocktest). */
export function MockTestsPage() {
  const company = useCompany();
  const entry = useMenuEntry();
  const { courseId, navigationParam } = entry;
  const moduleQuery = useLearningModule(courseId, navigationParam);
  const root = moduleQuery.data?.module ?? null;
  // The module's own objects and, if it has sub-modules, theirs.
  const moduleIds = root ? flattenModules(root).map((module) => module.id) : [];
  const objects = useModulesObjects(courseId, moduleIds);
  const launch = useTestLaunch();
  const courseAccess = moduleQuery.data?.isProductAccess ?? true;
  const courseState = moduleQuery.data?.courseState ?? NO_COURSE_STATE;

  const pageError = entry.error ?? moduleQuery.error ?? objects.error;
  const loading = entry.isPending || moduleQuery.isLoading || (moduleIds.length > 0 && objects.isPending);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        {TEXTS.mockTests}
      </Title>
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
        <Stack gap="md">
          <Title order={2} className="visually-hidden">
            Mock test list
          </Title>
          {loading && <CardsSkeleton label="Loading mock tests" />}
          {!loading && root && objects.data.length === 0 && !objects.error && (
            <Text c="dimmed">No mock tests here yet.</Text>
          )}
          {!loading && courseId && objects.data.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {objects.data.map(({ object, learningModuleId }) => (
                <MockTestCard
                  key={object.id}
                  object={object}
                  courseAccess={courseAccess}
                  courseState={courseState}
                  busy={launch.busy}
                  pending={launch.isPending(object.id, 'open')}
                  evaluation={{ courseId, listKey: learningObjectsQueryKey(courseId, learningModuleId) }}
                  onOpen={() =>
                    launch.run(
                      object.id,
                      mockLaunchDecision(
                        { ...object, title: object.component.title },
                        { courseId, pageUrl: window.location.href, navigationParam: navigationParam ?? '' },
                      ),
                      learningObjectsQueryKey(courseId, learningModuleId),
                    )
                  }
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </TestsLayout>
    </Container>
  );
}
