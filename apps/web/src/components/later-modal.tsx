import type { ModalProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { deferredPart } from '../lib/deferred-part';

/**
 * Mantine's Modal, fetched once the page has rendered rather than with it: a dialog that opens on a
 * click (a confirmation) does not hold up the page's first paint with the Modal's focus trap, scroll
 * lock, portal and transitions (issue 39). Until the code has arrived it renders nothing; opened
 * before then, it opens when the code arrives.
 */
export const LaterModal = deferredPart<ModalProps>(
  'modal',
  () => import('./modal-view').then((m) => m.ModalView as ComponentType<ModalProps>),
  () => null,
);
