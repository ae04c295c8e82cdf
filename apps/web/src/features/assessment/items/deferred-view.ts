import { type ComponentType, createElement, lazy } from 'react';

const loaders = new Set<() => Promise<unknown>>();
const RETRY_MS = 3_000;

/**
 * An item view whose code (and its libraries: @dnd-kit for the drag-and-drop types) is fetched
 * apart from the runner's: the runner fetches every deferred view once its first question is on
 * screen (preloadItemViews), so a view suspends only when its item is reached before that. A
 * failed fetch (the network gone) is tried again every few seconds: the question's answer area
 * shows its loader until the code arrives, and the rest of the runner (clock, navigation, other
 * questions) goes on; nothing reaches an error page.
 */
export function deferredView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
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
    return view ? createElement(view, props) : createElement(Later, props);
  };
}

/** Fetches every deferred item view (the runner calls it once its first question shows). */
export const preloadItemViews = () => Promise.all([...loaders].map((load) => load()));
