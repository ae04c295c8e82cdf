// Launch storm: every student starting a mock at 9:00. N students each make the runner's two calls
// to start a test (POST /api/assessment/generate-token, then POST /api/assessment/launch and
// /api/assessment/start: the instructions, then Start Test), arriving
// at a constant rate over the window (open loop: arrival times fixed in advance, latency measured
// from the scheduled time, so queueing shows), against a real Portico API process.
//
//   npx tsx bench/launch-storm.ts [--students 5000] [--seconds 60] [--test practice|mock]
//     [--db postgres|pglite] [--database-url postgres://postgres@127.0.0.1:5432/test] [--warmup 20]
//     [--sockets 512] [--history 3] [--processes 1]
//
// --processes N > 1: N API processes (one per core, as docs/deploy.md advises) behind HAProxy
// (lib/cluster.ts, lib/haproxy.ts); the API CPU is theirs together.
//
// The goal (decision 031): 5,000 launches within 60 s with p99 ≤ 500 ms. The last line says PASS or FAIL; the
// exit code is non-zero only when the set-up fails.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type Api, startApi } from './lib/api';
import { type Cluster, startCluster } from './lib/cluster';
import {
  type BenchDb,
  DEFAULT_DATABASE_URL,
  type FreshDatabase,
  freshDatabase,
  type OpenedDatabase,
} from './lib/database';
import { type Haproxy, startHaproxy } from './lib/haproxy';
import { type Client, DEFAULT_SOCKETS, makeClient } from './lib/http';
import { type OpenLoopSummary, openLoop, summarizeArrivals } from './lib/open-loop';
import { type PgCpuMeter, pgCpuMeter } from './lib/pg-cpu';
import { type Latency, summarize, type Window, windowsOf } from './lib/stats';
import { cpuWindow, type MachineLoad, machineLine, profileWindowLine } from './lib/sync-report';
import { generateToken, launch, type Seeded, seed, type TestChoice } from './lib/sync-seed';

const GOAL = { launches: 5000, seconds: 60, p99Ms: 500 };

export type LaunchStormOptions = {
  students: number;
  seconds: number;
  test: TestChoice;
  db: BenchDb;
  databaseUrl?: string;
  /** Launches by other students before the storm (not counted): JIT and connection pool warm. */
  warmup: number;
  /** Connections the generator may open (a proxy's pool; 0: one per call in flight). */
  sockets: number;
  /**
   * Earlier completed attempts per student (of cards since removed), then ANALYZE, as on a portal in
   * use: 0 is a new portal's first morning, whose attempts table PostgreSQL has no statistics of yet
   * (bench/README.md: the planner may then read one student's attempts through another index).
   */
  history: number;
  /** API processes; more than one run behind HAProxy. */
  processes: number;
};

export type LaunchStormResult = LaunchStormOptions & {
  setup: { seed: number; apiStart: number; warmup: number };
  /** The full launch (both calls), from the scheduled start. */
  storm: OpenLoopSummary;
  /** Each call on its own, from its actual send. */
  generateTokenMs: Latency;
  launchMs: Latency;
  responseKb: number;
  windows: Window[];
  cpuPercent: { api: number; postgres: number | null; generator: number };
  cpuMsPerLaunch: { api: number; postgres: number | null };
  machine: MachineLoad;
  monotonicUs: [number, number];
  errors: number;
  errorSamples: string[];
};

/**
 * `perStudent` completed attempts for every student of the company, copied from a warm-up student's
 * attempt with no card (a card since removed), dated the days before; then ANALYZE, which autovacuum
 * does on a portal in use.
 */
async function addHistory(fresh: FreshDatabase, seeded: Seeded, perStudent: number) {
  const db = await fresh.open(1);
  try {
    const copied = await db.db.execute(sql`
      select string_agg(quote_ident(column_name), ', ') as cols from information_schema.columns
       where table_name = 'student_tests' and table_schema = current_schema()
         and column_name not in ('id', 'student_id', 'learning_object_id', 'status', 'created_at',
                                 'ended_at', 'ended_by')`);
    const cols = (copied as unknown as { rows: { cols: string }[] }).rows[0]?.cols;
    if (!cols) throw new Error('no attempts table');
    await db.db.execute(sql`
      insert into student_tests (${sql.raw(cols)}, student_id, learning_object_id, status, created_at,
                                 ended_at, ended_by)
      select ${sql.raw(
        cols
          .split(', ')
          .map((c) => `t.${c}`)
          .join(', '),
      )}, s.id, null, 'Completed',
             now() - make_interval(days => g), now() - make_interval(days => g) + interval '1 hour', 'student'
        from students s
        cross join generate_series(1, ${perStudent}::int) g
        cross join (select * from student_tests where company_code = ${seeded.companyCode} limit 1) t
       where s.company_code = ${seeded.companyCode}`);
    await db.db.execute(sql`analyze`);
  } finally {
    await db.close();
  }
}

async function stormOf(client: Client, seeded: Seeded, students: Seeded['students'], rate: number) {
  const gen: number[] = [];
  const lau: number[] = [];
  const errors: string[] = [];
  let bytes = 0;
  const { t0, arrivals } = await openLoop({ rate, total: students.length }, async (i) => {
    const s = students[i] as Seeded['students'][number];
    try {
      const g = await generateToken(client, seeded, s.token);
      gen.push(g.res.ms);
      if (!g.attemptId) {
        errors.push(`generate-token HTTP ${g.res.status}: ${JSON.stringify(g.res.body).slice(0, 200)}`);
        return false;
      }
      const l = await launch(client, g.attemptId, s.token);
      lau.push(l.res.ms);
      bytes += l.res.bytes;
      if (!l.data || l.data.testJson.SectionResponse.length === 0) {
        errors.push(`launch HTTP ${l.res.status}: ${JSON.stringify(l.res.body).slice(0, 200)}`);
        return false;
      }
      return true;
    } catch (err) {
      errors.push(`network: ${(err as Error).message}`);
      return false;
    }
  });
  return { t0, arrivals, gen, lau, errors, bytes };
}

export async function launchStorm(opts: LaunchStormOptions): Promise<LaunchStormResult> {
  let fresh: FreshDatabase | undefined;
  let api: Api | undefined;
  let cluster: Cluster | undefined;
  let proxy: Haproxy | undefined;
  let client: Client | undefined;
  let watcher: OpenedDatabase | undefined;
  let pg: PgCpuMeter | undefined;
  try {
    const t = Date.now();
    fresh = await freshDatabase(opts.db, 'launch_storm', opts.databaseUrl);
    const setupDb = await fresh.open(4);
    await setupDb.migrate();
    const seeded = await seed(setupDb, opts.students + opts.warmup, opts.test);
    await setupDb.close();
    const seededAt = Date.now();
    const logLevel = process.env.LAUNCH_STORM_API_LOG_LEVEL ?? 'warn';
    if (opts.processes > 1) {
      cluster = await startCluster({ processes: opts.processes, env: fresh.apiEnv(), logLevel });
      proxy = await startHaproxy({ servers: cluster.ports, balance: 'leastconn' });
    } else {
      api = await startApi(fresh.apiEnv(), { logLevel });
    }
    const servers = cluster ?? (api as Api);
    const apiReadyAt = Date.now();
    client = makeClient(proxy?.port ?? (api as Api).port, seeded.host, {
      timeoutMs: 60_000,
      maxSockets: opts.sockets,
    });
    const warm = seeded.students.slice(opts.students);
    const warmed = await stormOf(client, seeded, warm, 20);
    if (warmed.errors.length) throw new Error(`warm-up launch failed: ${warmed.errors[0]}`);
    if (opts.history > 0) await addHistory(fresh, seeded, opts.history);
    const warmedAt = Date.now();

    if (fresh.name) {
      watcher = await fresh.open(1);
      pg = await pgCpuMeter(watcher, fresh.name);
    }
    const cpu = cpuWindow(servers, pg);
    const rate = opts.students / opts.seconds;
    const run = await stormOf(client, seeded, seeded.students.slice(0, opts.students), rate);
    const used = cpu.stop();
    const storm = summarizeArrivals(run.t0, run.arrivals, opts.seconds);
    const pct = (s: number) => (s / used.seconds) * 100;
    const perLaunch = (s: number) => (s * 1000) / Math.max(1, run.arrivals.length);
    return {
      ...opts,
      setup: {
        seed: (seededAt - t) / 1000,
        apiStart: (apiReadyAt - seededAt) / 1000,
        warmup: (warmedAt - apiReadyAt) / 1000,
      },
      storm,
      generateTokenMs: summarize(run.gen),
      launchMs: summarize(run.lau),
      responseKb: run.bytes / Math.max(1, run.lau.length) / 1024,
      windows: windowsOf(
        run.arrivals.map((a) => [(a.scheduled - run.t0) / 1000, a.done - a.scheduled]),
        5,
      ),
      cpuPercent: {
        api: pct(used.api),
        postgres: used.postgres === null ? null : pct(used.postgres),
        generator: pct(used.generator),
      },
      cpuMsPerLaunch: {
        api: perLaunch(used.api),
        postgres: used.postgres === null ? null : perLaunch(used.postgres),
      },
      machine: {
        cpuPressurePercent: used.cpuPressurePercent,
        loadAverage: used.loadAverage,
        othersPercent: used.othersPercent,
      },
      monotonicUs: used.monotonicUs,
      errors: storm.calls - storm.completed,
      errorSamples: [...new Set(run.errors)].slice(0, 5),
    };
  } finally {
    client?.close();
    await pg?.stop();
    await watcher?.close();
    await api?.stop();
    await proxy?.stop();
    await cluster?.stop();
    await fresh?.dispose();
  }
}

export function stormVerdict(r: LaunchStormResult): string {
  const p99 = r.storm.latencyMs.p99;
  const inTime = r.storm.drainedAfter <= r.seconds + GOAL.p99Ms / 1000;
  const what =
    `${r.storm.completed} of ${r.students} launches (${r.test}) in ${r.storm.drainedAfter.toFixed(1)} s: ` +
    `p99 ${p99.toFixed(0)} ms ${p99 <= GOAL.p99Ms ? '≤' : '>'} ${GOAL.p99Ms} ms, ${r.errors} errors`;
  const pass = p99 <= GOAL.p99Ms && r.errors === 0 && inTime;
  const goal = `goal: ${GOAL.launches} launches within ${GOAL.seconds} s at p99 ≤ ${GOAL.p99Ms} ms`;
  if (r.students < GOAL.launches || r.seconds > GOAL.seconds || r.db !== 'postgres') {
    return `${goal}: not this run (${r.students} in ${r.seconds} s, ${r.db}); for comparison ${pass ? 'within' : 'outside'} it: ${what}`;
  }
  return `${pass ? 'PASS' : 'FAIL'}: launch storm ${what} (${goal})`;
}

export function formatStorm(r: LaunchStormResult): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const lat = (l: Latency) => `p50 ${f(l.p50)}, p95 ${f(l.p95)}, p99 ${f(l.p99)}, max ${f(l.max)}`;
  const s = r.storm;
  return [
    `set-up s: migrate and seed ${f(r.setup.seed)} (${r.students + r.warmup} students with sessions), ` +
      `API start ${f(r.setup.apiStart)} (${r.processes > 1 ? `${r.processes} processes behind HAProxy` : 'one process'}), ` +
      `${r.warmup} warm-up launches ${f(r.setup.warmup)}` +
      (r.history
        ? `, then ${r.history} earlier attempts per student and ANALYZE`
        : ', no history (no statistics)'),
    `storm: ${s.calls} launches scheduled over ${r.seconds} s (${f(s.offeredPerSecond)}/s), ${s.completed} ` +
      `completed (${f(s.achievedPerSecond)}/s), the last answered after ${f(s.drainedAfter)} s; ` +
      `launch response ${f(r.responseKb)} KB`,
    `launch (both calls) ms, from the scheduled start: ${lat(s.latencyMs)}`,
    `generate-token ms: ${lat(r.generateTokenMs)}`,
    `launch ms: ${lat(r.launchMs)}`,
    `generator send lag ms: p99 ${f(s.sendLagMs.p99)}, max ${f(s.sendLagMs.max)}`,
    `per 5 s window (launches, p50/p99 ms): ${r.windows
      .map((w) => `${w.from}s ${w.requests} ${f(w.p50, 0)}/${f(w.p99, 0)}`)
      .join(' | ')}`,
    `CPU per launch (both calls), ms${r.errors ? ` (of all ${r.students}, ${f((100 * r.errors) / r.students, 0)} % of them failed)` : ''}: API ${f(r.cpuMsPerLaunch.api, 2)}` +
      (r.cpuMsPerLaunch.postgres === null ? '' : `, PostgreSQL backends ${f(r.cpuMsPerLaunch.postgres, 2)}`),
    `CPU (% of one core): API ${f(r.cpuPercent.api, 0)}` +
      (r.cpuPercent.postgres === null ? '' : `, PostgreSQL backends ${f(r.cpuPercent.postgres, 0)}`) +
      `, load generator ${f(r.cpuPercent.generator, 0)}`,
    machineLine(r.machine),
    ...profileWindowLine(r.monotonicUs),
    `errors: ${r.errors}`,
    ...r.errorSamples.map((e) => `  ${e}`),
    stormVerdict(r),
  ].join('\n');
}

if (process.argv[1]?.endsWith('launch-storm.ts')) {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: String(GOAL.launches) },
      seconds: { type: 'string', default: String(GOAL.seconds) },
      test: { type: 'string', default: 'practice' },
      db: { type: 'string', default: 'postgres' },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
      warmup: { type: 'string', default: '20' },
      sockets: { type: 'string', default: String(DEFAULT_SOCKETS) },
      history: { type: 'string', default: '3' },
      processes: { type: 'string', default: '1' },
    },
  });
  const opts: LaunchStormOptions = {
    students: Number(values.students),
    seconds: Number(values.seconds),
    test: values.test as TestChoice,
    db: values.db as BenchDb,
    databaseUrl: values['database-url'],
    warmup: Number(values.warmup),
    sockets: Number(values.sockets),
    history: Number(values.history),
    processes: Number(values.processes),
  };
  if (
    !(opts.students >= 1) ||
    !(opts.seconds > 0) ||
    !(opts.warmup >= 0) ||
    !(opts.history >= 0) ||
    !(opts.processes >= 1) ||
    !(opts.sockets >= 0) ||
    !['practice', 'mock'].includes(opts.test) ||
    !['postgres', 'pglite'].includes(opts.db)
  ) {
    console.error(
      'usage: npx tsx bench/launch-storm.ts [--students 5000] [--seconds 60] [--test practice|mock] ' +
        '[--db postgres|pglite] [--database-url URL] [--warmup 20] [--sockets 512] [--history 3] [--processes 1]',
    );
    process.exit(2);
  }
  console.log(
    `== launch storm: ${opts.students} students over ${opts.seconds} s, ${opts.test}, ${opts.db} ==`,
  );
  console.log(formatStorm(await launchStorm(opts)));
  process.exit(0);
}
