/** The runner's clock (spec 3 §4, §9): the server's remaining time minus the time since it was read. */
export interface Countdown {
  /** Whole seconds left, rounded up so that 0 means expired; never below 0. */
  remaining(): number;
  expired(): boolean;
  /** Takes the server's word again (tab visible again, or a sync reply's `timeRemaining`). */
  resync(serverRemainingSeconds: number): void;
}

export interface CountdownOptions {
  /** Seconds left as the server sees it. */
  remainingSeconds: number;
  /** A monotonic clock in milliseconds. */
  now?: () => number;
}

const seconds = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);

/**
 * Remaining time is computed from a monotonic clock, never by counting interval ticks:
 * browsers throttle or suspend timers in background tabs, and a counted clock would drift.
 */
export function createCountdown({
  remainingSeconds,
  now = () => performance.now(),
}: CountdownOptions): Countdown {
  let base = seconds(remainingSeconds);
  let anchor = now();
  const remainingMs = () => base * 1000 - (now() - anchor);

  return {
    remaining: () => Math.max(0, Math.ceil(remainingMs() / 1000)),
    expired: () => remainingMs() <= 0,
    resync(serverRemainingSeconds) {
      if (!Number.isFinite(serverRemainingSeconds)) return;
      base = seconds(serverRemainingSeconds);
      anchor = now();
    },
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** spec 3 §9: time shown as hh:mm:ss. */
export function formatHms(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(whole % 60)}`;
}
