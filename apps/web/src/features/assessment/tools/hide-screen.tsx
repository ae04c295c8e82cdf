import { Button } from '@mantine/core';
import { useState } from 'react';
import { deferredView } from '../items/deferred-view';

// The blank screen is a Modal: its code comes after the first question (deferred-view.ts). Asked
// for before then, the screen is blanked all the same, until the dialog with its button arrives.
const HiddenScreen = deferredView<{ opened: boolean; onShow: () => void }>(
  () => import('./hidden-screen').then((m) => m.HiddenScreen),
  ({ opened }) =>
    opened ? (
      <div
        role="dialog"
        aria-label="Screen hidden"
        style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'var(--mantine-color-body)' }}
      />
    ) : null,
);

/**
 * IELTS's 'Hide' (EXAM-PROFILES.md 'other'): the screen goes blank for a short break, so nobody nearby
 * reads the questions; the time keeps running, as it does on test day.
 */
export function useHideScreen(enabled: boolean) {
  const [hidden, setHidden] = useState(false);
  if (!enabled) return { button: null, overlay: null };
  return {
    button: (
      <Button variant="default" aria-haspopup="dialog" onClick={() => setHidden(true)}>
        Hide
      </Button>
    ),
    overlay: <HiddenScreen opened={hidden} onShow={() => setHidden(false)} />,
  };
}
