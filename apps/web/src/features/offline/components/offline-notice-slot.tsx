import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onSavedAnswers, savedAnswersSince } from '../../../lib/offline-status';

const Notice = lazy(() => import('./offline-notice').then((m) => ({ default: m.OfflineNotice })));

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
  return (
    <Suspense fallback={null}>
      <Notice online={online} savedAt={savedAt} />
    </Suspense>
  );
}
