import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuard {
  /** A navigation inside the app waits for the staff member's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * While `when` holds (changes the server does not have), leaving asks first: a navigation inside
 * the app waits for `stay` or `leave` (render a confirmation while `asking`), and a reload or a
 * closed tab gets the browser's own question. Moving within the same page (a query, a hash) is
 * not leaving.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers that predate preventDefault() here ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
