import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type EvaluationFixture, evaluationFixture, fullEvaluation } from '../../../test/evaluation-fixture';
import { useTestApp } from '../../../test/harness';
import { auditLog, evaluationDrafts, evaluationWork } from '../../db/schema';
import { EvaluationQueueRepository } from './evaluation-queue.repository';

/**
 * Decision 028: a teacher's grading is never lost. Drafts are versioned: a save or a
 * release names the version its page was based on, and one based on an older draft is refused
 * with 409, naming who saved it when and carrying the draft as it stands; every saved version is
 * kept in evaluation_drafts.
 */
const t = useTestApp();

type Session = EvaluationFixture['asAdmin'];
const get = (s: Session, id: string) => s.c.get(`/api/console/evaluations/${id}`, s.token);
const save = (s: Session, id: string, body: object) =>
  s.c.send({ method: 'PUT', url: `/api/console/evaluations/${id}/draft`, payload: body, token: s.token });
const release = (s: Session, id: string, body: object) =>
  s.c.post(`/api/console/evaluations/${id}/release`, body, s.token);

/** The test clock's time as the API's conflict message writes it. */
const hhmm = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;
const draftOf = (f: EvaluationFixture, ta: number, comments: string) => ({
  answers: { [f.items.w1]: { criteria: { TA: ta }, comments, audioFileId: null, notes: [] } },
  overallComment: `Overall ${comments}`,
});

async function storedDraft(f: EvaluationFixture) {
  const [work] = await t.database.db
    .select()
    .from(evaluationWork)
    .where(eq(evaluationWork.studentTestId, f.attemptId));
  return work;
}

describe('versioned drafts', () => {
  it('refuses a save based on an older draft with 409 naming who saved when; the stored draft stays', async () => {
    const f = await evaluationFixture(t);
    const savedAt = t.clock.now();
    const first = await save(f.asAdmin, f.attemptId, { ...draftOf(f, 5, 'admin'), baseVersion: 0 });
    expect(first.statusCode, first.body).toBe(200);

    // The faculty member's page was opened before the admin's save: its save is refused, not applied.
    t.clock.advance(90);
    const stale = await save(f.asFaculty, f.attemptId, { ...draftOf(f, 7, 'faculty'), baseVersion: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(first.json().data).toMatchObject({ draftVersion: 1, draft: draftOf(f, 5, 'admin') });
    expect(stale.json()).toMatchObject({
      success: false,
      errorCode: 'CONFLICT',
      message: M.staleDraft(f.admin.name, hhmm(savedAt), 'saving'),
      data: {
        draftVersion: 1,
        draft: draftOf(f, 5, 'admin'),
        savedBy: { id: f.admin.id, name: f.admin.name },
        savedAt: savedAt.toISOString(),
      },
    });
    const work = await storedDraft(f);
    expect(work).toMatchObject({ draftVersion: 1, draft: draftOf(f, 5, 'admin'), draftSavedBy: f.admin.id });
    expect((await get(f.asFaculty, f.attemptId)).json().data).toMatchObject({
      draftVersion: 1,
      draft: draftOf(f, 5, 'admin'),
      draftSavedBy: { id: f.admin.id },
    });

    // Based on the latest, the save goes through.
    const fresh = await save(f.asFaculty, f.attemptId, { ...draftOf(f, 7, 'faculty'), baseVersion: 1 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ draftVersion: 2, draft: draftOf(f, 7, 'faculty') });
    // A base from the future is as stale as one from the past.
    const ahead = await save(f.asAdmin, f.attemptId, { ...draftOf(f, 4, 'ahead'), baseVersion: 9 });
    expect(ahead.statusCode).toBe(409);
    expect((await storedDraft(f))?.draftVersion).toBe(2);
  });

  it('writes one audit entry when a member takes up the draft, not one per autosave', async () => {
    const f = await evaluationFixture(t);
    const draftEntries = async () =>
      (
        await t.database.db
          .select({ staffId: auditLog.staffId })
          .from(auditLog)
          .where(and(eq(auditLog.entityId, f.attemptId), eq(auditLog.action, 'evaluation.draft')))
          .orderBy(asc(auditLog.at))
      ).map((e) => e.staffId);
    for (let v = 0; v < 4; v++) {
      const res = await save(f.asAdmin, f.attemptId, { ...draftOf(f, 5, `admin ${v}`), baseVersion: v });
      expect(res.statusCode, res.body).toBe(200);
      t.clock.advance(2);
    }
    expect(await draftEntries()).toEqual([f.admin.id]);
    // Another member takes it up: an entry; the first comes back after a quiet spell: another.
    await save(f.asFaculty, f.attemptId, { ...draftOf(f, 6, 'faculty'), baseVersion: 4 });
    t.clock.advance(16 * 60);
    await save(f.asAdmin, f.attemptId, { ...draftOf(f, 5, 'admin again'), baseVersion: 5 });
    expect(await draftEntries()).toEqual([f.admin.id, f.faculty.id, f.admin.id]);
  });

  it('keeps every saved version, with who saved it and when', async () => {
    const f = await evaluationFixture(t);
    const firstAt = t.clock.now();
    await save(f.asAdmin, f.attemptId, { ...draftOf(f, 5, 'one'), baseVersion: 0 });
    t.clock.advance(60);
    const second = await save(f.asFaculty, f.attemptId, { ...draftOf(f, 6, 'two'), baseVersion: 1 });
    expect(second.statusCode, second.body).toBe(200);
    const history = await t.database.db
      .select()
      .from(evaluationDrafts)
      .where(eq(evaluationDrafts.studentTestId, f.attemptId))
      .orderBy(asc(evaluationDrafts.version));
    expect(history).toEqual([
      expect.objectContaining({
        version: 1,
        draft: draftOf(f, 5, 'one'),
        savedBy: f.admin.id,
        savedAt: firstAt,
        companyCode: f.company.code,
      }),
      expect.objectContaining({
        version: 2,
        draft: draftOf(f, 6, 'two'),
        savedBy: f.faculty.id,
        savedAt: new Date(firstAt.getTime() + 60_000),
      }),
    ]);
    // The audit entry names the version; the draft itself is in the history.
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.attemptId), eq(auditLog.action, 'evaluation.draft')));
    expect(
      entries.map((e) => e.after).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([{ draftVersion: 1 }, { draftVersion: 2 }]);
  });

  it('refuses a release from a page that has not seen the latest draft', async () => {
    const f = await evaluationFixture(t);
    const savedAt = t.clock.now();
    await save(f.asAdmin, f.attemptId, { ...draftOf(f, 5, 'admin'), baseVersion: 0 });
    const stale = await release(f.asFaculty, f.attemptId, { ...fullEvaluation(f), baseVersion: 0 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(M.staleDraft(f.admin.name, hhmm(savedAt), 'releasing'));
    expect(stale.json().data).toMatchObject({ draftVersion: 1, draft: draftOf(f, 5, 'admin') });
    const report = await f.c.get(`/api/default-report?testId=${f.attemptId}`);
    expect(report.json().data.studentTest.evaluationStatus).toBe(0);
    expect((await storedDraft(f))?.releasedAt).toBeNull();

    const released = await release(f.asFaculty, f.attemptId, { ...fullEvaluation(f), baseVersion: 1 });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ draftVersion: 2, item: { state: 'released' } });
    const history = await t.database.db
      .select({ version: evaluationDrafts.version })
      .from(evaluationDrafts)
      .where(eq(evaluationDrafts.studentTestId, f.attemptId));
    expect(history.map((h) => h.version).sort()).toEqual([1, 2]);
  });

  it('asks for the base version with a clear 400', async () => {
    const f = await evaluationFixture(t);
    for (const [body, text] of [
      [draftOf(f, 5, 'x'), 'baseVersion is required'],
      [{ ...draftOf(f, 5, 'x'), baseVersion: -1 }, 'baseVersion must be a whole number'],
      [{ ...draftOf(f, 5, 'x'), baseVersion: 1.5 }, 'baseVersion must be a whole number'],
    ] as const) {
      const res = await save(f.asAdmin, f.attemptId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const res = await release(f.asAdmin, f.attemptId, fullEvaluation(f));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('baseVersion is required');
  });

  it("never lets another company's staff or faculty of another course save over a draft", async () => {
    const f = await evaluationFixture(t);
    const g = await evaluationFixture(t);
    await save(f.asFaculty, f.attemptId, { ...draftOf(f, 5, 'mine'), baseVersion: 0 });
    const foreign = await save(g.asAdmin, f.attemptId, { ...draftOf(f, 1, 'theirs'), baseVersion: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeUndefined();
    const offCourse = await save(f.asOutsider, f.attemptId, { ...draftOf(f, 1, 'theirs'), baseVersion: 1 });
    expect(offCourse.statusCode).toBe(403);
    // A stale base does not reveal the draft to someone who may not see it.
    const offCourseStale = await save(f.asOutsider, f.attemptId, { ...draftOf(f, 1, 'x'), baseVersion: 0 });
    expect(offCourseStale.statusCode).toBe(403);
    expect(offCourseStale.json().data).toBeUndefined();
    expect(
      (await release(f.asOutsider, f.attemptId, { ...fullEvaluation(f), baseVersion: 1 })).statusCode,
    ).toBe(403);
    expect((await release(g.asAdmin, f.attemptId, { ...fullEvaluation(f), baseVersion: 1 })).statusCode).toBe(
      404,
    );
    expect(await storedDraft(f)).toMatchObject({ draftVersion: 1, draft: draftOf(f, 5, 'mine') });
  });
  // On PostgreSQL the two run at once; PGlite has one connection and runs them in turn.
  it('the compare-and-set statement alone lets one of two writers with the same base through', async () => {
    const f = await evaluationFixture(t);
    const repo = new EvaluationQueueRepository(t.database.db);
    const set = (who: string) => ({ draft: { who }, draftSavedAt: t.clock.now(), updatedAt: t.clock.now() });
    for (const base of [0, 1, 2]) {
      const results = await Promise.all([
        repo.saveDraftVersion(f.attemptId, f.company.code, base, set(`a${base}`)),
        repo.saveDraftVersion(f.attemptId, f.company.code, base, set(`b${base}`)),
      ]);
      expect(results.filter((r) => r === base + 1)).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      const winner = results[0] === null ? 'b' : 'a';
      expect(await storedDraft(f)).toMatchObject({
        draftVersion: base + 1,
        draft: { who: `${winner}${base}` },
      });
    }
  });

  it('keeps the newest versions of an attempt only, whatever the other attempts hold', async () => {
    const f = await evaluationFixture(t);
    const g = await evaluationFixture(t);
    const repo = new EvaluationQueueRepository(t.database.db);
    const row = (x: EvaluationFixture, version: number) => ({
      studentTestId: x.attemptId,
      version,
      companyCode: x.company.code,
      draft: { version },
      savedBy: null,
      savedAt: t.clock.now(),
    });
    await repo.keepDraftVersion(row(g, 1), 2);
    for (const version of [1, 2, 3]) await repo.keepDraftVersion(row(f, version), 2);
    const kept = await t.database.db
      .select({ id: evaluationDrafts.studentTestId, version: evaluationDrafts.version })
      .from(evaluationDrafts)
      .where(inArray(evaluationDrafts.studentTestId, [f.attemptId, g.attemptId]))
      .orderBy(asc(evaluationDrafts.studentTestId), asc(evaluationDrafts.version));
    expect(kept.filter((k) => k.id === f.attemptId).map((k) => k.version)).toEqual([2, 3]);
    expect(kept.filter((k) => k.id === g.attemptId).map((k) => k.version)).toEqual([1]);
  });
});

describe.skipIf(!inject('databaseUrl'))('two saves at once (PostgreSQL)', () => {
  it('exactly one of two saves with the same base wins, and the stored draft is the winner’s whole', async () => {
    const f = await evaluationFixture(t);
    for (let round = 0; round < 5; round++) {
      const base = (await storedDraft(f))?.draftVersion ?? 0;
      const a = {
        answers: {
          [f.items.w1]: { criteria: { TA: 5 }, comments: `admin ${round}`, audioFileId: null, notes: [] },
          [f.items.w2]: { criteria: { TR: 5 }, comments: `admin ${round}`, audioFileId: null, notes: [] },
        },
        overallComment: `admin ${round}`,
      };
      const b = {
        answers: {
          [f.items.w1]: { criteria: { TA: 8 }, comments: `faculty ${round}`, audioFileId: null, notes: [] },
          [f.items.s1]: { criteria: { FC: 8 }, comments: `faculty ${round}`, audioFileId: null, notes: [] },
        },
        overallComment: `faculty ${round}`,
      };
      const [ra, rb] = await Promise.all([
        save(f.asAdmin, f.attemptId, { ...a, baseVersion: base }),
        save(f.asFaculty, f.attemptId, { ...b, baseVersion: base }),
      ]);
      expect([ra?.statusCode, rb?.statusCode].sort(), `${ra?.body} ${rb?.body}`).toEqual([200, 409]);
      const winner = ra?.statusCode === 200 ? a : b;
      const work = await storedDraft(f);
      expect(work?.draftVersion).toBe(base + 1);
      expect(work?.draft).toEqual(winner);
      const loser = ra?.statusCode === 409 ? ra : rb;
      expect(loser?.json().data).toMatchObject({ draftVersion: base + 1, draft: winner });
    }
    const history = await t.database.db
      .select({ version: evaluationDrafts.version })
      .from(evaluationDrafts)
      .where(eq(evaluationDrafts.studentTestId, f.attemptId));
    expect(history.map((h) => h.version).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
