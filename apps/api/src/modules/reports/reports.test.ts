import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Fixture, launchPractice, sampleTest } from '../../../test/assessment-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { itemEvaluations, studentTests } from '../../db/schema';
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

const t = useTestApp();

type Item = { ItemID: string; ItemType: string; ItemOptionResponse: { ItemOptionID: string }[] };
type LaunchData = { testJson: { SectionResponse: { SectionName: string; ItemResponse: Item[] }[] } };

/** An IELTS test of three skills whose questions carry question types (topics). */
const ieltsExtra = {
  sections: [
    {
      key: 'listening',
      title: 'Part 1',
      referenceType: 'Listening',
      durationMinutes: 10,
      items: [
        {
          key: 'l1',
          type: 'mcq',
          topic: 'Multiple choice',
          html: '<p>Which day?</p>',
          options: [{ text: 'Monday', correct: true }, { text: 'Tuesday' }],
        },
        {
          key: 'l2',
          type: 'an',
          topic: 'Form completion',
          html: '<p>Street?</p>',
          accepted: ['Harbourside'],
        },
        {
          key: 'l3',
          type: 'b',
          topic: 'Form completion',
          html: '<p>Cost ___ room ___</p>',
          blanks: [{ accepted: ['12'] }, { accepted: ['B7'] }],
        },
      ],
    },
    {
      key: 'reading',
      title: 'Passage 1',
      referenceType: 'Reading',
      durationMinutes: 10,
      items: [
        {
          key: 'r1',
          type: 'mcq',
          topic: 'True/False/Not Given',
          html: '<p>Is it true?</p>',
          options: [{ text: 'TRUE', correct: true }, { text: 'FALSE' }, { text: 'NOT GIVEN' }],
        },
      ],
    },
    {
      key: 'writing',
      title: 'Writing',
      referenceType: 'Writing',
      durationMinutes: 20,
      items: [{ key: 'w1', type: 'essay', topic: 'Task 2', html: '<p>Write.</p>' }],
    },
  ],
};

/** A GRE-like test with its own raw-to-scaled tables. */
const greExtra = {
  template: 'grelayout',
  examFamily: 'gre',
  conversionTables: {
    Verbal: [
      { raw: 0, scaled: 130 },
      { raw: 1, scaled: 150 },
      { raw: 2, scaled: 170 },
    ],
    Quant: [
      { raw: 0, scaled: 130 },
      { raw: 1, scaled: 130 },
      { raw: 2, scaled: 170 },
    ],
  },
  sections: [
    {
      key: 'verbal',
      title: 'Verbal Reasoning',
      referenceType: 'Verbal',
      durationMinutes: 10,
      items: ['v1', 'v2'].map((key) => ({
        key,
        type: 'mcq',
        topic: 'Text completion',
        html: `<p>${key}</p>`,
        options: [{ text: 'right', correct: true }, { text: 'wrong' }],
      })),
    },
    {
      key: 'quant',
      title: 'Quantitative Reasoning',
      referenceType: 'Quant',
      durationMinutes: 10,
      items: ['q1', 'q2'].map((key) => ({
        key,
        type: 'mcq',
        topic: 'Quantitative comparison',
        html: `<p>${key}</p>`,
        options: [{ text: 'right', correct: true }, { text: 'wrong' }],
      })),
    },
  ],
};

/** A company whose course has one practice card and two mock cards of one test; a signed-in student. */
async function assessmentFixture(
  _t: typeof t,
  { testExtra }: { testExtra?: Record<string, unknown> } = {},
): Promise<Fixture & { mock2: string }> {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code);
  const card = (key: string, kind: string) => ({ key, kind, title: key, test: 'sample' });
  const result = await importContent(t.database.db, company.code, [
    { path: 'sample.json', json: sampleTest('sample', testExtra) },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          { key: 'practice', title: 'Practice Tests', objects: [card('pt-1', 'PracticeTest')] },
          { key: 'mock', title: 'Mock Tests', objects: [card('mock-1', 'Mock'), card('mock-2', 'Mock')] },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id, 30);
  const { c } = await login(t, company.host, student.email, student.password);
  const object = (k: string) => contentIds.object(company.code, course.id, k);
  return {
    company,
    courseId: course.id,
    productId: product.id,
    student,
    c,
    objects: { practice: object('pt-1'), locked: object('pt-1'), mock: object('mock-1') },
    mock2: object('mock-2'),
    testId: contentIds.test(company.code, 'sample'),
  };
}

const items = (data: LaunchData) => data.testJson.SectionResponse.flatMap((s) => s.ItemResponse);

/** Takes the card (mock by default) with `right` of its objective questions right, then ends it. */
async function take(f: Fixture, c: Fixture['c'], right: number, objectId = f.objects.mock) {
  const launched = await c.post('/api/assessment/generate-token', {
    groupId: objectId,
    testId: f.testId,
    courseId: f.courseId,
  });
  const id = launched.json().data.studentTestId as string;
  // Start Test: the questions come with the clock (decision 007).
  const data = (await c.post('/api/assessment/start', { testId: id })).json().data as LaunchData;
  const track = items(data)
    .filter((i) => i.ItemType === 'mcq')
    .map((item, n) => ({
      testId: id,
      itemId: item.ItemID,
      trackNumber: n + 1,
      companyCode: f.company.code,
      timeTaken: 5,
      attempt: '1',
      selectedOptionId: item.ItemOptionResponse[n < right ? 0 : 1]?.ItemOptionID,
    }));
  expect((await c.post('/api/sync-track', { track })).statusCode).toBe(200);
  expect((await c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  // The next attempt ends a minute later (the test clock stands still otherwise).
  t.clock.advance(60);
  return id;
}

/** What a test gives for one item: nothing (left out), or the tracking record's answer fields. */
type AnswerFields = Record<string, unknown> | null;

/**
 * Takes the card with the answers `answer` gives each launched item (in order), then ends it;
 * returns the attempt and its items.
 */
async function takeWith(f: Fixture, objectId: string, answer: (item: Item, n: number) => AnswerFields) {
  const launched = await f.c.post('/api/assessment/generate-token', {
    groupId: objectId,
    testId: f.testId,
    courseId: f.courseId,
  });
  const id = launched.json().data.studentTestId as string;
  const all = items((await f.c.post('/api/assessment/start', { testId: id })).json().data as LaunchData);
  const track = all
    .map((item, n) => ({ item, fields: answer(item, n) }))
    .filter(({ fields }) => fields !== null)
    .map(({ item, fields }, n) => ({
      testId: id,
      companyCode: f.company.code,
      timeTaken: 5,
      attempt: '1',
      itemId: item.ItemID,
      trackNumber: n + 1,
      ...fields,
    }));
  expect((await f.c.post('/api/sync-track', { track })).statusCode).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  return { id, all };
}

async function classmate(f: Fixture) {
  const student = await createStudent(t, f.company.code);
  await enrol(t, student, f.productId, 30);
  return (await login(t, f.company.host, student.email, student.password)).c;
}

describe('studenttestreport', () => {
  it('reports the attempt by skill in the mock order, with the company topper per objective skill', async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const mine = await take(f, f.c, 1);
    await take(f, await classmate(f), 2);
    // A perfect score in another company is not this company's topper.
    const other = await assessmentFixture(t, { testExtra: ieltsExtra });
    await take(other, other.c, 2);

    const res = await f.c.get(`/api/studenttestreport?testId=${mine}&courseId=${f.courseId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ studentTestId: mine, testId: f.testId, scoreKind: 'band' });
    expect(data.sections.map((s: { referenceType: string }) => s.referenceType)).toEqual([
      'Listening',
      'Reading',
      'Writing',
    ]);
    const [listening, reading, writing] = data.sections;
    // Questions as IELTS counts them (decision 038): the two-blank item is two of Listening's four.
    expect(listening.report).toEqual({
      totalQuestions: 4,
      questionsAttempted: 1,
      correctAnswer: 1,
      inCorrectAnswer: 0,
      skippedAnswer: 3,
    });
    expect(reading.report.inCorrectAnswer).toBe(1);
    expect(listening.toppersReport).toMatchObject({ correctAnswer: 1 });
    expect(reading.toppersReport).toMatchObject({ correctAnswer: 1, inCorrectAnswer: 0 });
    expect(writing).toMatchObject({ isEvaluated: true, toppersReport: null, band: null });
    expect(data.overall.band).toBeNull();
  });

  it("finds nothing of another student's or another company's attempt, and waits for the end", async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const mine = await take(f, f.c, 1);
    const peer = await classmate(f);
    expect((await peer.get(`/api/studenttestreport?testId=${mine}`)).statusCode).toBe(404);
    const other = await assessmentFixture(t);
    expect((await other.c.get(`/api/studenttestreport?testId=${mine}`)).statusCode).toBe(404);
    const running = await launchPractice(f);
    expect((await f.c.get(`/api/studenttestreport?testId=${running.id}`)).statusCode).toBe(409);
    for (const bad of ['x', `${mine}%00`, '2147483648', 'a'.repeat(100_000)]) {
      const res = await f.c.get(`/api/studenttestreport?testId=${bad}`);
      expect(res.statusCode, bad.slice(0, 20)).toBe(400);
    }
    expect((await client(t, f.company.host).get(`/api/studenttestreport?testId=${mine}`)).statusCode).toBe(
      401,
    );
  });
});

describe('studenttestreport for GRE', () => {
  it("shows the essay's Analytical Writing score once the teacher has released it", async () => {
    const f = await assessmentFixture(t, {
      testExtra: {
        ...greExtra,
        sections: [
          {
            key: 'writing',
            title: 'Analytical Writing',
            referenceType: 'Writing',
            durationMinutes: 30,
            items: [{ key: 'aw', type: 'essay-topic', topic: 'Analyze an Issue', html: '<p>Discuss.</p>' }],
          },
          ...greExtra.sections,
        ],
      },
    });
    const { id } = await takeWith(f, f.objects.mock, (item) =>
      item.ItemType === 'essay-topic'
        ? { enteredText: 'My essay.' }
        : { selectedOptionId: item.ItemOptionResponse[0]?.ItemOptionID },
    );
    const writing = async () =>
      (await f.c.get(`/api/studenttestreport?testId=${id}`))
        .json()
        .data.sections.find((s: { referenceType: string }) => s.referenceType === 'Writing');
    expect(await writing()).toMatchObject({ isEvaluated: true, scaledScore: null });
    // Released: the teacher's 4.5 (0-6) is the measure's score, as the default report shows it.
    await t.database.db
      .update(studentTests)
      .set({ evaluatedBands: { Writing: 4.5 } })
      .where(eq(studentTests.id, id));
    expect(await writing()).toMatchObject({ isEvaluated: true, scaledScore: 4.5 });
    const [card] = (await f.c.get(`/api/reportcard?id=1&courseId=${f.courseId}`)).json().data;
    expect(card.sections).toContainEqual({ referenceType: 'Writing', band: null, scaledScore: 4.5 });
  });
});

describe('get-pastperformance and reportcard', () => {
  it('lists the mocks taken, oldest first, against the topper; report cards newest first', async () => {
    const f = await assessmentFixture(t, { testExtra: greExtra });
    // The company's topper, on both mocks.
    const peer = await classmate(f);
    await take(f, peer, 4);
    await take(f, peer, 4, f.mock2);
    const first = await take(f, f.c, 0);
    const second = await take(f, f.c, 4, f.mock2);
    await take(f, f.c, 2, f.objects.practice);

    const past = await f.c.get(`/api/get-pastperformance?courseId=${f.courseId}&id=${second}`);
    expect(past.statusCode).toBe(200);
    const { scoreKind, rows } = past.json().data;
    expect(scoreKind).toBe('scaled');
    expect(rows.map((r: { studentTestId: string }) => r.studentTestId)).toEqual([first, second]);
    // GRE: Verbal + Quant on each scale (130-170); the overall is their sum.
    expect(rows[0].points).toEqual([
      { referenceType: 'Overall', you: 260, topper: 340 },
      { referenceType: 'Verbal', you: 130, topper: 170 },
      { referenceType: 'Quant', you: 130, topper: 170 },
    ]);
    expect(rows[1].points[0]).toEqual({ referenceType: 'Overall', you: 340, topper: 340 });

    const mocks = (await f.c.get(`/api/reportcard?id=1&courseId=${f.courseId}`)).json().data;
    expect(mocks.map((m: { studentTestId: string }) => m.studentTestId)).toEqual([second, first]);
    expect(mocks[0]).toMatchObject({ scoreKind: 'scaled', score: 340, band: null });
    // The card's own title (this fixture titles its second mock card 'mock-2'), not its test's
    // ('Sample …', shared by both mocks): the card and its report read the same.
    expect(mocks.map((m: { title: string }) => m.title)).toEqual(['mock-2', 'mock-1']);
    expect(mocks[0].sections).toEqual([
      { referenceType: 'Verbal', band: null, scaledScore: 170 },
      { referenceType: 'Quant', band: null, scaledScore: 170 },
    ]);
    const practice = (await f.c.get(`/api/reportcard?id=2&courseId=${f.courseId}`)).json().data;
    expect(practice).toHaveLength(1);
    expect((await f.c.get(`/api/reportcard?id=3&courseId=${f.courseId}`)).statusCode).toBe(400);

    // A course the student does not hold.
    const other = await assessmentFixture(t);
    expect((await f.c.get(`/api/reportcard?id=1&courseId=${other.courseId}`)).statusCode).toBe(403);
    expect(
      (await f.c.get(`/api/get-pastperformance?courseId=${other.courseId}&id=${second}`)).statusCode,
    ).toBe(403);
  });
});

describe('topicwisechart', () => {
  it('counts correct answers by question type as the report counts questions, teacher-marked skills left out', async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const one = await take(f, f.c, 1);
    const res = await f.c.get(
      `/api/topicwisechart?testId=${one}&courseId=${f.courseId}&isOverAllReport=false`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.you).toEqual([
      { topicName: 'Multiple choice', referenceType: 'Listening', corrent: 1, total: 1 },
      // The street (one) and the two blanks (two questions).
      { topicName: 'Form completion', referenceType: 'Listening', corrent: 0, total: 3 },
      { topicName: 'True/False/Not Given', referenceType: 'Reading', corrent: 0, total: 1 },
    ]);
    await take(f, f.c, 2, f.objects.practice);
    const overall = (await f.c.get(`/api/topicwisechart?courseId=${f.courseId}&isOverAllReport=true`)).json()
      .data.you;
    expect(overall.find((r: { topicName: string }) => r.topicName === 'True/False/Not Given')).toMatchObject({
      corrent: 1,
      total: 2,
    });
    const other = await assessmentFixture(t);
    expect(
      (await other.c.get(`/api/topicwisechart?testId=${one}&courseId=${other.courseId}`)).statusCode,
    ).toBe(404);
  });
});

describe('evaluation-remarks', () => {
  it("says where the evaluation stands, then shows the teacher's remarks", async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const id = await take(f, f.c, 1);
    const none = (await f.c.get(`/api/evaluation-remarks?id=${id}`)).json();
    expect(none).toMatchObject({ success: true, data: { evaluationStatus: null, remarks: null } });
    expect(none.message).toMatch(/^No remarks yet/);
    await t.database.db
      .update(studentTests)
      .set({ evaluationStatus: 1, remarks: 'Good range of vocabulary.' })
      .where(eq(studentTests.id, id));
    const done = (await f.c.get(`/api/evaluation-remarks?id=${id}`)).json();
    expect(done).toMatchObject({ message: 'Good range of vocabulary.', data: { evaluationStatus: 1 } });
    expect((await (await classmate(f)).get(`/api/evaluation-remarks?id=${id}`)).statusCode).toBe(404);
  });
});

describe('band-table', () => {
  it('serves the IELTS tables and a test’s own scaled tables without a session, per company', async () => {
    const ielts = await assessmentFixture(t, { testExtra: ieltsExtra });
    const anonymous = client(t, ielts.company.host);
    const res = await anonymous.get(`/api/band-table?testId=${ielts.testId}&v=0.123`);
    expect(res.statusCode).toBe(200);
    const table = res.json().data;
    expect(table.scoreKind).toBe('band');
    expect(table.bands.map((b: { referenceType: string }) => b.referenceType)).toEqual([
      'Listening',
      'Reading',
    ]);
    expect(table.bands[0].rows[0]).toEqual({ score: '39–40', band: 9 });

    const gre = await assessmentFixture(t, { testExtra: greExtra });
    const scaled = (await client(t, gre.company.host).get(`/api/band-table?testId=${gre.testId}`)).json()
      .data;
    expect(scaled.bands).toEqual([
      {
        referenceType: 'Verbal',
        rows: [
          { score: '2', band: 170 },
          { score: '1', band: 150 },
          { score: '0', band: 130 },
        ],
      },
      {
        referenceType: 'Quant',
        rows: [
          { score: '2', band: 170 },
          { score: '0–1', band: 130 },
        ],
      },
    ]);
    // Another company's test is not found on this company's host.
    expect((await anonymous.get(`/api/band-table?testId=${gre.testId}`)).statusCode).toBe(404);
    const company = await createCompany(t);
    expect((await client(t, company.host).get(`/api/band-table?testId=${ielts.testId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('getoverallreport and gettrendanalysis', () => {
  it('reports percent correct by skill and question type, filtered by kind and time, against the toppers', async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const url = (q: string) => `/api/getoverallreport?courseId=${f.courseId}${q}`;
    // Nothing taken: no questions (the screen says 'You have to take test to view report').
    const empty = (await f.c.get(url(''))).json().data;
    expect(empty).toMatchObject({ totalQuestions: 0, skills: [], topics: [] });

    const mock = await take(f, f.c, 1);
    const practice = await take(f, f.c, 2, f.objects.practice);
    await take(f, await classmate(f), 2);

    const all = (await f.c.get(url(''))).json().data;
    // Each attempt: Listening's four questions (the two-blank item is two) and Reading's one.
    expect(all.totalQuestions).toBe(10);
    expect(all.scoreKind).toBe('band');
    // Writing, marked by the teacher, has a row of its own: no band until released.
    expect(all.skills.map((r: { referenceType: string }) => r.referenceType)).toEqual([
      'Listening',
      'Reading',
      'Writing',
    ]);
    expect(all.skills[2]).toMatchObject({ total: 0, attempts: 2, band: null });
    // Listening: mock 1 of 4, practice 1 of 4 (the multiple choice each time); the topper 1 of 4.
    expect(all.skills[0]).toMatchObject({
      topicName: 'Listening',
      correct: 2,
      total: 8,
      percentCorrect: 25,
      attempts: 2,
      topperPercent: 25,
    });
    expect(all.skills[1]).toMatchObject({ correct: 1, total: 2, percentCorrect: 50, topperPercent: 100 });
    expect(all.topics).toContainEqual(
      expect.objectContaining({ topicName: 'Form completion', correct: 0, total: 6, percentCorrect: 0 }),
    );

    const practiceOnly = (await f.c.get(url('&tests=practice'))).json().data;
    expect(practiceOnly.totalQuestions).toBe(5);
    const reading = (await f.c.get(url('&referenceType=Reading'))).json().data;
    expect(reading.skills.map((r: { referenceType: string }) => r.referenceType)).toEqual(['Reading']);

    const trend = (await f.c.get(`/api/gettrendanalysis?courseId=${f.courseId}&testType=all`)).json().data;
    expect(trend.map((r: { studentTestId: string }) => r.studentTestId)).toEqual([mock, practice]);
    expect(trend[1]).toMatchObject({
      accuracy: '100.00',
      attempt: 2,
      totalQuestions: 6,
      score: 2,
      band: null,
    });
    const mocks = (await f.c.get(`/api/gettrendanalysis?courseId=${f.courseId}&testType=mock`)).json().data;
    expect(mocks).toHaveLength(1);

    for (const bad of ['&tests=every', '&timeline=year', '&referenceType=%00']) {
      expect((await f.c.get(url(bad))).statusCode, bad).toBe(400);
    }
    const other = await assessmentFixture(t);
    expect((await f.c.get(`/api/getoverallreport?courseId=${other.courseId}`)).statusCode).toBe(403);
    expect((await other.c.get(`/api/gettrendanalysis?courseId=${f.courseId}`)).statusCode).toBe(403);

    // Eight days on (a new session: the old one has lived its seven days), the past week holds
    // nothing and the month still holds both.
    t.clock.advance(8 * 86_400);
    const { c } = await login(t, f.company.host, f.student.email, f.student.password);
    expect((await c.get(url('&timeline=week'))).json().data.totalQuestions).toBe(0);
    expect((await c.get(url('&timeline=month'))).json().data.totalQuestions).toBe(10);
    const trendUrl = `/api/gettrendanalysis?courseId=${f.courseId}&testType=all&timeline=`;
    expect((await c.get(`${trendUrl}week`)).json().data).toEqual([]);
    expect((await c.get(`${trendUrl}month`)).json().data).toHaveLength(2);
  });
});

describe('duolingo-report', () => {
  it('gives the Duolingo subscores (10-160), the section-wise rows and the questions with their keys', async () => {
    const f = await assessmentFixture(t, {
      testExtra: {
        template: 'duolingo',
        examFamily: 'duolingo',
        conversionTables: {
          Overall: [
            { raw: 0, scaled: 10 },
            { raw: 1, scaled: 85 },
            { raw: 2, scaled: 160 },
          ],
        },
        sections: [
          {
            key: 'adaptive',
            title: 'Adaptive Questions',
            referenceType: 'Overall',
            durationMinutes: 10,
            items: ['a1', 'a2'].map((key) => ({
              key,
              type: 'mcq',
              html: `<p>${key}</p>`,
              options: [{ text: 'real word', correct: true }, { text: 'not a word' }],
            })),
          },
        ],
      },
    });
    const id = await take(f, f.c, 1, f.objects.practice);
    const res = await f.c.get(`/api/duolingo-report?testId=${id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Decision 040: the two choices are Reading questions (Reading 85); with no other skill there is
    // no overall, and DET reports no section score (the table no longer gives one).
    expect(data.studentTest.examScores.subscores[0]).toMatchObject({ name: 'Reading', score: 85 });
    expect(data.studentTest).toMatchObject({
      score: null,
      report: {
        totalQuestions: 2,
        questionsAttempted: 2,
        skippedAnswer: 0,
        correctAnswer: 1,
        inCorrectAnswer: 1,
      },
      sectionWiseReport: [
        { title: 'Adaptive Questions', referenceType: 'Overall', band: null, totalQuestions: 2 },
      ],
    });
    expect(data.questions).toHaveLength(2);
    expect(data.questions[0].options.map((o: { isCorrect: boolean }) => o.isCorrect)).toEqual([true, false]);
    expect((await (await classmate(f)).get(`/api/duolingo-report?testId=${id}`)).statusCode).toBe(404);
  });

  it('gives no Duolingo score while a written answer waits for the teacher (0 for it would read as final)', async () => {
    const f = await assessmentFixture(t, {
      testExtra: {
        template: 'duolingo',
        examFamily: 'duolingo',
        conversionTables: {
          Overall: [
            { raw: 0, scaled: 10 },
            { raw: 1, scaled: 85 },
            { raw: 2, scaled: 160 },
          ],
        },
        sections: [
          {
            key: 'adaptive',
            title: 'Adaptive Questions',
            referenceType: 'Overall',
            durationMinutes: 10,
            items: [
              {
                key: 'a1',
                type: 'mcq',
                html: '<p>a1</p>',
                options: [{ text: 'real', correct: true }, { text: 'no' }],
              },
              { key: 'w1', type: 'essay', html: '<p>Write about a trip.</p>' },
            ],
          },
        ],
      },
    });
    const choice = (item: Item, k: number) => ({
      selectedOptionId: item.ItemOptionResponse[k]?.ItemOptionID,
    });
    const { id } = await takeWith(f, f.objects.practice, (item) =>
      item.ItemType === 'mcq' ? choice(item, 0) : { enteredText: 'We went to the hills.' },
    );
    const report = (await f.c.get(`/api/duolingo-report?testId=${id}`)).json().data;
    expect(report.studentTest.score).toBeNull();
    expect(report.studentTest.sectionWiseReport[0].band).toBeNull();
    const skills = (await f.c.get(`/api/studenttestreport?testId=${id}`)).json().data;
    expect(skills.sections[0]).toMatchObject({ scaledScore: null, isEvaluated: true });
    expect(skills.overall.value).toBeNull();
  });
});

describe('get-testwiseanalysis', () => {
  it('gives every question with its keys (~ between accepted answers), the answer written out and the teacher’s comment', async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    // A wrong choice, a typed answer, one blank of two, Reading left out, an essay of two lines.
    const { id, all } = await takeWith(
      f,
      f.objects.mock,
      (item, n) =>
        [
          { selectedOptionId: item.ItemOptionResponse[1]?.ItemOptionID },
          { enteredText: 'harbourside' },
          { inputResponses: [{ value: '12' }, { value: '' }] },
          null,
          { enteredText: 'First line.\nSecond line.' },
        ][n] ?? null,
    );
    const [l1, l2, l3, r1, w1] = all;
    if (!l1 || !l2 || !l3 || !r1 || !w1) throw new Error('five items expected');
    await t.database.db.insert(itemEvaluations).values({
      studentTestId: id,
      itemId: w1.ItemID,
      companyCode: f.company.code,
      score: 6,
      comments: 'Link your ideas.',
      audioFeedback: 'https://cdn.example.com/feedback/w1.mp3',
    });

    const res = await f.c.get(`/api/get-testwiseanalysis?courseId=${f.courseId}&testId=${id}`);
    expect(res.statusCode).toBe(200);
    const { studentTestData, jsonOutput, studentItems } = res.json().data;
    expect(studentTestData).toMatchObject({ id, testId: f.testId, isEnableSolutionTab: false });
    // IELTS numbers each skill from 1, as its papers do (decision 038): Listening 1-3, Reading 1, Writing 1.
    expect(jsonOutput.publishkananItemList.map((i: { QNo: number }) => i.QNo)).toEqual([1, 2, 3, 1, 1]);
    expect(jsonOutput.publishkananItemList[0]).toMatchObject({
      ItemID: l1.ItemID,
      ReferenceType: 'Listening',
      ExpectedAns: 'Monday',
    });
    expect(jsonOutput.publishkananItemList[2].ExpectedAns).toBe('12 | B7');
    expect(jsonOutput.publishkananItemList[4]).toMatchObject({ ReferenceType: 'Writing', ExpectedAns: '-' });
    const options = (itemId: string) =>
      jsonOutput.publishKananItemOptionList.filter((o: { ItemID: string }) => o.ItemID === itemId);
    expect(
      options(l1.ItemID).map((o: { Options: string; IsCorrect: boolean }) => [o.Options, o.IsCorrect]),
    ).toEqual([
      ['Monday', true],
      ['Tuesday', false],
    ]);
    expect(options(l2.ItemID)).toEqual([
      { ItemOptionID: `${l2.ItemID}:answer:1`, ItemID: l2.ItemID, Options: 'Harbourside', IsCorrect: true },
    ]);
    expect(options(l3.ItemID).map((o: { Options: string }) => o.Options)).toEqual(['12', 'B7']);

    const [a1, a2, a3, a4, a5] = studentItems;
    expect(a1).toMatchObject({ ResponseJSON: { answer: 'Tuesday', iscorrect: false }, Result: 'incorrect' });
    expect(a2).toMatchObject({ ResponseJSON: { answer: 'harbourside', iscorrect: true }, Result: 'correct' });
    expect(a3.ResponseJSON.answer).toBe('12 | -');
    expect(a4).toMatchObject({ ResponseJSON: { answer: '-', iscorrect: null }, Result: 'skipped' });
    expect(a5).toMatchObject({
      ResponseJSON: { answer: 'First line.\nSecond line.', iscorrect: null },
      Result: 'awaiting',
      facultyResponse: 'Link your ideas.',
      audioFeedBack: 'https://cdn.example.com/feedback/w1.mp3',
      WritingFiles: '',
      AudioURL: null,
    });
  });

  it("numbers an IELTS 'Choose TWO' as two questions, and a GRE one as one (decision 038)", async () => {
    const chooseTwo = {
      key: 'l2-choose-two',
      type: 'mca',
      html: '<p>Which TWO?</p>',
      options: [{ text: 'A', correct: true }, { text: 'B' }, { text: 'C', correct: true }],
    };
    const sections = ieltsExtra.sections.map((s) =>
      s.key === 'listening' ? { ...s, items: [s.items[0], chooseTwo, ...s.items.slice(1)] } : s,
    );
    const numbers = async (testExtra: Record<string, unknown>) => {
      const f = await assessmentFixture(t, { testExtra: { ...testExtra, sections } });
      const { id } = await takeWith(f, f.objects.mock, (item, n) =>
        n === 0 ? { selectedOptionId: item.ItemOptionResponse[0]?.ItemOptionID } : null,
      );
      const res = await f.c.get(`/api/get-testwiseanalysis?courseId=${f.courseId}&testId=${id}`);
      return res
        .json()
        .data.jsonOutput.publishkananItemList.map((i: { QNo: number; QNoLast: number }) => [
          i.QNo,
          i.QNoLast,
        ]);
    };
    expect(await numbers({ template: 'ielts', examFamily: 'ielts' })).toEqual([
      [1, 1],
      [2, 3],
      [4, 4],
      // Two blanks, a mark each.
      [5, 6],
      [1, 1],
      [1, 1],
    ]);
    expect(await numbers({ template: 'grelayout', examFamily: 'gre' })).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, n]),
    );
  });

  it("refuses another student's, another company's and another course's attempt, a running one and bad ids", async () => {
    const f = await assessmentFixture(t, { testExtra: ieltsExtra });
    const mine = await take(f, f.c, 1);
    const url = (courseId: string, testId: string) =>
      `/api/get-testwiseanalysis?courseId=${courseId}&testId=${testId}`;
    expect((await (await classmate(f)).get(url(f.courseId, mine))).statusCode).toBe(404);
    const other = await assessmentFixture(t);
    expect((await other.c.get(url(other.courseId, mine))).statusCode).toBe(404);
    // A course the student does not hold.
    expect((await f.c.get(url(other.courseId, mine))).statusCode).toBe(403);
    // A course the student holds that the attempt is not of.
    const { course, product } = await createCourse(t, f.company.code, { courseName: 'Second course' });
    await enrol(t, f.student, product.id, 30);
    expect((await f.c.get(url(course.id, mine))).statusCode).toBe(404);
    const running = await launchPractice(f);
    expect((await f.c.get(url(f.courseId, running.id))).statusCode).toBe(409);
    for (const bad of ['x', `${mine}%00`, '2147483648', 'a'.repeat(100_000)]) {
      expect((await f.c.get(url(f.courseId, bad))).statusCode, bad.slice(0, 20)).toBe(400);
    }
    expect((await client(t, f.company.host).get(url(f.courseId, mine))).statusCode).toBe(401);
  });
});

describe('default-report for PTE', () => {
  it('derives the communicative skills from the tasks, none while a task of the skill waits for the teacher', async () => {
    const table = [
      { raw: 0, scaled: 10 },
      { raw: 1, scaled: 90 },
    ];
    const f = await assessmentFixture(t, {
      testExtra: {
        template: 'ptelayout',
        examFamily: 'pte',
        conversionTables: { 'Speaking & Writing': table, Reading: table, Listening: table },
        sections: [
          {
            key: 'sw',
            title: 'Speaking & Writing',
            referenceType: 'Speaking & Writing',
            durationMinutes: 10,
            items: [{ key: 'we', type: 'essay', topic: 'Write Essay', html: '<p>Write.</p>' }],
          },
          {
            key: 'reading',
            title: 'Reading',
            referenceType: 'Reading',
            durationMinutes: 10,
            items: [
              {
                key: 'mc',
                type: 'mcq',
                topic: 'Multiple Choice, Single Answer',
                html: '<p>Which?</p>',
                options: [{ text: 'right', correct: true }, { text: 'wrong' }],
              },
            ],
          },
          {
            key: 'listening',
            title: 'Listening',
            referenceType: 'Listening',
            durationMinutes: 10,
            items: [
              {
                key: 'sm',
                type: 'mcq',
                topic: 'Select Missing Word',
                html: '<p>Missing?</p>',
                options: [{ text: 'right', correct: true }, { text: 'wrong' }],
              },
            ],
          },
        ],
      },
    });
    // The essay written, the Reading choice right, the Listening one wrong.
    const { id } = await takeWith(f, f.objects.mock, (item, n) =>
      n === 0
        ? { enteredText: 'My essay.' }
        : { selectedOptionId: item.ItemOptionResponse[n === 1 ? 0 : 1]?.ItemOptionID },
    );

    const pte = (await f.c.get(`/api/default-report?testId=${id}`)).json().data.pteReport;
    expect(pte.skills).toEqual([
      { skill: 'Listening', score: 10, awaiting: 0, tasks: 1 },
      { skill: 'Reading', score: 90, awaiting: 0, tasks: 1 },
      { skill: 'Writing', score: null, awaiting: 1, tasks: 1 },
    ]);
    // Three skills of four and an unmarked essay: no overall, and no part score for the essay's part.
    expect(pte.overall).toBeNull();
    expect(pte.parts.map((p: { score: number | null }) => p.score)).toEqual([null, 90, 10]);
    // The mock report carries the same skills: what a PTE score means is read from them, never from
    // the parts (a card once read the Reading part's 90 as PTE Reading).
    const mock = (await f.c.get(`/api/studenttestreport?testId=${id}`)).json().data;
    expect(mock.examScores).toMatchObject({ exam: 'pte', overall: null });
    const skills = mock.examScores.subscores.map((s: { name: string; score: number | null }) => [
      s.name,
      s.score,
    ]);
    expect(skills).toEqual(
      expect.arrayContaining([
        ['Listening', 10],
        ['Reading', 90],
        ['Writing', null],
      ]),
    );
  });
});
