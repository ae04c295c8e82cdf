import { answerKey, type Seeded, storedTracks } from '../sync-load';
import { sleep } from './api';
import { probeReady } from './cluster';
import type { OpenedDatabase } from './database';
import type { CallLog, QueueTaker } from './queue-taker';
import { percentile } from './stats';

export type Probe = { t: number; balancer: boolean; ms: number; processes: boolean[] };

/** A GET /readyz: 200 within `timeoutMs`, and how long it took. */
function timedProbe(port: number, timeoutMs: number): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  return probeReady(port, timeoutMs).then((ok) => ({ ok, ms: performance.now() - started }));
}

/**
 * /readyz every `everyMs` through the balancer and on each process, until stop(). A probe fails on
 * anything but a 200 within 5 s (through the balancer it waits in HAProxy's queue with the load).
 */
export function startProber(balancer: number, processes: number[], t0: number, everyMs = 200) {
  const probes: Probe[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = (performance.now() - t0) / 1000;
      const [via, ...direct] = await Promise.all([
        timedProbe(balancer, 5000),
        ...processes.map((p) => timedProbe(p, 1000)),
      ]);
      probes.push({ t, balancer: via?.ok ?? false, ms: via?.ms ?? 0, processes: direct.map((d) => d.ok) });
      await sleep(everyMs);
    }
  })();
  return {
    probes,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Per 5-s window of call start times: calls and failures by kind. */
export function errorWindows(calls: CallLog[], seconds = 5): string[] {
  const last = Math.max(0, ...calls.map((c) => c.start));
  const out: string[] = [];
  for (let from = 0; from <= last; from += seconds) {
    const inWindow = calls.filter((c) => c.start >= from && c.start < from + seconds);
    const failed = inWindow.filter((c) => c.kind !== 'saved');
    const kinds = new Map<string, number>();
    for (const c of failed) {
      const k = c.kind === 'unavailable' || c.kind === 'refused' ? `${c.kind} ${c.status}` : c.kind;
      kinds.set(k, (kinds.get(k) ?? 0) + 1);
    }
    out.push(
      `${String(from).padStart(3)}–${String(from + seconds).padEnd(3)} s: ${String(inWindow.length).padStart(4)} calls, ` +
        `${String(failed.length).padStart(4)} failed${kinds.size ? ` (${[...kinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
    );
  }
  return out;
}

export type FaultFigures = {
  /** Balancer probes: the first failure after the fault and the first success after that (s since the fault). */
  probeDownAt?: number;
  probeBackAt?: number;
  /** Sync calls that failed between this fault and the next, and when the first and last were sent. */
  failedCalls: number;
  firstFailureAt?: number;
  lastFailureAt?: number;
  /** Every taker that had a failed call had a saved one again by then (s since the fault). */
  allTakersSavingAgainAt?: number;
  /** Takers whose calls failed and never succeeded again before the end. */
  takersNotBack: number;
  /** Saved calls that ended within 10 s after the fault: p50 and p99 latency (ms); and the 10 s before. */
  latencyAfter: { p50: number; p99: number };
  latencyBefore: { p50: number; p99: number };
  /** The slowest /readyz through the balancer within 10 s after the fault (ms). */
  slowestProbeMs: number;
};

export function faultFigures(probes: Probe[], calls: CallLog[], from: number, until: number): FaultFigures {
  const after = probes.filter((p) => p.t >= from && p.t < until);
  const down = after.find((p) => !p.balancer);
  // Back: the first good probe after the failure, whenever it came (also after the next fault began).
  const back = down ? probes.find((p) => p.t > down.t && p.balancer) : undefined;
  // A call counts against the fault during which it failed (it may have been sent just before).
  const failed = calls.filter((c) => c.end >= from && c.end < until && c.kind !== 'saved');
  const firstFailure = Math.min(...failed.map((c) => c.start));
  const lastFailure = Math.max(...failed.map((c) => c.start));
  const byTaker = new Map<number, number>();
  for (const c of failed) byTaker.set(c.taker, Math.max(byTaker.get(c.taker) ?? 0, c.start));
  let allBack = 0;
  let notBack = 0;
  for (const [taker, lastFail] of byTaker) {
    const ok = calls.find((c) => c.taker === taker && c.kind === 'saved' && c.start > lastFail);
    if (ok) allBack = Math.max(allBack, ok.end);
    else notBack++;
  }
  const lat = (a: number, b: number) => {
    const ms = calls
      .filter((c) => c.kind === 'saved' && c.end >= a && c.end < b)
      .map((c) => (c.end - c.start) * 1000)
      .sort((x, y) => x - y);
    return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
  };
  return {
    latencyAfter: lat(from, Math.min(until, from + 10)),
    latencyBefore: lat(from - 10, from),
    slowestProbeMs: Math.max(0, ...after.filter((p) => p.t < from + 10).map((p) => p.ms)),
    probeDownAt: down ? down.t - from : undefined,
    probeBackAt: back ? back.t - from : undefined,
    failedCalls: failed.length,
    firstFailureAt: failed.length ? firstFailure - from : undefined,
    lastFailureAt: failed.length ? lastFailure - from : undefined,
    allTakersSavingAgainAt: byTaker.size ? allBack - from : undefined,
    takersNotBack: notBack,
  };
}

/**
 * "0 acknowledged answers lost": for every item a 200 acknowledged, the stored row holds that
 * track or a newer one (and, when it is that track, its answer).
 */
export async function lostAcknowledged(db: OpenedDatabase, seeded: Seeded, takers: QueueTaker[]) {
  const rows = await storedTracks(db, seeded.companyCode);
  const stored = new Map(rows.map((r) => [`${r.studentTestId}/${r.itemId}`, r]));
  const lost: string[] = [];
  let acknowledged = 0;
  for (const q of takers) {
    for (const [itemId, ack] of q.acked) {
      acknowledged++;
      const key = `${q.taker.attemptId}/${itemId}`;
      const got = stored.get(key);
      if (!got) lost.push(`${key}: acknowledged track ${ack.trackNumber}, nothing stored`);
      else if (got.trackNumber < ack.trackNumber)
        lost.push(`${key}: acknowledged track ${ack.trackNumber}, stored ${got.trackNumber}`);
      else if (got.trackNumber === ack.trackNumber && answerKey(got) !== ack.answer)
        lost.push(`${key}: track ${ack.trackNumber} stored with another answer than the acknowledged one`);
    }
  }
  return { acknowledged, lost };
}
