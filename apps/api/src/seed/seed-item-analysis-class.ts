// A class of twelve IELTS students who each took one sectional reading test (issue 45), so that
// Console › Item analysis opens on figures a teacher can act on: each student answers by their
// ability, except question 34 ('What is the writer's view…'), whose option C the stronger readers
// prefer to the key, as they do with an ambiguous question. The analysis flags it.
import type { Db } from '../db/client';
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
  test: 'ielts-sectional-reading-3',
  disputed: { itemKey: 'r3-q34', option: 2, from: 0.55 } satisfies Disputed,
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
    await seedCohortAttempt(
      db,
      repo,
      c.code,
      {
        x: {},
        key: `class/ielts/${i + 1}`,
        studentId: seedId(c.code, 'student', person.email),
        planned: { object: k.object, mock: false, daysAgo: 3 + (i % 12), p, noise: 0.2 * rng.normal() },
        courseId: ids.course(k.course),
        disputed: k.disputed,
      },
      now,
    );
  }
}
