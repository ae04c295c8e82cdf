import { describe, expect, it } from 'vitest';
import {
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

/** spec 2 §4 Quiz, §7 test-launch, sync-track (the quiz answer record), quiz-status, studenttests. */
const t = useTestApp();

const question = (n: number) => ({
  key: `q${n}`,
  type: 'mcq',
  html: `<p>Quiz question ${n}</p>`,
  explanation: `<p>Why ${n}</p>`,
  options: [{ text: `right ${n}`, correct: true }, { text: `wrong ${n}` }],
});

async function quizFixture(ctx: TestContext, questions = 3) {
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const result = await importContent(ctx.database.db, company.code, [
    {
      path: 'quiz.json',
      json: {
        key: 'grammar-quiz',
        title: 'Grammar quiz',
        sections: [
          { key: 'quiz', title: 'Quiz', items: Array.from({ length: questions }, (_, i) => question(i + 1)) },
        ],
      },
    },
    {
      path: 'practice.json',
      json: {
        key: 'practice',
        title: 'Practice',
        sections: [{ key: 's', title: 'S', durationMinutes: 10, items: [question(9)] }],
      },
    },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'lessons',
            title: 'Lessons',
            objects: [
              { key: 'quiz-1', kind: 'Quiz', title: 'Grammar quiz', test: 'grammar-quiz' },
              { key: 'pt-1', kind: 'PracticeTest', title: 'Practice', test: 'practice' },
            ],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(ctx, company.code);
  await enrol(ctx, student, product.id, 30);
  const { c } = await login(ctx, company.host, student.email, student.password);
  return {
    company,
    courseId: course.id,
    student,
    c,
    testId: contentIds.test(company.code, 'grammar-quiz'),
    quizCard: contentIds.object(company.code, course.id, 'quiz-1'),
    practiceCard: contentIds.object(company.code, course.id, 'pt-1'),
  };
}
type Fixture = Awaited<ReturnType<typeof quizFixture>>;

/** The spec's start record: id, companyCode, isActive, testId, userId. */
const start = (f: Fixture, extra: Record<string, unknown> = {}) =>
  f.c.post('/api/studenttests', {
    id: `${f.company.code}_${f.student.id}_${f.testId}`,
    companyCode: f.company.code,
    isActive: true,
    testId: f.testId,
    userId: f.student.id,
    ...extra,
  });

type Question = { ItemID: string; ItemOptionResponse: { ItemOptionID: string; Options: string }[] };

/** The spec's quiz answer record (spec 2 §3): attempt '1', points '0', no trackNumber. */
const answer = (f: Fixture, attemptId: string, q: Question, pick: 'right' | 'wrong') => ({
  id: `${f.company.code}_${f.student.id}_${q.ItemID}`,
  studentId: f.student.id,
  testId: attemptId,
  itemId: q.ItemID,
  attempt: '1',
  sectionId: 'quiz',
  sectionName: 'Quiz',
  isSectionCompleted: false,
  selectedOptionId: q.ItemOptionResponse.find((o) => o.Options.startsWith(pick))?.ItemOptionID,
  isActive: true,
  itemType: 'mcq',
  marked: false,
  timeTaken: 4,
  timeStamp: new Date().toISOString(),
  companyCode: f.company.code,
  subjectId: null,
  subjectName: null,
  points: '0',
  negativePoints: '0',
  isCorrect: true,
  enteredText: null,
});

async function launched(f: Fixture) {
  const started = await start(f);
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json().data.id as string;
  const quiz = await f.c.post('/api/test-launch', { token: id });
  expect(quiz.statusCode, quiz.body).toBe(200);
  return { id, quiz: quiz.json().data };
}

describe('in-lesson quiz', () => {
  it("starts from the spec's record, once, and launches without the answer key", async () => {
    const f = await quizFixture(t);
    const { id, quiz } = await launched(f);
    expect((await start(f)).json().data.id).toBe(id);
    expect(quiz).toMatchObject({
      studentTestId: id,
      status: 'InProgress',
      total: 3,
      answered: 0,
      answers: [],
    });
    expect(quiz.questions.map((q: { Items: string }) => q.Items)).toEqual([
      '<p>Quiz question 1</p>',
      '<p>Quiz question 2</p>',
      '<p>Quiz question 3</p>',
    ]);
    const text = JSON.stringify(quiz.questions);
    expect(text).not.toContain('IsCorrect');
    expect(text).not.toContain('Why 1');
  });

  it('keeps the first answer of a question, judges it at once, and completes with the last, once', async () => {
    const f = await quizFixture(t);
    const { id, quiz } = await launched(f);
    const [q1, q2, q3] = quiz.questions as Question[];
    if (!q1 || !q2 || !q3) throw new Error('three questions');
    // Untimed: hours later the answers still count.
    t.clock.advance(6 * 3600);
    const first = await f.c.post('/api/sync-track', { track: [answer(f, id, q1, 'wrong')] });
    expect(first.json().data.acks).toEqual([expect.objectContaining({ itemId: q1.ItemID, status: 'saved' })]);
    // The answer is locked: a later different answer never replaces it; a replay is acknowledged.
    const changed = await f.c.post('/api/sync-track', {
      track: [answer(f, id, q1, 'right'), answer(f, id, q1, 'wrong')],
    });
    expect(changed.json().data.acks.map((a: { status: string }) => a.status)).toEqual([
      'superseded',
      'saved',
    ]);
    const status = (await f.c.post('/api/quiz-status', { testId: id })).json().data;
    const right1 = q1.ItemOptionResponse.find((o) => o.Options === 'right 1')?.ItemOptionID;
    expect(status).toMatchObject({ status: 'InProgress', total: 3, answered: 1, correct: 0 });
    expect(status.answers).toEqual([
      {
        itemId: q1.ItemID,
        selectedOptionId: q1.ItemOptionResponse.find((o) => o.Options === 'wrong 1')?.ItemOptionID,
        isCorrect: false,
        correctOptionIds: [right1],
      },
    ]);

    await f.c.post('/api/sync-track', { track: [answer(f, id, q2, 'right')] });
    expect((await f.c.post('/api/quiz-status', { testId: id })).json().data.status).toBe('InProgress');
    await f.c.post('/api/sync-track', { track: [answer(f, id, q3, 'right')] });
    const done = (await f.c.post('/api/quiz-status', { testId: id })).json().data;
    expect(done).toMatchObject({ status: 'Completed', answered: 3, correct: 2 });
    const report = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.studentTest;
    expect(report.report).toMatchObject({ correctAnswer: 2, inCorrectAnswer: 1 });
    // Completed once: no answer changes it any more, and the card reads Completed.
    const late = await f.c.post('/api/sync-track', {
      track: [{ ...answer(f, id, q1, 'right'), trackNumber: 9 }],
    });
    expect(late.json().data.acks[0]).toMatchObject({ status: 'rejected', code: 'ENDED' });
    const lessons = (
      await f.c.get(
        `/api/learningobject?learningModuleId=${contentIds.module(f.company.code, f.courseId, 'lessons')}&courseId=${f.courseId}`,
      )
    ).json().data;
    expect(lessons.find((o: { id: string }) => o.id === f.quizCard).objectStatus).toBe('Completed');
  });

  it('ends once when two tabs answer the last two questions at the same moment', async () => {
    const f = await quizFixture(t);
    const { id, quiz } = await launched(f);
    const [q1, q2] = quiz.questions as Question[];
    if (!q1 || !q2) throw new Error('questions');
    await f.c.post('/api/sync-track', { track: [answer(f, id, quiz.questions[2], 'right')] });
    const results = await Promise.all([
      f.c.post('/api/sync-track', { track: [answer(f, id, q1, 'right')] }),
      f.c.post('/api/sync-track', { track: [answer(f, id, q2, 'right')] }),
    ]);
    for (const r of results) expect(r.json().data.acks[0].status).toBe('saved');
    const done = (await f.c.post('/api/quiz-status', { testId: id })).json().data;
    expect(done).toMatchObject({ status: 'Completed', answered: 3, correct: 3 });
  });

  it("refuses another student's record and quiz, another company, and a test that is no quiz", async () => {
    const f = await quizFixture(t);
    const { id } = await launched(f);
    expect((await start(f, { userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(403);
    const classmate = await createStudent(t, f.company.code);
    const other = await login(t, f.company.host, classmate.email, classmate.password);
    expect((await other.c.post('/api/test-launch', { token: id })).statusCode).toBe(404);
    expect((await other.c.post('/api/quiz-status', { testId: id })).statusCode).toBe(404);
    const elsewhere = await quizFixture(t);
    expect((await elsewhere.c.post('/api/test-launch', { token: id })).statusCode).toBe(404);
    expect((await start(elsewhere, { testId: f.testId })).statusCode).toBe(404);
    // A practice test started by the runner's launch is no quiz.
    const practice = await f.c.post('/api/assessment/generate-token', {
      groupId: f.practiceCard,
      courseId: f.courseId,
    });
    const practiceId = practice.json().data.studentTestId;
    const refused = await f.c.post('/api/test-launch', { token: practiceId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This is not a quiz.');
    expect((await f.c.post('/api/test-launch', { token: 'nope' })).statusCode).toBe(400);
  });
});
