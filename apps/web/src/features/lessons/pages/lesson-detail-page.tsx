import { ActionIcon, Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../../components/icons';
import { EmptyPage, LESSONS_HINT } from '../../../components/learning/empty-page';
import { StatusAlert } from '../../../components/status-alert';
import { useLearningModule } from '../../../lib/api/get-learning-module';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { useMenuEntry } from '../../../lib/learning/use-menu-entry';
import { useLearningObject } from '../api/get-learning-object';
import { LessonNavigator } from '../components/lesson-navigator';
import { TopicPanel } from '../components/topic-panel';
import { topicsOf } from '../utils/lesson-tree';

const LESSONS_EMPTY = 'There are no lessons here yet.';
const NO_COURSE = 'Choose a course to see its lessons.';
const NO_COURSE_HINT = 'Your courses are on the dashboard.';

/** Route state a lesson hub card sends (spec 2 §2: learningModuleId, id '9', activeModuleName). */
type HubState = { learningModuleId?: unknown; activeModuleName?: unknown };

/**
 * spec 2 §2 Lesson detail (/lessondetail, and /lesson, /ieltslessons from the menu): the module
 * navigator on the left, the chosen topic's objects as tabs on the right, previous/next topic links.
 * The topic and object are kept in the address, so a reload or a shared link opens the same place.
 */
export function LessonDetailPage() {
  const entry = useMenuEntry();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as HubState;
  const fromHub = typeof state.learningModuleId === 'string' ? state.learningModuleId : null;
  const [params, setParams] = useSearchParams();
  // A link that names only an object (?object=): its topic comes from the object itself, shown in
  // the menu's navigator when the topic is there, else in the navigator of its parent module.
  const objectOnly = params.get('object') && !params.get('topic') ? params.get('object') : null;
  const place = useLearningObject(objectOnly);
  const rootParam = params.get('module') ?? fromHub ?? entry.navigationParam;
  const { courseId } = entry;
  const moduleQuery = useLearningModule(courseId, rootParam);
  const root = moduleQuery.data?.module ?? null;
  const courseAccess = moduleQuery.data?.isProductAccess ?? true;
  const topics = useMemo(() => (root ? topicsOf(root) : []), [root]);
  useEffect(() => {
    const found = place.data;
    // Wait for the menu's navigator, when there is one to load.
    const rootSettled = courseId && rootParam ? !moduleQuery.isPending : !entry.isPending;
    if (!found?.learningModuleId || !rootSettled) return;
    const updated = new URLSearchParams(params);
    const inMenuRoot = topics.some((t) => t.module.id === found.learningModuleId);
    if (!inMenuRoot) updated.set('module', found.parentModuleId ?? found.learningModuleId);
    updated.set('topic', found.learningModuleId);
    setParams(updated, { replace: true, state: location.state });
  }, [
    place.data,
    courseId,
    rootParam,
    moduleQuery.isPending,
    entry.isPending,
    topics,
    params,
    setParams,
    location.state,
  ]);
  const topicId = params.get('topic');
  const topic = objectOnly ? null : (topics.find((t) => t.module.id === topicId) ?? topics[0] ?? null);

  const select = (next: { topic?: string; object?: string | null }) => {
    const updated = new URLSearchParams(params);
    if (root && !params.get('module')) updated.set('module', root.id);
    if (next.topic) updated.set('topic', next.topic);
    if (next.object === null) updated.delete('object');
    else if (next.object) updated.set('object', next.object);
    setParams(updated, { replace: true, state: location.state });
  };

  const title =
    (typeof state.activeModuleName === 'string' ? state.activeModuleName : null) ??
    root?.component.title ??
    entry.title ??
    'Lessons';
  const error = entry.error ?? place.error ?? moduleQuery.error;
  // Settled with nothing to show (no course chosen, a menu entry or address naming no module, a
  // module without topics): say so instead of a skeleton that never ends.
  const loading =
    entry.isPending ||
    (Boolean(courseId && rootParam) && moduleQuery.isPending) ||
    (!!objectOnly && place.isPending);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeftIcon size={20} />
        </ActionIcon>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
      </Group>
      {error && isNotFound(error) ? (
        <EmptyPage message={errorMessage(error)} hint={LESSONS_HINT} />
      ) : error ? (
        !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
      ) : !root || !courseId || !topic ? (
        loading || (objectOnly && place.data) ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading lessons">
            <Skeleton height={36} />
            <Skeleton height={240} />
          </Stack>
        ) : (
          <EmptyPage
            message={courseId ? LESSONS_EMPTY : NO_COURSE}
            hint={courseId ? LESSONS_HINT : NO_COURSE_HINT}
          />
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <LessonNavigator
              root={root}
              topic={topic}
              onTopic={(id) => select({ topic: id, object: null })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <TopicPanel
              key={topic.module.id}
              courseId={courseId}
              courseAccess={courseAccess}
              topic={topic}
              topics={topics}
              objectId={params.get('object')}
              onObject={(id) => select({ object: id })}
              onTopic={(id) => select({ topic: id, object: null })}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
