import { importContent } from '../src/modules/content/content-import';
import { contentIds } from '../src/modules/content/content-mapper';
import { createCompany, createCourse, createStudent, enrol, login, type TestContext } from './harness';

/** A test with one item of several kinds, so answers and scoring show in every call. */
export const sampleTest = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  title: `Sample ${key}`,
  template: 'ielts',
  examFamily: 'ielts',
  totalScoreDividedBy: 1,
  sections: [
    {
      key: 'listening',
      title: 'Part 1',
      referenceType: 'Listening',
      durationMinutes: 10,
      items: [
        {
          key: 'q1',
          type: 'mcq',
          html: '<p>Which day?</p>',
          explanation: 'The speaker says Monday.',
          options: [{ text: 'Monday', correct: true }, { text: 'Tuesday' }],
        },
        { key: 'q2', type: 'an', html: '<p>Street name?</p>', accepted: ['Harbourside', 'Harbour side'] },
        {
          key: 'q3',
          type: 'b',
          html: '<p>Cost: ___ pounds, room ___</p>',
          blanks: [{ accepted: ['twelve', '12'] }, { accepted: ['B7'] }],
        },
        {
          key: 'q4',
          type: 'multi-select',
          html: '<p>Choose TWO</p>',
          options: [{ text: 'A', correct: true }, { text: 'B', correct: true }, { text: 'C' }, { text: 'D' }],
        },
        { key: 'q5', type: 'essay', html: '<p>Write about your town.</p>' },
      ],
    },
  ],
  ...extra,
});

/** The sample test as a sectional test of two sections (5 and 10 minutes) of the sample's items. */
export function sectionalTestExtra() {
  const base = sampleTest('x').sections[0] as ReturnType<typeof sampleTest>['sections'][number];
  return {
    timerMode: 'sectional',
    sections: [
      { ...base, key: 'one', title: 'Section one', durationMinutes: 5 },
      {
        ...base,
        key: 'two',
        title: 'Section two',
        durationMinutes: 10,
        items: base.items.map((i) => ({ ...i, key: `${i.key}-2` })),
      },
    ],
  };
}

export interface Fixture {
  company: Awaited<ReturnType<typeof createCompany>>;
  courseId: string;
  productId: string;
  student: Awaited<ReturnType<typeof createStudent>>;
  c: Awaited<ReturnType<typeof login>>['c'];
  objects: { practice: string; locked: string; mock: string };
  testId: string;
}

/** A company with a course whose practice page holds the sample test; a signed-in enrolled student. */
export async function assessmentFixture(
  t: TestContext,
  opts: { testExtra?: Record<string, unknown>; enrolDays?: number } = {},
): Promise<Fixture> {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code);
  const key = 'sample';
  const result = await importContent(t.database.db, company.code, [
    { path: 'sample.json', json: sampleTest(key, opts.testExtra) },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'practice',
            title: 'Practice Tests',
            modules: [
              {
                key: 'week-1',
                title: 'Week 1',
                objects: [
                  {
                    key: 'pt-1',
                    kind: 'PracticeTest',
                    title: 'Practice 1',
                    test: key,
                    evaluationRequired: true,
                  },
                  { key: 'pt-locked', kind: 'PracticeTest', title: 'Practice 2', test: key, isLocked: true },
                ],
              },
            ],
          },
          {
            key: 'mock',
            title: 'Mock Tests',
            objects: [{ key: 'mock-1', kind: 'Mock', title: 'Mock 1', test: key }],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id, opts.enrolDays ?? 30);
  const { c } = await login(t, company.host, student.email, student.password);
  const object = (k: string) => contentIds.object(company.code, course.id, k);
  return {
    company,
    courseId: course.id,
    productId: product.id,
    student,
    c,
    objects: { practice: object('pt-1'), locked: object('pt-locked'), mock: object('mock-1') },
    testId: contentIds.test(company.code, key),
  };
}

/**
 * Launches the practice card and presses Start Test: the clock starts and the questions are handed
 * out (decision 007). Returns the attempt id and the started launch's data.
 */
export async function launchPractice(f: Fixture, objectId = f.objects.practice) {
  const { id } = await openPractice(f, objectId);
  const started = await f.c.post('/api/assessment/start', { testId: id });
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  return { id, data: started.json().data };
}

/** Launches the practice card without starting it: the instructions, the questions sealed. */
export async function openPractice(f: Fixture, objectId = f.objects.practice) {
  const res = await f.c.post('/api/assessment/generate-token', {
    groupId: objectId,
    testId: f.testId,
    courseId: f.courseId,
  });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  const id = res.json().data.studentTestId as string;
  const launch = await f.c.post('/api/assessment/launch', { testId: id });
  return { id, data: launch.json().data };
}

/** A launched question as GET launch hands it out: its id and its options, in the authored order. */
export type LaunchedItem = { ItemID: string; ItemOptionResponse: { ItemOptionID: string }[] };

/** The questions of a started attempt, every section's in order. */
export const launchedItems = (data: { testJson: { SectionResponse: unknown } }) =>
  (data.testJson.SectionResponse as { ItemResponse: LaunchedItem[] }[]).flatMap((s) => s.ItemResponse);

/**
 * Answers each given question with its first option (the fixtures author the right one first),
 * twenty to a sync as the runner sends them, ends the attempt and returns its stored report.
 */
export async function answerFirstOptionsAndEnd(f: Fixture, attemptId: string, items: LaunchedItem[]) {
  const track = items.map((item, n) => ({
    testId: attemptId,
    itemId: item.ItemID,
    trackNumber: n + 1,
    companyCode: f.company.code,
    timeTaken: 2,
    attempt: '1',
    selectedOptionId: item.ItemOptionResponse[0]?.ItemOptionID,
  }));
  for (let start = 0; start < track.length; start += 20) {
    const res = await f.c.post('/api/sync-track', { track: track.slice(start, start + 20) });
    if (res.statusCode !== 200) throw new Error(`sync failed: ${res.body}`);
  }
  await f.c.post('/api/end-test', { token: attemptId });
  return (await f.c.get(`/api/default-report?testId=${attemptId}`)).json().data.studentTest.report;
}
