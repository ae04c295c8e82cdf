import { assessmentFixture, type Fixture, launchPractice } from './assessment-fixture';
import { createStaff, staffLogin } from './console-fixture';
import { webm } from './files';
import { createStudent, enrol, login, type TestContext } from './harness';

/** An IELTS test with the four skills' evaluated half: two Writing tasks and one Speaking answer. */
export const writingSpeakingTest = {
  sections: [
    {
      key: 'writing',
      title: 'Writing',
      referenceType: 'Writing',
      durationMinutes: 60,
      items: [
        { key: 'w1', type: 'essay-topic', html: '<p><strong>Task 1</strong> Describe the table.</p>' },
        { key: 'w2', type: 'essay', html: '<p><strong>Task 2</strong> Discuss both views.</p>' },
      ],
    },
    {
      key: 'speaking',
      title: 'Speaking',
      referenceType: 'Speaking',
      durationMinutes: 14,
      items: [{ key: 's1', type: 'record-audio', html: '<p>Tell me about your home town.</p>' }],
    },
  ],
};

type Item = { ItemID: string; ItemType: string };

export const TASK1 = 'The table shows visitors to five museums. Overall, numbers rose.';
export const TASK2 = 'Some people think students should pay. I partly agree with this view.';

/** A student's upload of a recorded answer, as the runner does it: the signed PUT, then its address. */
async function uploadRecording(t: TestContext, f: Fixture): Promise<string> {
  const res = await f.c.post('/api/document-upload', {
    fileName: 'answer.webm',
    contentType: 'audio/webm',
    purpose: 'answer-audio',
  });
  const { signedUrl, publicUrl } = res.json().data as { signedUrl: string; publicUrl: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { host: f.company.host, 'content-type': 'audio/webm' },
    payload: webm,
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return publicUrl;
}

/** The same with three speaking questions: IELTS Speaking is graded once per test (issue 40). */
export const threeSpeakingTest = {
  sections: [
    writingSpeakingTest.sections[0],
    {
      ...writingSpeakingTest.sections[1],
      items: [
        { key: 's1', type: 'record-audio', html: '<p>Part 1: tell me about your home town.</p>' },
        { key: 's2', type: 'record-notify', html: '<p>Part 2: describe a journey you enjoyed.</p>' },
        { key: 's3', type: 'record-audio', html: '<p>Part 3: why do people travel?</p>' },
      ],
    },
  ],
};

/**
 * A student who took the test, wrote both tasks, recorded the speaking answer and sent the attempt
 * for evaluation (spec 2 §4 'Request for Evaluation'); an admin, a faculty member of the course and
 * one of no course, all signed in at the console.
 */
export async function evaluationFixture(t: TestContext, test: Record<string, unknown> = writingSpeakingTest) {
  const f = await assessmentFixture(t, { testExtra: test });
  const { id, items, recording } = await sendForEvaluation(t, f);
  const [w1, w2, s1] = items;
  if (!w1 || !w2 || !s1) throw new Error('fixture test has three items');
  const admin = await createStaff(t, f.company.code);
  const faculty = await createStaff(t, f.company.code, { role: 'faculty', courseIds: [f.courseId] });
  const outsider = await createStaff(t, f.company.code, { role: 'faculty' });
  return {
    ...f,
    attemptId: id,
    items: { w1, w2, s1, more: items.slice(3) },
    recording,
    admin,
    faculty,
    outsider,
    asAdmin: await staffLogin(t, f.company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, f.company.host, faculty.email, faculty.password),
    asOutsider: await staffLogin(t, f.company.host, outsider.email, outsider.password),
  };
}

/**
 * The fixture's student (or another) takes the test, writes both tasks, records every speaking
 * answer (or only the items `answered` keeps, by their index in the test) and sends the attempt for
 * evaluation. Answers the attempt and the test's item ids in order.
 */
export async function sendForEvaluation(t: TestContext, f: Fixture, answered?: (index: number) => boolean) {
  const { id, data } = await launchPractice(f);
  const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[])
    .flatMap((s) => s.ItemResponse)
    .map((i) => i.ItemID);
  const recording = await uploadRecording(t, f);
  const text = (index: number) => (index === 0 ? TASK1 : index === 1 ? TASK2 : recording);
  const track = items
    .map((itemId, index) => ({
      testId: id,
      itemId,
      trackNumber: index + 1,
      companyCode: f.company.code,
      timeTaken: 30,
      attempt: '1',
      enteredText: text(index),
    }))
    .filter((_, index) => answered?.(index) ?? true);
  const synced = await f.c.post('/api/sync-track', { track });
  if (synced.statusCode !== 200) throw new Error(`sync failed: ${synced.body}`);
  await f.c.post('/api/end-test', { token: id });
  const requested = await f.c.post('/api/evaluation-request', {
    courseId: f.courseId,
    groupId: f.objects.practice,
    testId: f.testId,
  });
  if (requested.statusCode !== 200) throw new Error(`request failed: ${requested.body}`);
  return { id, items, recording };
}

/** Another student of the fixture's company, enrolled on its course and signed in. */
export async function anotherStudent(t: TestContext, f: Fixture): Promise<Fixture> {
  const student = await createStudent(t, f.company.code);
  await enrol(t, student, f.productId, 30);
  const { c } = await login(t, f.company.host, student.email, student.password);
  return { ...f, student, c };
}
export type EvaluationFixture = Awaited<ReturnType<typeof evaluationFixture>>;

/** A complete IELTS evaluation of the fixture's answers (Task 1 band 6, Task 2 band 7, Speaking 6.5). */
export const fullEvaluation = (f: EvaluationFixture, audioFileId: string | null = null) => ({
  answers: {
    [f.items.w1]: { criteria: { TA: 6, CC: 6, LR: 6, GRA: 6 }, comments: 'Good <overview>.', audioFileId },
    [f.items.w2]: { criteria: { TR: 7, CC: 7, LR: 7, GRA: 7 }, comments: 'Clear position.' },
    [f.items.s1]: { criteria: { FC: 7, LR: 6, GRA: 6, P: 7 }, comments: 'Fluent.' },
  },
  overallComment: 'Well done.\n\nWork on Task 1 comparisons.',
});
