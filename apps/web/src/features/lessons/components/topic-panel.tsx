import { Button, Chip, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useCallback, useEffect } from 'react';
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
import { loadHls } from '../../../components/video/video-player';
import { postUserAction } from '../../../lib/api/post-user-action';
import { errorMessage, isSessionExpired } from '../../../lib/api-error';
import { type CourseState, learningObjectsQueryKey, useLearningObjects } from '../../learning/public';
import { SaveOfflineButton } from '../../offline/public';
import { VideoObjectGrid } from '../../videos/public';
import { isVideoGrid, neighbours, showsTags, type Topic } from '../utils/lesson-tree';
import { objectMedia, objectReads, savableVideo } from '../utils/offline-urls';
import { ObjectView, type StatusChange } from './object-view';

/** spec 2 §8, word for word. */
export const LOCKED_LIST = 'These videos are not released yet.';

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

function statusMark(object: LearningObject) {
  if (!object.isProductAccess) return <LockIcon size={14} label="Locked" />;
  if (object.objectStatus === 'Completed')
    return <CheckIcon size={14} color="var(--mantine-color-green-7)" label="Completed" />;
  if (object.objectStatus === 'InProgress')
    return <HalfCheckIcon size={14} color="var(--mantine-color-blue-7)" label="In progress" />;
  return null;
}

export function TopicPanel({
  courseId,
  courseAccess,
  courseState,
  topic,
  topics,
  objectId,
  navigationParam,
  onObject,
  onTopic,
}: {
  courseId: string;
  /** The menu's module the page reads (kept with a saved lesson). */
  navigationParam: string | null;
  courseAccess: boolean;
  /** Why the course is closed when courseAccess is false: revoked by staff, or starting later. */
  courseState?: CourseState;
  topic: Topic;
  topics: Topic[];
  objectId: string | null;
  onObject: (id: string) => void;
  onTopic: (moduleId: string) => void;
}) {
  const objects = useLearningObjects(courseId, topic.module.id);
  const listKey = learningObjectsQueryKey(courseId, topic.module.id);
  const list = objects.data ?? [];
  // spec 2 §2: a topic of videos (its referenceType 'videos') shows them as a grid; anything else
  // in it keeps its tab.
  const grid = isVideoGrid(topic.module) ? list.filter((o) => o.kind === 'Video') : [];
  const tabs = grid.length > 0 ? list.filter((o) => o.kind !== 'Video') : list;
  const active = tabs.find((o) => o.id === objectId) ?? tabs[0] ?? null;
  const { previous, next } = neighbours(topics, topic.module.id);

  const setStatus = useObjectStatus(courseId, listKey, active);

  const allLocked = list.length > 0 && list.every((o) => o.isLocked);
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {topic.module.component.title}
      </Title>
      <TopicTags topic={topic} onTopic={onTopic} />
      {objects.isLoading && <Skeleton height={200} />}
      {objects.isError && !isSessionExpired(objects.error) && (
        <StatusAlert tone="error">{errorMessage(objects.error)}</StatusAlert>
      )}
      {objects.isSuccess && list.length === 0 && <Text c="dimmed">No lessons available</Text>}
      {allLocked && <StatusAlert tone="info">{LOCKED_LIST}</StatusAlert>}
      {!allLocked && grid.length > 0 && (
        <VideoObjectGrid
          videos={grid}
          courseId={courseId}
          courseAccess={courseAccess}
          courseState={courseState}
        />
      )}
      {!allLocked && active && (
        <SaveObject
          key={active.id}
          object={active}
          reads={objectReads(courseId, topic.module.id, navigationParam)}
        />
      )}
      {!allLocked && active && (
        <ObjectTabs
          tabs={tabs}
          active={active}
          onObject={onObject}
          view={{ courseId, courseAccess, courseState, listKey, onStatus: setStatus }}
        />
      )}
      <TopicSteps previous={previous} next={next} onTopic={onTopic} />
    </Stack>
  );
}

const SAVED_KIND = { Lesson: 'lesson', BookAudio: 'audio', Video: 'video' } as const;

/** 'Save for offline' for a lesson, a book's audio or a video the portal serves (issue 46 part 2). */
function SaveObject({ object, reads }: { object: LearningObject; reads: string[] }) {
  const kind = SAVED_KIND[object.kind as keyof typeof SAVED_KIND];
  if (!kind || !object.isProductAccess || object.isLocked) return null;
  if (kind === 'video' && !savableVideo(object)) return null;
  const path = `${window.location.pathname}${window.location.search}`;
  return (
    <SaveOfflineButton
      key={object.id}
      itemKey={`${kind}:${object.id}`}
      kind={kind}
      title={object.component.title}
      path={path}
      urls={() => [...reads, ...objectMedia(object)]}
      prepare={kind === 'video' ? loadHls : undefined}
    />
  );
}

/** A topic's objects (not shown as a grid), one tab each with its kind and status; the chosen one open. */
function ObjectTabs({
  tabs,
  active,
  onObject,
  view,
}: {
  tabs: LearningObject[];
  active: LearningObject;
  onObject: (id: string) => void;
  /** What every object's view is given besides the object. */
  view: Omit<ComponentProps<typeof ObjectView>, 'object'>;
}) {
  return (
    <Tabs value={active.id} onChange={(v) => v && onObject(v)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map((o) => {
          const Icon = kindIcon[o.kind] ?? FileTextIcon;
          return (
            <Tabs.Tab key={o.id} value={o.id} leftSection={<Icon size={16} />} rightSection={statusMark(o)}>
              {o.component.title}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabs.map((o) => (
        <Tabs.Panel key={o.id} value={o.id} pt="md">
          <ObjectView object={o} {...view} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * An object's status as the list shows it, and spec 2 §4: opening a lesson or book audio that is not
 * yet Completed completes it, once (the list is fetched again if that cannot be saved).
 */
function useObjectStatus(courseId: string, listKey: QueryKey, active: LearningObject | null) {
  const queryClient = useQueryClient();
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

  return setStatus;
}

/** A grammar module's topics as tags (spec 2 §2), the topic shown chosen. */
function TopicTags({ topic, onTopic }: { topic: Topic; onTopic: (moduleId: string) => void }) {
  if (!(showsTags(topic.parent) && topic.parent.subModule.length > 0)) return null;
  return (
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
  );
}

/** The previous and the next topic, as links at the foot of the panel. */
function TopicSteps({
  previous,
  next,
  onTopic,
}: {
  previous: Topic | undefined;
  next: Topic | undefined;
  onTopic: (moduleId: string) => void;
}) {
  return (
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
  );
}
