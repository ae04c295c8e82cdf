import { type ComponentType, createElement, lazy, type ReactNode, Suspense } from 'react';

const loaders = new Set<() => Promise<unknown>>();
const RETRY_MS = 3_000;

/**
 * A part of the runner whose code (and its libraries: @dnd-kit for the drag-and-drop item views,
 * Mantine's Modal and Popover with their positioning and focus trap for the dialogs and menus) is
 * fetched apart from the runner's: the runner fetches every deferred part once its first question is
 * on screen (preloadItemViews), so a part waits only when it is needed before that. A failed fetch
 * (the network gone) is tried again every few seconds, and nothing reaches an error page.
 * Without `fallback` the part suspends to the nearest boundary (an item view: the question's answer
 * area shows its loader); with it, the part shows `fallback` until its code arrives (a closed
 * dialog: nothing; a menu: its button), and the rest of the runner goes on.
 */
export function deferredView<P extends object>(
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
  loaders.add(preload);
  const Later = lazy(() => preload().then((loaded) => ({ default: loaded })));
  return function DeferredView(props: P) {
    // Once fetched, the view itself (no suspending); before, React's lazy around the same fetch.
    if (view) return createElement(view, props);
    const later = createElement(Later, props);
    return fallback ? createElement(Suspense, { fallback: fallback(props) }, later) : later;
  };
}

/** Fetches every deferred part (the runner calls it once its first question shows). */
export const preloadItemViews = () => Promise.all([...loaders].map((load) => load()));
