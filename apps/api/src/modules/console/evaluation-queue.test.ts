import { EvaluationMessages as M } from '@portico/contract/console-evaluations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  type EvaluationFixture,
  evaluationFixture,
  fullEvaluation,
  TASK1,
  threeSpeakingTest,
} from '../../../test/evaluation-fixture';
import { png, webm } from '../../../test/files';
import { client, createStudent, lastMessage, login, useTestApp } from '../../../test/harness';
import { auditLog, evaluationWork, studentTests } from '../../db/schema';
import { reportPath } from './evaluation-release';

/**
 * The console's Evaluations queue (decision 028, CONSOLE.md 'Evaluations'): the student's request
 * waits oldest first; faculty of the course grade each answer by its exam's criteria, record audio,
 * save a draft the student never sees, and release it in one act that the student's report shows.
 */
const t = useTestApp();
const HOUR = 3_600_000;

type Session = EvaluationFixture['asAdmin'];
const get = (s: Session, path: string) => s.c.get(`/api/console/evaluations${path}`, s.token);
const post = (s: Session, path: string, body: object) =>
  s.c.post(`/api/console/evaluations${path}`, body, s.token);
const put = (s: Session, path: string, body: object) =>
  s.c.send({ method: 'PUT', url: `/api/console/evaluations${path}`, payload: body, token: s.token });
const upload = (s: Session, id: string, bytes: Buffer, type = 'audio/webm') =>
  s.c.send({
    method: 'POST',
    url: `/api/console/evaluations/${id}/audio`,
    payload: bytes,
    headers: { 'content-type': type },
    token: s.token,
  });

describe('the evaluation queue', () => {
  it('lists requests oldest first with due time and owner; faculty see their courses only', async () => {
    const f = await evaluationFixture(t);
    t.clock.advance(50 * 3600);
    const res = await get(f.asFaculty, '');
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().data.items;
    expect(item).toMatchObject({
      id: f.attemptId,
      state: 'waiting',
      answers: 3,
      overdue: true,
      examTitle: 'IELTS',
      assignee: null,
      student: { email: f.student.email },
    });
    expect(Date.parse(item.dueAt) - Date.parse(item.requestedAt)).toBe(48 * HOUR);
    expect((await get(f.asOutsider, '')).json().data.items).toEqual([]);
    expect((await get(f.asOutsider, `/${f.attemptId}`)).statusCode).toBe(403);
  });

  it('shows each answer with its prompt, text and word count or recording, and its criteria', async () => {
    const f = await evaluationFixture(t);
    const res = await get(f.asFaculty, `/${f.attemptId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { answers, draft, course } = res.json().data;
    expect(course).toEqual({ id: f.courseId, name: expect.any(String) });
    expect(draft).toBeNull();
    expect(answers).toHaveLength(3);
    expect(answers[0]).toMatchObject({
      number: 1,
      referenceType: 'Writing',
      text: TASK1,
      wordCount: TASK1.split(' ').length,
      rubric: { id: 'ielts-writing-task1' },
    });
    expect(answers[0].rubric.criteria.map((c: { label: string }) => c.label)).toEqual([
      'Task Achievement',
      'Coherence and Cohesion',
      'Lexical Resource',
      'Grammatical Range and Accuracy',
    ]);
    expect(answers[1].rubric.criteria[0].label).toBe('Task Response');
    expect(answers[2]).toMatchObject({ spoken: true, text: null, rubric: { id: 'ielts-speaking' } });
    // Numbered as the student's report numbers them: IELTS starts each skill again at 1.
    expect(answers.map((a: { number: number }) => a.number)).toEqual([1, 2, 1]);
    // The console plays the student's recording through its own route.
    const recording = await f.asFaculty.c.get(answers[2].recordingUrl, f.asFaculty.token);
    expect(recording.statusCode).toBe(200);
    expect(recording.headers['content-type']).toContain('audio/webm');
  });
});

describe('the release path', () => {
  it('draft, audio, release: the report shows bands, comments and audio to the student only; a mail is sent', async () => {
    const f = await evaluationFixture(t);
    const report = async () =>
      (await f.c.get(`/api/default-report?testId=${f.attemptId}`)).json().data as {
        studentTest: {
          evaluationStatus: number;
          comments: string | null;
          report: { sections: { referenceType: string; band: number | null }[] };
        };
        studentTestItems: {
          itemId: string;
          comments: string | null;
          audioFeedBack: string | null;
          facultyCriteria?: unknown;
        }[];
      };
    const clip = await upload(f.asFaculty, f.attemptId, webm);
    expect(clip.statusCode, clip.body).toBe(200);
    const { fileId } = clip.json().data;
    const partial = {
      answers: { [f.items.w1]: { criteria: { TA: 6 }, comments: 'Draft only', audioFileId: fileId } },
      baseVersion: 0,
    };
    const saved = await put(f.asFaculty, `/${f.attemptId}/draft`, partial);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.item).toMatchObject({ state: 'draft', assignee: { id: f.faculty.id } });
    // The draft is the console's: the student's report, remarks and files show none of it.
    const before = await report();
    expect(before.studentTest.evaluationStatus).toBe(0);
    expect(before.studentTestItems.every((i) => i.comments === null && i.audioFeedBack === null)).toBe(true);
    expect((await f.c.get(`/api/files/object/${fileId}`)).statusCode).toBe(404);
    const remarks = await f.c.get(`/api/evaluation-remarks?id=${f.attemptId}`);
    expect(remarks.json().data).toMatchObject({ evaluationStatus: 0, remarks: null });

    const incomplete = await post(f.asFaculty, `/${f.attemptId}/release`, { ...partial, baseVersion: 1 });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('Question 1 (Writing): Coherence and Cohesion');
    expect(incomplete.json().message).toContain('Question 1 (Speaking): Fluency and Coherence');

    const released = await post(f.asFaculty, `/${f.attemptId}/release`, {
      ...fullEvaluation(f, fileId),
      baseVersion: 1,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().message).toBe(M.released);
    expect(released.json().data.item).toMatchObject({ state: 'released', releasedBy: { id: f.faculty.id } });

    const after = await report();
    expect(after.studentTest.evaluationStatus).toBe(1);
    expect(after.studentTest.comments).toBe('<p>Well done.</p><p>Work on Task 1 comparisons.</p>');
    const bands = Object.fromEntries(after.studentTest.report.sections.map((s) => [s.referenceType, s.band]));
    // Task 1 band 6, Task 2 band 7 counting twice: 6.67 → 6.5; Speaking (7+6+6+7)/4 = 6.5.
    expect(bands).toEqual({ Writing: 6.5, Speaking: 6.5 });
    const task1 = after.studentTestItems.find((i) => i.itemId === f.items.w1);
    expect(task1).toMatchObject({
      comments: '<p>Good &lt;overview&gt;.</p>',
      audioFeedBack: `/api/files/object/${fileId}`,
      facultyCriteria: {
        title: 'IELTS Writing Task 1',
        resultLabel: 'Band',
        result: 6,
        criteria: expect.arrayContaining([{ key: 'TA', label: 'Task Achievement', value: 6, max: 9 }]),
      },
    });
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, f.attemptId));
    expect(row?.evaluatedBands).toEqual({ Writing: 6.5, Speaking: 6.5 });
    // The question-wise report (the mock report's Test Report tab) carries the same.
    const analysis = await f.c.get(`/api/get-testwiseanalysis?courseId=${f.courseId}&testId=${f.attemptId}`);
    const analysed = analysis
      .json()
      .data.studentItems.find((i: { ItemID: string }) => i.ItemID === f.items.w1);
    expect(analysed).toMatchObject({
      audioFeedBack: `/api/files/object/${fileId}`,
      facultyCriteria: { result: 6 },
    });

    // The clip is the student's now, and only theirs.
    const heard = await f.c.get(`/api/files/object/${fileId}`);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toContain('audio/webm');
    const other = await createStudent(t, f.company.code);
    const { c: otherC } = await login(t, f.company.host, other.email, other.password);
    expect((await otherC.get(`/api/files/object/${fileId}`)).statusCode).toBe(404);

    const mail = await lastMessage(t, f.company.host, f.student.email);
    expect(mail?.subject).toContain('is ready');
    // A practice test: the link opens the report the student's own practice page opens.
    expect(mail?.text).toContain(`/report/${f.attemptId}`);
    expect(mail?.text).not.toContain('mockreport');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.attemptId), eq(auditLog.action, 'evaluation.release')));
    expect(entry).toMatchObject({ staffId: f.faculty.id, entity: 'student_test' });

    // Once released: a second release or a draft is refused (a clip is not: a correction may record
    // one, issue 40); the queue counts the turnaround.
    const again = await post(f.asAdmin, `/${f.attemptId}/release`, { ...fullEvaluation(f), baseVersion: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyReleased);
    const late = await put(f.asFaculty, `/${f.attemptId}/draft`, { ...partial, baseVersion: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.alreadyReleased);
    const queue = (await get(f.asAdmin, '?filter=released')).json().data;
    expect(queue.items.map((i: { id: string }) => i.id)).toEqual([f.attemptId]);
    expect(queue.turnaround).toMatchObject({ count: 1, medianHours: 0 });
    expect(queue.byStaff).toEqual([expect.objectContaining({ staffId: f.faculty.id, count: 1 })]);
    expect(queue.releasedSince).toBeNull();
    expect((await get(f.asAdmin, '')).json().data.items).toEqual([]);
    // The workspace's 'graded x of y today': releases from the start of the teacher's day.
    const since = async (at: Date) =>
      (await get(f.asAdmin, `?since=${encodeURIComponent(at.toISOString())}`)).json().data.releasedSince;
    const now = t.clock.now().getTime();
    expect(await since(new Date(now - HOUR))).toBe(1);
    expect(await since(new Date(now + HOUR))).toBe(0);
  });

  it('grades IELTS Speaking once per test: its questions take the same bands (issue 40)', async () => {
    const f = await evaluationFixture(t, threeSpeakingTest);
    const detail = (await get(f.asFaculty, `/${f.attemptId}`)).json().data;
    expect(detail.answers.map((a: { number: number; group: string | null }) => [a.number, a.group])).toEqual([
      [1, null],
      [2, null],
      [1, 'speaking'],
      [2, 'speaking'],
      [3, 'speaking'],
    ]);
    const speaking = [f.items.s1, ...f.items.more];
    const graded = (bands: (s: string) => object) => {
      const full = fullEvaluation(f);
      return {
        ...full,
        answers: {
          ...full.answers,
          ...Object.fromEntries(speaking.map((s) => [s, { criteria: bands(s), comments: `Notes on ${s}` }])),
        },
      };
    };
    // Missing: the group once; given apart: refused, naming the group.
    const partial = graded((s) =>
      s === f.items.s1 ? { FC: 7, LR: 6, GRA: 6 } : { FC: 7, LR: 6, GRA: 6, P: 7 },
    );
    const missing = await post(f.asFaculty, `/${f.attemptId}/release`, { ...partial, baseVersion: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.missing(['Speaking (questions 1–3): Pronunciation']));
    const apart = graded((s) => ({ FC: 7, LR: 6, GRA: 6, P: s === f.items.s1 ? 6 : 7 }));
    const refused = await post(f.asFaculty, `/${f.attemptId}/release`, { ...apart, baseVersion: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.groupApart('Speaking (questions 1–3)'));
    const once = graded(() => ({ FC: 7, LR: 6, GRA: 6, P: 7 }));
    const released = await post(f.asFaculty, `/${f.attemptId}/release`, { ...once, baseVersion: 0 });
    expect(released.statusCode, released.body).toBe(200);
    // One Speaking band for the test: (7 + 6 + 6 + 7) / 4 = 6.5, the section's band.
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, f.attemptId));
    expect(row?.evaluatedBands).toEqual({ Writing: 6.5, Speaking: 6.5 });
  });

  it('releases once when two staff release at the same moment', async () => {
    const f = await evaluationFixture(t);
    const body = { ...fullEvaluation(f), baseVersion: 0 };
    const results = await Promise.all([
      post(f.asAdmin, `/${f.attemptId}/release`, body),
      post(f.asFaculty, `/${f.attemptId}/release`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.attemptId), eq(auditLog.action, 'evaluation.release')));
    expect(entries).toHaveLength(1);
    const [work] = await t.database.db
      .select()
      .from(evaluationWork)
      .where(eq(evaluationWork.studentTestId, f.attemptId));
    expect(work?.releasedAt).not.toBeNull();
  });
});

describe('corrections after release (issue 40)', () => {
  it('its grader or an admin corrects a released evaluation with a reason; the student sees it and is told why', async () => {
    const f = await evaluationFixture(t);
    const correct = (s: Session, body: object) => post(s, `/${f.attemptId}/correct`, body);
    // Before the release there is nothing to correct.
    const early = await correct(f.asAdmin, { ...fullEvaluation(f), baseVersion: 0, reason: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notReleased);
    const released = await post(f.asFaculty, `/${f.attemptId}/release`, {
      ...fullEvaluation(f),
      baseVersion: 0,
    });
    expect(released.statusCode, released.body).toBe(200);
    const version = released.json().data.draftVersion as number;
    expect(released.json().data).toMatchObject({ corrections: [], canCorrect: true });

    // Task 1's Task Achievement was 6; the teacher meant 8: Task 1 (8+6+6+6)/4 = 6.5.
    const full = fullEvaluation(f);
    const fixed = {
      ...full,
      answers: {
        ...full.answers,
        [f.items.w1]: { ...full.answers[f.items.w1], criteria: { TA: 8, CC: 6, LR: 6, GRA: 6 } },
      },
    };
    const reason = 'Task Achievement of Task 1 was entered as 6; it is 8.';
    // Another faculty member of the course did not release it: refused; a missing reason, a stale
    // version, an unchanged evaluation: refused with what is wrong.
    const colleague = await createStaff(t, f.company.code, { role: 'faculty', courseIds: [f.courseId] });
    const asColleague = await staffLogin(t, f.company.host, colleague.email, colleague.password);
    expect((await get(asColleague, `/${f.attemptId}`)).json().data.canCorrect).toBe(false);
    const theirs = await correct(asColleague, { ...fixed, baseVersion: version, reason });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(M.correctOthers);
    const noReason = await correct(f.asFaculty, { ...fixed, baseVersion: version, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Please say why the evaluation is corrected');
    const stale = await correct(f.asFaculty, { ...fixed, baseVersion: version - 1, reason });
    expect(stale.statusCode).toBe(409);
    const same = await correct(f.asFaculty, { ...full, baseVersion: version, reason });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(M.unchanged);
    expect((await correct(f.asOutsider, { ...fixed, baseVersion: version, reason })).statusCode).toBe(403);

    const done = await correct(f.asFaculty, { ...fixed, baseVersion: version, reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(M.corrected);
    expect(done.json().data).toMatchObject({
      draftVersion: version + 1,
      item: { state: 'released' },
      corrections: [{ version: version + 1, reason, by: { id: f.faculty.id } }],
    });
    // What the student reads: Task 1 band 6.5, Writing (6.5 + 2 × 7) / 3 = 6.83 → 7; the reason in
    // the Remarks, and a mail saying why.
    const [row] = await t.database.db.select().from(studentTests).where(eq(studentTests.id, f.attemptId));
    expect(row?.evaluatedBands).toEqual({ Writing: 7, Speaking: 6.5 });
    const report = (await f.c.get(`/api/default-report?testId=${f.attemptId}`)).json().data;
    const task1 = report.studentTestItems.find((i: { itemId: string }) => i.itemId === f.items.w1);
    expect(task1.facultyCriteria.criteria).toContainEqual({
      key: 'TA',
      label: 'Task Achievement',
      value: 8,
      max: 9,
    });
    const remarks = (await f.c.get(`/api/evaluation-remarks?id=${f.attemptId}`)).json().data;
    expect(remarks.corrections).toEqual([{ at: expect.any(String), reason }]);
    const mail = await lastMessage(t, f.company.host, f.student.email);
    expect(mail?.subject).toContain('was corrected');
    expect(mail?.text).toContain(reason);
    // … and a personal notification of each, the release and the correction, linking to the report.
    const mine = (await f.c.get('/api/get-notification')).json().data.Items as {
      name: string;
      content: string;
    }[];
    expect(mine).toHaveLength(2);
    expect(mine.some((n) => n.name.endsWith('is ready'))).toBe(true);
    const fixedNote = mine.find((n) => n.name === mail?.subject);
    expect(fixedNote?.content).toContain(`${f.attemptId}">Open my report</a>`);
    expect(fixedNote?.content).toContain(`<p>${reason}</p>`);
    // The old evaluation stays in the audit log beside the new one.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.attemptId), eq(auditLog.action, 'evaluation.correct')));
    expect(entry?.after).toMatchObject({
      reason,
      draftVersion: version + 1,
      previous: { version, draft: { answers: { [f.items.w1]: { criteria: { TA: 6 } } } } },
    });

    // An administrator corrects it again; both corrections are listed, oldest first.
    const again = await correct(f.asAdmin, {
      ...fixed,
      overallComment: 'Well done.',
      baseVersion: version + 1,
      reason: 'Remarks shortened.',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.corrections.map((c: { reason: string }) => c.reason)).toEqual([
      reason,
      'Remarks shortened.',
    ]);
  });
});

describe('who may do what', () => {
  it("never reaches another company's attempts, nor takes a student's token", async () => {
    const f = await evaluationFixture(t);
    const g = await evaluationFixture(t);
    expect((await get(f.asAdmin, `/${g.attemptId}`)).statusCode).toBe(404);
    expect(
      (await post(f.asAdmin, `/${g.attemptId}/release`, { ...fullEvaluation(g), baseVersion: 0 })).statusCode,
    ).toBe(404);
    expect((await upload(f.asAdmin, g.attemptId, webm)).statusCode).toBe(404);
    const { token } = await login(t, f.company.host, f.student.email, f.student.password);
    expect((await client(t, f.company.host).get('/api/console/evaluations', token)).statusCode).toBe(401);
    expect((await client(t, f.company.host).get('/api/console/evaluations')).statusCode).toBe(401);
    // A clip of another attempt cannot be released with this one.
    const theirs = (await upload(g.asAdmin, g.attemptId, webm)).json().data.fileId;
    const res = await post(f.asAdmin, `/${f.attemptId}/release`, {
      ...fullEvaluation(f, theirs),
      baseVersion: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unknownAudio);
  });

  it('keeps faculty to their courses and to taking evaluations themselves', async () => {
    const f = await evaluationFixture(t);
    const versioned = { ...fullEvaluation(f), baseVersion: 0 };
    expect((await post(f.asOutsider, `/${f.attemptId}/release`, versioned)).statusCode).toBe(403);
    expect(
      (await put(f.asOutsider, `/${f.attemptId}/draft`, { answers: {}, baseVersion: 0 })).statusCode,
    ).toBe(403);
    expect((await upload(f.asOutsider, f.attemptId, webm)).statusCode).toBe(403);
    const others = await post(f.asFaculty, `/${f.attemptId}/assign`, { staffId: f.admin.id });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(M.assignOthers);
    const take = await post(f.asFaculty, `/${f.attemptId}/assign`, { staffId: f.faculty.id });
    expect(take.json().data.item.assignee).toEqual({ id: f.faculty.id, name: f.faculty.name });
    const offCourse = await post(f.asAdmin, `/${f.attemptId}/assign`, { staffId: f.outsider.id });
    expect(offCourse.statusCode).toBe(400);
    expect(offCourse.json().message).toBe(M.notOnCourse);
    const g = await createStaff(t, (await evaluationFixture(t)).company.code);
    expect((await post(f.asAdmin, `/${f.attemptId}/assign`, { staffId: g.id })).statusCode).toBe(404);
    const unowned = await post(f.asAdmin, `/${f.attemptId}/assign`, { staffId: null });
    expect(unowned.json().data.item.assignee).toBeNull();
  });

  it('refuses bad input with a clear 4xx', async () => {
    const f = await evaluationFixture(t);
    let version = 0;
    const draft = async (answers: object, extra: object = {}) => {
      const res = await put(f.asAdmin, `/${f.attemptId}/draft`, { answers, baseVersion: version, ...extra });
      if (res.statusCode === 200) version = res.json().data.draftVersion;
      return res;
    };
    const bad = async (res: Awaited<ReturnType<typeof draft>>, text: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(text);
    };
    await bad(await draft({ [f.items.w1]: { criteria: { TA: 1e308 } } }), M.offScale);
    await bad(await draft({ [f.items.w1]: { criteria: { TA: 6.5 } } }), '0 to 9 in steps of 1');
    await bad(await draft({ [f.items.w1]: { criteria: { FC: 6 } } }), M.unknownCriterion);
    await bad(await draft({ [f.student.id]: { criteria: {} } }), M.unknownAnswer);
    await bad(await draft({ [f.items.w1]: { criteria: {}, comments: 'x'.repeat(1024 * 1024) } }), 'at most');
    await bad(await draft({}, { overallComment: 'a\u0000b' }), 'NUL');
    await bad(await draft({ 'not-an-id': { criteria: {} } }), 'answers.not-an-id');
    expect((await get(f.asAdmin, '?filter=pending')).statusCode).toBe(400);
    await bad(await get(f.asAdmin, '?since=yesterday'), 'since must be a date and time');
    // A correction's bad input: a 1 MB reason, a NUL byte, a 2^31 version (refused before any check
    // of the evaluation's state).
    const correct = (extra: object) =>
      post(f.asAdmin, `/${f.attemptId}/correct`, { answers: {}, baseVersion: 0, reason: 'Why', ...extra });
    await bad(await correct({ reason: 'x'.repeat(1024 * 1024) }), 'at most');
    await bad(await correct({ reason: 'a\u0000b' }), 'NUL');
    expect((await correct({ baseVersion: 2 ** 31 })).statusCode).toBe(409);
    expect((await get(f.asAdmin, '/not-a-uuid')).statusCode).toBe(400);
    await bad(await upload(f.asAdmin, f.attemptId, png, 'audio/webm'), M.audioType);
    await bad(await upload(f.asAdmin, f.attemptId, Buffer.alloc(0)), M.audioType);
    const big = Buffer.concat([webm, Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await upload(f.asAdmin, f.attemptId, big);
    expect([400, 413]).toContain(tooBig.statusCode);
    // A file of the attempt's student that is not its recording is not served to staff.
    const foreign = await f.asAdmin.c.get(
      `/api/console/evaluations/${f.attemptId}/files/${f.student.id}`,
      f.asAdmin.token,
    );
    expect(foreign.statusCode).toBe(404);
    // A double save keeps the last one.
    const one = { [f.items.w1]: { criteria: { TA: 5 } } };
    const two = { [f.items.w1]: { criteria: { TA: 6 } } };
    await draft(one);
    const last = await draft(two);
    expect(last.json().data.draft.answers[f.items.w1].criteria).toEqual({ TA: 6 });
  });
});

describe('the link in the released mail', () => {
  it('opens the report the student’s own page opens: a mock’s mock report, else by template', () => {
    const id = 'a1';
    expect(reportPath({ id, objectKind: 'Mock', template: 'ielts' })).toBe('/ielts-mockreport/a1');
    expect(reportPath({ id, objectKind: 'PracticeTest', template: 'ielts' })).toBe('/report/a1');
    expect(reportPath({ id, objectKind: 'PracticeTest', template: ' CELPIP ' })).toBe('/celpip-report/a1');
    expect(reportPath({ id, objectKind: 'PracticeTest', template: 'duolingo' })).toBe('/duolingo-report/a1');
    expect(reportPath({ id, objectKind: null, template: null })).toBe('/report/a1');
  });
});
