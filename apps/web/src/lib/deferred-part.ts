import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';

/** The parts of each group (the runner's, the app shell's), fetched together by preloadParts. */
const groups = new Map<string, Set<() => Promise<unknown>>>();
const RETRY_MS = 3_000;

/**
 * A part of a page whose code (and its libraries: Mantine's Modal, Popover and Menu with their
 * positioning and focus trap, @dnd-kit for drag and drop) is fetched apart from the page's: the page
 * fetches its group's parts once it has shown (preloadParts), so a part waits only when it is needed
 * before that. A failed fetch (the network gone) is tried again every few seconds, and nothing
 * reaches an error page.
 * Without `fallback` the part suspends to the nearest boundary (a question's answer area shows its
 * loader); with it, the part shows `fallback` in its place until its code arrives (a closed dialog:
 * nothing; a menu: its button), and the rest of the page goes on.
 */
export function deferredPart<P extends object>(
  group: string,
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> {
  let view: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const attempt = (): Promise<ComponentType<P>> =>
    load().catch(() => new Promise((retry) => setTimeout(retry, RETRY_MS)).then(attempt));
  const preload = () => {
    pending ??= attempt().then((loaded) => {
      view = loaded;
      return loaded;
    });
    return pending;
  };
  const loaders = groups.get(group) ?? new Set();
  loaders.add(preload);
  groups.set(group, loaders);
  const Later = lazy(() => preload().then((loaded) => ({ default: loaded })));
  return function DeferredPart(props: P) {
    // Fetched before this place showed it: the part itself (no suspending). Otherwise React's lazy
    // around the same fetch, for as long as this place shows it: changing to the part itself once
    // its code had arrived would mount it afresh and lose what it holds (an open palette closed
    // under the student's pointer, a dialog's half-typed text).
    const [fetchedFirst] = useState(() => view !== null);
    if (fetchedFirst && view) return createElement(view, props);
    const later = createElement(Later, props);
    return fallback ? createElement(Suspense, { fallback: fallback(props) }, later) : later;
  };
}

/** Fetches every deferred part of a group (a page calls it once it has shown). */
export const preloadParts = (group: string) =>
  Promise.all([...(groups.get(group) ?? [])].map((load) => load()));
