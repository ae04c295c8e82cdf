import { lazy, Suspense } from 'react';

const Settings = lazy(() => import('./reminder-settings').then((m) => ({ default: m.ReminderSettings })));

/**
 * The reminder settings as their own chunk: the notifications list paints without them, and a
 * student who never scrolls to them never loads the push code.
 */
export function ReminderSettingsSlot() {
  return (
    <Suspense fallback={null}>
      <Settings />
    </Suspense>
  );
}
