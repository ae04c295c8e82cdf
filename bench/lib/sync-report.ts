// The sync load's figures: CPU over the load window, latency overall and after the start-up,
// per-call cost, the pgbench ceiling, and the PASS/FAIL line against the goals (decision 031).
import fs from 'node:fs';
import os from 'node:os';
import { type Api, cpuSeconds } from './api';
import type { PgCpuMeter } from './pg-cpu';
import type { PgbenchResult } from './pgbench';
import { type Latency, summarize, type Window, windowsOf } from './stats';
import type { LoadOutcome } from './taker-pool';

export type SyncGoals = { takers: number; callsPerSecond: number; p99Ms: number; stretchTakers: number };
/** The goal (decision 031): 5,000 takers (2,000 calls/s) at p99 ≤ 50 ms, 0 errors, 0 mismatches (stretch 10,000). */
export const SYNC_GOALS: SyncGoals = { takers: 5000, callsPerSecond: 2000, p99Ms: 50, stretchTakers: 10_000 };

export type CpuMeasure = {
  seconds: number;
  /** CPU seconds in the window: the API process, its PostgreSQL backends (null: PGlite or remote), this process. */
  api: number;
  postgres: number | null;
  generator: number;
  /** The window on CLOCK_MONOTONIC in µs: the clock of a V8 CPU profile's sample times. */
  monotonicUs: [number, number];
  /** The machine: % of the window in which some runnable task waited for a CPU (Linux PSI), load average. */
  cpuPressurePercent: number | null;
  loadAverage: number;
  /** CPU of everything else on the machine (other jobs; PostgreSQL's WAL writer and checkpointer), % of one core. */
  othersPercent: number;
};

export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * With BENCH_API_NODE_ARGS='--cpu-prof ...', the load window of the API's profile, for
 * `npx tsx bench/cpu-profile.ts <file> --window A-B` (the set-up's calls left out).
 */
export const profileWindowLine = (w: [number, number]) =>
  process.env.BENCH_API_NODE_ARGS?.includes('--cpu-prof')
    ? [
        `API CPU profile: the load ran from ${w[0]} to ${w[1]} µs (CLOCK_MONOTONIC); cpu-profile.ts --window ${w[0]}-${w[1]}`,
      ]
    : [];

/** Busy CPU seconds of the whole machine since boot (/proc/stat: all but idle and iowait). */
export function machineBusySeconds(): number {
  try {
    const f =
      fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return (total - (f[3] ?? 0) - (f[4] ?? 0)) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Microseconds some task has waited for a CPU since boot (/proc/pressure/cpu), NaN without PSI. */
export function cpuPressureMicros(): number {
  try {
    return Number(
      fs.readFileSync('/proc/pressure/cpu', 'utf8').match(/^some .*total=(\d+)/m)?.[1] ?? Number.NaN,
    );
  } catch {
    return Number.NaN;
  }
}

/** CPU of the API, its PostgreSQL backends and this process (all its threads) from now until stop(). */
/** `server`: the API process, or the CPU seconds of every API process (a cluster). */
export function cpuWindow(server: Api | { cpuSeconds(): number }, pg?: PgCpuMeter) {
  const apiCpu = () => ('pid' in server ? cpuSeconds(server.pid) : server.cpuSeconds());
  const t0 = performance.now();
  const mono0 = monotonicMicros();
  const api0 = apiCpu();
  const pg0 = pg?.read() ?? 0;
  const own0 = process.cpuUsage();
  const psi0 = cpuPressureMicros();
  const busy0 = machineBusySeconds();
  return {
    stop(): CpuMeasure {
      const own = process.cpuUsage(own0);
      const seconds = (performance.now() - t0) / 1000;
      const psi = (cpuPressureMicros() - psi0) / 1e6 / seconds;
      const api = apiCpu() - api0;
      const postgres = pg ? pg.read() - pg0 : null;
      const generator = (own.user + own.system) / 1e6;
      const others = machineBusySeconds() - busy0 - api - (postgres ?? 0) - generator;
      return {
        seconds,
        monotonicUs: [mono0, monotonicMicros()],
        cpuPressurePercent: Number.isFinite(psi) ? psi * 100 : null,
        loadAverage: os.loadavg()[0] ?? Number.NaN,
        othersPercent: (others / seconds) * 100,
        api,
        postgres,
        generator,
      };
    },
  };
}

export type SyncLoadResult = {
  db: 'pglite' | 'postgres';
  takers: number;
  /** Load generator threads (0: the main thread). */
  workers: number;
  setupSeconds: number;
  /** Migrate and seed (with the attempts, unless made over HTTP); start the API; launches over HTTP. */
  setupPhases: { seed: number; apiStart: number; launch: number };
  seconds: number;
  requests: number;
  replays: number;
  records: number;
  requestsPerSecond: number;
  recordsPerSecond: number;
  latencyMs: Latency;
  /** Calls started after the first `excludedSeconds` (the start-up burst, JIT, pool warm-up). */
  steady: { excludedSeconds: number; requests: number; requestsPerSecond: number; latencyMs: Latency };
  serverCpuPercent: number;
  /** CPU per sync-track call, ms: the API process, its PostgreSQL backends (null when not measured). */
  perCallCpuMs: { api: number; postgres: number | null; generator: number };
  postgresCpuPercent: number | null;
  /** The load generator itself: its CPU and its threads' worst event-loop delay (a busy simulator skews latency). */
  simulator: { cpuPercent: number; loopDelayP99Ms: number; loopDelayMaxMs: number };
  /** The load window on CLOCK_MONOTONIC, µs (see profileWindowLine). */
  monotonicUs: [number, number];
  /** How contended the machine was during the load (PSI CPU pressure, 1-minute load average at the end). */
  machine: MachineLoad;
  /** Per 5-second window of the load: calls started in it, their p50 and p99 (ms). */
  windows: Window[];
  errors: number;
  errorSamples: string[];
  /** The pgbench three-row upsert ceiling on the same database after the load (PostgreSQL). */
  pgbench?: PgbenchResult;
  /** Why the ceiling could not be measured (pgbench missing, the server away). */
  pgbenchError?: string;
  attempts: number;
  items: number;
  /** Items whose newest track went in a failed call (stored or not, both verify). */
  uncertain: number;
  mismatches: string[];
  ok: boolean;
};

type Measured = Omit<
  SyncLoadResult,
  | 'db'
  | 'takers'
  | 'workers'
  | 'setupSeconds'
  | 'setupPhases'
  | 'pgbench'
  | 'pgbenchError'
  | 'attempts'
  | 'items'
  | 'uncertain'
  | 'mismatches'
  | 'ok'
>;

export function summarizeOutcome(o: LoadOutcome, cpu: CpuMeasure, excludeSeconds: number): Measured {
  const after: number[] = [];
  const timeline: [number, number][] = [];
  for (let i = 0; i < o.latencies.length; i++) {
    const at = o.starts[i] as number;
    const ms = o.latencies[i] as number;
    timeline.push([at, ms]);
    if (at >= excludeSeconds) after.push(ms);
  }
  const perCall = (s: number) => (s * 1000) / Math.max(1, o.requests);
  const lastStart = o.starts.reduce((m, x) => Math.max(m, x), 0);
  return {
    seconds: cpu.seconds,
    requests: o.requests,
    replays: o.replays,
    records: o.records,
    requestsPerSecond: o.requests / cpu.seconds,
    recordsPerSecond: o.records / cpu.seconds,
    latencyMs: summarize([...o.latencies]),
    steady: {
      excludedSeconds: excludeSeconds,
      requests: after.length,
      requestsPerSecond: after.length / Math.max(1e-9, lastStart - excludeSeconds),
      latencyMs: summarize(after),
    },
    serverCpuPercent: (cpu.api / cpu.seconds) * 100,
    postgresCpuPercent: cpu.postgres === null ? null : (cpu.postgres / cpu.seconds) * 100,
    perCallCpuMs: {
      api: perCall(cpu.api),
      postgres: cpu.postgres === null ? null : perCall(cpu.postgres),
      generator: perCall(cpu.generator),
    },
    simulator: {
      cpuPercent: (cpu.generator / cpu.seconds) * 100,
      loopDelayP99Ms: Math.max(...o.loopDelay.map((d) => d.p99)),
      loopDelayMaxMs: Math.max(...o.loopDelay.map((d) => d.max)),
    },
    monotonicUs: cpu.monotonicUs,
    machine: {
      cpuPressurePercent: cpu.cpuPressurePercent,
      loadAverage: cpu.loadAverage,
      othersPercent: cpu.othersPercent,
    },
    windows: windowsOf(timeline, 5),
    errors: o.errors,
    errorSamples: [...new Set(o.errorSamples)].slice(0, 5),
  };
}

const f = (n: number, d = 1) => n.toFixed(d);
const lat = (l: Latency) => `p50 ${f(l.p50)}, p95 ${f(l.p95)}, p99 ${f(l.p99)}, max ${f(l.max)}`;

/** PASS when the run had the goal's takers and met p99 (after the start-up), errors and mismatches. */
export function syncVerdict(r: SyncLoadResult, goals: SyncGoals = SYNC_GOALS): string {
  const p99 = r.steady.latencyMs.p99;
  // Batches (not replays) per second against takers / 2.5 s: a slow API also shows as a lower rate.
  const offered = r.takers / 2.5;
  const batches = ((r.requests - r.replays) / r.requests) * r.steady.requestsPerSecond;
  const atRate = batches >= 0.9 * offered;
  const what =
    `${r.takers} takers, ${f(r.steady.requestsPerSecond, 0)} calls/s after ${r.steady.excludedSeconds} s: ` +
    `p99 ${f(p99)} ms ${p99 <= goals.p99Ms ? '≤' : '>'} ${goals.p99Ms} ms, ${r.errors} errors, ` +
    `${r.mismatches.length} mismatches${atRate ? '' : `, batches ${f(batches, 0)}/s < 90 % of ${f(offered, 0)}/s offered`}`;
  const pass = p99 <= goals.p99Ms && r.errors === 0 && r.mismatches.length === 0 && atRate;
  const goal = `goal: ${goals.takers} takers (${goals.callsPerSecond} calls/s) at p99 ≤ ${goals.p99Ms} ms, 0 errors, 0 mismatches on PostgreSQL`;
  if (r.db !== 'postgres' || r.takers < goals.takers) {
    return `${goal}: not this run (${r.db}, ${r.takers} takers); for comparison ${pass ? 'within' : 'outside'} it: ${what}`;
  }
  const stretch = r.takers >= goals.stretchTakers ? ' (the stretch goal)' : '';
  return `${pass ? 'PASS' : 'FAIL'}${stretch}: sync ${what} (${goal})`;
}

/** The contention the figures were taken under: on a shared machine, latency tails are not Portico's. */
export type MachineLoad = Pick<CpuMeasure, 'cpuPressurePercent' | 'loadAverage' | 'othersPercent'>;
export const machineLine = (m: MachineLoad) =>
  `machine (${os.cpus().length} CPUs): other processes used ${f(m.othersPercent, 0)} % of one core` +
  (m.cpuPressurePercent === null
    ? ''
    : `; some task waited for a CPU ${f(m.cpuPressurePercent, 0)} % of the time (PSI, this benchmark included)`) +
  `; load average ${f(m.loadAverage, 2)} at the end`;

export function formatResult(r: SyncLoadResult): string {
  const perCall = r.perCallCpuMs;
  const pg = r.pgbench;
  const lines = [
    `takers ${r.takers} ${r.workers === 0 ? 'in the main thread' : `on ${r.workers} generator thread${r.workers === 1 ? '' : 's'}`}, duration ` +
      `${f(r.seconds)} s (set-up ${f(r.setupSeconds)} s: migrate and seed ${f(r.setupPhases.seed)}, API start ` +
      `${f(r.setupPhases.apiStart)}, launches over HTTP ${f(r.setupPhases.launch)})`,
    `sync-track: ${r.requests} requests (${r.replays} replays), ${f(r.requestsPerSecond)} requests/s, ` +
      `${r.records} answer records, ${f(r.recordsPerSecond)} records/s`,
    `latency ms, all calls: ${lat(r.latencyMs)}`,
    `latency ms, after the first ${r.steady.excludedSeconds} s (${r.steady.requests} calls, ` +
      `${f(r.steady.requestsPerSecond)}/s): ${lat(r.steady.latencyMs)}`,
    `CPU per call, ms${r.errors ? ` (of all ${r.requests} calls, ${f((100 * r.errors) / r.requests, 0)} % of them failed)` : ''}: API ${f(perCall.api, 2)}` +
      (perCall.postgres === null ? '' : `, PostgreSQL backends ${f(perCall.postgres, 2)}`) +
      `, load generator ${f(perCall.generator, 2)}`,
    `CPU (% of one core): API process ${f(r.serverCpuPercent, 0)}` +
      (r.postgresCpuPercent === null ? '' : `, PostgreSQL backends ${f(r.postgresCpuPercent, 0)}`) +
      `, load generator ${f(r.simulator.cpuPercent, 0)} (event-loop delay p99 ${f(r.simulator.loopDelayP99Ms)} ms, ` +
      `max ${f(r.simulator.loopDelayMaxMs)} ms)`,
    machineLine(r.machine),
    ...profileWindowLine(r.monotonicUs),
    pg
      ? `pgbench ceiling (${pg.clients} clients, ${pg.seconds} s, BEGIN + 3-row upsert + COMMIT): ` +
        `${f(pg.tps, 0)} transactions/s (latency ${f(pg.latencyMs, 2)} ms, ${pg.failed} failed); ` +
        `sync calls/s ÷ ceiling = ${f(r.requestsPerSecond / pg.tps, 3)}`
      : `pgbench ceiling: not measured (${r.pgbenchError ? `failed: ${r.pgbenchError}` : r.db === 'pglite' ? 'PGlite' : '--no-pgbench'})`,
    `per 5 s window (calls, p50/p99 ms): ${r.windows
      .map((w) => `${w.from}s ${w.requests} ${f(w.p50, 0)}/${f(w.p99, 0)}`)
      .join(' | ')}`,
    `errors: ${r.errors}`,
    ...r.errorSamples.map((e) => `  ${e}`),
    r.mismatches.length === 0
      ? `verified: ${r.attempts} attempts, ${r.items} items, 0 mismatches` +
        (r.uncertain
          ? ` (${r.uncertain} items last sent in a failed call: stored or not, both accepted)`
          : '')
      : `verification FAILED: ${r.attempts} attempts, ${r.items} items, ${r.mismatches.length} mismatches`,
    ...r.mismatches.slice(0, 20).map((m) => `  ${m}`),
    syncVerdict(r),
  ];
  return lines.join('\n');
}
