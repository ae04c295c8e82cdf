import { useCallback, useEffect, useRef, useState } from 'react';
import { type Countdown, createCountdown } from './countdown';

export interface UseCountdownOptions {
  /** Called once, when the time is up (spec 3 §4: the test then ends itself). */
  onExpire?: () => void;
  /** A monotonic clock in milliseconds (tests). */
  now?: () => number;
}

export interface CountdownState {
  remaining: number;
  expired: boolean;
  resync: (serverRemainingSeconds: number) => void;
}

/** The runner's timer for display: ticks each second (spec 3 §9) but reads a drift-free clock. */
export function useCountdown(initialSeconds: number, options: UseCountdownOptions = {}): CountdownState {
  const { onExpire, now } = options;
  const clock = useRef<Countdown | null>(null);
  clock.current ??= createCountdown({ remainingSeconds: initialSeconds, now });
  const countdown = clock.current;

  const [remaining, setRemaining] = useState(() => countdown.remaining());
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  const expiredOnce = useRef(false);

  const refresh = useCallback(() => {
    setRemaining(countdown.remaining());
    if (countdown.expired() && !expiredOnce.current) {
      expiredOnce.current = true;
      onExpireRef.current?.();
    }
  }, [countdown]);

  // A new value from the server (a later launch) replaces the clock's base.
  const firstSeconds = useRef(initialSeconds);
  useEffect(() => {
    if (firstSeconds.current === initialSeconds) return;
    firstSeconds.current = initialSeconds;
    countdown.resync(initialSeconds);
    refresh();
  }, [initialSeconds, countdown, refresh]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 1000);
    // A background tab's interval is throttled: show the right time as soon as it is visible.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  const resync = useCallback(
    (serverRemainingSeconds: number) => {
      countdown.resync(serverRemainingSeconds);
      // A new period (the next section of a sectional test) can expire again.
      if (serverRemainingSeconds > 0) expiredOnce.current = false;
      refresh();
    },
    [countdown, refresh],
  );

  return { remaining, expired: remaining === 0, resync };
}
