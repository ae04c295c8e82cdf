// Open-loop arrivals: call i starts at t0 + i / rate whether or not earlier ones have finished, so a
// slow server shows as queueing in the latency measured from the scheduled time (a closed loop
// would slow down with the server and hide it).
import { type Latency, summarize } from './stats';

export type Arrival = {
  /** performance.now() of the scheduled start, of the actual send, and of the end. */
  scheduled: number;
  sent: number;
  done: number;
  ok: boolean;
};

/**
 * Fires `total` calls at `rate` per second from `startAt` (performance.now(), default: now) and
 * waits for them all. `fire` returns whether the call succeeded (it records its own details).
 */
export async function openLoop(
  opts: { rate: number; total: number; startAt?: number },
  fire: (i: number) => Promise<boolean>,
): Promise<{ t0: number; arrivals: Arrival[] }> {
  const interval = 1000 / opts.rate;
  const t0 = opts.startAt ?? performance.now() + 20;
  const arrivals: Arrival[] = [];
  const inflight: Promise<void>[] = [];
  const start = (i: number) => {
    const scheduled = t0 + i * interval;
    const sent = performance.now();
    inflight.push(
      fire(i).then(
        (ok) => {
          arrivals.push({ scheduled, sent, done: performance.now(), ok });
        },
        () => {
          arrivals.push({ scheduled, sent, done: performance.now(), ok: false });
        },
      ),
    );
  };
  await new Promise<void>((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      // Catch up on every call whose time has come (timers fire late on a busy machine).
      while (i < opts.total && t0 + i * interval <= now) start(i++);
      if (i >= opts.total) return resolve();
      setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, t0 - performance.now()));
  });
  await Promise.all(inflight);
  return { t0, arrivals };
}

export type OpenLoopSummary = {
  calls: number;
  completed: number;
  /** Calls per second of the schedule, and answered per second until the last answer. */
  offeredPerSecond: number;
  achievedPerSecond: number;
  /** From the scheduled start to the end (what an open-loop client sees). */
  latencyMs: Latency;
  /** How late the generator sent calls behind their schedule (its own lag). */
  sendLagMs: { p99: number; max: number };
  /** Seconds from t0 to the last answer. */
  drainedAfter: number;
};

export function summarizeArrivals(t0: number, arrivals: Arrival[], seconds: number): OpenLoopSummary {
  const completed = arrivals.filter((a) => a.ok).length;
  const lastDone = arrivals.reduce((m, a) => Math.max(m, a.done), t0);
  const lags = summarize(arrivals.map((a) => a.sent - a.scheduled));
  return {
    calls: arrivals.length,
    completed,
    offeredPerSecond: arrivals.length / seconds,
    achievedPerSecond: completed / Math.max(seconds, (lastDone - t0) / 1000),
    latencyMs: summarize(arrivals.map((a) => a.done - a.scheduled)),
    sendLagMs: { p99: lags.p99, max: lags.max },
    drainedAfter: (lastDone - t0) / 1000,
  };
}
