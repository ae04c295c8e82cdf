import { randomUUID } from 'node:crypto';
import type { AttemptFeedback } from '@portico/contract/answer-feedback';
import type { BandModels } from '@portico/contract/console-feedback';
import { answerResult } from '@portico/contract/evaluation-results';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EvaluationFixture, evaluationFixture } from '../../../test/evaluation-fixture';
import { measuredFeedback } from '../../../test/feedback-fixture';
import { type TestContext, useTestApp } from '../../../test/harness';
import { answerFeedback, itemEvaluations, studentTests } from '../../db/schema';
import { EstimateNotes } from './band-estimates';
import { linearWorld, noiseWorld } from './calibration/fixtures/band-worlds';
import type { BandExample } from './calibration/model';

// Issue 41 §2: a band estimate per company and task type, fitted on the company's own released
// evaluations, refitted as they arrive, shown to a student only above the bar and always to the
// teacher as a suggestion; no estimate (and why) before there are enough graded essays.

const t = useTestApp();
const rubric = RUBRICS['ielts-writing-task2'];

/**
 * Graded Task 2 essays of the fixture's company, as the pass would leave them: each a released
 * attempt of the fixture's test with its measured answer and the teacher's criteria.
 */
async function gradedEssays(t: TestContext, f: EvaluationFixture, examples: BandExample[]) {
  const db = t.database.db;
  for (const e of examples) {
    const id = randomUUID();
    await db.insert(studentTests).values({
      id,
      companyCode: f.company.code,
      studentId: f.student.id,
      testId: f.testId,
      itemOrder: {},
      timeLimitSeconds: 3600,
      status: 'Completed',
      evaluationStatus: 1,
    });
    await db.insert(answerFeedback).values({
      studentTestId: id,
      itemId: f.items.w2,
      companyCode: f.company.code,
      state: 'ready',
      rubricId: rubric.id,
      writing: e.indicators,
    });
    const score = answerResult(rubric, e.criteria, 9)?.itemScore ?? 0;
    await db.insert(itemEvaluations).values({
      studentTestId: id,
      itemId: f.items.w2,
      companyCode: f.company.code,
      score,
      criteria: e.criteria,
    });
  }
}

/** The fixture's own attempt's Task 2 feedback, as the student reads it. */
async function studentsTask2(f: EvaluationFixture) {
  const { answers } = await measuredFeedback(t, f.c, f.attemptId);
  return answers.find((a) => a.itemId === f.items.w2);
}

describe('band estimate', () => {
  it('has none before enough essays are graded, and says why', async () => {
    const f = await evaluationFixture(t);
    await gradedEssays(t, f, linearWorld(10, 0.3));
    await t.app.services.bandEstimates.refitAll(f.company.code);
    const answer = await studentsTask2(f);
    expect(answer?.estimate).toBeNull();
    expect(answer?.estimateNote).toBe(EstimateNotes.tooFew(10));
    const models = (await f.asAdmin.c.get('/api/console/band-estimates', f.asAdmin.token)).json()
      .data as BandModels;
    expect(models.models).toEqual([
      expect.objectContaining({
        rubricId: rubric.id,
        essays: 10,
        shown: false,
        result: null,
        note: expect.stringMatching(/^Fewer than 30/),
      }),
    ]);
  });

  it('shows the student a range once held-out agreement clears the bar, and the teacher a suggestion', async () => {
    const f = await evaluationFixture(t);
    await gradedEssays(t, f, linearWorld(200, 0.3));
    const answer = await studentsTask2(f);
    // The student asked before the refit pass ran: no model yet.
    expect(answer?.estimate).toBeNull();
    await t.app.services.bandEstimates.refitAll(f.company.code);
    const after = await studentsTask2(f);
    expect(after?.estimate).toMatchObject({ resultLabel: 'Band', essays: 200 });
    expect(after?.estimate?.low).toBeLessThanOrEqual(after?.estimate?.high ?? -1);
    expect(after?.estimate?.criteria.map((c) => c.key)).toEqual(['TR', 'CC', 'LR', 'GRA']);
    const models = (await f.asAdmin.c.get('/api/console/band-estimates', f.asAdmin.token)).json()
      .data as BandModels;
    const [model] = models.models;
    expect(model).toMatchObject({ essays: 200, shown: true, note: '' });
    expect(model?.result?.qwk).toBeGreaterThanOrEqual(0.7);
    expect(model?.heldOut).toBe(model?.result?.n);
    // The teacher's workspace: the estimate per criterion, with its agreement.
    const teacher = await f.asFaculty.c.get(
      `/api/console/evaluations/${f.attemptId}/feedback`,
      f.asFaculty.token,
    );
    expect(teacher.statusCode).toBe(200);
    const theirs = (teacher.json().data as AttemptFeedback).answers.find((a) => a.itemId === f.items.w2);
    expect(theirs?.estimate?.criteria).toHaveLength(4);
    expect(theirs?.estimateNote).toMatch(/QWK 0\.\d\d/);
    // A faculty member is not shown the company's models; a member of no course not this attempt.
    expect((await f.asFaculty.c.get('/api/console/band-estimates', f.asFaculty.token)).statusCode).toBe(403);
    expect(
      (await f.asOutsider.c.get(`/api/console/evaluations/${f.attemptId}/feedback`, f.asOutsider.token))
        .statusCode,
    ).toBe(403);
  });

  it('keeps the estimate from students under the bar, and one company’s essays out of another’s model', async () => {
    const noisy = await evaluationFixture(t);
    await gradedEssays(t, noisy, noiseWorld(200));
    const clean = await evaluationFixture(t);
    await gradedEssays(t, clean, linearWorld(60, 0.3));
    await t.app.services.bandEstimates.refitAll(noisy.company.code);
    await t.app.services.bandEstimates.refitAll(clean.company.code);
    const answer = await studentsTask2(noisy);
    expect(answer?.estimate).toBeNull();
    expect(answer?.estimateNote).toBe(EstimateNotes.underBar);
    const models = (await noisy.asAdmin.c.get('/api/console/band-estimates', noisy.asAdmin.token)).json()
      .data as BandModels;
    expect(models.models[0]).toMatchObject({
      essays: 200,
      shown: false,
      note: expect.stringMatching(/Students do not see it: .*QWK/),
    });
    const theirs = (await clean.asAdmin.c.get('/api/console/band-estimates', clean.asAdmin.token)).json()
      .data as BandModels;
    expect(theirs.models.map((m) => m.essays)).toEqual([60]);
    // The teacher still sees it, labelled as under the bar.
    const teacher = (
      await noisy.asAdmin.c.get(`/api/console/evaluations/${noisy.attemptId}/feedback`, noisy.asAdmin.token)
    ).json().data as AttemptFeedback;
    expect(teacher.answers.find((a) => a.itemId === noisy.items.w2)?.estimateNote).toMatch(
      /students do not see it/,
    );
  });

  it('is refitted when a grade changes, and only then', async () => {
    const f = await evaluationFixture(t);
    await gradedEssays(t, f, linearWorld(40, 0.3));
    const first = await t.app.services.bandEstimates.refit(f.company.code, rubric.id);
    const again = await t.app.services.bandEstimates.refit(f.company.code, rubric.id);
    expect(again.fittedAt).toEqual(first.fittedAt);
    expect(again.fingerprint).toBe(first.fingerprint);
    await gradedEssays(t, f, linearWorld(1, 0.3, 9));
    const refitted = await t.app.services.bandEstimates.refit(f.company.code, rubric.id);
    expect(refitted.essays).toBe(41);
    expect(refitted.fingerprint).not.toBe(first.fingerprint);
  });

  it('measures graded answers that never were (older attempts, the demo’s seed) so they can train it', async () => {
    const f = await evaluationFixture(t);
    const db = t.database.db;
    // A released grade of an answer whose feedback was never queued.
    await db.delete(answerFeedback).where(eq(answerFeedback.studentTestId, f.attemptId));
    await db.update(studentTests).set({ evaluationStatus: 1 }).where(eq(studentTests.id, f.attemptId));
    const criteria = { TR: 6, CC: 6, LR: 6, GRA: 6 };
    await db.insert(itemEvaluations).values({
      studentTestId: f.attemptId,
      itemId: f.items.w2,
      companyCode: f.company.code,
      score: 6,
      criteria,
    });
    await t.app.services.bandEstimates.refitAll(f.company.code);
    const [queued] = await db
      .select()
      .from(answerFeedback)
      .where(eq(answerFeedback.studentTestId, f.attemptId));
    expect(queued?.itemId).toBe(f.items.w2);
    await measuredFeedback(t, f.c, f.attemptId);
    await t.app.services.bandEstimates.refitAll(f.company.code);
    const models = (await f.asAdmin.c.get('/api/console/band-estimates', f.asAdmin.token)).json()
      .data as BandModels;
    expect(models.models).toEqual([expect.objectContaining({ rubricId: rubric.id, essays: 1 })]);
  });
});
