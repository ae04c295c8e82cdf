// Mixed load: the sync load (bench/sync-load.ts) at N takers and, at the same time, two open-loop
// streams against the same API process: logins of distinct students with real argon2id password
// checks, each from its own address (X-Forwarded-For, the API started with TRUST_PROXY=true), and
// GET /api/dashboard for students with some history.
//
//   npx tsx bench/mixed-load.ts [--takers 5000] [--seconds 60] [--login-rate 30] [--dashboard-rate 20]
//     [--dashboard-students 500] [--db postgres|pglite] [--database-url URL] [--workers N]
//     [--sockets N] [--exclude 10] [--pgbench]
//
// The goal (decision 031): 30 logins/s sustained while the sync load runs with sync p99 still ≤ 50 ms, and the
// dashboard's p95 ≤ 150 ms while it runs. PASS/FAIL lines at the end; the exit code is non-zero on a
// failed sync call or a stored answer that is not the newest sent (as sync-load).
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { companies, courses, notifications, videos } from '../apps/api/src/db/schema';
import { type BenchDb, DEFAULT_DATABASE_URL, type OpenedDatabase } from './lib/database';
import { insertActionHistory, insertAttemptHistory } from './lib/history';
import { clientAddress, DEFAULT_SOCKETS, makeClient } from './lib/http';
import { type OpenLoopSummary, openLoop, summarizeArrivals } from './lib/open-loop';
import { formatResult, SYNC_GOALS, type SyncLoadResult } from './lib/sync-report';
import { addStudents, argon2VerifyCost, PASSWORD, type SeededStudent } from './lib/sync-seed';
import { syncLoad } from './sync-load';

const GOALS = { loginRate: 30, dashboardRate: 20, dashboardP95Ms: 150 };

export type MixedLoadOptions = {
  takers: number;
  seconds: number;
  loginRate: number;
  dashboardRate: number;
  dashboardStudents: number;
  db: BenchDb;
  databaseUrl?: string;
  workers?: number;
  sockets?: number;
  exclude?: number;
  pgbench?: boolean;
};

type Stream = OpenLoopSummary & {
  errors: number;
  errorSamples: string[];
  /** Latency of the calls scheduled after the sync's start-up (`--exclude` seconds), as its p99 is. */
  steadyLatencyMs: OpenLoopSummary['latencyMs'];
};
export type MixedLoadResult = {
  /** One argon2id verify of the students' hash, measured in the set-up (CPU of every thread, and wall). */
  argon2: { cpuMs: number; wallMs: number };
  options: MixedLoadOptions;
  sync: SyncLoadResult;
  logins: Stream;
  dashboards: Stream;
};

/** What the dashboard shows besides the student's own history: 15 videos, 10 notices. */
async function seedDashboard(db: OpenedDatabase, companyCode: string) {
  const sections = ['walkthrough', 'visa-insights', 'word-of-the-day', 'tip-of-the-day', 'trending'] as const;
  await db.db.insert(videos).values(
    Array.from({ length: 15 }, (_, i) => ({
      companyCode,
      section: sections[i % sections.length] as (typeof sections)[number],
      title: `Video ${i + 1}`,
      thumbnail: `https://cdn.example.test/thumbs/${i + 1}.jpg`,
      content: `https://cdn.example.test/hls/${i + 1}/index.m3u8`,
      duration: 300,
      orderNo: i,
    })),
  );
  await db.db.insert(notifications).values(
    Array.from({ length: 10 }, (_, i) => ({
      companyCode,
      type: 'notice' as const,
      title: `Notice ${i + 1}`,
      shortDescription: `Short description of notice ${i + 1}`,
      description: `<p>Notice ${i + 1}: ${'Lorem ipsum dolor sit amet. '.repeat(8)}</p>`,
      orderNo: i,
    })),
  );
}

export async function mixedLoad(opts: MixedLoadOptions): Promise<MixedLoadResult> {
  let loginStudents: SeededStudent[] = [];
  let dashStudents: SeededStudent[] = [];
  let courseId = '';
  const streams: Partial<Pick<MixedLoadResult, 'logins' | 'dashboards'>> = {};
  let argon2 = { cpuMs: Number.NaN, wallMs: Number.NaN };
  const sync = await syncLoad({
    takers: opts.takers,
    seconds: opts.seconds,
    db: opts.db,
    databaseUrl: opts.databaseUrl,
    workers: opts.workers,
    sockets: opts.sockets,
    exclude: opts.exclude,
    pgbench: opts.pgbench ?? false,
    apiEnv: { TRUST_PROXY: 'true' },
    async seedMore(db, seeded) {
      courseId = seeded.courseId;
      const { companyCode } = seeded;
      await db.db.update(companies).set({ showNoticeBoard: true }).where(eq(companies.code, companyCode));
      await db.db
        .update(courses)
        .set({ dashboard: { showWalkthrough: true, showPerformance: true, showTrendingVideos: true } })
        .where(eq(courses.id, courseId));
      await seedDashboard(db, companyCode);
      // Dashboard students: enrolled, with a session, 10 ended attempts and up to 15 actions each.
      dashStudents = await addStudents(db, seeded, opts.dashboardStudents, {
        prefix: 'dash',
        sessions: true,
      });
      const studentIds = dashStudents.map((s) => s.id);
      await insertAttemptHistory(db, { companyCode, testId: seeded.testId, studentIds, perStudent: 10 });
      await insertActionHistory(db, { companyCode, studentIds, perStudent: 15 });
      const logins = Math.ceil(opts.loginRate * opts.seconds);
      loginStudents = await addStudents(db, seeded, logins, { prefix: 'login', sessions: false });
      await db.db.execute(sql`analyze`);
      argon2 = await argon2VerifyCost();
    },
    async alongside({ port, host, startAt, seconds }) {
      const t0 = startAt - performance.timeOrigin;
      // Bounded pools (a proxy's), so that with the takers' they stay under the API's MAX_CONNECTIONS.
      const loginClient = makeClient(port, host, { maxSockets: 256 });
      const dashClient = makeClient(port, host, { maxSockets: 256 });
      const loginErrors: string[] = [];
      const dashErrors: string[] = [];
      const [logins, dashboards] = await Promise.all([
        openLoop({ rate: opts.loginRate, total: loginStudents.length, startAt: t0 }, async (i) => {
          const s = loginStudents[i] as SeededStudent;
          try {
            // Its own address per login: the per-address limit (50 per 15 min) is not what is measured.
            const res = await loginClient.post(
              '/api/login',
              { loginId: s.email, password: PASSWORD },
              undefined,
              {
                'x-forwarded-for': clientAddress(i + 1),
              },
            );
            const body = res.body as { success?: boolean; data?: { token?: string } };
            if (res.status === 200 && body.success && body.data?.token) return true;
            loginErrors.push(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
          } catch (err) {
            loginErrors.push(`network: ${(err as Error).message}`);
          }
          return false;
        }),
        openLoop(
          { rate: opts.dashboardRate, total: Math.round(opts.dashboardRate * seconds), startAt: t0 },
          async () => {
            const s = dashStudents[Math.floor(Math.random() * dashStudents.length)] as SeededStudent;
            try {
              const res = await dashClient.get(`/api/dashboard?id=${courseId}&tz=Asia%2FKolkata`, s.token);
              const body = res.body as { success?: boolean; data?: { progress?: unknown } };
              if (res.status === 200 && body.success && body.data?.progress !== undefined) return true;
              dashErrors.push(`HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
            } catch (err) {
              dashErrors.push(`network: ${(err as Error).message}`);
            }
            return false;
          },
        ),
      ]);
      loginClient.close();
      dashClient.close();
      const excludeMs = (opts.exclude ?? 10) * 1000;
      const stream = (run: typeof logins, errors: string[]): Stream => {
        const s = summarizeArrivals(run.t0, run.arrivals, seconds);
        const later = run.arrivals.filter((a) => a.scheduled >= run.t0 + excludeMs);
        const steady = summarizeArrivals(run.t0 + excludeMs, later, Math.max(1, seconds - excludeMs / 1000));
        return {
          ...s,
          steadyLatencyMs: steady.latencyMs,
          errors: s.calls - s.completed,
          errorSamples: [...new Set(errors)].slice(0, 5),
        };
      };
      streams.logins = stream(logins, loginErrors);
      streams.dashboards = stream(dashboards, dashErrors);
    },
  });
  return {
    options: opts,
    argon2,
    sync,
    logins: streams.logins as Stream,
    dashboards: streams.dashboards as Stream,
  };
}

export function mixedVerdicts(r: MixedLoadResult): string[] {
  const f = (n: number, d = 1) => n.toFixed(d);
  const s = r.sync;
  const syncOk = s.steady.latencyMs.p99 <= SYNC_GOALS.p99Ms && s.errors === 0 && s.mismatches.length === 0;
  const atGoal = s.takers >= SYNC_GOALS.takers && s.db === 'postgres';
  const scope = atGoal ? '' : ` (not the goal's run: ${s.takers} takers on ${s.db}; for comparison)`;
  const loginsOk = r.logins.achievedPerSecond >= 0.98 * GOALS.loginRate && r.logins.errors === 0 && syncOk;
  // After the takers' start-up, like the sync's p99 (their first answers all come in the same 2.5 s).
  const dashP95 = r.dashboards.steadyLatencyMs.p95;
  const dashOk = dashP95 <= GOALS.dashboardP95Ms && r.dashboards.errors === 0;
  const verdict = (ok: boolean) => (atGoal ? (ok ? 'PASS' : 'FAIL') : ok ? 'within' : 'outside');
  return [
    `${verdict(loginsOk)}: logins ${f(r.logins.achievedPerSecond)}/s (goal ${GOALS.loginRate}/s sustained, ` +
      `${r.logins.errors} errors) while sync p99 after ${s.steady.excludedSeconds} s is ` +
      `${f(s.steady.latencyMs.p99)} ms (goal ≤ ${SYNC_GOALS.p99Ms}), ${s.errors} sync errors, ` +
      `${s.mismatches.length} mismatches${scope}`,
    `${verdict(dashOk)}: dashboard p95 after ${s.steady.excludedSeconds} s ${f(dashP95)} ms ` +
      `(goal ≤ ${GOALS.dashboardP95Ms}; ${f(r.dashboards.latencyMs.p95)} over the whole run) at ` +
      `${f(r.dashboards.achievedPerSecond)}/s, ${r.dashboards.errors} errors, while the sync load runs${scope}`,
  ];
}

export function formatMixed(r: MixedLoadResult): string {
  const f = (n: number, d = 1) => n.toFixed(d);
  const stream = (name: string, x: Stream) => [
    `${name}: ${x.calls} scheduled (${f(x.offeredPerSecond)}/s), ${x.completed} answered ` +
      `(${f(x.achievedPerSecond)}/s), latency ms from the scheduled start: p50 ${f(x.latencyMs.p50)}, ` +
      `p95 ${f(x.latencyMs.p95)}, p99 ${f(x.latencyMs.p99)}, max ${f(x.latencyMs.max)}; send lag p99 ` +
      `${f(x.sendLagMs.p99)} ms; ${x.errors} errors; after the start-up p50 ${f(x.steadyLatencyMs.p50)}, ` +
      `p95 ${f(x.steadyLatencyMs.p95)}, p99 ${f(x.steadyLatencyMs.p99)}`,
    ...x.errorSamples.map((e) => `  ${e}`),
  ];
  return [
    formatResult(r.sync),
    '(CPU per call above: the API and PostgreSQL also served the logins and dashboards below)',
    `argon2id: one verify costs ${f(r.argon2.cpuMs)} ms of CPU (${f(r.argon2.wallMs)} ms wall) on this machine, ` +
      `so ${r.options.loginRate} logins/s need ${f((r.options.loginRate * r.argon2.cpuMs) / 10, 0)} % of one core for the hashes alone`,
    ...stream('logins (argon2id, distinct students and addresses)', r.logins),
    ...stream('dashboards', r.dashboards),
    ...mixedVerdicts(r),
  ].join('\n');
}

if (process.argv[1]?.endsWith('mixed-load.ts')) {
  const { values } = parseArgs({
    options: {
      takers: { type: 'string', default: String(SYNC_GOALS.takers) },
      seconds: { type: 'string', default: '60' },
      'login-rate': { type: 'string', default: String(GOALS.loginRate) },
      'dashboard-rate': { type: 'string', default: String(GOALS.dashboardRate) },
      'dashboard-students': { type: 'string', default: '500' },
      db: { type: 'string', default: 'postgres' },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
      workers: { type: 'string' },
      sockets: { type: 'string', default: String(DEFAULT_SOCKETS) },
      exclude: { type: 'string', default: '10' },
      pgbench: { type: 'boolean', default: false },
    },
  });
  const opts: MixedLoadOptions = {
    takers: Number(values.takers),
    seconds: Number(values.seconds),
    loginRate: Number(values['login-rate']),
    dashboardRate: Number(values['dashboard-rate']),
    dashboardStudents: Number(values['dashboard-students']),
    db: values.db as BenchDb,
    databaseUrl: values['database-url'],
    workers: values.workers === undefined ? undefined : Number(values.workers),
    sockets: Number(values.sockets),
    exclude: Number(values.exclude),
    pgbench: values.pgbench,
  };
  if (
    !(opts.takers >= 1) ||
    !(opts.seconds > 0) ||
    !(opts.loginRate > 0) ||
    !(opts.dashboardRate > 0) ||
    !(opts.dashboardStudents >= 1) ||
    !['postgres', 'pglite'].includes(opts.db)
  ) {
    console.error(
      'usage: npx tsx bench/mixed-load.ts [--takers 5000] [--seconds 60] [--login-rate 30] [--dashboard-rate 20] ' +
        '[--dashboard-students 500] [--db postgres|pglite] [--database-url URL] [--workers N] [--sockets N] ' +
        '[--exclude 10] [--pgbench]',
    );
    process.exit(2);
  }
  console.log(
    `== mixed load: ${opts.takers} takers + ${opts.loginRate} logins/s + ${opts.dashboardRate} dashboards/s ` +
      `for ${opts.seconds} s, ${opts.db} ==`,
  );
  const r = await mixedLoad(opts);
  console.log(formatMixed(r));
  process.exit(r.sync.ok ? 0 : 1);
}
