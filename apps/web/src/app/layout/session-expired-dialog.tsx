import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionExpired } from '../../lib/http';

// The modal code loads only when a session actually expires.
const SessionExpiredModal = lazy(() => import('./session-expired-modal'));

/** spec 1 §4: any UNAUTH answer opens the blocking 'Session Expired!' dialog. */
export function SessionExpiredDialog() {
  const [expired, setExpired] = useState(false);
  useEffect(() => onSessionExpired(() => setExpired(true)), []);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal onLogin={() => setExpired(false)} />
    </Suspense>
  );
}
