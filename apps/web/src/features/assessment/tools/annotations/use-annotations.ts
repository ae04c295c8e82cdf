import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { removeStored, writeStored } from '../../../../lib/storage';
import { type Annotation, addAnnotation, clearAll, parseAnnotations, removeAnnotations } from './annotations';

/**
 * A passage's annotations live in localStorage so that a reload mid-test finds them again; they are
 * the student's own working marks, never sent to the server, and go when the test ends.
 */
const NAMESPACE = 'annotations.';
/** lib/storage puts every key of the portal under this prefix. */
const PORTAL_PREFIX = 'portico.';
/** 500 notes of 1,000 characters fit well below this; anything longer is not ours to parse. */
const MAX_STORED_CHARS = 600_000;
const CLEARED_EVENT = 'portico:annotations-cleared';

/** The localStorage key of one passage's annotations: `portico.annotations.<attemptId>:<itemId>`. */
export const annotationsStorageKey = (storageKey: string) => `${PORTAL_PREFIX}${NAMESPACE}${storageKey}`;

function load(storageKey: string): Annotation[] {
  try {
    const raw = window.localStorage.getItem(annotationsStorageKey(storageKey));
    if (raw === null || raw.length > MAX_STORED_CHARS) return [];
    return parseAnnotations(JSON.parse(raw));
  } catch {
    return [];
  }
}

function save(storageKey: string, list: readonly Annotation[]) {
  if (list.length === 0) removeStored(NAMESPACE + storageKey);
  else writeStored(NAMESPACE + storageKey, list);
}

/** Removes every passage's annotations of one attempt: the runner calls it when the test ends. */
export function clearAnnotationsFor(attemptId: string): void {
  const prefix = annotationsStorageKey(`${attemptId}:`);
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there was nothing kept to remove.
  }
  // A passage still on screen when the test ends drops its marks too.
  window.dispatchEvent(new CustomEvent(CLEARED_EVENT, { detail: attemptId }));
}

export interface AnnotationsApi {
  annotations: Annotation[];
  add(annotation: Annotation): void;
  remove(ids: readonly string[]): void;
  clear(): void;
}

/** The annotations kept under `storageKey` (the runner passes `${attemptId}:${itemId}`). */
export function useAnnotations(storageKey: string): AnnotationsApi {
  const [state, setState] = useState(() => ({ key: storageKey, list: load(storageKey) }));
  let current = state;
  // Another passage in the same runner: read its own annotations during this render, not after it.
  if (state.key !== storageKey) {
    current = { key: storageKey, list: load(storageKey) };
    setState(current);
  }
  const latest = useRef(current);
  latest.current = current;

  const update = useCallback((change: (list: Annotation[]) => Annotation[]) => {
    const { key, list } = latest.current;
    const next = { key, list: change(list) };
    latest.current = next;
    save(key, next.list);
    setState(next);
  }, []);

  useEffect(() => {
    const onCleared = (event: Event) => {
      const attemptId = (event as CustomEvent<unknown>).detail;
      if (typeof attemptId !== 'string' || !latest.current.key.startsWith(`${attemptId}:`)) return;
      latest.current = { key: latest.current.key, list: [] };
      setState(latest.current);
    };
    window.addEventListener(CLEARED_EVENT, onCleared);
    return () => window.removeEventListener(CLEARED_EVENT, onCleared);
  }, []);

  return useMemo(
    () => ({
      annotations: current.list,
      add: (annotation) => update((list) => addAnnotation(list, annotation)),
      remove: (ids) => update((list) => removeAnnotations(list, ids)),
      clear: () => update(clearAll),
    }),
    [current.list, update],
  );
}
