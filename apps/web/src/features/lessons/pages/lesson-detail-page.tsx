import {
  ActionIcon,
  Button,
  Chip,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { LearningModule, LearningObject } from '@portico/contract/learning';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ArrowLeftIcon,
  CheckIcon,
  ChevronRightIcon,
  CodeIcon,
  FileTextIcon,
  HalfCheckIcon,
  HeadphonesIcon,
  HelpIcon,
  LockIcon,
  PlayIcon,
} from '../../../components/icons';
import { StatusAlert } from '../../../components/status-alert';
import { postUserAction } from '../../../lib/api/post-user-action';
import { errorMessage, isNotFound, isSessionExpired } from '../../../lib/api-error';
import { useLearningModule } from '../../tests/api/get-learning-module';
import { learningObjectsQueryKey, useLearningObjects } from '../../tests/api/get-learning-objects';
import { EmptyPage } from '../../tests/components/empty-page';
import { useMenuEntry } from '../../tests/hooks/use-menu-entry';
import { ObjectView, type StatusChange } from '../components/object-view';
import { navigatorModules, neighbours, showsTags, type Topic, topicsOf } from '../utils/lesson-tree';

/** spec 2 §8, word for word. */
export const LOCKED_LIST = 'This videos are not Released.';

/** Route state a lesson hub card sends (spec 2 §2: learningModuleId, id '9', activeModuleName). */
type HubState = { learningModuleId?: unknown; activeModuleName?: unknown };

const kindIcon: Record<string, (p: { size?: number }) => ReactNode> = {
  Lesson: FileTextIcon,
  Video: PlayIcon,
  Quiz: HelpIcon,
  PracticeTest: HelpIcon,
  Mock: HelpIcon,
  Coding: CodeIcon,
  BookAudio: HeadphonesIcon,
};

/** Opening one of these completes it (spec 2 §4): a non-test, non-video object. */
const completesOnOpen = new Set(['Lesson', 'BookAudio']);

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
  const rootParam = params.get('module') ?? fromHub ?? entry.navigationParam;
  const { courseId } = entry;
  const moduleQuery = useLearningModule(courseId, rootParam);
  const root = moduleQuery.data?.module ?? null;
  const courseAccess = moduleQuery.data?.isProductAccess ?? true;
  const topics = useMemo(() => (root ? topicsOf(root) : []), [root]);
  const topicId = params.get('topic');
  const topic = topics.find((t) => t.module.id === topicId) ?? topics[0] ?? null;

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
  const error = entry.error ?? moduleQuery.error;

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
        <EmptyPage message={errorMessage(error)} />
      ) : error ? (
        !isSessionExpired(error) && <StatusAlert tone="error">{errorMessage(error)}</StatusAlert>
      ) : !root || !courseId || !topic ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading lessons">
          <Skeleton height={36} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Navigator root={root} topic={topic} onTopic={(id) => select({ topic: id, object: null })} />
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

/** spec 1 §2 Lesson navigator: modules and their submodules, a lock where there is no access. */
function Navigator({
  root,
  topic,
  onTopic,
}: {
  root: LearningModule;
  topic: Topic;
  onTopic: (moduleId: string) => void;
}) {
  const lock = (m: LearningModule) =>
    m.isProductAccess ? null : <LockIcon size={16} aria-label="No access" role="img" aria-hidden={false} />;
  return (
    <Paper component="nav" aria-label="Lesson topics" withBorder radius="md" p="xs">
      {navigatorModules(root).map((m) => {
        const children = showsTags(m) ? [] : [...m.subModule].sort((a, b) => a.orderNo - b.orderNo);
        if (children.length === 0) {
          const firstOfTags = showsTags(m)
            ? [...m.subModule].sort((a, b) => a.orderNo - b.orderNo)[0]
            : undefined;
          return (
            <NavLink
              key={m.id}
              component="button"
              label={m.component.title}
              rightSection={lock(m)}
              active={topic.parent.id === m.id}
              aria-current={topic.parent.id === m.id ? 'page' : undefined}
              onClick={() => onTopic((firstOfTags ?? m).id)}
            />
          );
        }
        return (
          <NavLink
            key={m.id}
            label={m.component.title}
            rightSection={lock(m)}
            defaultOpened={topic.parent.id === m.id}
            childrenOffset="sm"
          >
            {children.map((c) => (
              <NavLink
                key={c.id}
                component="button"
                label={c.component.title}
                rightSection={lock(c)}
                active={topic.module.id === c.id}
                aria-current={topic.module.id === c.id ? 'page' : undefined}
                onClick={() => onTopic(c.id)}
              />
            ))}
          </NavLink>
        );
      })}
    </Paper>
  );
}

function statusMark(object: LearningObject) {
  if (!object.isProductAccess)
    return <LockIcon size={14} role="img" aria-label="Locked" aria-hidden={false} />;
  if (object.objectStatus === 'Completed')
    return (
      <CheckIcon
        size={14}
        color="var(--mantine-color-green-7)"
        role="img"
        aria-label="Completed"
        aria-hidden={false}
      />
    );
  if (object.objectStatus === 'InProgress')
    return (
      <HalfCheckIcon
        size={14}
        color="var(--mantine-color-blue-7)"
        role="img"
        aria-label="In progress"
        aria-hidden={false}
      />
    );
  return null;
}

function TopicPanel({
  courseId,
  courseAccess,
  topic,
  topics,
  objectId,
  onObject,
  onTopic,
}: {
  courseId: string;
  courseAccess: boolean;
  topic: Topic;
  topics: Topic[];
  objectId: string | null;
  onObject: (id: string) => void;
  onTopic: (moduleId: string) => void;
}) {
  const queryClient = useQueryClient();
  const objects = useLearningObjects(courseId, topic.module.id);
  const listKey = learningObjectsQueryKey(courseId, topic.module.id);
  const list = objects.data ?? [];
  const active = list.find((o) => o.id === objectId) ?? list[0] ?? null;
  const { previous, next } = neighbours(topics, topic.module.id);

  const setStatus = useCallback(
    (id: string, change: StatusChange) =>
      queryClient.setQueryData<LearningObject[]>(listKey, (old) =>
        old?.map((o) =>
          o.id === id && o.objectStatus !== 'Completed'
            ? { ...o, objectStatus: change.objectStatus, position: change.position ?? o.position }
            : o.id === id && change.position !== undefined
              ? { ...o, position: change.position }
              : o,
        ),
      ),
    [queryClient, listKey],
  );

  // spec 2 §4: opening a lesson or book audio that is not yet Completed completes it, once.
  useEffect(() => {
    if (!active || !completesOnOpen.has(active.kind)) return;
    if (!active.isProductAccess || active.isLocked || active.objectStatus === 'Completed') return;
    setStatus(active.id, { objectStatus: 'Completed' });
    postUserAction({
      referenceId: active.id,
      referenceType: 'LearningObject',
      objectType: active.kind,
      status: 'Completed',
      courseId,
    }).catch((e: unknown) => {
      console.warn('[lesson] completion not saved', e);
      void queryClient.invalidateQueries({ queryKey: listKey });
    });
  }, [active, courseId, setStatus, queryClient, listKey]);

  const allLocked = list.length > 0 && list.every((o) => o.isLocked);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {topic.module.component.title}
      </Title>
      {showsTags(topic.parent) && topic.parent.subModule.length > 0 && (
        <Chip.Group value={topic.module.id} onChange={(v) => typeof v === 'string' && onTopic(v)}>
          <Group gap="xs" role="group" aria-label={`${topic.parent.component.title} topics`}>
            {[...topic.parent.subModule]
              .sort((a, b) => a.orderNo - b.orderNo)
              .map((m) => (
                <Chip key={m.id} value={m.id} variant="outline">
                  {m.component.title}
                </Chip>
              ))}
          </Group>
        </Chip.Group>
      )}
      {objects.isLoading && <Skeleton height={200} />}
      {objects.isError && !isSessionExpired(objects.error) && (
        <StatusAlert tone="error">{errorMessage(objects.error)}</StatusAlert>
      )}
      {objects.isSuccess && list.length === 0 && <Text c="dimmed">No lessons available</Text>}
      {allLocked && <StatusAlert tone="info">{LOCKED_LIST}</StatusAlert>}
      {!allLocked && active && (
        <Tabs value={active.id} onChange={(v) => v && onObject(v)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {list.map((o) => {
              const Icon = kindIcon[o.kind] ?? FileTextIcon;
              return (
                <Tabs.Tab
                  key={o.id}
                  value={o.id}
                  leftSection={<Icon size={16} />}
                  rightSection={statusMark(o)}
                >
                  {o.component.title}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {list.map((o) => (
            <Tabs.Panel key={o.id} value={o.id} pt="md">
              <ObjectView
                object={o}
                courseId={courseId}
                courseAccess={courseAccess}
                listKey={listKey}
                onStatus={setStatus}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Group justify="space-between" mt="md">
        {previous ? (
          <Button
            variant="subtle"
            leftSection={<ArrowLeftIcon size={16} />}
            onClick={() => onTopic(previous.module.id)}
          >
            {previous.module.component.title}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            variant="subtle"
            rightSection={<ChevronRightIcon size={16} />}
            onClick={() => onTopic(next.module.id)}
          >
            {next.module.component.title}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
