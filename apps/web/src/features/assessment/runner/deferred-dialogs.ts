import type { ComponentProps } from 'react';
import { deferredView } from '../items/deferred-view';
import type * as Dialogs from './runner-dialogs';

// The runner's dialogs (Mantine's Modal, its focus trap and scroll lock) come after the first
// question: a closed dialog shows nothing until its code has arrived (deferred-view.ts).
const load = () => import('./runner-dialogs');
const none = () => null;

export const NextSectionDialog = deferredView<ComponentProps<typeof Dialogs.NextSectionDialog>>(
  () => load().then((m) => m.NextSectionDialog),
  none,
);
export const SubmitDialog = deferredView<ComponentProps<typeof Dialogs.SubmitDialog>>(
  () => load().then((m) => m.SubmitDialog),
  none,
);
export const OpenElsewhereDialog = deferredView<ComponentProps<typeof Dialogs.OpenElsewhereDialog>>(
  () => load().then((m) => m.OpenElsewhereDialog),
  none,
);
export const SubmittingDialog = deferredView<ComponentProps<typeof Dialogs.SubmittingDialog>>(
  () => load().then((m) => m.SubmittingDialog),
  none,
);
