import { deferredPart } from '../lib/deferred-part';
import type { DialogProps } from './dialog-view';

/**
 * A dialog built from Modal's parts (dialog-view.tsx), fetched once the page has rendered: the
 * Modal's focus trap, scroll lock and transitions do not hold up the page's first paint (issue 39).
 * Opened before its code has arrived, it opens when it does.
 */
export const Dialog = deferredPart<DialogProps>(
  'modal',
  () => import('./dialog-view').then((m) => m.DialogView),
  () => null,
);
