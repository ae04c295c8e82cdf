import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  answerFirstOptionsAndEnd,
  assessmentFixture,
  launchedItems,
  launchPractice,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { type StoredTestReport, studentTests } from '../../db/schema';
import { AssessmentRepository } from './assessment.repository';
import { rescoreStaleAttempts } from './rescore-stale';
import { SCORING_VERSION } from './score-attempt';

// Decision 040: a report made by older scoring rules (before IELTS counted marks, before PTE's and
// Duolingo's overall was stored) is scored again from the stored answers, not left showing '-'.
const t = useTestApp();
const log = { info: vi.fn(), warn: vi.fn() };

const reportOf = async (id: string) =>
  (await t.database.db.select().from(studentTests).where(eq(studentTests.id, id)))[0]?.report ?? null;

/** The report as the rules before versions stored it: items counted, no version. */
async function makeOld(id: string, report: StoredTestReport) {
  const { version: _, ...old } = report;
  await t.database.db
    .update(studentTests)
    .set({ report: { ...old, totalQuestions: 5, questionsAttempted: 5, correctAnswer: 2 } })
    .where(eq(studentTests.id, id));
}

/** An attempt of the sample IELTS test, answered and ended, with its report as stored. */
async function endedAttempt() {
  const f = await assessmentFixture(t);
  const { id, data } = await launchPractice(f);
  await answerFirstOptionsAndEnd(f, id, launchedItems(data));
  const report = (await reportOf(id)) as StoredTestReport;
  return { f, id, report };
}

describe('reports made by older scoring rules', () => {
  it('are each scored again once, by the current rules, from the stored answers', async () => {
    const { f, id, report } = await endedAttempt();
    expect(report.version).toBe(SCORING_VERSION);
    await makeOld(id, report);
    // An attempt still in progress has no report to renew.
    await launchPractice(f);

    const repo = new AssessmentRepository(t.database.db);
    const options = { companyCode: f.company.code };
    expect(await rescoreStaleAttempts(repo, log, options)).toBe(1);
    expect(await reportOf(id)).toEqual(report);
    expect(await rescoreStaleAttempts(repo, log, options)).toBe(0);
  });

  it('pages through many, in batches, and passes by one it cannot score', async () => {
    const first = await endedAttempt();
    const second = await endedAttempt();
    const third = await endedAttempt();
    for (const a of [first, second, third]) await makeOld(a.id, a.report);
    const repo = new AssessmentRepository(t.database.db);
    const failing = vi.spyOn(repo, 'withAttempt');
    failing.mockRejectedValueOnce(new Error('the test is gone'));
    expect(await rescoreStaleAttempts(repo, log, { batch: 1, companyCode: first.f.company.code })).toBe(0);
    expect(log.warn).toHaveBeenCalledOnce();
    failing.mockRestore();
    for (const a of [first, second, third]) {
      expect(await rescoreStaleAttempts(repo, log, { batch: 1, companyCode: a.f.company.code })).toBe(1);
      expect((await reportOf(a.id))?.version).toBe(SCORING_VERSION);
    }
  });

  it('is scored again when the student opens it before the job came to it', async () => {
    const { f, id, report } = await endedAttempt();
    await makeOld(id, report);
    const res = await f.c.get(`/api/default-report?testId=${id}`);
    expect(res.statusCode).toBe(200);
    // The sample's two-blank item and 'Choose TWO' are two questions each: 7, not the old 5.
    expect(res.json().data.studentTest.report).toMatchObject({ totalQuestions: 7 });
    expect(await reportOf(id)).toEqual(report);
  });
});
