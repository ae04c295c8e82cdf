import { randomUUID } from 'node:crypto';
import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import {
  type SecondMarkingRow,
  type SecondMarkingView,
  SecondMarkingMessages as SM,
} from '@portico/contract/console-second-marking';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { type EvaluationFixture, evaluationFixture, fullEvaluation } from '../../../test/evaluation-fixture';
import { useTestApp } from '../../../test/harness';
import { auditLog, itemEvaluations } from '../../db/schema';
import { sampled } from './second-marking';

/**
 * Second marking (issue 40, decision 057): the company's sample or a request holds the release;
 * another teacher grades blind; an administrator sees both with the difference and settles.
 */
const t = useTestApp();

type Session = EvaluationFixture['asAdmin'];

async function setSample(f: EvaluationFixture, percent: number, reviewBeforeRelease = false) {
  const view = await f.asAdmin.c.get('/api/console/settings', f.asAdmin.token);
  const settings = view.json().data.settings;
  const grading = { blindMarking: false, reviewBeforeRelease, secondMarkingPercent: percent };
  const saved = await f.asAdmin.c.send({
    method: 'PUT',
    url: '/api/console/settings',
    payload: { ...settings, grading },
    token: f.asAdmin.token,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Another teacher of the course, to give the second marking. */
async function secondTeacher(f: EvaluationFixture): Promise<Session> {
  const member = await createStaff(t, f.company.code, { role: 'faculty', courseIds: [f.courseId] });
  return staffLogin(t, f.company.host, member.email, member.password);
}

const url = (id: string, what: string) => `/api/console/evaluations/${id}/${what}`;
const post = (s: Session, id: string, what: string, body: object) => s.c.post(url(id, what), body, s.token);
const put = (s: Session, id: string, what: string, body: object) =>
  s.c.send({ method: 'PUT', url: url(id, what), payload: body, token: s.token });
const detail = async (s: Session, id: string) =>
  (await s.c.get(`/api/console/evaluations/${id}`, s.token)).json().data as {
    item: { state: string };
    draft: unknown;
    draftVersion: number;
    secondMarking: SecondMarkingView | null;
  };

/** The second marker's grades: Task 2 two bands below the first (flagged), the rest the same. */
const secondGrades = (f: EvaluationFixture) => {
  const full = fullEvaluation(f);
  return {
    ...full,
    answers: {
      ...full.answers,
      [f.items.w2]: { criteria: { TR: 5, CC: 7, LR: 7, GRA: 7 }, comments: 'Position unclear.' },
    },
  };
};

describe('the sample', () => {
  it('is a fixed share of attempts, the same attempt always in or out', () => {
    const ids = Array.from({ length: 4000 }, () => randomUUID());
    const share = ids.filter((id) => sampled(id, 10)).length / ids.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    const [id = ''] = ids;
    expect(sampled(id, 10)).toBe(sampled(id, 10));
    expect(ids.some((i) => sampled(i, 0))).toBe(false);
    expect(ids.every((i) => sampled(i, 100))).toBe(true);
  });

  it('holds the release, is graded blind by another teacher, compared and settled', async () => {
    const f = await evaluationFixture(t);
    const other = await secondTeacher(f);
    await setSample(f, 100);
    const first = { ...fullEvaluation(f), baseVersion: 0 };

    const opened = await detail(f.asFaculty, f.attemptId);
    expect(opened.secondMarking).toMatchObject({
      reason: 'sample',
      status: 'awaiting-first',
      marking: false,
    });
    const released = await post(f.asFaculty, f.attemptId, 'release', first);
    expect(released.statusCode).toBe(400);
    expect(released.json().message).toBe(SM.pickFirst);

    const sent = await post(f.asFaculty, f.attemptId, 'mark', first);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(SM.sent);
    expect(sent.json().data.item.state).toBe('second');
    expect(sent.json().data.secondMarking).toMatchObject({ status: 'open', locked: true, marking: false });
    // The first marking is kept as it was sent, and its teacher does not mark it twice.
    const edit = await put(f.asFaculty, f.attemptId, 'draft', { ...first, baseVersion: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(SM.kept);
    const self = await put(f.asFaculty, f.attemptId, 'second/draft', { ...first, baseVersion: 0 });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(SM.self);

    // Blind: the second marker's page holds none of the first's grades or comments.
    const blind = await other.c.get(`/api/console/evaluations/${f.attemptId}`, other.token);
    expect(blind.json().data.secondMarking).toMatchObject({ marking: true, comparison: null });
    expect(blind.json().data.draft).toBeNull();
    expect(blind.json().data.draftVersion).toBe(0);
    expect(blind.body).not.toContain('Clear position.');

    const partial = {
      answers: { [f.items.w1]: { criteria: { TA: 6 } } },
      overallComment: '',
      baseVersion: 0,
    };
    const saved = await put(other, f.attemptId, 'second/draft', partial);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.draftVersion).toBe(1);
    expect(
      (await put(other, f.attemptId, 'second/draft', { ...partial, baseVersion: 2 ** 31 })).statusCode,
    ).toBe(409);
    const stale = await put(other, f.attemptId, 'second/draft', partial);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.draftVersion).toBe(1);
    // Not released, reviewed or settled while it is open.
    expect((await post(f.asAdmin, f.attemptId, 'release', { ...first, baseVersion: 1 })).json().message).toBe(
      SM.open,
    );
    const early = await post(f.asAdmin, f.attemptId, 'second/settle', { keep: 'first', baseVersion: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(SM.notIn);
    expect((await detail(f.asAdmin, f.attemptId)).secondMarking?.comparison).toBeNull();

    const incomplete = await post(other, f.attemptId, 'second/submit', { ...partial, baseVersion: 1 });
    expect(incomplete.statusCode).toBe(400);
    const submitted = await post(other, f.attemptId, 'second/submit', { ...secondGrades(f), baseVersion: 1 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toBe(SM.submitted);
    const late = await put(other, f.attemptId, 'second/draft', { ...partial, baseVersion: 2 });
    expect(late.statusCode).toBe(409);
    // Sent, the second marker reads their own marking, still not the first.
    const after = await other.c.get(`/api/console/evaluations/${f.attemptId}`, other.token);
    expect(after.json().data.secondMarking).toMatchObject({ marking: false, locked: true, comparison: null });
    expect(after.body).toContain('Position unclear.');
    expect(after.body).not.toContain('Clear position.');

    const compared = (await detail(f.asAdmin, f.attemptId)).secondMarking;
    expect(compared?.status).toBe('submitted');
    const row = (item: string, criterion: string | null) =>
      compared?.comparison?.rows.find(
        (r: SecondMarkingRow) => r.itemId === item && r.criterion === criterion,
      );
    expect(row(f.items.w2, 'TR')).toMatchObject({ first: 7, second: 5, difference: -2, flagged: true });
    expect(row(f.items.w1, 'TA')).toMatchObject({ first: 6, second: 6, difference: 0, flagged: false });
    // Task 2's band: 7 against the mean of 5, 7, 7, 7 = 6.5 (half a band: within the tolerance).
    expect(row(f.items.w2, null)).toMatchObject({ label: 'Band', first: 7, second: 6.5, flagged: false });
    // The first marker sees neither until it is settled.
    const firstView = (await detail(f.asFaculty, f.attemptId)).secondMarking;
    expect(firstView).toMatchObject({ comparison: null, locked: true });
    expect(
      (await post(f.asFaculty, f.attemptId, 'second/settle', { keep: 'first', baseVersion: 1 })).statusCode,
    ).toBe(403);

    // A settle over a version the page never had is refused with the draft as it stands, not a 500.
    const huge = await post(f.asAdmin, f.attemptId, 'second/settle', {
      keep: 'second',
      baseVersion: 2 ** 31,
    });
    expect(huge.statusCode).toBe(409);
    expect(huge.json().data.draftVersion).toBe(1);
    const settled = await post(f.asAdmin, f.attemptId, 'second/settle', { keep: 'second', baseVersion: 1 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().message).toBe(SM.settled);
    expect(settled.json().data.item.state).toBe('reviewed');
    expect(settled.json().data.secondMarking).toMatchObject({ status: 'settled', settledWith: 'second' });
    const out = await post(f.asAdmin, f.attemptId, 'release', { ...secondGrades(f), baseVersion: 2 });
    expect(out.statusCode, out.body).toBe(200);

    const [task2] = await t.database.db
      .select()
      .from(itemEvaluations)
      .where(and(eq(itemEvaluations.studentTestId, f.attemptId), eq(itemEvaluations.itemId, f.items.w2)));
    expect(task2?.criteria).toMatchObject({ TR: 5 });
    const acts = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.attemptId))).map(
      (e) => e.action,
    );
    expect(acts).toEqual(
      expect.arrayContaining(['evaluation.mark', 'evaluation.second-submit', 'evaluation.second-settle']),
    );
    // Both markers read the comparison once it is settled.
    expect((await detail(f.asFaculty, f.attemptId)).secondMarking?.comparison?.rows.length).toBeGreaterThan(
      0,
    );
  });

  it('opens when the teacher sends it for review, and the review waits for the settling', async () => {
    const f = await evaluationFixture(t);
    await setSample(f, 100, true);
    const sent = await post(f.asFaculty, f.attemptId, 'mark', { ...fullEvaluation(f), baseVersion: 0 });
    expect(sent.json().data.item.state).toBe('second');
    const review = await post(f.asAdmin, f.attemptId, 'review', { ...fullEvaluation(f), baseVersion: 1 });
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(SM.open);
  });
});

describe('asked for', () => {
  it('by an administrator: opens when the first is sent, settled with the administrator’s own grades', async () => {
    const f = await evaluationFixture(t);
    const g = await evaluationFixture(t);
    const other = await secondTeacher(f);
    const draft = await put(f.asFaculty, f.attemptId, 'draft', { ...fullEvaluation(f), baseVersion: 0 });
    expect(draft.statusCode).toBe(200);

    expect((await post(f.asOutsider, f.attemptId, 'second', { note: '' })).statusCode).toBe(403);
    expect((await post(g.asAdmin, f.attemptId, 'second', { note: '' })).statusCode).toBe(404);
    expect((await post(other, f.attemptId, 'second', { note: '' })).json().message).toBe(SM.askers);
    expect((await post(f.asAdmin, f.attemptId, 'second', { note: 'x'.repeat(501) })).statusCode).toBe(400);
    const asked = await post(f.asAdmin, f.attemptId, 'second', { note: 'Borderline 6.5 or 7' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(SM.asked);
    expect(asked.json().data.secondMarking).toMatchObject({
      reason: 'requested',
      status: 'awaiting-first',
      note: 'Borderline 6.5 or 7',
    });
    expect((await post(f.asAdmin, f.attemptId, 'second', { note: '' })).json().message).toBe(SM.already);
    const direct = await post(f.asFaculty, f.attemptId, 'release', { ...fullEvaluation(f), baseVersion: 1 });
    expect(direct.json().message).toBe(SM.pickFirst);

    // The second marker may start before the first is sent; settling waits for both.
    expect((await detail(other, f.attemptId)).secondMarking?.marking).toBe(true);
    const sent = await post(f.asFaculty, f.attemptId, 'mark', { ...fullEvaluation(f), baseVersion: 1 });
    expect(sent.json().data.item.state).toBe('second');
    await post(other, f.attemptId, 'second/submit', { ...secondGrades(f), baseVersion: 0 });

    // Settling with their own grades, the administrator works on the evaluation's draft.
    const own = { ...fullEvaluation(f), overallComment: 'Agreed between the two markers.' };
    const kept = await put(f.asAdmin, f.attemptId, 'draft', { ...own, baseVersion: 2 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      (await post(f.asAdmin, f.attemptId, 'second/settle', { keep: 'nobody', baseVersion: 3 })).statusCode,
    ).toBe(400);
    const settled = await post(f.asAdmin, f.attemptId, 'second/settle', {
      ...own,
      keep: 'own',
      baseVersion: 3,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data.draft.overallComment).toBe('Agreed between the two markers.');
    expect(
      (await post(f.asAdmin, f.attemptId, 'second/settle', { keep: 'first', baseVersion: 4 })).json().message,
    ).toBe(SM.notOpen);
    const released = await post(f.asFaculty, f.attemptId, 'release', { ...own, baseVersion: 4 });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().message).toBe(M.released);
  });
});
