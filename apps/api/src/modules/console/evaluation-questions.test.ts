import type { EvaluationQuestion } from '@portico/contract/console-evaluations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  anotherStudent,
  type EvaluationFixture,
  evaluationFixture,
  fullEvaluation,
  sendForEvaluation,
  threeSpeakingTest,
} from '../../../test/evaluation-fixture';
import { client, createCourse, login, useTestApp } from '../../../test/harness';
import { studentTests } from '../../db/schema';

/**
 * Grading by question (issue 40): the questions of the waiting attempts, each with the attempts
 * holding it oldest request first, so a teacher grades one essay prompt across every student before
 * the next; IELTS Speaking once per test; restricted exactly as the queue is.
 */
const t = useTestApp();
const HOUR = 3600;

type Session = EvaluationFixture['asAdmin'];
const questionsOf = async (s: Session) => {
  const res = await s.c.get('/api/console/evaluations/questions', s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.questions as EvaluationQuestion[];
};
/** Each question as key → its attempts (`id:graded`), in the order the list gives them. */
const lists = (questions: EvaluationQuestion[]) =>
  questions.map((q) => [q.key, q.ungraded, q.attempts.map((a) => `${a.id}:${a.graded ? 'graded' : 'open'}`)]);

describe('the questions of the waiting attempts', () => {
  it('lists each question with its attempts oldest first and how many wait; Speaking once per test', async () => {
    const f = await evaluationFixture(t, threeSpeakingTest);
    const a = f.attemptId;
    t.clock.advance(HOUR);
    // A second student wrote Task 2 and answered the second speaking question only; a third, Task 1.
    const b = (await sendForEvaluation(t, await anotherStudent(t, f), (i) => i === 1 || i === 3)).id;
    t.clock.advance(HOUR);
    const c = (await sendForEvaluation(t, await anotherStudent(t, f), (i) => i === 0)).id;
    const speaking = `speaking:${f.testId}`;

    const questions = await questionsOf(f.asAdmin);
    expect(lists(questions)).toEqual([
      [f.items.w1, 2, [`${a}:open`, `${c}:open`]],
      [f.items.w2, 2, [`${a}:open`, `${b}:open`]],
      [speaking, 2, [`${a}:open`, `${b}:open`]],
    ]);
    expect(questions[0]).toMatchObject({
      testId: f.testId,
      testTitle: 'Sample sample',
      examTitle: 'IELTS',
      name: 'Question 1 (Writing)',
      sectionTitle: 'Writing',
      excerpt: 'Task 1 Describe the table.',
    });
    expect(questions[1]?.name).toBe('Question 2 (Writing)');
    expect(questions[2]).toMatchObject({
      name: 'Speaking test',
      excerpt: 'Part 1: tell me about your home town.',
    });
    expect(questions[0]?.attempts[1]?.requestedAt).toBe(new Date(t.clock.now()).toISOString());

    // A draft grading Task 2 in full, and Speaking on one question only: Task 2 is graded, Speaking not.
    const full = fullEvaluation(f);
    const draft = {
      answers: { [f.items.w2]: full.answers[f.items.w2], [f.items.s1]: full.answers[f.items.s1] },
      baseVersion: 0,
    };
    const saved = await f.asFaculty.c.send({
      method: 'PUT',
      url: `/api/console/evaluations/${a}/draft`,
      payload: draft,
      token: f.asFaculty.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(lists(await questionsOf(f.asFaculty))).toEqual([
      [f.items.w1, 2, [`${a}:open`, `${c}:open`]],
      [f.items.w2, 1, [`${a}:graded`, `${b}:open`]],
      [speaking, 2, [`${a}:open`, `${b}:open`]],
    ]);

    // Released, the attempt waits no more: the oldest request is now the second student's.
    const speakingBands = full.answers[f.items.s1];
    const released = await f.asFaculty.c.post(
      `/api/console/evaluations/${a}/release`,
      {
        ...full,
        answers: {
          ...full.answers,
          ...Object.fromEntries(f.items.more.map((s) => [s, speakingBands])),
        },
        baseVersion: 1,
      },
      f.asFaculty.token,
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(lists(await questionsOf(f.asAdmin))).toEqual([
      [f.items.w2, 1, [`${b}:open`]],
      [speaking, 1, [`${b}:open`]],
      [f.items.w1, 1, [`${c}:open`]],
    ]);
  });

  it('keeps faculty to their courses and each company to its own', async () => {
    const f = await evaluationFixture(t);
    t.clock.advance(HOUR);
    const other = (await sendForEvaluation(t, await anotherStudent(t, f), (i) => i === 1)).id;
    // The second attempt is of a course the faculty member does not teach.
    const { course } = await createCourse(t, f.company.code);
    await t.database.db.update(studentTests).set({ courseId: course.id }).where(eq(studentTests.id, other));
    const g = await evaluationFixture(t);

    const admin = await questionsOf(f.asAdmin);
    expect(admin.map((q) => [q.key, q.attempts.map((a) => a.id)])).toEqual([
      [f.items.w1, [f.attemptId]],
      [f.items.w2, [f.attemptId, other]],
      [`speaking:${f.testId}`, [f.attemptId]],
    ]);
    const faculty = await questionsOf(f.asFaculty);
    expect(faculty.map((q) => [q.key, q.attempts.map((a) => a.id)])).toEqual([
      [f.items.w1, [f.attemptId]],
      [f.items.w2, [f.attemptId]],
      [`speaking:${f.testId}`, [f.attemptId]],
    ]);
    expect(await questionsOf(f.asOutsider)).toEqual([]);
    // Another company's attempts are never among them, either way.
    const theirs = await questionsOf(g.asAdmin);
    expect(theirs.flatMap((q) => q.attempts.map((a) => a.id))).toEqual([
      g.attemptId,
      g.attemptId,
      g.attemptId,
    ]);
    expect(admin.flatMap((q) => q.attempts.map((a) => a.id))).not.toContain(g.attemptId);
    // A student's token is not a staff session.
    const { token } = await login(t, f.company.host, f.student.email, f.student.password);
    const asStudent = await client(t, f.company.host).get('/api/console/evaluations/questions', token);
    expect(asStudent.statusCode).toBe(401);
  });
});
