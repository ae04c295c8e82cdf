// A class of twelve IELTS students who each took one sectional reading test (issue 45), so that
// Console › Item analysis opens on figures a teacher can act on: each student answers by their
// ability, except question 34 ('What is the writer's view…'), whose option C the stronger readers
// prefer to the key, as they do with an ambiguous question. The analysis flags it.
//
// The class is also the IELTS Morning Batch's (Console › Cohorts, issue 45 part 2): each joined some
// of the batch's classes held so far, has a Reading target of 7, and Tara Bhat has gone quiet — her
// test was 24 days ago and she has joined no class since.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrolments, liveClasses, studentScoreTargets, userActions } from '../db/schema';
import { seedId } from '../lib/seed-id';
import { AssessmentRepository } from '../modules/assessment/assessment.repository';
import { type Disputed, prng, seedCohortAttempt } from './seed-cohort';
import type { DemoCompany } from './seed-demo-schema';
import type { SeededProduct } from './seed-products';
import { seedStudents } from './seed-students';

/** Who the class is, what they took, and the question they dispute. */
export const ITEM_ANALYSIS_CLASS = {
  course: 'ielts-academic',
  product: 'ielts-starter',
  object: 'sectional-reading-3',
  /** A full Reading test each took the day before (for a Reading prediction). */
  practice: 'practice-reading-test-1',
  test: 'ielts-sectional-reading-3',
  disputed: { itemKey: 'r3-q34', option: 2, from: 0.55 } satisfies Disputed,
  /** The live-class batch the class is in, and the one of them who has gone quiet (by index). */
  batch: 'ielts-morning',
  quiet: 11,
  /** Days since the quiet student's test. */
  quietDays: 24,
  /** Every student's Reading target. */
  target: { ielts: { Reading: 7 } },
  names: [
    'Aarav Shah',
    'Meera Iyer',
    'Kabir Singh',
    'Ananya Rao',
    'Vivaan Gupta',
    'Isha Nair',
    'Reyansh Das',
    'Diya Menon',
    'Arjun Pillai',
    'Saanvi Joshi',
    'Advik Kulkarni',
    'Tara Bhat',
  ],
} as const;

export const classEmail = (n: number) => `class.ielts.${n}@portico.test`;

/**
 * Seeds the class once in a company with the IELTS course and product: twelve students, each with
 * one ended attempt of the test between 3 and 14 days ago, their abilities spread from 30 % to 90 %.
 */
export async function seedItemAnalysisClass(
  db: Db,
  c: Pick<DemoCompany, 'code' | 'defaultDialCode' | 'defaultCountryCode'>,
  productRows: Map<string, SeededProduct>,
  ids: { course: (key: string) => string },
  now: Date,
  password: string,
) {
  const k = ITEM_ANALYSIS_CLASS;
  if (!productRows.has(k.product)) return;
  const people = k.names.map((name, i) => ({
    name,
    email: classEmail(i + 1),
    password,
    mobileNumber: `900099${String(i + 1).padStart(4, '0')}`,
    cityName: 'Pune',
    products: [k.product],
    extraTimePercent: 0 as const,
  }));
  await seedStudents(db, c, people, productRows, now);
  const repo = new AssessmentRepository(db);
  const rng = prng(45);
  for (const [i, person] of people.entries()) {
    const p = 0.3 + (0.6 * i) / (people.length - 1);
    const daysAgo = i === k.quiet ? k.quietDays : 3 + i;
    const studentId = seedId(c.code, 'student', person.email);
    const courseId = ids.course(k.course);
    const noise = 0.2 * rng.normal();
    // The sectional test the analysis reads, and a full Reading practice test the day before (one
    // passage is too little for a Reading prediction; the whole test is enough).
    for (const [n, object] of [k.object, k.practice].entries()) {
      await seedCohortAttempt(
        db,
        repo,
        c.code,
        {
          x: {},
          key: n === 0 ? `class/ielts/${i + 1}` : `class/ielts/${i + 1}/${object}`,
          studentId,
          planned: { object, mock: false, daysAgo: daysAgo + n, p, noise },
          courseId,
          disputed: k.disputed,
        },
        now,
      );
    }
  }
  await seedBatchLife(
    db,
    c.code,
    people.map((p) => seedId(c.code, 'student', p.email)),
    now,
  );
}

/**
 * The class in its batch: enrolled, each joining the classes held so far about as often as they are
 * able (the quiet student none), each with a Reading target. Nothing when the company has no such batch.
 */
async function seedBatchLife(db: Db, companyCode: string, studentIds: string[], now: Date) {
  const k = ITEM_ANALYSIS_CLASS;
  const batchId = seedId(companyCode, 'batch', k.batch);
  const held = await db
    .select({ id: liveClasses.id, at: liveClasses.classDateTime })
    .from(liveClasses)
    .where(
      and(
        eq(liveClasses.companyCode, companyCode),
        eq(liveClasses.batchId, batchId),
        sql`${liveClasses.classDateTime} + make_interval(mins => ${liveClasses.durationMinutes}) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  if (!held.length) return;
  const rng = prng(452);
  for (const [i, studentId] of studentIds.entries()) {
    await db.insert(batchEnrolments).values({ companyCode, batchId, studentId }).onConflictDoNothing();
    await db
      .insert(studentScoreTargets)
      .values({ companyCode, studentId, targets: k.target })
      .onConflictDoNothing();
    const joins = i === k.quiet ? 0 : 0.45 + (0.5 * i) / (studentIds.length - 1);
    const attended = held.filter(() => rng.next() < joins);
    if (!attended.length) continue;
    await db
      .insert(userActions)
      .values(
        attended.map((c) => ({
          id: `${companyCode}_${studentId}_${c.id}`,
          companyCode,
          studentId,
          referenceId: c.id,
          referenceType: 'Batch',
          objectType: 'LiveClass',
          status: 'Attended' as const,
          timeStamp: c.at,
        })),
      )
      .onConflictDoNothing();
  }
}
