import { AnswerNoteMessages } from '@portico/contract/answer-notes';
import { BandDescriptorMessages, defaultDescriptor } from '@portico/contract/band-descriptors';
import { CommentBankMessages } from '@portico/contract/comment-bank';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  type EvaluationFixture,
  evaluationFixture,
  fullEvaluation,
  TASK2,
} from '../../../test/evaluation-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import { auditLog, bandDescriptors } from '../../db/schema';

/**
 * Issue 40's grading aids: band descriptors (Portico's, rewritten per company by an administrator,
 * never over another's change), each teacher's own comment bank, and inline comments anchored to
 * words of an essay, released to the student in place.
 */
const t = useTestApp();

type Session = EvaluationFixture['asAdmin'];
const view = (s: Session) => s.c.get('/api/console/band-descriptors', s.token);
const saveBands = (s: Session, body: object) =>
  s.c.send({ method: 'PUT', url: '/api/console/band-descriptors', payload: body, token: s.token });
const bank = (s: Session) => s.c.get('/api/console/comment-bank', s.token);
const keep = (s: Session, body: object) => s.c.post('/api/console/comment-bank', body, s.token);
const unkeep = (s: Session, id: string) =>
  s.c.send({ method: 'DELETE', url: `/api/console/comment-bank/${id}`, token: s.token });

type View = {
  rubrics: {
    id: string;
    criteria: {
      key: string;
      bands: { band: string; text: string; defaultText: string; edited: boolean; updatedBy: unknown }[];
    }[];
  }[];
};
const bandOf = (v: View, rubric: string, key: string, band: string) =>
  v.rubrics
    .find((r) => r.id === rubric)
    ?.criteria.find((c) => c.key === key)
    ?.bands.find((b) => b.band === band);

const TR7 = defaultDescriptor('ielts-writing-task2', 'TR', '7');

describe('band descriptors', () => {
  it("shows Portico's descriptors to every teacher, a company's own wording once an admin writes it", async () => {
    const f = await evaluationFixture(t);
    expect(TR7).not.toBe('');
    const before = (await view(f.asFaculty)).json().data as View;
    expect(bandOf(before, 'ielts-writing-task2', 'TR', '7')).toMatchObject({ text: TR7, edited: false });

    const ours = 'Our school: a clear position, all parts answered, ideas extended.';
    const saved = await saveBands(f.asAdmin, {
      rubricId: 'ielts-writing-task2',
      criterionKey: 'TR',
      bands: [{ band: '7', text: ours, base: TR7 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(BandDescriptorMessages.saved);
    expect(bandOf(saved.json().data, 'ielts-writing-task2', 'TR', '7')).toMatchObject({
      text: ours,
      defaultText: TR7,
      edited: true,
      updatedBy: { id: f.admin.id },
    });
    // The workspace reads it beside the band picker; Task 1's criteria keep Portico's.
    const detail = (
      await f.asFaculty.c.get(`/api/console/evaluations/${f.attemptId}`, f.asFaculty.token)
    ).json().data;
    expect(detail.descriptors['ielts-writing-task2'].TR['7']).toBe(ours);
    expect(detail.descriptors['ielts-writing-task1'].TA['7']).toBe(
      defaultDescriptor('ielts-writing-task1', 'TA', '7'),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, f.company.code), eq(auditLog.action, 'band-descriptors.update')));
    expect(entry).toMatchObject({
      entityId: 'ielts-writing-task2/TR',
      before: { 7: TR7 },
      after: { 7: ours },
    });

    // Another company still reads Portico's.
    const other = await createCompany(t);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    expect(bandOf((await view(asOther)).json().data, 'ielts-writing-task2', 'TR', '7')?.text).toBe(TR7);

    // Put back: the row goes, Portico's wording returns.
    const reset = await saveBands(f.asAdmin, {
      rubricId: 'ielts-writing-task2',
      criterionKey: 'TR',
      bands: [{ band: '7', text: '', base: ours }],
    });
    expect(bandOf(reset.json().data, 'ielts-writing-task2', 'TR', '7')).toMatchObject({
      text: TR7,
      edited: false,
    });
    expect(
      await t.database.db
        .select()
        .from(bandDescriptors)
        .where(eq(bandDescriptors.companyCode, f.company.code)),
    ).toEqual([]);
  });

  it('refuses a save over a band someone else changed since, and keeps theirs', async () => {
    const f = await evaluationFixture(t);
    const secondAdmin = await createStaff(t, f.company.code);
    const asSecond = await staffLogin(t, f.company.host, secondAdmin.email, secondAdmin.password);
    const first = await saveBands(f.asAdmin, {
      rubricId: 'ielts-writing-task2',
      criterionKey: 'TR',
      bands: [{ band: '7', text: 'First admin’s wording.', base: TR7 }],
    });
    expect(first.statusCode).toBe(200);
    const late = await saveBands(asSecond, {
      rubricId: 'ielts-writing-task2',
      criterionKey: 'TR',
      bands: [
        {
          band: '6',
          text: 'Second admin’s band 6.',
          base: defaultDescriptor('ielts-writing-task2', 'TR', '6'),
        },
        { band: '7', text: 'Second admin’s wording.', base: TR7 },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BandDescriptorMessages.changed(['7']));
    const now = (await view(f.asAdmin)).json().data as View;
    expect(bandOf(now, 'ielts-writing-task2', 'TR', '7')?.text).toBe('First admin’s wording.');
    // Nothing of the refused save was written, band 6 included.
    expect(bandOf(now, 'ielts-writing-task2', 'TR', '6')?.edited).toBe(false);
  });

  it('is an administrator’s to change, and names what is wrong in a bad save', async () => {
    const f = await evaluationFixture(t);
    const body = {
      rubricId: 'ielts-writing-task2',
      criterionKey: 'TR',
      bands: [{ band: '7', text: 'x', base: TR7 }],
    };
    expect((await saveBands(f.asFaculty, body)).statusCode).toBe(403);
    const bad = async (patch: object) => {
      const res = await saveBands(f.asAdmin, { ...body, ...patch });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ rubricId: 'points' })).toBe(BandDescriptorMessages.unknownRubric);
    expect(await bad({ criterionKey: 'TA' })).toBe(BandDescriptorMessages.unknownCriterion);
    expect(await bad({ bands: [{ band: '10', text: 'x', base: '' }] })).toBe(
      BandDescriptorMessages.unknownBand,
    );
    expect(await bad({ bands: [{ band: '7', text: 'x'.repeat(801), base: TR7 }] })).toContain('at most 800');
    expect(await bad({ bands: [] })).toContain('Nothing to save');
  });
});

describe('comment bank', () => {
  it("keeps each teacher's comments for themselves, per criterion", async () => {
    const f = await evaluationFixture(t);
    const added = await keep(f.asFaculty, {
      criterion: 'Lexical Resource',
      text: 'Vary your linking words.',
    });
    expect(added.statusCode, added.body).toBe(200);
    await keep(f.asFaculty, { criterion: null, text: 'Plan for five minutes first.' });
    // The same words for the same criterion are kept once.
    await keep(f.asFaculty, { criterion: 'Lexical Resource', text: 'Vary your linking words.' });
    const mine = (await bank(f.asFaculty)).json().data.entries as { id: string; criterion: string | null }[];
    expect(mine.map((e) => e.criterion).sort()).toEqual(['Lexical Resource', null].sort());

    // Nobody else reads or removes them: not the admin of the company, not another company's.
    expect((await bank(f.asAdmin)).json().data.entries).toEqual([]);
    const first = mine[0]?.id ?? '';
    const theirs = await unkeep(f.asAdmin, first);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(CommentBankMessages.notFound);
    const removed = await unkeep(f.asFaculty, first);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.entries).toHaveLength(1);
  });

  it('says what is wrong with a comment it cannot keep', async () => {
    const f = await evaluationFixture(t);
    const empty = await keep(f.asFaculty, { criterion: null, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(CommentBankMessages.empty);
    const long = await keep(f.asFaculty, { criterion: null, text: 'x'.repeat(1001) });
    expect(long.json().message).toContain(CommentBankMessages.tooLong);
    expect((await unkeep(f.asFaculty, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('inline comments', () => {
  const at = (quote: string) => {
    const start = TASK2.indexOf(quote);
    return { start, end: start + quote.length, quote };
  };
  const withNotes = (f: EvaluationFixture, notes: object[]) => {
    const full = fullEvaluation(f);
    return { ...full, answers: { ...full.answers, [f.items.w2]: { ...full.answers[f.items.w2], notes } } };
  };

  it('anchors comments to words of the essay and shows them to the student once released', async () => {
    const f = await evaluationFixture(t);
    const note = { ...at('I partly agree'), text: 'Say which part, and why.' };
    const saved = await f.asFaculty.c.send({
      method: 'PUT',
      url: `/api/console/evaluations/${f.attemptId}/draft`,
      payload: { ...withNotes(f, [note]), baseVersion: 0 },
      token: f.asFaculty.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.draft.answers[f.items.w2].notes).toEqual([note]);
    // The student sees nothing of a draft.
    const early = await f.c.get(`/api/get-testwiseanalysis?courseId=${f.courseId}&testId=${f.attemptId}`);
    const w2Early = early.json().data.studentItems.find((i: { ItemID: string }) => i.ItemID === f.items.w2);
    expect(w2Early.facultyNotes ?? []).toEqual([]);

    const released = await f.asFaculty.c.post(
      `/api/console/evaluations/${f.attemptId}/release`,
      { ...withNotes(f, [note]), baseVersion: 1 },
      f.asFaculty.token,
    );
    expect(released.statusCode, released.body).toBe(200);
    const analysis = await f.c.get(`/api/get-testwiseanalysis?courseId=${f.courseId}&testId=${f.attemptId}`);
    const w2 = analysis.json().data.studentItems.find((i: { ItemID: string }) => i.ItemID === f.items.w2);
    expect(w2.facultyNotes).toEqual([note]);
    expect(w2.ResponseJSON.answer).toContain(note.quote);
  });

  it('refuses comments on words that are not the answer’s, or on words already commented', async () => {
    const f = await evaluationFixture(t);
    const send = (notes: object[]) =>
      f.asFaculty.c.send({
        method: 'PUT',
        url: `/api/console/evaluations/${f.attemptId}/draft`,
        payload: { ...withNotes(f, notes), baseVersion: 0 },
        token: f.asFaculty.token,
      });
    const moved = await send([{ ...at('partly agree'), start: 0, end: 12, text: 'x' }]);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain(AnswerNoteMessages.notInAnswer);
    const overlap = await send([
      { ...at('partly agree'), text: 'one' },
      { ...at('agree with this'), text: 'two' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toContain(AnswerNoteMessages.overlap);
    const empty = await send([{ ...at('partly'), text: '  ' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(AnswerNoteMessages.empty);
    const span = await send([{ start: 5, end: 3, quote: 'ab', text: 'x' }]);
    expect(span.statusCode).toBe(400);
    // Nothing was saved by any of them.
    const detail = (
      await f.asFaculty.c.get(`/api/console/evaluations/${f.attemptId}`, f.asFaculty.token)
    ).json();
    expect(detail.data.draftVersion).toBe(0);
  });
});
