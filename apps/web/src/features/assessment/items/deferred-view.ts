import type { ComponentType, ReactNode } from 'react';
import { deferredPart, preloadParts } from '../../../lib/deferred-part';

/**
 * A part of the runner fetched apart from its first download (lib/deferred-part.ts): the
 * drag-and-drop item views (@dnd-kit), the dialogs and menus (Mantine's Modal and Popover), review
 * mode's answer table. The runner fetches them all once its first question is on screen.
 */
export const deferredView = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> => deferredPart('runner', load, fallback);

/** Fetches every deferred part of the runner (the runner calls it once its first question shows). */
export const preloadItemViews = () => preloadParts('runner');
