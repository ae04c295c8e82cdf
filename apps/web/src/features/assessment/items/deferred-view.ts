import { type ComponentType, createElement, use } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * An item view whose code (and its libraries: @dnd-kit for the drag-and-drop types) is fetched
 * apart from the runner's: the runner fetches every deferred view once its first question is on
 * screen (preloadItemViews), so a view suspends only when its item is reached before that. A
 * failed fetch (the network gone) is tried again on the next render.
 */
export function deferredView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let view: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (loaded) => {
        view = loaded;
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  loaders.add(preload);
  return function DeferredView(props: P) {
    return createElement(view ?? use(preload()), props);
  };
}

/** Fetches every deferred item view (the runner calls it once its first question shows). */
export const preloadItemViews = () => Promise.all([...loaders].map((load) => load()));
