import { CohortMessages as M } from '@portico/contract/console-cohorts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assessmentFixture,
  type Fixture,
  launchedItems,
  launchPractice,
} from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import {
  batchEnrolments,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  studentScoreTargets,
} from '../../db/schema';

// Issue 45 part 2: each course's and batch's students, active, quiet or not started, their
// predictions against targets, the classes they attend and the cohort's weakest question types; a
// student's record; read by the course's teachers and the company's admins only.
const t = useTestApp();

/** Two question types of the Reading skill: the cohort gets 'Matching' wrong more often. */
const READING = {
  sections: [
    {
      key: 'reading',
      title: 'Passage 1',
      referenceType: 'Reading',
      durationMinutes: 20,
      items: ['q1', 'q2', 'q3', 'q4'].map((key, n) => ({
        key,
        type: 'mcq',
        topic: n < 2 ? 'Multiple choice' : 'Matching',
        html: `<p>Question ${key}</p>`,
        options: [{ text: `${key} A`, correct: true }, { text: `${key} B` }],
      })),
    },
  ],
};

/** One ended attempt of the practice card: option A (right) for the questions in `right`. */
async function takeTest(f: Fixture, right: string[]) {
  const { id, data } = await launchPractice(f);
  const items = launchedItems(data) as { ItemID: string; ItemOptionResponse: { ItemOptionID: string }[] }[];
  const track = items.map((item, n) => ({
    testId: id,
    itemId: item.ItemID,
    trackNumber: n + 1,
    companyCode: f.company.code,
    timeTaken: 30,
    attempt: '1',
    selectedOptionId: item.ItemOptionResponse[right.includes(`q${n + 1}`) ? 0 : 1]?.ItemOptionID,
  }));
  expect((await f.c.post('/api/sync-track', { track })).statusCode).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
}

/** Everything the student did moved to `days` days before the clock's now (their last activity). */
async function lastActive(studentId: string, days: number) {
  const at = new Date(t.clock.now().getTime() - days * 86_400_000).toISOString();
  const db = t.database.db;
  await db.execute(sql`update sessions set created_at = ${at} where student_id = ${studentId}`);
  await db.execute(
    sql`update student_tests set created_at = ${at}, started_at = ${at}, ended_at = ${at} where student_id = ${studentId}`,
  );
  await db.execute(sql`update user_actions set time_stamp = ${at} where student_id = ${studentId}`);
}

const signIn = async (f: Fixture, role: 'admin' | 'faculty', courseIds: string[] = []) => {
  const member = await createStaff(t, f.company.code, { role, courseIds });
  return staffLogin(t, f.company.host, member.email, member.password);
};

/** A batch of the course with two classes held and one to come; its students. */
async function batchOf(f: Fixture, studentIds: string[]) {
  const db = t.database.db;
  const companyCode = f.company.code;
  const [type] = await db.insert(liveClassBatchTypes).values({ companyCode, name: 'Regular' }).returning();
  const [batch] = await db
    .insert(liveClassBatches)
    .values({ companyCode, courseId: f.courseId, batchTypeId: type!.id, batchName: 'Morning Batch' })
    .returning();
  const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000);
  const classes = await db
    .insert(liveClasses)
    .values(
      [-72, -24, 24].map((h, n) => ({
        companyCode,
        batchId: batch!.id,
        className: `Class ${n + 1}`,
        classDateTime: hours(h),
        durationMinutes: 60,
      })),
    )
    .returning();
  await db
    .insert(batchEnrolments)
    .values(studentIds.map((studentId) => ({ companyCode, batchId: batch!.id, studentId })));
  return { batchId: batch!.id, classIds: classes.map((c) => c.id) };
}

describe('the console’s cohort progress', () => {
  it('tells the active from the quiet and the not started, with their classes, predictions and weakest types', async () => {
    const f = await assessmentFixture(t, { testExtra: READING });
    // Asha (the fixture's student) works today; Bilal stopped 20 days ago; Chitra never started.
    await takeTest(f, ['q1', 'q2', 'q3']);
    const bilal = await createStudent(t, f.company.code, { name: 'Bilal' });
    await enrol(t, bilal, f.productId);
    const bilalIn = {
      ...f,
      student: bilal,
      c: (await login(t, f.company.host, bilal.email, bilal.password)).c,
    };
    await takeTest(bilalIn, ['q1', 'q2']);
    const chitra = await createStudent(t, f.company.code, { name: 'Chitra' });
    await enrol(t, chitra, f.productId);
    await lastActive(f.student.id, 1);
    await lastActive(bilal.id, 20);
    const { batchId, classIds } = await batchOf(f, [f.student.id, bilal.id]);
    // Asha joins the first class from the portal; the class to come is not held yet.
    const joined = await f.c.post('/api/user-actions', {
      referenceId: classIds[0],
      referenceType: 'Batch',
      objectType: 'LiveClass',
      status: 'Attended',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await lastActive(f.student.id, 1);
    await t.database.db
      .insert(studentScoreTargets)
      .values({ companyCode: f.company.code, studentId: f.student.id, targets: { ielts: { Reading: 9 } } });

    const admin = await signIn(f, 'admin');
    const list = (await admin.c.get('/api/console/cohorts', admin.token)).json().data;
    expect(list.courses).toEqual([
      expect.objectContaining({
        kind: 'courses',
        id: f.courseId,
        students: 3,
        active: 1,
        quiet: 1,
        never: 1,
      }),
    ]);
    expect(list.batches).toEqual([
      expect.objectContaining({
        kind: 'batches',
        id: batchId,
        name: 'Morning Batch',
        students: 2,
        active: 1,
        quiet: 1,
      }),
    ]);

    const res = await admin.c.get(`/api/console/cohorts/courses/${f.courseId}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const course = res.json().data;
    expect(course.counts).toEqual({ students: 3, active: 1, quiet: 1, never: 1 });
    // The quiet first, then who never started, then the active.
    expect(course.students.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Bilal', 'quiet'],
      ['Chitra', 'never'],
      ['Test Student', 'active'],
    ]);
    const [b, c, a] = course.students;
    expect(b).toMatchObject({ daysSinceActive: 20, testsEnded: 1, classesHeld: 2, classesAttended: 0 });
    expect(c).toMatchObject({
      daysSinceActive: null,
      lastActiveAt: null,
      testsEnded: 0,
      prediction: null,
      classesHeld: 0,
    });
    expect(a).toMatchObject({ daysSinceActive: 1, testsEnded: 1, classesHeld: 2, classesAttended: 1 });
    // Asha's Reading prediction against her target of 9, in the third person.
    expect(a.prediction).toMatchObject({ measure: 'Reading', target: 9, targetMet: false });
    expect(a.prediction.gap).toMatch(/below their target of 9/);
    expect(course.targets).toEqual({ met: 0, below: 1, noTarget: 1, noPrediction: 1 });
    // One seat of four filled (two students, two classes held).
    expect(course.attendance).toEqual({ classesHeld: 2, share: 0.25 });
    // Answers: Multiple choice 4 of 4 right, Matching 1 of 4; Reading 5 of 8.
    expect(course.weakestSkills).toEqual([
      { skill: 'Reading', questionType: null, answers: 8, students: 2, share: 5 / 8 },
    ]);
    expect(course.weakestQuestionTypes).toEqual([
      { skill: 'Reading', questionType: 'Matching', answers: 4, students: 2, share: 1 / 4 },
      { skill: 'Reading', questionType: 'Multiple choice', answers: 4, students: 2, share: 1 },
    ]);

    // Thirty quiet days: Bilal is still active by that measure.
    const month = (
      await admin.c.get(`/api/console/cohorts/courses/${f.courseId}?quietDays=30`, admin.token)
    ).json().data;
    expect(month.counts).toMatchObject({ active: 2, quiet: 0 });

    const batch = (await admin.c.get(`/api/console/cohorts/batches/${batchId}`, admin.token)).json().data;
    expect(batch).toMatchObject({
      name: 'Morning Batch',
      courseName: course.courseName,
      counts: { students: 2, quiet: 1 },
    });
    expect(batch.attendance).toEqual({ classesHeld: 2, share: 0.25 });

    // The record: Asha's course, her test and her classes, newest first.
    const record = (await admin.c.get(`/api/console/cohort-students/${f.student.id}`, admin.token)).json()
      .data;
    expect(record).toMatchObject({ id: f.student.id, status: 'active' });
    expect(record.courses).toHaveLength(1);
    expect(record.courses[0].attempts).toEqual([expect.objectContaining({ title: 'Practice 1' })]);
    expect(
      record.courses[0].measures.find((m: { measure: string }) => m.measure === 'Reading'),
    ).toMatchObject({
      target: 9,
      targetMet: false,
    });
    expect(
      record.classes.map((x: { className: string; attended: boolean }) => [x.className, x.attended]),
    ).toEqual([
      ['Class 2', false],
      ['Class 1', true],
    ]);

    // The table downloads: Bilal's line says Quiet.
    const csv = await admin.c.get(
      `/api/console/cohorts/courses/${f.courseId}/export?format=csv`,
      admin.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/^\uFEFFStudent,Email,Status,Last active/);
    expect(csv.body).toContain(`Bilal,${bilal.email},Quiet,`);
  });

  it('keeps each cohort to its course’s teachers and company, and refuses bad input', async () => {
    const f = await assessmentFixture(t, { testExtra: READING });
    const admin = await signIn(f, 'admin');
    const teacher = await signIn(f, 'faculty', [f.courseId]);
    const stranger = await signIn(f, 'faculty');
    const url = `/api/console/cohorts/courses/${f.courseId}`;

    expect((await teacher.c.get(url, teacher.token)).statusCode).toBe(200);
    expect(
      (await teacher.c.get(`/api/console/cohort-students/${f.student.id}`, teacher.token)).statusCode,
    ).toBe(200);
    // A teacher of other courses sees no cohort of this one, nor its students.
    expect((await stranger.c.get('/api/console/cohorts', stranger.token)).json().data).toMatchObject({
      courses: [],
      batches: [],
    });
    const hidden = await stranger.c.get(url, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(M.notFound);
    const record = await stranger.c.get(`/api/console/cohort-students/${f.student.id}`, stranger.token);
    expect(record.statusCode).toBe(404);
    expect(record.json().message).toBe(M.studentNotFound);

    // Another company's admin: nothing of this company, not even with its ids.
    const other = await createCompany(t);
    const member = await createStaff(t, other.code, { role: 'admin' });
    const outsider = await staffLogin(t, other.host, member.email, member.password);
    expect((await outsider.c.get(url, outsider.token)).statusCode).toBe(404);
    expect(
      (await outsider.c.get(`/api/console/cohort-students/${f.student.id}`, outsider.token)).statusCode,
    ).toBe(404);
    // A student's session is not a staff member's.
    expect((await f.c.get(url)).statusCode).toBe(401);

    for (const bad of ['0', '366', 'abc', '1.5']) {
      const res = await admin.c.get(`${url}?quietDays=${bad}`, admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain(M.quietDays);
    }
    expect((await admin.c.get(`/api/console/cohorts/teams/${f.courseId}`, admin.token)).statusCode).toBe(400);
    expect((await admin.c.get('/api/console/cohorts/courses/not-an-id', admin.token)).statusCode).toBe(400);
    expect((await admin.c.get(`${url}/export?format=pdf`, admin.token)).statusCode).toBe(400);
  });
});
