// Set-up of the sync and launch benchmarks: one company (its own host), a course with a product,
// the demo IELTS reading practice test (or the full mock) on the course page, through
// importContent; students in bulk, each enrolled and, when asked, with a session whose token is
// stored as SHA-256 exactly as SessionStore.create stores it (a login per student would trip the
// per-address login limit, and N single inserts are slow). Then the attempts, over HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import {
  companies,
  companyHosts,
  courseGroups,
  courses,
  enrolments,
  productCourses,
  products,
  sessions,
  students,
  studentTests,
} from '../../apps/api/src/db/schema';
import { addDays, systemClock } from '../../apps/api/src/lib/clock';
import { hashPassword, newToken, sha256, verifyPassword } from '../../apps/api/src/lib/crypto';
import { AssessmentRepository } from '../../apps/api/src/modules/assessment/assessment.repository';
import { AssessmentService } from '../../apps/api/src/modules/assessment/assessment.service';
import { AttemptTiming } from '../../apps/api/src/modules/assessment/attempt-timing';
import { importContent } from '../../apps/api/src/modules/content/content-import';
import { contentIds } from '../../apps/api/src/modules/content/content-mapper';
import { CoursesRepository } from '../../apps/api/src/modules/courses/courses.repository';
import type { LaunchData } from '../../packages/contract/src/assessment-launch';
import { root } from './api';
import type { OpenedDatabase } from './database';
import type { Client } from './http';
import type { TakerSpec } from './taker-pool';
import { type Item, itemsOf } from './takers';

export const TESTS = {
  /** 40 questions in 3 passages: what the sync load answers. */
  practice: {
    file: 'content/demo/content/ielts/ielts-academic-reading-practice-1.json',
    kind: 'PracticeTest',
    objectKey: 'reading-1',
  },
  /** The full IELTS Academic mock: Listening, Reading, Writing, Speaking (88 items). */
  mock: { file: 'content/demo/content/ielts/ielts-academic-mock-1.json', kind: 'Mock', objectKey: 'mock-1' },
} as const;
export type TestChoice = keyof typeof TESTS;

export const PASSWORD = 'Load-Test-Password-9';
const CHUNK = 1000;

export type SeededStudent = { id: string; token: string; email: string };

export type Seeded = {
  companyCode: string;
  host: string;
  courseId: string;
  productId: string;
  objectId: string;
  testId: string;
  students: SeededStudent[];
};

/** One company with the course and the test; `n` enrolled students with sessions. */
export async function seed(
  database: OpenedDatabase,
  n: number,
  test: TestChoice = 'practice',
): Promise<Seeded> {
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

  const t = TESTS[test];
  const testJson = JSON.parse(fs.readFileSync(path.join(root, t.file), 'utf8')) as {
    key: string;
    title: string;
  };
  const imported = await importContent(db, companyCode, [
    { path: path.basename(t.file), json: testJson },
    {
      path: 'course.json',
      json: {
        course: courseName,
        modules: [
          {
            key: 'tests',
            title: 'Tests',
            objects: [{ key: t.objectKey, kind: t.kind, title: testJson.title, test: testJson.key }],
          },
        ],
      },
    },
  ]);
  if (!imported.ok) throw new Error(`content import failed: ${JSON.stringify(imported.errors)}`);
  const seeded: Seeded = {
    companyCode,
    host,
    courseId: course!.id,
    productId: product!.id,
    objectId: contentIds.object(companyCode, course!.id, t.objectKey),
    testId: contentIds.test(companyCode, testJson.key),
    students: [],
  };
  seeded.students = await addStudents(database, seeded, n, { prefix: 'taker', sessions: true });
  return seeded;
}

let sharedHash: Promise<string> | undefined;

/** CPU ms (all threads of this process) and wall ms of one argon2id verify of the students' hash, over `n`. */
export async function argon2VerifyCost(n = 5): Promise<{ cpuMs: number; wallMs: number }> {
  sharedHash ??= hashPassword(PASSWORD);
  const hash = await sharedHash;
  await verifyPassword(hash, PASSWORD);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await verifyPassword(hash, PASSWORD);
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / n, wallMs: (performance.now() - t0) / n };
}

/**
 * `n` verified students enrolled in the course, `CHUNK` per statement, all with one argon2id hash
 * of PASSWORD (verifying it costs what any hash costs); with `sessions`, one session each.
 * Returns them with their token ('' without a session).
 */
export async function addStudents(
  database: OpenedDatabase,
  seeded: Pick<Seeded, 'companyCode' | 'productId'>,
  n: number,
  opts: { prefix: string; sessions: boolean },
): Promise<SeededStudent[]> {
  const db = database.db;
  const { companyCode } = seeded;
  sharedHash ??= hashPassword(PASSWORD);
  const passwordHash = await sharedHash;
  const now = new Date();
  const out: SeededStudent[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < n; i += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, n - i) }, (_, k) => ({
      companyCode,
      name: `Load ${opts.prefix} ${i + k + 1}`,
      email: `${opts.prefix}-${stamp}-${i + k + 1}@load.portico.test`,
      mobileNumber: '',
      passwordHash,
      verifiedAt: now,
      source: 'staff' as const,
    }));
    const rows = await db
      .insert(students)
      .values(chunk)
      .returning({ id: students.id, email: students.email });
    await db.insert(enrolments).values(
      rows.map((s) => ({
        companyCode,
        studentId: s.id,
        productId: seeded.productId,
        startsAt: now,
        expiresAt: addDays(now, 30),
        source: 'staff' as const,
      })),
    );
    const tokens = rows.map(() => (opts.sessions ? newToken() : ''));
    if (opts.sessions) {
      await db.insert(sessions).values(
        rows.map((s, k) => ({
          tokenHash: sha256(tokens[k] as string),
          companyCode,
          studentId: s.id,
          expiresAt: addDays(now, 7),
          userAgent: 'portico-load-bench',
          ip: '127.0.0.1',
        })),
      );
    }
    rows.forEach((s, k) => {
      out.push({ id: s.id, email: s.email, token: tokens[k] as string });
    });
  }
  return out;
}

/**
 * One attempt per student, in the set-up, without N generate-token calls: the first student's
 * attempt is made by the API's own AssessmentService.startAttempt (what generate-token runs), and
 * copied for every other student in INSERT ... SELECT statements of 1,000 (all columns but the id
 * and the student; the item order is the first attempt's, which only a randomised test would vary).
 */
export async function cloneAttempts(database: OpenedDatabase, seeded: Seeded): Promise<TakerSpec[]> {
  const db = database.db;
  const repo = new AssessmentRepository(db);
  const service = new AssessmentService(
    repo,
    new CoursesRepository(db),
    systemClock,
    new AttemptTiming(repo, systemClock, 60),
  );
  const [first, ...rest] = seeded.students;
  if (!first) return [];
  const attempt = await service.startAttempt(
    { id: first.id, companyCode: seeded.companyCode },
    { groupId: seeded.objectId, testId: seeded.testId, courseId: seeded.courseId },
  );
  const specs: TakerSpec[] = [{ attemptId: attempt.id, token: first.token, studentId: first.id }];
  const columns = Object.values(getTableColumns(studentTests))
    .map((c) => c.name)
    .filter((name) => name !== 'id' && name !== 'student_id');
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const tokenOf = new Map(rest.map((s) => [s.id, s.token]));
  for (let i = 0; i < rest.length; i += CHUNK) {
    const ids = rest.slice(i, i + CHUNK).map((s) => s.id);
    const res = (await db.execute(sql`
      insert into student_tests (student_id, ${list})
      select s.id, ${list} from student_tests t cross join unnest(${`{${ids.join(',')}}`}::uuid[]) as s(id)
      where t.id = ${attempt.id}
      returning id, student_id`)) as unknown as { rows: { id: string; student_id: string }[] };
    for (const r of res.rows) {
      specs.push({ attemptId: r.id, token: tokenOf.get(r.student_id) as string, studentId: r.student_id });
    }
  }
  if (specs.length !== seeded.students.length)
    throw new Error(`cloned ${specs.length} attempts of ${seeded.students.length}`);
  return specs;
}

/** Launches the first `n` attempts over HTTP, as the runner does: their items (the same in every attempt). */
export async function launchSample(client: Client, specs: TakerSpec[], n: number) {
  let items: Item[] = [];
  let timeLimit = 0;
  for (const s of specs.slice(0, Math.max(1, n))) {
    const l = await launch(client, s.attemptId, s.token);
    if (!l.data) throw new Error(`launch: ${JSON.stringify(l.res.body).slice(0, 300)}`);
    if (items.length === 0) items = itemsOf(l.data);
    timeLimit = l.data.testData.timeLimit;
  }
  return { items, timeLimit };
}

/** The runner's calls to start a test: generate-token (the attempt), then `launch` below. */
export async function generateToken(client: Client, seeded: Seeded, token: string) {
  const res = await client.post(
    '/api/assessment/generate-token',
    { groupId: seeded.objectId, testId: seeded.testId, courseId: seeded.courseId },
    token,
  );
  const attemptId = (res.body as { data?: { studentTestId?: string } }).data?.studentTestId;
  return { res, attemptId: res.status === 200 ? attemptId : undefined };
}

/**
 * The runner opening a test and pressing Start Test: launch (the instructions, the questions sealed),
 * then start (the clock starts and the questions come: decision 007). `res` is start's answer, with
 * the time and bytes of both calls.
 */
export async function launch(client: Client, attemptId: string, token: string) {
  const opened = await client.post('/api/assessment/launch', { testId: attemptId }, token);
  if (opened.status !== 200) return { res: opened, data: undefined };
  const res = await client.post('/api/assessment/start', { testId: attemptId }, token);
  const data = (res.body as { data?: LaunchData }).data;
  const both = { ...res, ms: opened.ms + res.ms, bytes: opened.bytes + res.bytes };
  return { res: both, data: res.status === 200 && data?.testJson ? data : undefined };
}

/**
 * One attempt per student (generate-token, `concurrency` at a time); the first `launches` of them
 * (all: Infinity) also launched, like the runner does. Every attempt holds the same items (only
 * their order may differ), so the first launch tells what the takers answer.
 */
export async function openAttempts(
  client: Client,
  seeded: Seeded,
  opts: { concurrency: number; launches: number },
): Promise<{ specs: TakerSpec[]; items: Item[]; timeLimit: number }> {
  const specs: TakerSpec[] = [];
  let items: Item[] | undefined;
  let timeLimit = 0;
  let next = 0;
  const worker = async () => {
    while (next < seeded.students.length) {
      const i = next++;
      const s = seeded.students[i] as SeededStudent;
      const gen = await generateToken(client, seeded, s.token);
      if (!gen.attemptId) throw new Error(`generate-token: ${JSON.stringify(gen.res.body).slice(0, 300)}`);
      if (i < opts.launches) {
        const l = await launch(client, gen.attemptId, s.token);
        if (!l.data) throw new Error(`launch: ${JSON.stringify(l.res.body).slice(0, 300)}`);
        items ??= itemsOf(l.data);
        timeLimit = l.data.testData.timeLimit;
      }
      specs.push({ attemptId: gen.attemptId, token: s.token, studentId: s.id });
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  if (!items) {
    const first = specs[0] as TakerSpec;
    const l = await launch(client, first.attemptId, first.token);
    if (!l.data) throw new Error(`launch: ${JSON.stringify(l.res.body).slice(0, 300)}`);
    items = itemsOf(l.data);
    timeLimit = l.data.testData.timeLimit;
  }
  return { specs, items, timeLimit };
}
