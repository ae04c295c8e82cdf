import { useSyncExternalStore } from 'react';
import { deferredPart } from '../../../lib/deferred-part';
import { onSavedAnswers, savedAnswersSince } from '../../../lib/offline-status';

/**
 * The notice's code, fetched when first needed. Offline it may not be on the device (no service
 * worker, a browser without one): until it arrives (tried again every few seconds) a plain line says
 * the one thing that matters, and nothing else of the page is disturbed.
 */
const Notice = deferredPart(
  'offline-notice',
  () => import('./offline-notice').then((m) => m.OfflineNotice),
  ({ online }) => (
    <p role="status" style={{ margin: '16px', fontWeight: 600 }}>
      {online ? 'Showing what this device saved.' : 'You are offline.'} Answers and reviews you give are kept
      on this device and sent when you are back online.
    </p>
  ),
);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Where the shell's offline notice goes: its code (kept by the service worker at install) loads only
 * when the browser is offline or a page shows what the device saved, so the shell stays as light as it was.
 */
export function OfflineNoticeSlot() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const savedAt = useSyncExternalStore(onSavedAnswers, savedAnswersSince, () => null);
  if (online && !savedAt) return null;
  return <Notice online={online} savedAt={savedAt} />;
}
