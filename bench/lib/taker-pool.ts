// The sync load generator: the takers split across worker threads, each thread with its own
// keep-alive agent and event loop, so that thousands of runners do not queue behind one loop.
// `workers: 0` runs them in the calling thread. Each thread reports its latencies, counts, event-
// loop delay and, per attempt, the newest track sent of every item (what verify() checks).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { makeClient } from './http';
import { type Item, type ItemExpectation, newStats, runTaker, Taker } from './takers';

export type TakerSpec = { attemptId: string; token: string; studentId: string };

export type LoadPlan = {
  port: number;
  host: string;
  /** Sockets per thread's agent (a proxy's connection pool); 0: no limit. */
  maxSockets: number;
  companyCode: string;
  items: Item[];
  timeLimit: number;
  /** Seconds of load. */
  seconds: number;
};

/** What the database must (or may) hold for one attempt, per item (see ItemExpectation). */
export type Expected = { attemptId: string; items: [itemId: string, expectation: ItemExpectation][] };

export type LoadOutcome = {
  /** Latency (ms) of every call and when it started (s since startAt), in the same order. */
  latencies: Float64Array;
  starts: Float64Array;
  requests: number;
  replays: number;
  records: number;
  errors: number;
  errorSamples: string[];
  expected: Expected[];
  /** Event-loop delay of each generator thread, ms. */
  loopDelay: { p99: number; max: number }[];
};

const ERROR_SAMPLES = 200;

/** Runs one share of the takers in this thread, from `startAt` (epoch ms, once it is known). */
async function runShare(plan: LoadPlan, specs: TakerSpec[], start: Promise<number>): Promise<LoadOutcome> {
  const client = makeClient(plan.port, plan.host, { maxSockets: plan.maxSockets || undefined });
  const startAt = await start;
  const takers = specs.map(
    (s) =>
      new Taker(s.attemptId, s.token, s.studentId, plan.companyCode, plan.items, plan.timeLimit, startAt),
  );
  await new Promise((r) => setTimeout(r, Math.max(0, startAt - Date.now())));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // This thread's performance.now() at startAt: every thread's timeline counts from the same instant.
  const stats = newStats(startAt - performance.timeOrigin);
  const endAt = startAt + plan.seconds * 1000;
  await Promise.all(takers.map((t) => runTaker(client, t, endAt, stats)));
  loop.disable();
  client.close();
  return {
    latencies: Float64Array.from(stats.latencies),
    starts: Float64Array.from(stats.timeline, ([at]) => at),
    requests: stats.requests,
    replays: stats.replays,
    records: stats.records,
    errors: stats.errors.length,
    errorSamples: stats.errors.slice(0, ERROR_SAMPLES),
    expected: takers.map((t) => ({
      attemptId: t.attemptId,
      items: [...t.expected],
    })),
    loopDelay: [{ p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 }],
  };
}

function concat(parts: Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const message = <T>(w: Worker) =>
  new Promise<T>((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`a load generator thread exited (${code})`)));
  });

/**
 * Runs every taker of `specs` under `plan`, split across `workers` threads (0: this thread).
 * `onStart` is told the start instant (epoch ms) just before it, once every thread is ready.
 */
export async function runTakers(
  plan: LoadPlan,
  specs: TakerSpec[],
  workers: number,
  onStart?: (startAt: number) => void,
): Promise<LoadOutcome> {
  if (workers <= 0) {
    const startAt = Date.now() + 200;
    onStart?.(startAt);
    return runShare(plan, specs, Promise.resolve(startAt));
  }
  const shares = Array.from({ length: workers }, (_, w) => specs.filter((_, i) => i % workers === w));
  // tsx registers its loader in the worker before importing this TypeScript module (Node 20 does
  // not apply the parent's --import hooks to a worker's entry point).
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const threads = shares.map(
    (share) => new Worker(bootstrap, { eval: true, workerData: { kind: 'takers', plan, share } }),
  );
  const outcomes: LoadOutcome[] = [];
  try {
    // Each thread loads its modules and builds its takers first; then all start at one instant.
    const ready = threads.map((w) => message<'ready'>(w));
    await Promise.all(ready);
    const startAt = Date.now() + 200;
    onStart?.(startAt);
    const done = threads.map((w) => message<LoadOutcome>(w));
    for (const w of threads) w.postMessage({ startAt });
    outcomes.push(...(await Promise.all(done)));
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
  return {
    latencies: concat(outcomes.map((o) => o.latencies)),
    starts: concat(outcomes.map((o) => o.starts)),
    requests: outcomes.reduce((n, o) => n + o.requests, 0),
    replays: outcomes.reduce((n, o) => n + o.replays, 0),
    records: outcomes.reduce((n, o) => n + o.records, 0),
    errors: outcomes.reduce((n, o) => n + o.errors, 0),
    errorSamples: outcomes.flatMap((o) => o.errorSamples).slice(0, ERROR_SAMPLES),
    expected: outcomes.flatMap((o) => o.expected),
    loopDelay: outcomes.flatMap((o) => o.loopDelay),
  };
}

if (!isMainThread && (workerData as { kind?: string } | undefined)?.kind === 'takers') {
  const { plan, share } = workerData as { plan: LoadPlan; share: TakerSpec[] };
  const port = parentPort as NonNullable<typeof parentPort>;
  const start = new Promise<number>((resolve) =>
    port.once('message', (m: { startAt: number }) => resolve(m.startAt)),
  );
  port.postMessage('ready');
  port.postMessage(await runShare(plan, share, start));
}
