// Answer sync under load: N students take the 40-question IELTS reading test at once, each runner
// posting its changed answers to POST /api/sync-track every 2.5 s, against a real Portico API
// process on PGlite and on PostgreSQL. Prints throughput, latency (overall and after the start-up),
// the CPU per call of the API and of PostgreSQL, the pgbench ceiling of the same upsert on the same
// database, then checks every stored answer against what the runners sent.
//
//   npx tsx bench/sync-load.ts [--takers 200] [--seconds 30] [--db pglite|postgres|both]
//     [--database-url postgres://postgres@127.0.0.1:5432/test] [--workers N] [--sockets N]
//     [--exclude 10] [--no-pgbench] [--launch-all]
//
// Exits non-zero on any failed call or any stored answer that is not the newest one sent (a missed
// latency goal is reported on the PASS/FAIL line, not in the exit code).
// The API's request and reply types carry the cookie plugin's additions (sessions.ts uses them).
/// <reference types="@fastify/cookie" />
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { lateTracks, tracks } from '../apps/api/src/db/schema';
import { type Api, startApi } from './lib/api';
import { DEFAULT_DATABASE_URL, type FreshDatabase, freshDatabase, type OpenedDatabase } from './lib/database';
import { type Client, DEFAULT_SOCKETS, makeClient } from './lib/http';
import { type PgCpuMeter, pgCpuMeter } from './lib/pg-cpu';
import { pgbenchCeiling } from './lib/pgbench';
import {
  type CpuMeasure,
  cpuWindow,
  formatResult,
  type SyncLoadResult,
  summarizeOutcome,
} from './lib/sync-report';
import { cloneAttempts, launchSample, openAttempts, type Seeded, seed } from './lib/sync-seed';
import { type Expected, runTakers } from './lib/taker-pool';
import { answerKey, Taker } from './lib/takers';

export type { Client } from './lib/http';
// The pieces other benchmarks build on keep their names here.
export { DEFAULT_SOCKETS, makeClient } from './lib/http';
export type { SyncLoadResult } from './lib/sync-report';
export { formatResult, SYNC_GOALS, syncVerdict } from './lib/sync-report';
export type { Seeded } from './lib/sync-seed';
export { seed } from './lib/sync-seed';
export { answerKey, postBatch, runTaker, type Stats, Taker } from './lib/takers';

export type SyncLoadOptions = {
  takers: number;
  seconds: number;
  db: 'pglite' | 'postgres';
  databaseUrl?: string;
  /** Load generator threads (0: the main thread). Default: one per 5,000 takers, at least 1. */
  workers?: number;
  /**
   * Connections per generator thread, like a reverse proxy's pool (default 512); 0: no limit, one
   * per call in flight, like browsers connecting straight to the API (whose MAX_CONNECTIONS, 2,048,
   * then resets the connections past it once calls pile up).
   */
  sockets?: number;
  /** Calls started in the first `exclude` seconds are left out of the "after start-up" figures. */
  exclude?: number;
  /** The pgbench ceiling after the load (PostgreSQL only); default on. */
  pgbench?: boolean | { clients: number; seconds: number };
  /**
   * Make every attempt over HTTP (generate-token + launch) in the set-up; default: the first by the
   * API's own startAttempt, copied in SQL for the others, and 20 of them launched over HTTP.
   */
  launchAll?: boolean;
  /** More environment for the API (mixed-load: TRUST_PROXY). */
  apiEnv?: Record<string, string>;
  /** More set-up before the API starts (mixed-load: login and dashboard students). */
  seedMore?: (db: OpenedDatabase, seeded: Seeded) => Promise<void>;
  /** More load during the sync load (mixed-load: logins, dashboards), from its start instant. */
  alongside?: (ctx: { port: number; host: string; startAt: number; seconds: number }) => Promise<void>;
};

// ---------------------------------------------------------------------------------------------
// Verification.

/** Every stored answer of a company's attempts, with what identifies it. */
export function storedTracks(database: OpenedDatabase, companyCode: string) {
  return database.db
    .select({
      studentTestId: tracks.studentTestId,
      itemId: tracks.itemId,
      trackNumber: tracks.trackNumber,
      selectedOptionId: tracks.selectedOptionId,
      enteredText: tracks.enteredText,
      inputResponses: tracks.inputResponses,
    })
    .from(tracks)
    .where(eq(tracks.companyCode, companyCode));
}

type Sent = Expected | Pick<Taker, 'attemptId' | 'expected'>;
// A Taker has `items` of its own (the test's questions): what it sent is in `expected`.
const sentItems = (t: Sent): Expected['items'] => ('expected' in t ? [...t.expected] : t.items);

/**
 * Every (attempt, item) acknowledged has exactly one row, holding the newest acknowledged track and
 * its answer, or a newer track whose call failed without an answer (the server may have stored it
 * before the failure); an item only ever sent in failed calls may also have no row; no row that was
 * never sent; no late track.
 */
export async function verify(database: OpenedDatabase, seeded: Pick<Seeded, 'companyCode'>, takers: Sent[]) {
  const rows = await storedTracks(database, seeded.companyCode);
  const [late] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(lateTracks)
    .where(eq(lateTracks.companyCode, seeded.companyCode));

  const mismatches: string[] = [];
  const stored = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.studentTestId}/${r.itemId}`;
    if (stored.has(key)) mismatches.push(`${key}: more than one row`);
    stored.set(key, r);
  }
  let items = 0;
  let uncertain = 0;
  for (const t of takers) {
    for (const [itemId, want] of sentItems(t)) {
      items++;
      const key = `${t.attemptId}/${itemId}`;
      const got = stored.get(key);
      stored.delete(key);
      const maybe = want.maybe ?? [];
      if (maybe.length > 0) uncertain++;
      if (!got) {
        if (want.trackNumber > 0)
          mismatches.push(`${key}: missing (acknowledged up to track ${want.trackNumber})`);
        continue;
      }
      const answer = answerKey(got);
      if (got.trackNumber === want.trackNumber && answer === want.answer) continue;
      if (maybe.some(([track, a]) => track === got.trackNumber && a === answer)) continue;
      if (got.trackNumber === want.trackNumber || maybe.some(([track]) => track === got.trackNumber)) {
        mismatches.push(`${key}: track ${got.trackNumber} holds another answer than the one sent`);
      } else {
        const newest = Math.max(want.trackNumber, ...maybe.map(([track]) => track));
        mismatches.push(
          `${key}: stored track ${got.trackNumber}, newest acknowledged ${want.trackNumber}` +
            (maybe.length ? `, newest sent ${newest}` : ''),
        );
      }
    }
  }
  for (const key of stored.keys()) mismatches.push(`${key}: stored but never sent`);
  if ((late?.n ?? 0) > 0) mismatches.push(`${late?.n} late tracks (none expected)`);
  return { attempts: takers.length, items, uncertain, mismatches };
}

// ---------------------------------------------------------------------------------------------

export async function syncLoad(opts: SyncLoadOptions): Promise<SyncLoadResult> {
  const setupStarted = Date.now();
  let fresh: FreshDatabase | undefined;
  let api: Api | undefined;
  let client: Client | undefined;
  let watcher: OpenedDatabase | undefined;
  const workers = opts.workers ?? Math.max(1, Math.ceil(opts.takers / 5000));
  try {
    fresh = await freshDatabase(opts.db, 'sync_load', opts.databaseUrl);
    const open = (fresh as FreshDatabase).open;
    const setupDb = await open(4);
    await setupDb.migrate();
    const seeded = await seed(setupDb, opts.takers);
    await opts.seedMore?.(setupDb, seeded);
    const cloned = opts.launchAll ? undefined : await cloneAttempts(setupDb, seeded);
    await setupDb.close();
    const seededAt = Date.now();

    api = await startApi(
      { ...fresh.apiEnv(), ...opts.apiEnv },
      { logLevel: process.env.SYNC_LOAD_API_LOG_LEVEL ?? 'warn' },
    );
    const apiReadyAt = Date.now();
    client = makeClient(api.port, seeded.host);
    // --launch-all: every attempt over HTTP (generate-token + launch); else the copies, 20 launched.
    const attempts = cloned
      ? { specs: cloned, ...(await launchSample(client, cloned, 20)) }
      : await openAttempts(client, seeded, { concurrency: 16, launches: Number.POSITIVE_INFINITY });
    client.close();
    client = undefined;
    const setupPhases = {
      seed: (seededAt - setupStarted) / 1000,
      apiStart: (apiReadyAt - seededAt) / 1000,
      launch: (Date.now() - apiReadyAt) / 1000,
    };
    const setupSeconds = (Date.now() - setupStarted) / 1000;

    let pg: PgCpuMeter | undefined;
    if (fresh.name) {
      watcher = await open(1);
      pg = await pgCpuMeter(watcher, fresh.name);
    }
    let cpu: ReturnType<typeof cpuWindow> | undefined;
    let alongside: Promise<void> | undefined;
    const { port } = api;
    const outcome = await runTakers(
      {
        port,
        host: seeded.host,
        maxSockets: opts.sockets ?? DEFAULT_SOCKETS,
        companyCode: seeded.companyCode,
        items: attempts.items,
        timeLimit: attempts.timeLimit,
        seconds: opts.seconds,
      },
      attempts.specs,
      workers,
      (startAt) => {
        cpu = cpuWindow(api as Api, pg);
        alongside = opts.alongside?.({ port, host: seeded.host, startAt, seconds: opts.seconds });
      },
    );
    await alongside;
    const measured: CpuMeasure = (cpu as unknown as ReturnType<typeof cpuWindow>).stop();
    await pg?.stop();

    await api.stop();
    api = undefined;
    const checkDb = await open(4);
    const checked = await verify(checkDb, seeded, outcome.expected);
    let pgbench: SyncLoadResult['pgbench'];
    let pgbenchError: string | undefined;
    if (opts.pgbench !== false && fresh.url) {
      try {
        pgbench = await pgbenchCeiling(checkDb, fresh.url, {
          clients: typeof opts.pgbench === 'object' ? opts.pgbench.clients : 16,
          seconds: typeof opts.pgbench === 'object' ? opts.pgbench.seconds : 10,
          attempts: opts.takers,
        });
      } catch (err) {
        pgbenchError = (err as Error).message.split('\n')[0];
      }
    }
    await checkDb.close();

    return {
      ...summarizeOutcome(outcome, measured, Math.min(opts.exclude ?? 10, opts.seconds / 2)),
      db: opts.db,
      takers: attempts.specs.length,
      workers,
      setupSeconds,
      setupPhases,
      pgbench,
      pgbenchError,
      ...checked,
      ok: outcome.errors === 0 && checked.mismatches.length === 0,
    };
  } finally {
    client?.close();
    await watcher?.close();
    await api?.stop();
    await fresh?.dispose();
  }
}

if (process.argv[1]?.endsWith('sync-load.ts')) {
  const { values } = parseArgs({
    options: {
      takers: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '30' },
      db: { type: 'string', default: 'both' },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
      workers: { type: 'string' },
      sockets: { type: 'string', default: String(DEFAULT_SOCKETS) },
      exclude: { type: 'string', default: '10' },
      'no-pgbench': { type: 'boolean', default: false },
      'launch-all': { type: 'boolean', default: false },
    },
  });
  const takers = Number(values.takers);
  const seconds = Number(values.seconds);
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (
    !(takers >= 1) ||
    !(seconds > 0) ||
    !['pglite', 'postgres', 'both'].includes(values.db) ||
    (workers !== undefined && !(workers >= 0))
  ) {
    console.error(
      'usage: npx tsx bench/sync-load.ts [--takers 200] [--seconds 30] [--db pglite|postgres|both] ' +
        '[--workers N] [--sockets N] [--exclude 10] [--no-pgbench] [--launch-all]',
    );
    process.exit(2);
  }
  const kinds =
    values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
  let ok = true;
  for (const db of kinds) {
    console.log(`== sync-track load: ${db} ==`);
    const r = await syncLoad({
      takers,
      seconds,
      db,
      databaseUrl: values['database-url'],
      workers,
      sockets: Number(values.sockets),
      exclude: Number(values.exclude),
      pgbench: !values['no-pgbench'],
      launchAll: values['launch-all'],
    });
    console.log(formatResult(r));
    ok &&= r.ok;
  }
  process.exit(ok ? 0 : 1);
}

/**
 * One attempt per seeded student, each launched over HTTP, as takers (scale-out.ts and fault-run.ts
 * launch through the balancer this way).
 */
export async function launchAll(client: Client, seeded: Seeded): Promise<Taker[]> {
  const { specs, items, timeLimit } = await openAttempts(client, seeded, {
    concurrency: 8,
    launches: seeded.students.length,
  });
  const now = Date.now();
  return specs.map(
    (s) => new Taker(s.attemptId, s.token, s.studentId, seeded.companyCode, items, timeLimit, now),
  );
}
