import type { LearningObject } from '@portico/contract/learning';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { NO_COURSE_STATE, useLearningModule, useMenuEntry } from '../../learning/public';
import { useLearningObject } from '../api/get-learning-object';
import { type Topic, topicsOf } from '../utils/lesson-tree';

/** Route state a lesson hub card sends (spec 2 §2: learningModuleId, id '9', activeModuleName). */
type HubState = { learningModuleId?: unknown; activeModuleName?: unknown };

/**
 * Where the lesson detail page is (spec 2 §2): the module (from the address, the hub card or the
 * menu), its topics, the topic and object shown, all kept in the address so a reload or a shared
 * link opens the same place; the title, and whether it is still loading or went wrong.
 */
export function useLessonPlace() {
  const entry = useMenuEntry();
  const location = useLocation();
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
  const courseState = moduleQuery.data?.courseState ?? NO_COURSE_STATE;
  const topics = useMemo(() => (root ? topicsOf(root) : []), [root]);
  useTopicOfObject({
    found: place.data,
    courseId,
    rootParam,
    modulePending: moduleQuery.isPending,
    entryPending: entry.isPending,
    topics,
  });
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
  // module without topics): say so instead of a skeleton that never ends. A link naming only an
  // object still loads once the object is in, until its topic is put in the address.
  const loading =
    entry.isPending ||
    (Boolean(courseId && rootParam) && moduleQuery.isPending) ||
    (!!objectOnly && (place.isPending || Boolean(place.data)));

  return {
    courseId,
    root,
    courseAccess,
    courseState,
    topics,
    topic,
    objectId: params.get('object'),
    /** The module the page reads (rootParam): kept with a lesson saved for offline use. */
    navigationParam: rootParam,
    select,
    title,
    error,
    loading,
  };
}

interface TopicOfObjectInput {
  /** The object a link names alone, once fetched. */
  found: LearningObject | undefined;
  courseId: string | null;
  rootParam: string | null;
  modulePending: boolean;
  entryPending: boolean;
  /** The topics of the menu's navigator. */
  topics: Topic[];
}

/**
 * A link that names only an object (?object=): its topic comes from the object itself, shown in the
 * menu's navigator when the topic is there, else in the navigator of its parent module.
 */
function useTopicOfObject({
  found,
  courseId,
  rootParam,
  modulePending,
  entryPending,
  topics,
}: TopicOfObjectInput) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    // Wait for the menu's navigator, when there is one to load.
    const rootSettled = courseId && rootParam ? !modulePending : !entryPending;
    if (!found?.learningModuleId || !rootSettled) return;
    const updated = new URLSearchParams(params);
    const inMenuRoot = topics.some((t) => t.module.id === found.learningModuleId);
    if (!inMenuRoot) updated.set('module', found.parentModuleId ?? found.learningModuleId);
    updated.set('topic', found.learningModuleId);
    setParams(updated, { replace: true, state: location.state });
  }, [found, courseId, rootParam, modulePending, entryPending, topics, params, setParams, location.state]);
}
