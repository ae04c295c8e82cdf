// A cohort of demo students per exam with weeks of scored work (issue 42, decision 059): practice
// and sectional tests and 3-6 full mocks on a learning curve with noise, stored as real attempts
// (student_tests, their answers as tracks, scored by the attempt scoring itself), so a seeded
// student's dashboard shows a real prediction and bench/predictor-backtest.ts has histories to test.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studentTests, tracks } from '../db/schema';
import { addDays } from '../lib/clock';
import { seedId } from '../lib/seed-id';
import { AssessmentRepository } from '../modules/assessment/assessment.repository';
import { rescoreAttempt, routeEverySection } from '../modules/assessment/attempt-scoring';
import { drawRoutes } from '../modules/assessment/routing-step';
import { roundToHalfBand } from '../modules/assessment/scoring/ielts';
import { contentIds, toScorableItem } from '../modules/content/content-mapper';
import type { ItemResponse } from '../modules/items/item.types';
import { attemptTest, rightResponse, wrongChoice } from './seed-attempts';
import type { DemoCompany } from './seed-demo-schema';
import type { SeededProduct } from './seed-products';
import { seedStudents } from './seed-students';

/** One exam's cohort: its course, the product giving it, its mock and practice test cards. */
interface CohortExam {
  exam: string;
  course: string;
  product: string;
  mocks: string[];
  practice: string[];
  /** The teacher's released result of a mock's evaluated skills, from the attempt's ability p (0-1). */
  evaluated?: (p: number, noise: number) => Record<string, number>;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const COHORT: CohortExam[] = [
  {
    exam: 'ielts',
    course: 'ielts-academic',
    product: 'ielts-starter',
    mocks: ['mock-1', 'mock-2'],
    practice: [
      'sectional-listening-1',
      'sectional-reading-1',
      'practice-listening-test-1',
      'practice-reading-test-1',
    ],
    evaluated: (p, n) => ({
      Writing: clamp(roundToHalfBand(2.5 + 6 * p + n), 0, 9),
      Speaking: clamp(roundToHalfBand(3 + 6 * p - n), 0, 9),
    }),
  },
  {
    exam: 'gre',
    course: 'gre',
    product: 'gre-starter',
    mocks: ['mock-1'],
    practice: ['practice-verbal-week-2-test-1', 'practice-quant-week-1-test-1'],
    evaluated: (p, n) => ({ Writing: clamp(Math.round((1 + 5 * p + n) * 2) / 2, 0, 6) }),
  },
  {
    exam: 'sat',
    course: 'sat',
    product: 'english-plus',
    mocks: ['mock-1'],
    practice: ['practice-reading-writing-week-2-test-1', 'practice-math-week-1-test-1'],
  },
  {
    exam: 'pte',
    course: 'pte',
    product: 'pte-starter',
    mocks: ['mock-1'],
    practice: [
      'pte-sectional-reading-1-object',
      'pte-sectional-listening-1-object',
      'practice-reading-week-1-test-1',
    ],
  },
  {
    exam: 'celpip',
    course: 'celpip',
    product: 'english-plus',
    mocks: ['mock-1'],
    practice: ['practice-listening-week-2-test-1', 'practice-reading-week-1-test-1'],
    evaluated: (p, n) => ({
      Writing: clamp(Math.round(3 + 8 * p + n * 2), 3, 12),
      Speaking: clamp(Math.round(3 + 8 * p - n * 2), 3, 12),
    }),
  },
  {
    exam: 'duolingo',
    course: 'duolingo',
    product: 'english-plus',
    mocks: ['mock-1'],
    practice: ['practice-literacy-week-2-test-1', 'practice-conversation-week-1-test-1'],
  },
];

/** The demo's cohort: this many students per exam. */
export const COHORT_SIZE = 5;
export const COHORT_PASSWORD = 'Portico@123';
export const cohortEmail = (exam: string, n: number) => `cohort.${exam}.${n}@portico.test`;

/** mulberry32: a small PRNG with a fixed seed, so every seed run writes the same histories. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A standard normal draw (Box-Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

/** One planned attempt: which card, how many days ago, and the student's ability then (0-1). */
export interface PlannedAttempt {
  object: string;
  mock: boolean;
  daysAgo: number;
  p: number;
  noise: number;
}

/**
 * A student's eight weeks: a practice or sectional test each week and 3-6 full mocks, on a
 * learning curve (a start between 35 % and 75 % right, up to 2.5 points a week) with each test's
 * own noise.
 */
export function planHistory(x: CohortExam, n: number): PlannedAttempt[] {
  const rng = prng(n * 7919 + x.exam.length * 104_729 + x.exam.charCodeAt(0));
  const start = 0.35 + 0.4 * rng.next();
  const gain = 0.025 * rng.next();
  const mockWeeks = [1, 3, 5, 7, 6, 4].slice(0, 3 + Math.floor(rng.next() * 4));
  const plan: PlannedAttempt[] = [];
  for (let week = 0; week < 8; week++) {
    const daysAgo = 58 - week * 7;
    const ability = start + gain * week;
    const draw = () => clamp(ability + 0.06 * rng.normal(), 0.05, 0.98);
    plan.push({
      object: x.practice[week % x.practice.length] ?? '',
      mock: false,
      daysAgo,
      p: draw(),
      noise: 0.4 * rng.normal(),
    });
    if (mockWeeks.includes(week)) {
      plan.push({
        object: x.mocks[week % x.mocks.length] ?? '',
        mock: true,
        daysAgo: daysAgo - 3,
        p: draw(),
        noise: 0.4 * rng.normal(),
      });
    }
  }
  return plan;
}

type Ids = { course: (key: string) => string };

/** Seeds the cohort once per company that has the exams' courses; seeding again changes nothing. */
export async function seedCohort(
  db: Db,
  c: Pick<DemoCompany, 'code' | 'defaultDialCode' | 'defaultCountryCode'>,
  productRows: Map<string, SeededProduct>,
  ids: Ids,
  now: Date,
  size = COHORT_SIZE,
) {
  const repo = new AssessmentRepository(db);
  for (const x of COHORT) {
    if (!productRows.has(x.product)) continue;
    const people = Array.from({ length: size }, (_, i) => ({
      name: `Cohort ${x.exam.toUpperCase()} ${i + 1}`,
      email: cohortEmail(x.exam, i + 1),
      password: COHORT_PASSWORD,
      mobileNumber: `90000${String(COHORT.indexOf(x)).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
      cityName: 'Pune',
      products: [x.product],
      extraTimePercent: 0 as const,
    }));
    await seedStudents(db, c, people, productRows, now);
    for (const [i, person] of people.entries()) {
      const studentId = seedId(c.code, 'student', person.email);
      for (const [k, planned] of planHistory(x, i + 1).entries()) {
        const key = `cohort/${x.exam}/${i + 1}/${k}`;
        await seedCohortAttempt(
          db,
          repo,
          c.code,
          { x, key, studentId, planned, courseId: ids.course(x.course) },
          now,
        );
      }
    }
  }
}

/**
 * A question students answer as if it had two right answers (an ambiguous question, as authors do
 * write): a student of ability `from` and above chooses the wrong option `option` (its place among the
 * options); the others answer it as any other question.
 */
export interface Disputed {
  itemKey: string;
  option: number;
  from: number;
}

/** Whose attempt, of which card, when and how able, and the question disputed (if any). */
export interface CohortAttempt {
  x: Pick<CohortExam, 'evaluated'>;
  key: string;
  studentId: string;
  planned: PlannedAttempt;
  courseId: string;
  disputed?: Disputed;
}

/** One planned attempt stored as ended, answered by its ability, routed and scored; once. */
export async function seedCohortAttempt(
  db: Db,
  repo: AssessmentRepository,
  companyCode: string,
  a: CohortAttempt,
  now: Date,
) {
  const id = seedId(companyCode, 'attempt', a.key);
  const [existing] = await db
    .select({ id: studentTests.id })
    .from(studentTests)
    .where(eq(studentTests.id, id));
  if (existing) return;
  const objectId = contentIds.object(companyCode, a.courseId, a.planned.object);
  const { testId, content, sections } = await attemptTest(
    db,
    repo,
    companyCode,
    { key: a.key, object: a.planned.object },
    objectId,
  );
  // A multistage mock's second modules are routed as a student's would be (decision 063): Module 1
  // is answered, the route taken from those answers, then the route's Module 2 answered.
  const { itemOrder, routes } = drawRoutes(sections, (s) =>
    content.items.filter((i) => i.sectionId === s.id).sort((p, q) => p.orderNo - q.orderNo),
  );
  const startedAt = addDays(now, -a.planned.daysAgo);
  const timeLimitSeconds = sections.reduce((sum, s) => sum + s.durationMinutes * 60, 0);
  const endedAt = new Date(startedAt.getTime() + Math.round(timeLimitSeconds * 0.9) * 1000);
  const evaluated = a.planned.mock ? (a.x.evaluated?.(a.planned.p, a.planned.noise) ?? {}) : {};
  const released = Object.keys(evaluated).length > 0;
  await db.insert(studentTests).values({
    id,
    companyCode,
    studentId: a.studentId,
    testId,
    courseId: a.courseId,
    learningObjectId: objectId,
    status: 'Completed',
    itemOrder,
    routes,
    timeLimitSeconds,
    startedAt,
    deadlineAt: new Date(startedAt.getTime() + timeLimitSeconds * 1000),
    endedAt,
    endedBy: 'student',
    evaluationStatus: released ? 1 : null,
    evaluationRequestedAt: released ? endedAt : null,
    evaluatedBands: evaluated,
    createdAt: startedAt,
  });
  const rows = cohortAnswers(id, companyCode, a.studentId, a.planned.p, {
    content,
    sections,
    itemOrder,
    startedAt,
    disputed: a.disputed,
  });
  if (rows.length > 0) await db.insert(tracks).values(rows);
  const [answered] = await db.select().from(studentTests).where(eq(studentTests.id, id));
  if (answered && Object.keys(routes).length > 0) {
    await routeEverySection(repo, answered, { ...content, sections }, endedAt);
    const [routed] = await db.select().from(studentTests).where(eq(studentTests.id, id));
    const moduleTwo = Object.fromEntries(Object.keys(routes).map((s) => [s, routed?.itemOrder[s] ?? []]));
    const more = cohortAnswers(`${id}/2`, companyCode, a.studentId, a.planned.p, {
      content,
      sections,
      itemOrder: moduleTwo,
      startedAt,
    }).map((r) => ({ ...r, studentTestId: id }));
    if (more.length > 0) await db.insert(tracks).values(more);
  }
  const [row] = await db.select().from(studentTests).where(eq(studentTests.id, id));
  if (row) await rescoreAttempt(repo, row);
}

type TestContent = Awaited<ReturnType<typeof attemptTest>>;

/** The attempt's answers: each answerable question right with the attempt's ability, else wrong or left out. */
function cohortAnswers(
  id: string,
  companyCode: string,
  studentId: string,
  p: number,
  test: Pick<TestContent, 'content' | 'sections'> & {
    itemOrder: Record<string, string[]>;
    startedAt: Date;
    disputed?: Disputed;
  },
) {
  const { content, sections, itemOrder, startedAt, disputed } = test;
  const a = { studentId, planned: { p } };
  const rng = prng(id.split('').reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7));
  const rows: (typeof tracks.$inferInsert)[] = [];
  const byId = new Map(content.items.map((i) => [i.id, i]));
  for (const section of sections) {
    for (const itemId of itemOrder[section.id] ?? []) {
      const item = byId.get(itemId);
      if (!item) continue;
      const scorable = toScorableItem(
        item,
        content.options.filter((o) => o.itemId === itemId),
      );
      const right = rightResponse(scorable);
      if (!right) continue;
      // Right with the attempt's ability; else a wrong choice, or a typed answer left out.
      let response: ItemResponse | null = rng.next() < a.planned.p ? right : wrongChoice(scorable);
      if (disputed?.itemKey === item.key && p >= disputed.from) {
        const option = scorable.options[disputed.option];
        response = option ? { selectedOptionId: option.id } : response;
      }
      if (!response) continue;
      rows.push({
        studentTestId: id,
        itemId,
        companyCode,
        studentId: a.studentId,
        sectionId: section.id,
        trackNumber: rows.length + 1,
        selectedOptionId: response.selectedOptionId ?? null,
        enteredText: response.enteredText ?? null,
        inputResponses: (response.inputResponses ?? []).map((r) => ({ value: r.value ?? null })),
        timeTaken: 40,
        receivedAt: new Date(startedAt.getTime() + (rows.length + 1) * 40_000),
      });
    }
  }
  return rows;
}
