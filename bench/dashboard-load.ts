// Dashboard under load: GET /api/dashboard?id=<courseId>&tz=Asia/Kolkata against a real Portico API
// process, with years of history behind every student, at a fixed arrival rate (open loop).
//
//   npx tsx bench/dashboard-load.ts [--students 5000] [--rate 200] [--seconds 30]
//     [--db postgres|pglite] [--database-url postgres://postgres@127.0.0.1:5432/test]
//     [--sessions 1000] [--warmup 2] [--keep]
//
// The budget (decision 008): p99 under 50 ms at 200 requests/s on PostgreSQL. The bench prints a
// PASS/FAIL line against it; it is a measurement, not a test: it exits non-zero only when the
// set-up breaks, never for a missed budget or failed calls (an overloaded API times out).
// --keep leaves the seeded database in place (and prints its URL) for EXPLAIN ANALYZE.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  batchEnrolments,
  companies,
  companyHosts,
  courseGroups,
  courses,
  enrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  notifications,
  productCourses,
  products,
  students,
  videos,
} from '../apps/api/src/db/schema';
import { systemClock } from '../apps/api/src/lib/clock';
import { hashPassword } from '../apps/api/src/lib/crypto';
import { SessionStore } from '../apps/api/src/lib/sessions';
import { importContent } from '../apps/api/src/modules/content/content-import';
import { contentIds } from '../apps/api/src/modules/content/content-mapper';
import { cpuSeconds, root, sleep, startApi } from './lib/api';
import {
  type BenchDb,
  DEFAULT_DATABASE_URL,
  type FreshDatabase,
  freshDatabase,
  type OpenedDatabase,
} from './lib/database';
import { insertActionHistory, insertAttemptHistory } from './lib/history';
import { type Latency, summarize, type Window, windowsOf } from './lib/stats';

const TEST_FILE = 'content/demo/content/ielts/ielts-academic-reading-practice-1.json';
const DAY_MS = 86_400_000;
/** Rows per bulk statement (drizzle inserts) and students per INSERT ... SELECT statement. */
const CHUNK = 1000;
const TESTS_PER_STUDENT = 30;
const ACTIONS_PER_STUDENT = 40;
const BUDGET_P99_MS = 50;
const BUDGET_RATE = 200;

export type DashboardLoadOptions = {
  students: number;
  rate: number;
  seconds: number;
  db: BenchDb;
  databaseUrl?: string;
  /** Students with a session; each request picks one of them at random. */
  sessions: number;
  /** Seconds of load at the same rate before the measured run (not counted). */
  warmup: number;
  /** Leave the seeded database (PostgreSQL) or data directory (PGlite) in place. */
  keep?: boolean;
};

export type DashboardLoadResult = {
  db: BenchDb;
  students: number;
  sessions: number;
  rows: Record<string, number>;
  /** Seconds: migrate, seed (by part), sessions, API start. */
  setup: {
    migrate: number;
    seed: number;
    seedParts: Record<string, number>;
    sessions: number;
    apiStart: number;
  };
  rate: number;
  seconds: number;
  requests: number;
  completed: number;
  /** Requests started per second of the schedule, and responses per second until the last one. */
  offeredPerSecond: number;
  achievedPerSecond: number;
  /** From each request's scheduled start to its last byte (what an open-loop client sees). */
  latencyMs: Latency;
  /** From the actual send to the last byte. */
  serviceMs: Latency;
  /** How late the generator sent requests behind their schedule (its own lag). */
  sendLagMs: { p99: number; max: number };
  /** Per 5-second window of the schedule: requests, p50 and p99 (ms). */
  windows: Window[];
  /**
   * % of one core while requests arrive (the schedule's seconds): the API process and PostgreSQL's
   * backends serving it (when on this machine); `…UntilLast`: until the last answer.
   */
  serverCpuPercent: number;
  postgresCpuPercent: number | null;
  serverCpuPercentUntilLast: number;
  postgresCpuPercentUntilLast: number | null;
  /** Seconds from the first scheduled start to the last answer. */
  drainedAfter: number;
  simulatorCpuPercent: number;
  loadAverage: [number, number, number];
  responseBytes: number;
  errors: number;
  errorSamples: string[];
  keptDatabase?: string;
  ok: boolean;
};

// ---------------------------------------------------------------------------------------------
// Seed: one company, three courses, 5,000 students with years of history.

type Seeded = {
  host: string;
  /** Students with a session: their token and the courses they are enrolled in (some expired). */
  targets: { token: string; courseIds: string[] }[];
  rows: Record<string, number>;
  parts: Record<string, number>;
  sessionSeconds: number;
};

const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)] as T;
function shuffled<T>(xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function seed(database: OpenedDatabase, n: number, sessionCount: number): Promise<Seeded> {
  const db = database.db;
  const parts: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    parts[name] = (Date.now() - mark) / 1000;
    mark = Date.now();
  };
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const companyCode = `dash-${Date.now().toString(36)}`;
  const host = `${companyCode}.portico.test`;
  await db.insert(companies).values({
    code: companyCode,
    accountId: `${companyCode}-account`,
    companyName: 'Portico Dashboard Load Academy',
    shortName: 'Dashboard Load',
    primaryHost: host,
    showNoticeBoard: true,
    enableScoreFromStudents: true,
  });
  await db.insert(companyHosts).values({ host, companyCode });
  const [group] = await db.insert(courseGroups).values({ companyCode, name: 'Exams' }).returning();
  const dashboard = {
    showWalkthrough: true,
    showPerformance: true,
    showVisaInsights: true,
    showWordOfTheDay: true,
    showTipOfTheDay: true,
    showTrendingVideos: true,
    guideCards: [
      {
        title: 'Guide to IELTS',
        description: 'Everything about the test',
        url: 'https://example.test/ielts',
      },
      { title: 'Guide to GRE', url: 'https://example.test/gre', image: 'https://example.test/gre.png' },
    ],
  };
  const courseRows = await db
    .insert(courses)
    .values([
      {
        companyCode,
        groupId: group!.id,
        courseName: 'IELTS Academic',
        examFamily: 'ielts',
        dashboard,
        orderNo: 1,
      },
      { companyCode, groupId: group!.id, courseName: 'GRE', examFamily: 'gre', dashboard, orderNo: 2 },
      {
        companyCode,
        groupId: group!.id,
        courseName: 'French A1–B2',
        examFamily: 'french',
        dashboard,
        orderNo: 3,
      },
    ])
    .returning();
  const [ielts, gre, french] = courseRows as [
    (typeof courseRows)[number],
    (typeof courseRows)[number],
    (typeof courseRows)[number],
  ];
  const productRows = await db
    .insert(products)
    .values([
      { companyCode, title: 'IELTS Academic 90 days', slug: 'ielts-90', validityDays: 90, price: 4999 },
      { companyCode, title: 'GRE 180 days', slug: 'gre-180', validityDays: 180, price: 8999 },
      { companyCode, title: 'French 365 days', slug: 'french-365', validityDays: 365, price: 6999 },
      { companyCode, title: 'IELTS + French bundle', slug: 'ielts-french', validityDays: 365, price: 9999 },
    ])
    .returning();
  const [pIelts, pGre, pFrench, pBundle] = productRows.map((p) => p.id) as [string, string, string, string];
  await db.insert(productCourses).values([
    { productId: pIelts, courseId: ielts.id },
    { productId: pGre, courseId: gre.id },
    { productId: pFrench, courseId: french.id },
    { productId: pBundle, courseId: ielts.id },
    { productId: pBundle, courseId: french.id },
  ]);
  const productsOf: Record<string, string[]> = {
    [ielts.id]: [pIelts, pBundle],
    [gre.id]: [pGre],
    [french.id]: [pFrench, pBundle],
  };

  const testJson = JSON.parse(fs.readFileSync(path.join(root, TEST_FILE), 'utf8')) as { key: string };
  const imported = await importContent(db, companyCode, [{ path: path.basename(TEST_FILE), json: testJson }]);
  if (!imported.ok) throw new Error(`content import failed: ${JSON.stringify(imported.errors)}`);
  const testId = contentIds.test(companyCode, testJson.key);
  lap('company, courses, test');

  // Students: one precomputed argon2 hash for everyone.
  const passwordHash = await hashPassword('Load-Test-Password-9');
  const studentRows: (typeof students.$inferSelect)[] = [];
  for (let i = 0; i < n; i += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, n - i) }, (_, k) => ({
      companyCode,
      name: `Student ${i + k + 1}`,
      email: `student-${i + k + 1}@dashboard.portico.test`,
      mobileNumber: `9${String(100000000 + i + k)}`,
      passwordHash,
      verifiedAt: ago(rnd(1100)),
      source: 'staff' as const,
      createdAt: ago(1100 + rnd(30)),
    }));
    studentRows.push(...(await db.insert(students).values(chunk).returning()));
  }
  lap('students');

  // Enrolments: 2–3 courses each; per course 1–3 enrolments over the years, the older ones
  // expired, and the latest one expired for about 15 %.
  const allCourses = [ielts.id, gre.id, french.id];
  const coursesOf = new Map<string, string[]>();
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];
  for (const s of studentRows) {
    const mine = shuffled(allCourses).slice(0, 2 + rnd(2));
    coursesOf.set(s.id, mine);
    for (const courseId of mine) {
      const count = 1 + rnd(3);
      for (let k = 0; k < count; k++) {
        const latest = k === count - 1;
        const expired = !latest || Math.random() < 0.15;
        const expiresAt = expired ? ago(1 + rnd(900)) : new Date(now.getTime() + (5 + rnd(360)) * DAY_MS);
        const options = productsOf[courseId] as string[];
        enrolmentRows.push({
          companyCode,
          studentId: s.id,
          productId: options[rnd(options.length)] as string,
          startsAt: new Date(expiresAt.getTime() - 180 * DAY_MS),
          expiresAt,
          source: pick(['purchase', 'coupon', 'staff', 'free'] as const),
        });
      }
    }
  }
  await inChunks(enrolmentRows, (c) => db.insert(enrolments).values(c));
  lap('enrolments');

  // Dashboard videos: 40 across the five sections, a third scoped to one course.
  const sections = ['walkthrough', 'visa-insights', 'word-of-the-day', 'tip-of-the-day', 'trending'] as const;
  await db.insert(videos).values(
    Array.from({ length: 40 }, (_, i) => ({
      companyCode,
      courseId: i % 3 === 0 ? (allCourses[(i / 3) % 3] as string) : null,
      section: sections[i % sections.length] as (typeof sections)[number],
      title: `Video ${i + 1}: ${sections[i % sections.length]}`,
      thumbnail: `https://cdn.example.test/thumbs/${i + 1}.jpg`,
      content:
        i % 4 === 0 ? `https://vimeo.com/${700000 + i}` : `https://cdn.example.test/hls/${i + 1}/index.m3u8`,
      isVimeo: i % 4 === 0,
      duration: 60 + rnd(900),
      orderNo: Math.floor(i / sections.length),
      isActive: i !== 39,
      createdAt: ago(rnd(1000)),
    })),
  );
  // The notice board: 30 notices over three years.
  await db.insert(notifications).values(
    Array.from({ length: 30 }, (_, i) => ({
      companyCode,
      type: 'notice' as const,
      title: `Notice ${i + 1}`,
      shortDescription: `Short description of notice ${i + 1}`,
      description: `<p>Notice ${i + 1}: ${'Lorem ipsum dolor sit amet. '.repeat(8)}</p>`,
      isImportant: i % 7 === 0,
      isActive: i !== 3,
      orderNo: i,
      createdAt: ago((29 - i) * 36 + rnd(30)),
    })),
  );
  // Live classes: two batches (IELTS, GRE), 30 classes each over three years, one of each
  // started half an hour ago and one due in five hours (the dashboard's ongoing classes).
  const [batchType] = await db
    .insert(liveClassBatchTypes)
    .values({ companyCode, name: 'Weekday evening', description: 'Mon–Fri, 7 pm' })
    .returning();
  const batchRows = await db
    .insert(liveClassBatches)
    .values([
      { companyCode, courseId: ielts.id, batchTypeId: batchType!.id, batchName: 'IELTS evening' },
      { companyCode, courseId: gre.id, batchTypeId: batchType!.id, batchName: 'GRE evening' },
    ])
    .returning();
  await db.insert(liveClasses).values(
    batchRows.flatMap((b) =>
      Array.from({ length: 30 }, (_, i) => ({
        companyCode,
        batchId: b.id,
        className: `${b.batchName} class ${i + 1}`,
        agenda: 'Practice and feedback',
        classDateTime:
          i === 28
            ? new Date(now.getTime() - 30 * 60_000)
            : i === 29
              ? new Date(now.getTime() + 5 * 3_600_000)
              : ago((28 - i) * 38 + 1),
        durationMinutes: 60,
        joinUrl: `https://zoom.example.test/j/${900000 + i}`,
      })),
    ),
  );
  // Most students (85 %) are in the batch of each batch course they are enrolled in.
  const batchOf: Record<string, string> = { [ielts.id]: batchRows[0]!.id, [gre.id]: batchRows[1]!.id };
  const batchRowsToInsert: (typeof batchEnrolments.$inferInsert)[] = [];
  for (const s of studentRows) {
    for (const c of coursesOf.get(s.id) ?? []) {
      const batchId = batchOf[c];
      if (batchId && Math.random() < 0.85) batchRowsToInsert.push({ companyCode, batchId, studentId: s.id });
    }
  }
  await inChunks(batchRowsToInsert, (c) => db.insert(batchEnrolments).values(c));
  lap('videos, notices, live classes, batch enrolments');

  // Years of history, generated in the database (lib/history.ts): 30,000 attempts, 40,000 actions
  // per 1,000 students.
  const studentIds = studentRows.map((s) => s.id);
  await insertAttemptHistory(database, { companyCode, testId, studentIds, perStudent: TESTS_PER_STUDENT });
  lap('student_tests');
  await insertActionHistory(database, { companyCode, studentIds, perStudent: ACTIONS_PER_STUDENT });
  lap('user_actions');
  await db.execute(sql`analyze`);
  lap('analyze');

  const rows: Record<string, number> = {};
  for (const t of [
    'students',
    'enrolments',
    'student_tests',
    'user_actions',
    'videos',
    'notifications',
    'live_classes',
    'batch_enrolments',
  ]) {
    const res = (await db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as
      | { rows: { n: number }[] }
      | { n: number }[];
    rows[t] = Number((Array.isArray(res) ? res : res.rows)[0]?.n ?? 0);
  }

  // Sessions straight from the store (a login per student would trip the per-IP login limit).
  const started = Date.now();
  const store = new SessionStore(db, systemClock, 7);
  const chosen = shuffled(studentRows).slice(0, Math.min(sessionCount, studentRows.length));
  const targets: Seeded['targets'] = [];
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const s = chosen[next++]!;
      const token = await store.create(s, { userAgent: 'portico-dashboard-load', ip: '127.0.0.1' });
      targets.push({ token, courseIds: coursesOf.get(s.id) ?? [] });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { host, targets, rows, parts, sessionSeconds: (Date.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Open-loop load: request i starts at t0 + i / rate whether or not earlier ones have finished.

type Sample = { scheduled: number; sent: number; done: number; ok: boolean; bytes: number };

async function openLoop(
  port: number,
  host: string,
  targets: Seeded['targets'],
  rate: number,
  seconds: number,
  errors: string[],
  /** Called once the last request has been sent (the end of the arrival schedule). */
  onScheduleEnd?: () => void,
): Promise<{ samples: Sample[]; t0: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const samples: Sample[] = [];
  const inflight: Promise<void>[] = [];
  const fire = (scheduled: number) => {
    const t = pick(targets);
    const courseId = pick(t.courseIds);
    const sent = performance.now();
    inflight.push(
      new Promise<void>((resolve) => {
        let settled = false;
        const finish = (ok: boolean, bytes: number, error?: string) => {
          if (settled) return; // a destroyed request can report on both the request and the response
          settled = true;
          if (error) errors.push(error);
          samples.push({ scheduled, sent, done: performance.now(), ok, bytes });
          resolve();
        };
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'GET',
            path: `/api/dashboard?id=${courseId}&tz=Asia%2FKolkata`,
            headers: { host, accept: 'application/json', authorization: `Bearer ${t.token}` },
            agent,
            // Also while connecting: an overloaded server's full accept queue otherwise holds a
            // connect for the kernel's two minutes.
            timeout: 30_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let ok = res.statusCode === 200;
              if (ok) {
                try {
                  const body = JSON.parse(text) as { success?: boolean; data?: { progress?: unknown } };
                  ok = body.success === true && body.data?.progress !== undefined;
                } catch {
                  ok = false;
                }
              }
              finish(ok, text.length, ok ? undefined : `HTTP ${res.statusCode}: ${text.slice(0, 200)}`);
            });
            res.on('error', (e) => finish(false, 0, `network: ${e.message}`));
          },
        );
        req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
        req.on('error', (e) => finish(false, 0, `network: ${e.message}`));
        req.end();
      }),
    );
  };
  const t0 = performance.now() + 20;
  await new Promise<void>((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      // Catch up on every request whose time has come (timers fire late on a busy machine).
      while (i < total && t0 + i * interval <= now) fire(t0 + i++ * interval);
      if (i >= total) {
        onScheduleEnd?.();
        return resolve();
      }
      setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
  await Promise.all(inflight);
  agent.destroy();
  return { samples, t0 };
}

/** PIDs of the PostgreSQL backends connected to the database (readable in /proc when local). */
async function backendPids(database: OpenedDatabase, name: string): Promise<number[]> {
  const res = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return res.rows.map((r) => Number(r.pid));
}

// ---------------------------------------------------------------------------------------------

export async function dashboardLoad(opts: DashboardLoadOptions): Promise<DashboardLoadResult> {
  let fresh: FreshDatabase | undefined;
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let watcher: OpenedDatabase | undefined;
  try {
    const t = Date.now();
    fresh = await freshDatabase(opts.db, 'dashboard_load', opts.databaseUrl);
    const setupDb = await fresh.open(4);
    await setupDb.migrate();
    const migratedAt = Date.now();
    const seeded = await seed(setupDb, opts.students, opts.sessions);
    await setupDb.close();
    const seededAt = Date.now();
    api = await startApi(fresh.apiEnv(), { logLevel: process.env.DASHBOARD_LOAD_API_LOG_LEVEL ?? 'warn' });
    const apiReadyAt = Date.now();
    const setup = {
      migrate: (migratedAt - t) / 1000,
      seed: (seededAt - migratedAt) / 1000 - seeded.sessionSeconds,
      seedParts: seeded.parts,
      sessions: seeded.sessionSeconds,
      apiStart: (apiReadyAt - seededAt) / 1000,
    };

    const errors: string[] = [];
    if (opts.warmup > 0) {
      await openLoop(api.port, seeded.host, seeded.targets, opts.rate, opts.warmup, errors);
      await sleep(500);
    }
    const warmupErrors = errors.length;

    let pgPids: number[] = [];
    if (fresh.url && fresh.name) {
      watcher = await fresh.open(1);
      pgPids = await backendPids(watcher, fresh.name);
    }
    // A backend that ends during the run keeps the last CPU time read from it (pg closes idle ones).
    const pgSeen = new Map(pgPids.map((pid) => [pid, cpuSeconds(pid)] as const));
    const pgBeforeByPid = new Map(pgSeen);
    const pgCpu = () => {
      let sum = 0;
      for (const [pid, before] of pgBeforeByPid) {
        const now = cpuSeconds(pid);
        if (Number.isFinite(now)) pgSeen.set(pid, now);
        const last = pgSeen.get(pid) ?? before;
        if (Number.isFinite(last) && Number.isFinite(before)) sum += last - before;
      }
      return sum;
    };
    const cpuBefore = cpuSeconds(api.pid);
    const ownBefore = process.cpuUsage();
    const apiPid = api.pid;
    let atScheduleEnd = { at: 0, api: 0, pg: 0 };
    const { samples, t0 } = await openLoop(
      api.port,
      seeded.host,
      seeded.targets,
      opts.rate,
      opts.seconds,
      errors,
      () => {
        atScheduleEnd = { at: performance.now(), api: cpuSeconds(apiPid), pg: pgCpu() };
      },
    );
    const lastDone = Math.max(...samples.map((s) => s.done));
    const wall = (lastDone - t0) / 1000;
    const scheduleWall = (atScheduleEnd.at - t0) / 1000;
    const pgAfter = pgCpu();
    const pct = (cpu: number, secs: number) => (Number.isFinite(cpu) ? (cpu / secs) * 100 : Number.NaN);
    const serverCpuPercent = pct(atScheduleEnd.api - cpuBefore, scheduleWall);
    const serverCpuPercentUntilLast = pct(cpuSeconds(api.pid) - cpuBefore, wall);
    const postgresCpuPercent = pgPids.length ? pct(atScheduleEnd.pg, scheduleWall) : null;
    const postgresCpuPercentUntilLast = pgPids.length ? pct(pgAfter, wall) : null;
    const own = process.cpuUsage(ownBefore);
    const loadAverage = (await import('node:os')).loadavg() as [number, number, number];

    const completed = samples.filter((s) => s.ok).length;
    const measuredErrors = errors.slice(warmupErrors);
    const lags = summarize(samples.map((s) => s.sent - s.scheduled));
    const result: DashboardLoadResult = {
      db: opts.db,
      students: opts.students,
      sessions: seeded.targets.length,
      rows: seeded.rows,
      setup,
      rate: opts.rate,
      seconds: opts.seconds,
      requests: samples.length,
      completed,
      offeredPerSecond: samples.length / opts.seconds,
      achievedPerSecond: completed / wall,
      latencyMs: summarize(samples.map((s) => s.done - s.scheduled)),
      serviceMs: summarize(samples.map((s) => s.done - s.sent)),
      sendLagMs: { p99: lags.p99, max: lags.max },
      windows: windowsOf(
        samples.map((s) => [(s.scheduled - t0) / 1000, s.done - s.scheduled]),
        5,
      ),
      serverCpuPercent,
      postgresCpuPercent,
      serverCpuPercentUntilLast,
      postgresCpuPercentUntilLast,
      drainedAfter: wall,
      simulatorCpuPercent: ((own.user + own.system) / 1e6 / wall) * 100,
      loadAverage,
      responseBytes: Math.round(samples.reduce((a, s) => a + s.bytes, 0) / Math.max(1, samples.length)),
      errors: samples.length - completed,
      errorSamples: [...new Set(measuredErrors)].slice(0, 5),
      keptDatabase: opts.keep ? (fresh.url ?? path.join(fresh.dataDir, 'pglite')) : undefined,
      ok: samples.length === completed && warmupErrors === 0,
    };
    return result;
  } finally {
    await watcher?.close();
    await api?.stop();
    if (!opts.keep) await fresh?.dispose();
  }
}

/** PASS only when p99 is under the budget with every request answered at the full rate. */
export function budgetVerdict(r: DashboardLoadResult): string {
  const f = (n: number) => n.toFixed(1);
  const atRate = r.achievedPerSecond >= 0.98 * r.rate;
  const pass = r.latencyMs.p99 < BUDGET_P99_MS && r.errors === 0 && atRate;
  const what =
    `p99 ${f(r.latencyMs.p99)} ms ${r.latencyMs.p99 < BUDGET_P99_MS ? '<' : '>='} ${BUDGET_P99_MS} ms at ` +
    `${f(r.achievedPerSecond)} of ${r.rate} requests/s, ${r.errors} errors`;
  if (r.db !== 'postgres' || r.rate !== BUDGET_RATE) {
    return `budget (p99 < ${BUDGET_P99_MS} ms at ${BUDGET_RATE} requests/s on PostgreSQL): not this run (${r.db}, ${r.rate}/s); for comparison ${what}`;
  }
  return `${pass ? 'PASS' : 'FAIL'}: dashboard ${what} (budget: p99 < ${BUDGET_P99_MS} ms at ${BUDGET_RATE} requests/s on PostgreSQL)`;
}

export function formatResult(r: DashboardLoadResult): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const lat = (l: Latency) => `p50 ${f(l.p50)}, p95 ${f(l.p95)}, p99 ${f(l.p99)}, max ${f(l.max)}`;
  const parts = Object.entries(r.setup.seedParts)
    .map(([k, v]) => `${k} ${f(v)}`)
    .join(', ');
  const lines = [
    `data: ${Object.entries(r.rows)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `set-up s: migrate ${f(r.setup.migrate)}, seed ${f(r.setup.seed)} (${parts}), ${r.sessions} sessions ` +
      `${f(r.setup.sessions)}, API start ${f(r.setup.apiStart)}`,
    `load: ${r.rate} requests/s for ${r.seconds} s, open loop: ${r.requests} sent ` +
      `(${f(r.offeredPerSecond)}/s offered), ${r.completed} answered (${f(r.achievedPerSecond)}/s achieved), ` +
      `~${r.responseBytes} bytes each`,
    `latency ms (scheduled start to last byte): ${lat(r.latencyMs)}`,
    `service ms (sent to last byte): ${lat(r.serviceMs)}; generator send lag p99 ${f(r.sendLagMs.p99)}, ` +
      `max ${f(r.sendLagMs.max)}`,
    `per 5 s window (requests, p50/p99 ms): ${r.windows
      .map((w) => `${w.from}s ${w.requests} ${f(w.p50, 0)}/${f(w.p99, 0)}`)
      .join(' | ')}`,
    `CPU (% of one core) while requests arrive: API process ${f(r.serverCpuPercent, 0)}` +
      (r.postgresCpuPercent === null ? '' : `, PostgreSQL backends ${f(r.postgresCpuPercent, 0)}`) +
      `; until the last answer (${f(r.drainedAfter)} s): API ${f(r.serverCpuPercentUntilLast, 0)}` +
      (r.postgresCpuPercentUntilLast === null ? '' : `, PostgreSQL ${f(r.postgresCpuPercentUntilLast, 0)}`) +
      `; load generator ${f(r.simulatorCpuPercent, 0)}; load average ${r.loadAverage.map((x) => f(x, 2)).join(' ')}`,
    `errors: ${r.errors}`,
    ...r.errorSamples.map((e) => `  ${e}`),
    ...(r.keptDatabase ? [`kept: ${r.keptDatabase}`] : []),
    budgetVerdict(r),
  ];
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('dashboard-load.ts')) {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '5000' },
      rate: { type: 'string', default: String(BUDGET_RATE) },
      seconds: { type: 'string', default: '30' },
      sessions: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '2' },
      db: { type: 'string', default: 'postgres' },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
      keep: { type: 'boolean', default: false },
    },
  });
  const opts: DashboardLoadOptions = {
    students: Number(values.students),
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    sessions: Number(values.sessions),
    warmup: Number(values.warmup),
    db: values.db as BenchDb,
    databaseUrl: values['database-url'],
    keep: values.keep,
  };
  if (
    !(opts.students >= 1) ||
    !(opts.rate > 0) ||
    !(opts.seconds > 0) ||
    !(opts.sessions >= 1) ||
    !(opts.warmup >= 0) ||
    !['pglite', 'postgres'].includes(opts.db)
  ) {
    console.error(
      'usage: npx tsx bench/dashboard-load.ts [--students 5000] [--rate 200] [--seconds 30] [--db postgres|pglite] [--sessions 1000] [--warmup 2] [--keep]',
    );
    process.exit(2);
  }
  console.log(
    `== dashboard load: ${opts.students} students, ${opts.rate}/s for ${opts.seconds} s, ${opts.db} ==`,
  );
  const r = await dashboardLoad(opts);
  console.log(formatResult(r));
  process.exit(0);
}
