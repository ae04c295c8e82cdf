import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response as LightMyRequestResponse } from 'light-my-request';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import {
  branches,
  companies,
  companyHosts,
  courseGroups,
  courses,
  enrolments,
  menuItems,
  productCourses,
  products,
  students,
} from '../src/db/schema';
import { addDays, type Clock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/crypto';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private t = new Date('2026-11-22T09:00:00Z').getTime();
  now() {
    return new Date(this.t);
  }
  advance(seconds: number) {
    this.t += seconds * 1000;
  }
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
};

/**
 * One app per test file, on in-memory PGlite or on the run's PostgreSQL database
 * (TEST_DATABASE_URL). Tests isolate themselves by creating their own companies.
 */
export function useTestApp(
  env: Record<string, string> = {},
  /** Applied over the parsed configuration: a setting loadConfig refuses, to test the app's own guard. */
  overrides: Partial<Config> = {},
): TestContext {
  const ctx = {} as TestContext;
  // Removed when the file ends.
  let dataDir: string | undefined;
  beforeAll(async () => {
    const url = inject('databaseUrl');
    const dump = inject('pgliteDump');
    ctx.database = await openDatabase(
      url
        ? { url, poolSize: 4 }
        : { dataDir: 'memory://', loadDataDir: dump ? new Blob([fs.readFileSync(dump)]) : undefined },
    );
    if (!url && !dump) await ctx.database.migrate();
    ctx.clock = new TestClock();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // lastMessage() reads mails through the dev outbox (loopback: inject's default address).
      DEV_TOOLS: 'true',
      // Its own data directory per test file, removed after it: uploads and secrets never pile up.
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      PORT: '3000',
      // Reports computed on every read, so a test sees what it has just done (report-snapshots.test.ts
      // sets 0 to read them from snapshots).
      REPORT_SNAPSHOT_AFTER_MS: '3600000',
      ...env,
    });
    ctx.app = (await buildApp({
      config: { ...config, ...overrides },
      database: ctx.database,
      clock: ctx.clock,
    })) as unknown as FastifyInstance;
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/**
 * A database of its own with no rows (start-up tests): in-memory PGlite (from the run's migrated
 * dump), or on the run's PostgreSQL server a new, unmigrated database that `drop` removes.
 */
export async function openEmptyDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL: the new database's address, for more processes' connections to it. */
  url?: string;
}> {
  const url = inject('databaseUrl');
  if (!url) {
    const dump = inject('pgliteDump');
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: dump ? new Blob([fs.readFileSync(dump)]) : undefined,
    });
    return { database, drop: () => database.close() };
  }
  const name = `portico_empty_${uid()}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ url: own.toString(), poolSize: 2 });
  return {
    database,
    url: own.toString(),
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A SQL string literal (test values only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Makes the database refuse some writes, as a failing disk, a constraint or a lost connection would:
 * a trigger raises an error for rows of `table` matching `when` (a condition on NEW or OLD), so an act
 * fails part-way. Narrow `when` to the test's own rows: the run's PostgreSQL database is shared.
 * Answers a function that removes the trigger.
 */
export async function failWrites(
  t: TestContext,
  opts: { table: string; on: 'INSERT' | 'UPDATE' | 'DELETE'; when: string },
): Promise<() => Promise<void>> {
  const name = `portico_test_fail_${uid()}`;
  await t.database.db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure (test)'; end $$`,
    ),
  );
  await t.database.db.execute(
    sql.raw(
      `create trigger ${name} before ${opts.on} on ${opts.table} for each row when (${opts.when}) execute function ${name}()`,
    ),
  );
  return async () => {
    await t.database.db.execute(sql.raw(`drop trigger if exists ${name} on ${opts.table}`));
    await t.database.db.execute(sql.raw(`drop function if exists ${name}()`));
  };
}

export const uid = () => randomBytes(5).toString('hex');
/** Each test gets its own client address, so per-IP limits of one test never touch another. */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export type CompanyOverrides = Partial<typeof companies.$inferInsert>;

export async function createCompany(t: TestContext, overrides: CompanyOverrides = {}) {
  const code = overrides.code ?? `co-${uid()}`;
  const host = `${code}.portico.test`;
  const [row] = await t.database.db
    .insert(companies)
    .values({
      code,
      accountId: `${code}-account`,
      companyName: `Company ${code}`,
      shortName: code,
      primaryHost: host,
      ...overrides,
    })
    .returning();
  await t.database.db.insert(companyHosts).values({ host, companyCode: code });
  if (!row) throw new Error('company not created');
  return { ...row, host };
}

export async function createBranch(t: TestContext, companyCode: string, branchName = `Branch ${uid()}`) {
  const [row] = await t.database.db.insert(branches).values({ companyCode, branchName }).returning();
  if (!row) throw new Error('branch not created');
  return row;
}

/** A course in its own group, with a product granting it, and the given menu. */
export async function createCourse(
  t: TestContext,
  companyCode: string,
  opts: {
    groupName?: string;
    courseName?: string;
    isFree?: boolean;
    validityDays?: number;
    menu?: { title: string; url: string; parent?: string }[];
  } = {},
) {
  const db = t.database.db;
  const [group] = await db
    .insert(courseGroups)
    .values({ companyCode, name: opts.groupName ?? `Group ${uid()}` })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      companyCode,
      groupId: group!.id,
      courseName: opts.courseName ?? `Course ${uid()}`,
      examFamily: 'ielts',
    })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      companyCode,
      title: `${course!.courseName} pack`,
      slug: `pack-${uid()}`,
      isFree: opts.isFree ?? false,
      validityDays: opts.validityDays ?? 30,
    })
    .returning();
  await db.insert(productCourses).values({ productId: product!.id, courseId: course!.id });
  const ids = new Map<string, string>();
  for (const [i, m] of (opts.menu ?? []).entries()) {
    const [item] = await db
      .insert(menuItems)
      .values({
        companyCode,
        courseId: course!.id,
        title: m.title,
        orderNumber: i + 1,
        navigationUrl: m.url,
        parentId: m.parent ? ids.get(m.parent) : null,
      })
      .returning();
    ids.set(m.title, item!.id);
  }
  return { group: group!, course: course!, product: product! };
}

export type StudentOverrides = Partial<typeof students.$inferInsert> & { password?: string };

export async function createStudent(t: TestContext, companyCode: string, overrides: StudentOverrides = {}) {
  const { password = 'Correct-Horse-9', ...rest } = overrides;
  const [row] = await t.database.db
    .insert(students)
    .values({
      companyCode,
      name: 'Test Student',
      email: `s-${uid()}@example.test`,
      mobileNumber: `9${randomInt(100000000, 999999999)}`,
      passwordHash: await hashPassword(password),
      verifiedAt: t.clock.now(),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('student not created');
  return { ...row, password };
}

export async function enrol(
  t: TestContext,
  student: { id: string; companyCode: string },
  productId: string,
  days = 30,
) {
  const now = t.clock.now();
  await t.database.db.insert(enrolments).values({
    companyCode: student.companyCode,
    studentId: student.id,
    productId,
    startsAt: now,
    expiresAt: addDays(now, days),
    source: 'staff',
  });
}

/** An HTTP client bound to one company host and one client IP, carrying the session cookie. */
export function client(t: TestContext, host: string, ip = randomIp()) {
  let cookie: string | undefined;
  const send = async (opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { host, ...(opts.headers as Record<string, string>) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    else if (cookie) headers.cookie = cookie;
    const res = await t.app.inject({ ...opts, headers, remoteAddress: ip });
    const set = res.cookies.find((c) => c.name === 'portico_session');
    if (set) cookie = set.value ? `portico_session=${set.value}` : undefined;
    return res;
  };
  return {
    ip,
    get cookie() {
      return cookie;
    },
    set cookie(v: string | undefined) {
      cookie = v;
    },
    send,
    get: (url: string, token?: string) => send({ method: 'GET', url, token }),
    post: (url: string, payload?: object, token?: string) =>
      send({ method: 'POST', url, payload: payload ?? {}, token }),
  };
}

export async function login(t: TestContext, host: string, email: string, password: string) {
  const c = client(t, host);
  const res = await c.post('/api/login', { loginId: email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { c, token: res.json().data.token as string };
}

/** The newest outbox message to a recipient, read through the dev outbox route. */
export async function lastMessage(
  t: TestContext,
  host: string,
  to: string,
  channel: 'email' | 'sms' = 'email',
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { host },
  });
  const msgs = (res.json().data as { channel: string; text: string; subject: string }[]).filter(
    (m) => m.channel === channel,
  );
  return msgs[0];
}
