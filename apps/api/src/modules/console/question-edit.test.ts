import { ConsoleMessages } from '@portico/contract/console';
import { ItemAnalysisMessages } from '@portico/contract/console-item-analysis';
import { QuestionEditMessages as M, QUESTION_TEXT_MAX } from '@portico/contract/console-questions';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice, sampleTest } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, useTestApp } from '../../../test/harness';
import { classmate, fiveQuestions, STRONG, signIn, takeTest } from '../../../test/item-analysis-fixture';
import { auditLog } from '../../db/schema';
import { importContent } from '../content/content-import';

// Issue 45: from a flagged question's card, an admin edits it — its text, explanation, options and
// keys — and a save never goes over another's without saying so.
const t = useTestApp();

type Session = Awaited<ReturnType<typeof signIn>>;
const url = (testId: string, itemId: string) => `/api/console/item-analysis/${testId}/items/${itemId}`;
const open = (s: Session, testId: string, itemId: string) => s.c.get(url(testId, itemId), s.token);
const save = (s: Session, testId: string, itemId: string, payload: object) =>
  s.c.send({ method: 'PUT', url: `${url(testId, itemId)}/content`, payload, token: s.token });

/** The fixture's test taken once, an admin signed in, and question 3 (the disputed one) opened. */
async function opened() {
  const f = await assessmentFixture(t, { testExtra: fiveQuestions });
  await takeTest(f, STRONG);
  const admin = await signIn(t, f, 'admin');
  const analysis = (await admin.c.get(`/api/console/item-analysis/${f.testId}`, admin.token)).json().data;
  const itemId = analysis.items[2].id as string;
  const res = await open(admin, f.testId, itemId);
  expect(res.statusCode, res.body).toBe(200);
  return { f, admin, itemId, question: res.json().data };
}

describe('editing a question from its card', () => {
  it('saves the text and the keys, audited, for the next attempts; the item analysis shows it', async () => {
    const { f, admin, itemId, question } = await opened();
    expect(question).toMatchObject({
      key: 'q3',
      number: 3,
      section: 'Reading',
      type: 'mcq',
      choice: true,
      multiple: false,
      retired: false,
      html: '<p>Question q3</p>',
      revision: 0,
    });
    expect(question.options.map((o: { text: string; correct: boolean }) => [o.text, o.correct])).toEqual([
      ['q3 A', true],
      ['q3 B', false],
      ['q3 C', false],
    ]);

    // The strong students were right: B is the key.
    const [a, b, c] = question.options;
    const edit = {
      revision: 0,
      html: '<p>Question q3, reworded</p>',
      explanation: '<p>B: the passage says so in its last line.</p>',
      options: [{ ...a, correct: false }, { ...b, text: 'q3 B (the key)', correct: true }, c],
    };
    const saved = await save(admin, f.testId, itemId, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(M.saved);
    expect(saved.json().data).toMatchObject({ revision: 1, html: edit.html, explanation: edit.explanation });
    expect(saved.json().data.options[1]).toMatchObject({ text: 'q3 B (the key)', correct: true });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, f.company.code), eq(auditLog.action, 'content.item.edit')));
    expect(entry).toMatchObject({ entity: 'test-item', entityId: itemId });
    expect(entry?.before).toMatchObject({ key: 'q3', revision: 0, html: '<p>Question q3</p>' });
    expect(entry?.after).toMatchObject({ key: 'q3', revision: 1, html: edit.html });

    // The next attempt shows the new text; the item analysis reads B as the key.
    const next = await classmate(t, f);
    const { data } = await launchPractice(next);
    expect(JSON.stringify(data.testJson)).toContain('Question q3, reworded');
    const analysis = (await admin.c.get(`/api/console/item-analysis/${f.testId}`, admin.token)).json().data;
    expect(analysis.items[2].options.map((o: { key: boolean }) => o.key)).toEqual([false, true, false]);
  });

  it('refuses a save over another admin’s or a new import, and writes nothing', async () => {
    const { f, admin, itemId, question } = await opened();
    const other = await signIn(t, f, 'admin');
    const mine = { revision: 0, html: '<p>Mine</p>', explanation: '', options: question.options };
    const theirs = { ...mine, html: '<p>Theirs</p>' };
    expect((await save(other, f.testId, itemId, theirs)).statusCode).toBe(200);
    const late = await save(admin, f.testId, itemId, mine);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.changed);
    expect((await open(admin, f.testId, itemId)).json().data).toMatchObject({
      html: '<p>Theirs</p>',
      revision: 1,
    });

    // The test's file imported again is a new revision too.
    const reimported = await importContent(t.database.db, f.company.code, [
      { path: 'sample.json', json: sampleTest('sample', fiveQuestions) },
    ]);
    expect(reimported.ok).toBe(true);
    const after = (await open(admin, f.testId, itemId)).json().data;
    expect(after).toMatchObject({ html: '<p>Question q3</p>', revision: 2 });
    expect((await save(admin, f.testId, itemId, { ...mine, revision: 1 })).statusCode).toBe(409);
    expect((await save(admin, f.testId, itemId, { ...mine, revision: 2 })).statusCode).toBe(200);
  });

  it('checks the keys, the options and the texts, and lets only the company’s admins in', async () => {
    const { f, admin, itemId, question } = await opened();
    const base = { revision: 0, html: '<p>Q</p>', explanation: '', options: question.options };
    const refused = async (payload: object, message: string) => {
      const res = await save(admin, f.testId, itemId, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    };
    const keys = (...correct: boolean[]) =>
      question.options.map((o: object, n: number) => ({ ...o, correct: correct[n] }));
    await refused({ ...base, options: keys(true, true, false) }, M.oneKey);
    await refused({ ...base, options: keys(false, false, false) }, M.noKey);
    await refused({ ...base, options: question.options.slice(0, 2) }, M.optionsChanged);
    await refused({ ...base, options: [...question.options].reverse() }, M.optionsChanged);
    await refused({ ...base, html: '   ' }, M.emptyText);
    await refused(
      { ...base, options: [{ ...question.options[0], text: '' }, ...question.options.slice(1)] },
      M.emptyOption,
    );
    await refused({ ...base, html: 'x'.repeat(QUESTION_TEXT_MAX + 1) }, M.tooLong);
    await refused({ ...base, revision: 'one' }, 'revision');
    await refused({ ...base, html: '<p>a\u0000b</p>' }, 'NUL');
    // A revision the question never had is another's save, not a crash.
    expect((await save(admin, f.testId, itemId, { ...base, revision: 2 ** 31 })).statusCode).toBe(409);
    // Nothing of those was written.
    expect((await open(admin, f.testId, itemId)).json().data).toMatchObject({
      html: '<p>Question q3</p>',
      revision: 0,
    });

    const teacher = await signIn(t, f, 'faculty', [f.courseId]);
    const forbidden = await open(teacher, f.testId, itemId);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(ConsoleMessages.adminOnly);
    expect((await save(teacher, f.testId, itemId, base)).statusCode).toBe(403);
    const company = await createCompany(t);
    const stranger = await createStaff(t, company.code, { role: 'admin' });
    const strangerSession = await staffLogin(t, company.host, stranger.email, stranger.password);
    expect((await open(strangerSession, f.testId, itemId)).statusCode).toBe(404);
    expect((await save(strangerSession, f.testId, itemId, base)).statusCode).toBe(404);
    const unknown = await open(admin, f.testId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ItemAnalysisMessages.itemNotFound);
    expect((await open(admin, f.testId, 'nope')).statusCode).toBe(400);
    // A student's session is not a staff one.
    expect((await f.c.get(url(f.testId, itemId))).statusCode).toBe(401);
  });
});
