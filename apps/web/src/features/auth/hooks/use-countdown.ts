import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at `seconds`; `restart` sets it back. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);

  return { left, restart };
}
