// Answer sync under load: N students take the 40-question IELTS reading test at once, each runner
// posting its changed answers to POST /api/sync-track every 2.5 s, against a real Portico API
// process on PGlite and on PostgreSQL. Prints throughput and latency, then checks every stored
// answer against what the runners sent.
//
//   npx tsx bench/sync-load.ts [--takers 200] [--seconds 30] [--db pglite|postgres|both]
//     [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// Exits non-zero on any failed call or any stored answer that is not the newest one sent.
// The API's request and reply types carry the cookie plugin's additions (sessions.ts uses them).
/// <reference types="@fastify/cookie" />
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { openDatabase } from '../apps/api/src/db/client';
import {
  companies,
  companyHosts,
  courseGroups,
  courses,
  enrolments,
  lateTracks,
  productCourses,
  products,
  students,
  tracks,
} from '../apps/api/src/db/schema';
import { addDays, systemClock } from '../apps/api/src/lib/clock';
import { hashPassword } from '../apps/api/src/lib/crypto';
import { SessionStore } from '../apps/api/src/lib/sessions';
import { importContent } from '../apps/api/src/modules/content/content-import';
import { contentIds } from '../apps/api/src/modules/content/content-mapper';
import {
  type LaunchData,
  MAX_TRACKS_PER_SYNC,
  SYNC_INTERVAL_MS,
  type TrackRecord,
} from '../packages/contract/src/assessment';
import { cpuSeconds, root, sleep, startApi } from './lib/api';
import { DEFAULT_DATABASE_URL, type FreshDatabase, freshDatabase } from './lib/database';
import { percentile, windowsOf } from './lib/stats';

const TEST_FILE = 'content/demo/content/ielts/ielts-academic-reading-practice-1.json';

/** How often a runner does something other than post 1–5 fresh answers. */
const P_RECONNECT = 0.03; // a batch of 6–21 answers saved while offline
const P_REPLAY = 0.05; // an earlier batch posted again beside the new one (a retried call)
const P_DOUBLE_TAP = 0.03; // one item changed twice within the batch, the older record last

export type SyncLoadOptions = {
  takers: number;
  seconds: number;
  db: 'pglite' | 'postgres';
  databaseUrl?: string;
};

export type SyncLoadResult = {
  db: 'pglite' | 'postgres';
  takers: number;
  setupSeconds: number;
  /** Migrate and seed; start the API; launch every attempt over HTTP (generate-token + launch). */
  setupPhases: { seed: number; apiStart: number; launch: number };
  seconds: number;
  requests: number;
  replays: number;
  records: number;
  requestsPerSecond: number;
  recordsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  serverCpuPercent: number;
  /** The load generator itself: its CPU and its event loop's p99 delay (a busy simulator skews latency). */
  simulator: { cpuPercent: number; loopDelayP99Ms: number };
  /** Per 5-second window of the load: calls started in it, their p50 and p99 (ms). */
  windows: { from: number; requests: number; p50: number; p99: number }[];
  errors: number;
  errorSamples: string[];
  attempts: number;
  items: number;
  mismatches: string[];
  ok: boolean;
};

// ---------------------------------------------------------------------------------------------
// HTTP with keep-alive; node:http because the tenant is chosen by the Host header, which fetch
// does not let a caller set.

export type Reply = { status: number; body: unknown; ms: number };

export function makeClient(port: number, host: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const request = (method: string, url: string, token?: string, payload?: unknown) =>
    new Promise<Reply>((resolve, reject) => {
      const body = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
      const headers: Record<string, string> = { host, accept: 'application/json' };
      if (body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(body.length);
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const started = performance.now();
      const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
      req.on('error', reject);
      req.end(body);
    });
  return {
    post: (url: string, payload: unknown, token?: string) => request('POST', url, token, payload),
    get: (url: string) => request('GET', url),
    close: () => agent.destroy(),
  };
}
export type Client = ReturnType<typeof makeClient>;

// ---------------------------------------------------------------------------------------------
// Set-up: one company, a course whose page holds the reading test, N enrolled students with
// sessions. Written straight to the database before the API starts (PGlite has one owner).

export type Seeded = {
  companyCode: string;
  host: string;
  courseId: string;
  objectId: string;
  testId: string;
  students: { id: string; token: string }[];
};

export async function seed(database: Awaited<ReturnType<typeof openDatabase>>, n: number): Promise<Seeded> {
  const db = database.db;
  const companyCode = `load-${Date.now().toString(36)}`;
  const host = `${companyCode}.portico.test`;
  await db.insert(companies).values({
    code: companyCode,
    accountId: `${companyCode}-account`,
    companyName: 'Portico Load Test Academy',
    shortName: 'Load Test',
    primaryHost: host,
  });
  await db.insert(companyHosts).values({ host, companyCode });
  const [group] = await db.insert(courseGroups).values({ companyCode, name: 'IELTS' }).returning();
  const courseName = 'IELTS Academic (load test)';
  const [course] = await db
    .insert(courses)
    .values({ companyCode, groupId: group!.id, courseName, examFamily: 'ielts' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ companyCode, title: `${courseName} pack`, slug: 'ielts-load-test', validityDays: 30 })
    .returning();
  await db.insert(productCourses).values({ productId: product!.id, courseId: course!.id });

  const testJson = JSON.parse(fs.readFileSync(path.join(root, TEST_FILE), 'utf8')) as { key: string };
  const imported = await importContent(db, companyCode, [
    { path: path.basename(TEST_FILE), json: testJson },
    {
      path: 'course.json',
      json: {
        course: courseName,
        modules: [
          {
            key: 'practice',
            title: 'Practice Tests',
            objects: [
              { key: 'reading-1', kind: 'PracticeTest', title: 'Reading Practice 1', test: testJson.key },
            ],
          },
        ],
      },
    },
  ]);
  if (!imported.ok) throw new Error(`content import failed: ${JSON.stringify(imported.errors)}`);

  // One argon2 hash for everyone: hashing N passwords would dominate the set-up.
  const passwordHash = await hashPassword('Load-Test-Password-9');
  const now = new Date();
  const rows: (typeof students.$inferSelect)[] = [];
  for (let i = 0; i < n; i += 500) {
    const chunk = Array.from({ length: Math.min(500, n - i) }, (_, k) => ({
      companyCode,
      name: `Test Taker ${i + k + 1}`,
      email: `taker-${i + k + 1}@load.portico.test`,
      mobileNumber: `9${String(100000000 + i + k)}`,
      passwordHash,
      verifiedAt: now,
      source: 'staff' as const,
    }));
    rows.push(...(await db.insert(students).values(chunk).returning()));
    await db.insert(enrolments).values(
      rows.slice(i).map((s) => ({
        companyCode,
        studentId: s.id,
        productId: product!.id,
        startsAt: now,
        expiresAt: addDays(now, 30),
        source: 'staff' as const,
      })),
    );
  }
  // Sessions straight from the store: logging N students in from one address trips the login limit.
  const store = new SessionStore(db, systemClock, 7);
  const out: Seeded['students'] = [];
  for (const s of rows) {
    out.push({ id: s.id, token: await store.create(s, { userAgent: 'portico-sync-load', ip: '127.0.0.1' }) });
  }
  return {
    companyCode,
    host,
    courseId: course!.id,
    objectId: contentIds.object(companyCode, course!.id, 'reading-1'),
    testId: contentIds.test(companyCode, testJson.key),
    students: out,
  };
}

// ---------------------------------------------------------------------------------------------
// The test takers.

const randInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const WORDS = ['graphite', 'meadow', 'harbour', 'seeds', 'pencil', 'council', 'garden', 'mineral', '1850'];

type Item = {
  itemId: string;
  sectionId: string;
  type: string;
  optionIds: string[];
  blanks: number;
  wordBank: string[];
};
type Answer = Pick<TrackRecord, 'selectedOptionId' | 'enteredText' | 'inputResponses'>;

function answerFor(item: Item): Answer {
  if (item.blanks > 0) {
    const source = item.wordBank.length > 0 ? item.wordBank : WORDS;
    return { inputResponses: Array.from({ length: item.blanks }, () => ({ value: pick(source) })) };
  }
  if (item.optionIds.length > 0) {
    if (item.type === 'mca' || item.type === 'multi-select') {
      const a = pick(item.optionIds);
      const b = pick(item.optionIds.filter((o) => o !== a));
      return { selectedOptionId: b ? `${a},${b}` : a };
    }
    return { selectedOptionId: pick(item.optionIds) };
  }
  return { enteredText: `${pick(WORDS)} ${randInt(1, 99)}` };
}

export const answerKey = (a: {
  selectedOptionId?: string | null;
  enteredText?: string | null;
  inputResponses?: { value?: string | null }[] | null;
}) =>
  JSON.stringify([
    a.selectedOptionId ?? null,
    a.enteredText ?? null,
    (a.inputResponses ?? []).map((r) => r.value ?? null),
  ]);

export class Taker {
  private trackNumber = 0;
  private readonly sent: TrackRecord[][] = [];
  /** The highest trackNumber posted per item, and its answer: what the database must hold. */
  readonly expected = new Map<string, { trackNumber: number; answer: string }>();
  private readonly spent = new Map<string, number>();

  constructor(
    readonly attemptId: string,
    readonly token: string,
    private readonly studentId: string,
    private readonly companyCode: string,
    private readonly items: Item[],
    private readonly timeLimit: number,
    private readonly startedAt: number,
  ) {}

  private record(item: Item): TrackRecord {
    const timeTaken = (this.spent.get(item.itemId) ?? 0) + randInt(5, 60);
    this.spent.set(item.itemId, timeTaken);
    return {
      testId: this.attemptId,
      itemId: item.itemId,
      sectionId: item.sectionId,
      studentId: this.studentId,
      companyCode: this.companyCode,
      attempt: '1',
      marked: Math.random() < 0.05,
      ...answerFor(item),
      timeRemaining: Math.max(0, this.timeLimit - Math.round((Date.now() - this.startedAt) / 1000)),
      timeTaken,
      timeStamp: new Date().toISOString(),
      trackNumber: ++this.trackNumber,
      saved: false,
    };
  }

  /** The answers changed since the last call: a few, or up to 21 after a reconnect. */
  nextBatch(): TrackRecord[] {
    const size = Math.random() < P_RECONNECT ? randInt(6, MAX_TRACKS_PER_SYNC) : randInt(1, 5);
    const chosen = [...this.items].sort(() => Math.random() - 0.5).slice(0, size);
    const batch = chosen.map((item) => this.record(item));
    if (batch.length < MAX_TRACKS_PER_SYNC && Math.random() < P_DOUBLE_TAP) {
      const item = pick(chosen);
      const older = batch.find((r) => r.itemId === item.itemId) as TrackRecord;
      // The newer edit first, the older one after it: the server must keep the newer.
      batch.splice(batch.indexOf(older), 1, this.record(item), older);
    }
    this.sent.push(batch);
    return batch;
  }

  /** An earlier batch, as a retried call would post it again. */
  replay(): TrackRecord[] | undefined {
    if (this.sent.length < 2) return undefined;
    return pick(this.sent.slice(-6, -1));
  }

  noteSent(batch: TrackRecord[]) {
    for (const r of batch) {
      const seen = this.expected.get(r.itemId);
      if (!seen || r.trackNumber > seen.trackNumber) {
        this.expected.set(r.itemId, { trackNumber: r.trackNumber, answer: answerKey(r) });
      }
    }
  }
}

export type Stats = {
  latencies: number[];
  /** [seconds since the start of the load, latency ms] of every call, for the per-window view. */
  timeline: [number, number][];
  started: number;
  requests: number;
  replays: number;
  records: number;
  errors: string[];
};

export async function postBatch(client: Client, taker: Taker, batch: TrackRecord[], stats: Stats) {
  taker.noteSent(batch);
  stats.requests++;
  stats.records += batch.length;
  try {
    const res = await client.post('/api/sync-track', { track: batch }, taker.token);
    stats.latencies.push(res.ms);
    stats.timeline.push([(performance.now() - res.ms - stats.started) / 1000, res.ms]);
    const data = (res.body as { data?: { error?: boolean; acks?: { status: string }[]; late?: number } })
      ?.data;
    if (res.status !== 200 || !data || data.error !== false) {
      stats.errors.push(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    } else {
      // A replayed batch is acknowledged as saved (the same records) or superseded (newer ones held).
      const settled = data.acks?.filter((a) => a.status === 'saved' || a.status === 'superseded').length;
      if (settled !== batch.length || data.late !== 0) {
        stats.errors.push(`acknowledged ${settled}/${batch.length}, late ${data.late}`);
      }
    }
  } catch (err) {
    stats.errors.push(`network: ${(err as Error).message}`);
  }
}

export async function runTaker(client: Client, taker: Taker, endAt: number, stats: Stats) {
  await sleep(Math.random() * SYNC_INTERVAL_MS);
  while (Date.now() < endAt) {
    const started = Date.now();
    const calls = [postBatch(client, taker, taker.nextBatch(), stats)];
    const old = Math.random() < P_REPLAY ? taker.replay() : undefined;
    if (old) {
      stats.replays++;
      calls.push(postBatch(client, taker, old, stats));
    }
    await Promise.all(calls);
    // Like the runner's queue: one call at a time, the next one an interval later (±20 %).
    const wait = SYNC_INTERVAL_MS * (0.8 + 0.4 * Math.random()) - (Date.now() - started);
    if (Date.now() + wait >= endAt) break;
    await sleep(Math.max(0, wait));
  }
}

export async function launchAll(client: Client, seeded: Seeded): Promise<Taker[]> {
  const takers: Taker[] = [];
  let next = 0;
  const worker = async () => {
    while (next < seeded.students.length) {
      const s = seeded.students[next++]!;
      const gen = await client.post(
        '/api/assessment/generate-token',
        { groupId: seeded.objectId, testId: seeded.testId, courseId: seeded.courseId },
        s.token,
      );
      const attemptId = (gen.body as { data?: { studentTestId?: string } }).data?.studentTestId;
      if (gen.status !== 200 || !attemptId) throw new Error(`generate-token: ${JSON.stringify(gen.body)}`);
      const launch = await client.post('/api/assessment/launch', { testId: attemptId }, s.token);
      const data = (launch.body as { data?: LaunchData }).data;
      if (launch.status !== 200 || !data) throw new Error(`launch: ${JSON.stringify(launch.body)}`);
      const items: Item[] = data.testJson.SectionResponse.flatMap((section) =>
        section.ItemResponse.map((i) => ({
          itemId: i.ItemID,
          sectionId: section.QuestionPaperSectionID,
          type: i.ItemType,
          optionIds: i.ItemOptionResponse.map((o) => o.ItemOptionID),
          blanks: i.BlankCount,
          wordBank: i.WordBank,
        })),
      );
      takers.push(
        new Taker(attemptId, s.token, s.id, seeded.companyCode, items, data.testData.timeLimit, Date.now()),
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return takers;
}

// ---------------------------------------------------------------------------------------------
// Verification: every (attempt, item) posted has exactly one row, holding the newest track.

export async function verify(
  database: Awaited<ReturnType<typeof openDatabase>>,
  seeded: Seeded,
  takers: Taker[],
) {
  const rows = await database.db
    .select({
      studentTestId: tracks.studentTestId,
      itemId: tracks.itemId,
      trackNumber: tracks.trackNumber,
      selectedOptionId: tracks.selectedOptionId,
      enteredText: tracks.enteredText,
      inputResponses: tracks.inputResponses,
    })
    .from(tracks)
    .where(eq(tracks.companyCode, seeded.companyCode));
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
  for (const t of takers) {
    for (const [itemId, want] of t.expected) {
      items++;
      const key = `${t.attemptId}/${itemId}`;
      const got = stored.get(key);
      stored.delete(key);
      if (!got) mismatches.push(`${key}: missing (sent up to track ${want.trackNumber})`);
      else if (got.trackNumber !== want.trackNumber)
        mismatches.push(`${key}: stored track ${got.trackNumber}, newest sent ${want.trackNumber}`);
      else if (answerKey(got) !== want.answer)
        mismatches.push(`${key}: track ${got.trackNumber} holds another answer than the one sent`);
    }
  }
  for (const key of stored.keys()) mismatches.push(`${key}: stored but never sent`);
  if ((late?.n ?? 0) > 0) mismatches.push(`${late?.n} late tracks (none expected)`);
  return { attempts: takers.length, items, mismatches };
}

// ---------------------------------------------------------------------------------------------

export async function syncLoad(opts: SyncLoadOptions): Promise<SyncLoadResult> {
  const setupStarted = Date.now();
  let fresh: FreshDatabase | undefined;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let client: Client | undefined;
  const open = () => (fresh as FreshDatabase).open(4);
  try {
    fresh = await freshDatabase(opts.db, 'sync_load', opts.databaseUrl);
    const setupDb = await open();
    await setupDb.migrate();
    const seeded = await seed(setupDb, opts.takers);
    await setupDb.close();
    const seededAt = Date.now();

    api = await startApi(fresh.apiEnv(), { logLevel: process.env.SYNC_LOAD_API_LOG_LEVEL ?? 'warn' });
    const apiReadyAt = Date.now();
    client = makeClient(api.port, seeded.host);
    const takers = await launchAll(client, seeded);
    const setupSeconds = (Date.now() - setupStarted) / 1000;
    const setupPhases = {
      seed: (seededAt - setupStarted) / 1000,
      apiStart: (apiReadyAt - seededAt) / 1000,
      launch: (Date.now() - apiReadyAt) / 1000,
    };

    const stats: Stats = {
      latencies: [],
      timeline: [],
      started: performance.now(),
      requests: 0,
      replays: 0,
      records: 0,
      errors: [],
    };
    const cpuBefore = cpuSeconds(api.pid);
    const ownCpuBefore = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = Date.now();
    const endAt = started + opts.seconds * 1000;
    await Promise.all(takers.map((t) => runTaker(client as Client, t, endAt, stats)));
    const seconds = (Date.now() - started) / 1000;
    loopDelay.disable();
    const own = process.cpuUsage(ownCpuBefore);
    const simulator = {
      cpuPercent: ((own.user + own.system) / 1e6 / seconds) * 100,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    };
    const serverCpuPercent = ((cpuSeconds(api.pid) - cpuBefore) / seconds) * 100;

    client.close();
    client = undefined;
    await api.stop();
    api = undefined;
    const checkDb = await open();
    const checked = await verify(checkDb, seeded, takers);
    await checkDb.close();

    const sorted = [...stats.latencies].sort((a, b) => a - b);
    return {
      db: opts.db,
      takers: takers.length,
      setupSeconds,
      setupPhases,
      seconds,
      requests: stats.requests,
      replays: stats.replays,
      records: stats.records,
      requestsPerSecond: stats.requests / seconds,
      recordsPerSecond: stats.records / seconds,
      latencyMs: {
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? Number.NaN,
      },
      serverCpuPercent,
      simulator,
      windows: windowsOf(stats.timeline, 5),
      errors: stats.errors.length,
      errorSamples: [...new Set(stats.errors)].slice(0, 5),
      ...checked,
      ok: stats.errors.length === 0 && checked.mismatches.length === 0,
    };
  } finally {
    client?.close();
    await api?.stop();
    await fresh?.dispose();
  }
}

export function formatResult(r: SyncLoadResult): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const lines = [
    `takers ${r.takers}, duration ${f(r.seconds)} s (set-up ${f(r.setupSeconds)} s: migrate and seed ` +
      `${f(r.setupPhases.seed)}, API start ${f(r.setupPhases.apiStart)}, ${r.takers} launches ` +
      `${f(r.setupPhases.launch)})`,
    `sync-track: ${r.requests} requests (${r.replays} replays), ${f(r.requestsPerSecond)} requests/s, ` +
      `${r.records} answer records, ${f(r.recordsPerSecond)} records/s`,
    `latency ms: p50 ${f(r.latencyMs.p50)}, p95 ${f(r.latencyMs.p95)}, p99 ${f(r.latencyMs.p99)}, ` +
      `max ${f(r.latencyMs.max)}`,
    `CPU (% of one core): API process ${f(r.serverCpuPercent, 0)}, simulator ${f(r.simulator.cpuPercent, 0)} ` +
      `(its event-loop delay p99 ${f(r.simulator.loopDelayP99Ms)} ms)`,
    `per 5 s window (calls, p50/p99 ms): ${r.windows
      .map((w) => `${w.from}s ${w.requests} ${f(w.p50, 0)}/${f(w.p99, 0)}`)
      .join(' | ')}`,
    `errors: ${r.errors}`,
    ...r.errorSamples.map((e) => `  ${e}`),
    r.mismatches.length === 0
      ? `verified: ${r.attempts} attempts, ${r.items} items, 0 mismatches`
      : `verification FAILED: ${r.attempts} attempts, ${r.items} items, ${r.mismatches.length} mismatches`,
    ...r.mismatches.slice(0, 20).map((m) => `  ${m}`),
  ];
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('sync-load.ts')) {
  const { values } = parseArgs({
    options: {
      takers: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '30' },
      db: { type: 'string', default: 'both' },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    },
  });
  const takers = Number(values.takers);
  const seconds = Number(values.seconds);
  if (!(takers >= 1) || !(seconds > 0) || !['pglite', 'postgres', 'both'].includes(values.db)) {
    console.error(
      'usage: npx tsx bench/sync-load.ts [--takers 200] [--seconds 30] [--db pglite|postgres|both]',
    );
    process.exit(2);
  }
  const kinds =
    values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as 'pglite' | 'postgres'];
  let ok = true;
  for (const db of kinds) {
    console.log(`== sync-track load: ${db} ==`);
    const r = await syncLoad({ takers, seconds, db, databaseUrl: values['database-url'] });
    console.log(formatResult(r));
    ok &&= r.ok;
  }
  process.exit(ok ? 0 : 1);
}
