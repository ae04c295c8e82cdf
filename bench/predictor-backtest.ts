// The score predictor's backtest (issue 42, decision 059): the demo seeded into PGlite in this
// process (its cohort of students per exam with weeks of practice, sectional and mock tests stored as
// real attempts), then, for every student and exam course, each full mock predicted from only what
// came before it by the predictor the API runs, against what the mock scored: mean absolute error
// per exam and how often the truth fell inside the stated 80 % interval.
//   npx tsx bench/predictor-backtest.ts [--fit]
// --fit also prints, per measure, the 80th percentile of the error as a share of the interval's
// half-width: 1 when the stated 80 % interval is calibrated on these histories.

import { parseArgs } from 'node:util';
import { examOf } from '@portico/contract/score-gap';
import { and, eq, isNotNull } from 'drizzle-orm';
import { courses, studentTests } from '../apps/api/src/db/schema';
import {
  type BacktestCase,
  backtestStudent,
  summariseAll,
} from '../apps/api/src/modules/prediction/backtest';
import { PredictionRepository } from '../apps/api/src/modules/prediction/prediction.repository';
import { seedDemo } from '../apps/api/src/seed/seed';
import { freshDatabase } from './lib/database';

const fresh = await freshDatabase('pglite', 'predictor_backtest');
const database = await fresh.open(4);
await database.migrate();
const seeding = performance.now();
await seedDemo(database.db);
const seededMs = performance.now() - seeding;

const repo = new PredictionRepository(database.db);
const pairs = await database.db
  .selectDistinct({
    companyCode: studentTests.companyCode,
    studentId: studentTests.studentId,
    courseId: studentTests.courseId,
    examFamily: courses.examFamily,
  })
  .from(studentTests)
  .innerJoin(courses, eq(courses.id, studentTests.courseId))
  .where(and(eq(studentTests.status, 'Completed'), isNotNull(studentTests.report)));

const cases: BacktestCase[] = [];
let students = 0;
for (const p of pairs) {
  const exam = examOf(null, p.examFamily);
  if (!exam || !p.courseId) continue;
  const attempts = await repo.attempts(p.companyCode, p.studentId, p.courseId);
  const own = backtestStudent(exam, attempts);
  if (own.length > 0) students++;
  cases.push(...own);
}

const fmt = (v: number, digits = 2) => v.toFixed(digits);
console.log(
  `demo seeded in ${(seededMs / 1000).toFixed(1)} s; ${students} student-course histories, ${cases.length} predicted measures of a next mock`,
);
console.log('| exam | measure | n | MAE | 80 % interval coverage | mean interval width |');
console.log('|---|---|---|---|---|---|');
for (const s of summariseAll(cases)) {
  console.log(
    `| ${s.exam} | ${s.measure} | ${s.n} | ${fmt(s.mae)} | ${fmt(s.coverage * 100, 0)} % | ${fmt(s.width)} |`,
  );
}
const { values } = parseArgs({ options: { fit: { type: 'boolean', default: false } } });
if (values.fit) {
  // Per exam and measure: the error at which 80 % of the cases fall, as a share of the stated
  // interval's half-width (1: calibrated; above 1: the intervals are too narrow).
  console.log('\n| exam | measure | n | 80th percentile of error / half-width |');
  console.log('|---|---|---|---|');
  const keys = [...new Set(cases.map((c) => `${c.exam}/${c.measure}`))];
  for (const key of keys) {
    const own = cases.filter((c) => `${c.exam}/${c.measure}` === key);
    const ratios = own
      .map((c) => Math.abs(c.truth - c.predicted) / Math.max((c.high - c.low) / 2, 1e-9))
      .sort((a, b) => a - b);
    const at80 = ratios[Math.min(ratios.length - 1, Math.ceil(0.8 * ratios.length) - 1)] ?? 0;
    console.log(`| ${key.replace('/', ' | ')} | ${own.length} | ${fmt(at80)} |`);
  }
}
await database.close();
await fresh.dispose();
