// The sync load through the balancer, for scale-out.ts: open loop (every taker posts every 2.5 s,
// sync-load.ts's runTaker: the real offered load, which a process may or may not saturate) or
// closed loop (C virtual runners, each posting the next batch as soon as the previous one was
// answered: the offered load is "as much as the service takes", so calls/s is its capacity).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { postBatch, runTaker, type Stats, type Taker } from '../sync-load';
import type { Balanced } from './balanced-setup';
import { machineCpu, pgBackendCpu } from './cpu';
import type { ServerStat } from './haproxy';
import { percentile, windowsOf } from './stats';

export type LoadMode = { kind: 'open' } | { kind: 'closed'; concurrency: number };

export type LoadResult = {
  seconds: number;
  requests: number;
  replays: number;
  records: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  windows: { from: number; requests: number; p50: number; p99: number }[];
  errors: number;
  errorSamples: string[];
  /** CPU seconds over the load. */
  cpu: { api: number; haproxy: number; postgres: number; generator: number; machineBusy: number };
  generatorLoopDelayP99Ms: number;
  /** Requests each process got (HAProxy's counters), and HAProxy's retries and redispatches. */
  servers: ServerStat[];
};

function newStats(): Stats {
  return {
    latencies: [],
    timeline: [],
    started: performance.now(),
    requests: 0,
    replays: 0,
    records: 0,
    errors: [],
  };
}

async function closedRunner(b: Balanced, own: Taker[], endAt: number, stats: Stats) {
  for (let i = 0; Date.now() < endAt; i++) {
    const taker = own[i % own.length] as Taker;
    await postBatch(b.client, taker, taker.nextBatch(), stats);
  }
}

export async function driveLoad(b: Balanced, mode: LoadMode, seconds: number): Promise<LoadResult> {
  const stats = newStats();
  const before = {
    api: b.cluster.cpuSeconds(),
    haproxy: b.haproxy.cpuSeconds(),
    machine: machineCpu().busy,
    own: process.cpuUsage(),
    servers: await b.haproxy.stats(),
  };
  const pg = pgBackendCpu(b.fresh.name ?? '');
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = Date.now();
  const endAt = started + seconds * 1000;
  if (mode.kind === 'open') {
    await Promise.all(b.takers.map((t) => runTaker(b.client, t, endAt, stats)));
  } else {
    const c = Math.min(mode.concurrency, b.takers.length);
    const owned = Array.from({ length: c }, (_, j) => b.takers.filter((_, i) => i % c === j));
    await Promise.all(owned.map((own) => closedRunner(b, own, endAt, stats)));
  }
  const elapsed = (Date.now() - started) / 1000;
  loop.disable();
  const own = process.cpuUsage(before.own);
  const after = await b.haproxy.stats();
  const sorted = [...stats.latencies].sort((x, y) => x - y);
  return {
    seconds: elapsed,
    requests: stats.requests,
    replays: stats.replays,
    records: stats.records,
    requestsPerSecond: stats.requests / elapsed,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
    },
    windows: windowsOf(stats.timeline, 5),
    errors: stats.errors.length,
    errorSamples: [...new Set(stats.errors)].slice(0, 5),
    cpu: {
      api: b.cluster.cpuSeconds() - before.api,
      haproxy: b.haproxy.cpuSeconds() - before.haproxy,
      postgres: pg.stop(),
      generator: (own.user + own.system) / 1e6,
      machineBusy: machineCpu().busy - before.machine,
    },
    generatorLoopDelayP99Ms: loop.percentile(99) / 1e6,
    servers: after.map((s) => {
      const was = before.servers.find((x) => x.name === s.name);
      return {
        ...s,
        sessions: s.sessions - (was?.sessions ?? 0),
        retries: s.retries - (was?.retries ?? 0),
        redispatches: s.redispatches - (was?.redispatches ?? 0),
        http5xx: s.http5xx - (was?.http5xx ?? 0),
      };
    }),
  };
}

export function formatLoad(r: LoadResult, processes: number): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const pct = (s: number) => `${f((s / r.seconds) * 100, 0)} %`;
  const perCall = (s: number) => `${f((s / Math.max(1, r.requests)) * 1000, 2)} ms`;
  const ours = r.cpu.api + r.cpu.haproxy + r.cpu.postgres + r.cpu.generator;
  return [
    `sync-track: ${r.requests} calls in ${f(r.seconds)} s = ${f(r.requestsPerSecond)} calls/s ` +
      `(${r.replays} replays, ${r.records} answer records)`,
    `latency ms (client, through HAProxy): p50 ${f(r.latencyMs.p50)}, p95 ${f(r.latencyMs.p95)}, ` +
      `p99 ${f(r.latencyMs.p99)}, max ${f(r.latencyMs.max)}`,
    `per 5 s window (calls, p50/p99 ms): ${r.windows
      .map((w) => `${w.from}s ${w.requests} ${f(w.p50, 0)}/${f(w.p99, 0)}`)
      .join(' | ')}`,
    `errors: ${r.errors}${r.errorSamples.map((e) => `\n  ${e}`).join('')}`,
    `CPU, % of one core (per call): API ×${processes} ${pct(r.cpu.api)} (${perCall(r.cpu.api)}), ` +
      `PostgreSQL backends ${pct(r.cpu.postgres)} (${perCall(r.cpu.postgres)}), HAProxy ${pct(r.cpu.haproxy)} ` +
      `(${perCall(r.cpu.haproxy)}), load generator ${pct(r.cpu.generator)} (${perCall(r.cpu.generator)}; ` +
      `event-loop delay p99 ${f(r.generatorLoopDelayP99Ms)} ms)`,
    `machine: ${pct(r.cpu.machineBusy)} busy of 200 %; ours ${pct(ours)}, everything else ` +
      `(other workers, PostgreSQL's shared processes, the kernel) ${pct(Math.max(0, r.cpu.machineBusy - ours))}`,
    `HAProxy per process: ${r.servers
      .map(
        (s) =>
          `${s.name} ${s.sessions} requests, ${s.retries} retries, ${s.redispatches} redispatches, ${s.http5xx} 5xx`,
      )
      .join('; ')}`,
  ].join('\n');
}

/**
 * One line per run, then what limits the figures: on a shared 2-core machine calls/s follows the
 * CPU the bench's processes got (column "ours"), so the per-call CPU and whether one process was
 * saturated (its API CPU near 100 % of a core) say more than calls/s alone.
 */
export function summarise(rows: { processes: number; balance: string; r: LoadResult }[]): string[] {
  const f = (n: number, d = 1) => n.toFixed(d);
  const out = [
    'processes, balance | calls/s | p50 / p95 / p99 ms | errors | API CPU, % of a core | ours / others, % of 200 | CPU ms per call: API + PG + HAProxy + generator',
  ];
  let perCall = Number.POSITIVE_INFINITY;
  for (const { processes, balance, r } of rows) {
    const ms = (s: number) => (s / Math.max(1, r.requests)) * 1000;
    const ours = r.cpu.api + r.cpu.postgres + r.cpu.haproxy + r.cpu.generator;
    perCall = Math.min(perCall, ms(ours));
    out.push(
      `${`${processes}, ${balance}`.padEnd(18)} | ${f(r.requestsPerSecond).padStart(7)} | ` +
        `${f(r.latencyMs.p50)} / ${f(r.latencyMs.p95)} / ${f(r.latencyMs.p99)} | ${r.errors} | ` +
        `${f((r.cpu.api / r.seconds) * 100, 0)} | ${f((ours / r.seconds) * 100, 0)} / ` +
        `${f((Math.max(0, r.cpu.machineBusy - ours) / r.seconds) * 100, 0)} | ` +
        `${f(ms(r.cpu.api), 2)} + ${f(ms(r.cpu.postgres), 2)} + ${f(ms(r.cpu.haproxy), 2)} + ${f(ms(r.cpu.generator), 2)} = ${f(ms(ours), 2)}`,
    );
  }
  const byCount = new Map<number, number[]>();
  for (const { processes, r } of rows)
    byCount.set(processes, [...(byCount.get(processes) ?? []), r.requestsPerSecond]);
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  const medians = [...byCount].map(([n, xs]) => [n, median(xs), xs.length] as const);
  const [base] = medians;
  const best = medians
    .map(
      ([n, m, k]) =>
        `${n}: ${f(m)}${k > 1 ? ` (median of ${k})` : ''}${base && n !== base[0] ? ` = ×${f(m / base[1], 2)}` : ''}`,
    )
    .join(', ');
  out.push(
    `calls/s per process count: ${best}`,
    'calls/s follows the CPU this machine gave the bench ("ours"); one process is the bottleneck only when ' +
      'its API CPU is near 100 % of a core while the machine has CPU to spare. With every process on these 2 ' +
      `cores, at least ${f(perCall, 2)} ms of CPU per call (all of it: API, PostgreSQL, HAProxy, load generator) caps the ` +
      `machine near ${f(2000 / Math.max(perCall, 0.001), 0)} calls/s whatever the number of API processes.`,
  );
  return out;
}
