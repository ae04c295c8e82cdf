import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createStudent, useTestApp } from '../../../test/harness';
import { type StoredTestReport, studentTests } from '../../db/schema';
import { COHORT, planHistory, prng } from '../../seed/seed-cohort';
import { roundToHalfBand } from '../assessment/scoring/ielts';
import { backtestStudent, summarise } from './backtest';
import { PredictionRepository } from './prediction.repository';

const t = useTestApp();
const DAY = 86_400_000;
const SKILLS = ['Listening', 'Reading', 'Writing', 'Speaking'];

const report = (bands: number[]) =>
  ({
    totalQuestions: 0,
    questionsAttempted: 0,
    correctAnswer: 0,
    inCorrectAnswer: 0,
    skippedAnswer: 0,
    accuracy: '0',
    score: 0,
    band: null,
    lateAnswers: 0,
    sections: bands.map((band, i) => ({
      id: `s${i}`,
      title: SKILLS[i],
      referenceType: SKILLS[i],
      score: 0,
      totalQuestions: 10,
      questionsAttempted: 10,
      correctAnswer: 5,
      inCorrectAnswer: 5,
      skippedAnswer: 0,
      accuracy: '0',
      timeTaken: 0,
      band,
      scaledScore: null,
    })),
  }) as StoredTestReport;

// The backtest harness on a small cohort in the test database (the demo's schedule of practice and
// mocks on a learning curve; each skill band the ability plus a test's noise of 0.5 band): the
// stated 80 % interval must hold the next mock's band most of the time, but not always: a harness
// that leaked the future, or intervals gone too narrow or too wide, would leave this band.
describe('the predictor backtest harness', () => {
  it('predicts each next mock from what came before, with coverage in a sane band', async () => {
    const f = await assessmentFixture(t);
    const repo = new PredictionRepository(t.database.db);
    const ielts = COHORT.find((x) => x.exam === 'ielts');
    if (!ielts) throw new Error('no IELTS cohort');
    const cases = [];
    for (let n = 1; n <= 8; n++) {
      const s = await createStudent(t, f.company.code);
      const noise = prng(n * 31);
      for (const planned of planHistory(ielts, n)) {
        const at = new Date(t.clock.now().getTime() - planned.daysAgo * DAY);
        const bands = SKILLS.map(() =>
          Math.min(9, Math.max(0, roundToHalfBand(2.5 + 7 * planned.p + 0.5 * noise.normal()))),
        );
        await t.database.db.insert(studentTests).values({
          companyCode: f.company.code,
          studentId: s.id,
          testId: f.testId,
          courseId: f.courseId,
          learningObjectId: planned.mock ? f.objects.mock : f.objects.practice,
          status: 'Completed',
          itemOrder: {},
          timeLimitSeconds: 3600,
          startedAt: at,
          endedAt: at,
          report: report(bands),
        });
      }
      cases.push(...backtestStudent('ielts', await repo.attempts(f.company.code, s.id, f.courseId)));
    }
    const all = summarise('ielts', 'all', cases);
    expect(all.n).toBeGreaterThan(40);
    expect(all.coverage).toBeGreaterThan(0.65);
    expect(all.coverage).toBeLessThan(0.97);
    expect(all.mae).toBeLessThan(1);
    // Leave-future-out: no prediction of a mock ever had that mock in its evidence (else a first
    // mock with no earlier work would be predicted too).
    expect(cases.every((c) => c.evidence > 0)).toBe(true);
  });
});
