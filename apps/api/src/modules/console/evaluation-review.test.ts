import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EvaluationFixture, evaluationFixture, fullEvaluation } from '../../../test/evaluation-fixture';
import { useTestApp } from '../../../test/harness';
import { auditLog, studentTests } from '../../db/schema';

/**
 * Issue 40's grading policy: blind marking hides whose work an evaluation is until it is released;
 * review before release has a teacher send a finished evaluation for review, an administrator
 * review it, and release it alone or with the other reviewed ones.
 */
const t = useTestApp();

type Session = EvaluationFixture['asAdmin'];

/** The company's grading policy set through the console's own settings form. */
async function setPolicy(
  f: EvaluationFixture,
  grading: { blindMarking: boolean; reviewBeforeRelease: boolean; secondMarkingPercent: number },
) {
  const view = await f.asAdmin.c.get('/api/console/settings', f.asAdmin.token);
  const settings = view.json().data.settings;
  const saved = await f.asAdmin.c.send({
    method: 'PUT',
    url: '/api/console/settings',
    payload: { ...settings, grading },
    token: f.asAdmin.token,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.settings.grading).toEqual(grading);
}

const detail = (s: Session, id: string) => s.c.get(`/api/console/evaluations/${id}`, s.token);
const act = (s: Session, id: string, what: string, body: object) =>
  s.c.post(`/api/console/evaluations/${id}/${what}`, body, s.token);

describe('blind marking', () => {
  it('shows a candidate number instead of the student until the evaluation is released', async () => {
    const f = await evaluationFixture(t);
    await setPolicy(f, { blindMarking: true, reviewBeforeRelease: false, secondMarkingPercent: 0 });
    const queue = (await f.asFaculty.c.get('/api/console/evaluations', f.asFaculty.token)).json().data;
    const item = queue.items.find((i: { id: string }) => i.id === f.attemptId);
    expect(item.student).toEqual({ name: M.candidate(f.attemptId), email: '' });
    expect(JSON.stringify(queue)).not.toContain(f.student.email);
    const open = (await detail(f.asFaculty, f.attemptId)).json().data;
    expect(open.item.student.name).toBe(M.candidate(f.attemptId));
    expect(open.grading).toEqual({ blindMarking: true, reviewBeforeRelease: false, secondMarkingPercent: 0 });

    const released = await act(f.asFaculty, f.attemptId, 'release', { ...fullEvaluation(f), baseVersion: 0 });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.item.student.email).toBe(f.student.email);
  });
});

describe('review before release', () => {
  it('has the teacher send it for review and an administrator review and release it', async () => {
    const f = await evaluationFixture(t);
    await setPolicy(f, { blindMarking: false, reviewBeforeRelease: true, secondMarkingPercent: 0 });
    const full = { ...fullEvaluation(f), baseVersion: 0 };

    const direct = await act(f.asFaculty, f.attemptId, 'release', full);
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe(M.reviewFirst);
    // Only a finished evaluation goes for review.
    const unfinished = await act(f.asFaculty, f.attemptId, 'mark', {
      answers: { [f.items.w1]: { criteria: { TA: 6 } } },
      overallComment: '',
      baseVersion: 0,
    });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toContain('Please complete every criterion');

    const marked = await act(f.asFaculty, f.attemptId, 'mark', full);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe(M.marked);
    expect(marked.json().data.item.state).toBe('marked');
    const byFaculty = await act(f.asFaculty, f.attemptId, 'review', { ...full, baseVersion: 1 });
    expect(byFaculty.statusCode).toBe(403);
    expect(byFaculty.json().message).toBe(M.reviewAdmins);

    const reviewed = await act(f.asAdmin, f.attemptId, 'review', { ...full, baseVersion: 1 });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data.item.state).toBe('reviewed');
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, f.attemptId));
    // Nothing reached the student yet.
    expect(row?.evaluationStatus).toBe(0);
    const acts = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.attemptId))).map(
      (e) => e.action,
    );
    expect(acts).toEqual(expect.arrayContaining(['evaluation.mark', 'evaluation.review']));
  });

  it('releases the reviewed ones chosen, each on its own, and names the ones it could not', async () => {
    const f = await evaluationFixture(t);
    const g = await evaluationFixture(t);
    await setPolicy(f, { blindMarking: false, reviewBeforeRelease: true, secondMarkingPercent: 0 });
    // A second attempt of the same company: g's student is of another company, so use f's queue only.
    const full = { ...fullEvaluation(f), baseVersion: 0 };
    await act(f.asFaculty, f.attemptId, 'mark', full);
    await act(f.asAdmin, f.attemptId, 'review', { ...full, baseVersion: 1 });

    const send = (s: Session, ids: string[]) =>
      s.c.post('/api/console/evaluations/release-reviewed', { ids }, s.token);
    expect((await send(f.asFaculty, [f.attemptId])).statusCode).toBe(403);
    const res = await send(f.asAdmin, [f.attemptId, g.attemptId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.released).toEqual([f.attemptId]);
    // Another company's attempt is not found, and says so.
    expect(res.json().data.problems).toEqual([{ id: g.attemptId, name: '', message: M.notFound }]);
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, f.attemptId));
    expect(row?.evaluationStatus).toBe(1);
    // Once released it is not released again.
    const again = await send(f.asAdmin, [f.attemptId]);
    expect(again.json().data.problems[0].message).toBe(M.alreadyReleased);
    expect((await send(f.asAdmin, [])).statusCode).toBe(400);
  });

  it('releases an unreviewed one from the queue only where the school does not review first', async () => {
    const f = await evaluationFixture(t);
    await setPolicy(f, { blindMarking: false, reviewBeforeRelease: true, secondMarkingPercent: 0 });
    await f.asFaculty.c.send({
      method: 'PUT',
      url: `/api/console/evaluations/${f.attemptId}/draft`,
      payload: { ...fullEvaluation(f), baseVersion: 0 },
      token: f.asFaculty.token,
    });
    const send = () =>
      f.asAdmin.c.post('/api/console/evaluations/release-reviewed', { ids: [f.attemptId] }, f.asAdmin.token);
    const first = (await send()).json().data;
    expect(first.problems[0].message).toBe(M.notReviewed);
    await setPolicy(f, { blindMarking: false, reviewBeforeRelease: false, secondMarkingPercent: 0 });
    expect((await send()).json().data.released).toEqual([f.attemptId]);
  });
});
