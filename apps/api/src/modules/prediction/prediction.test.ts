import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture } from '../../../test/assessment-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { courses, type StoredTestReport, studentTests, studyPlans } from '../../db/schema';
import { examDayText } from './prediction.service';

const t = useTestApp();
const DAY = 86_400_000;

const report = (bands: Record<string, number | null>) =>
  ({
    totalQuestions: 0,
    questionsAttempted: 0,
    correctAnswer: 0,
    inCorrectAnswer: 0,
    skippedAnswer: 0,
    accuracy: '0',
    score: 0,
    band: null,
    lateAnswers: 0,
    sections: Object.entries(bands).map(([referenceType, band], i) => ({
      id: `s${i}`,
      title: referenceType,
      referenceType,
      score: 0,
      totalQuestions: 10,
      questionsAttempted: 10,
      correctAnswer: 5,
      inCorrectAnswer: 5,
      skippedAnswer: 0,
      accuracy: '0',
      timeTaken: 0,
      band,
      scaledScore: null,
    })),
  }) as StoredTestReport;

type Owner = {
  companyCode: string;
  studentId: string;
  testId: string;
  courseId: string;
  mock?: string | null;
};

/** An ended attempt `days` ago: a full mock when `mock` names its card, else a 60-minute practice test. */
async function attempt(o: Owner, bands: Record<string, number | null>, days: number, isQuiz = false) {
  const at = new Date(t.clock.now().getTime() - days * DAY);
  await t.database.db.insert(studentTests).values({
    companyCode: o.companyCode,
    studentId: o.studentId,
    testId: o.testId,
    courseId: o.courseId,
    learningObjectId: o.mock ?? null,
    status: 'Completed',
    itemOrder: {},
    timeLimitSeconds: 3600,
    isQuiz,
    startedAt: at,
    endedAt: at,
    report: report(bands),
  });
}

const owner = (f: Fixture, mock = true): Owner => ({
  companyCode: f.company.code,
  studentId: f.student.id,
  testId: f.testId,
  courseId: f.courseId,
  mock: mock ? f.objects.mock : null,
});
const four = (l: number, r: number, w: number, s: number) => ({
  Listening: l,
  Reading: r,
  Writing: w,
  Speaking: s,
});
const predict = async (f: Fixture) => f.c.get(`/api/prediction?id=${f.courseId}`);
type M = { measure: string; score: number | null; low: number | null; high: number | null };
const byName = (measures: M[], name: string) =>
  measures.find((m) => m.measure === name) as M & Record<string, unknown>;

describe('the exam day sentence', () => {
  it('reads the date as DD/MM/YYYY and counts the days, today and one day in their own words', () => {
    expect(examDayText('2027-01-15', 45)).toBe('Your exam: 15/01/2027, in 45 days (from your study plan).');
    expect(examDayText('2026-11-23', 1)).toBe('Your exam: 23/11/2026, in 1 day (from your study plan).');
    expect(examDayText('2026-11-22', 0)).toBe('Your exam is today, 22/11/2026.');
  });
});

describe('GET prediction (decision 059)', () => {
  it('needs a session, a course id and a course of the student', async () => {
    const f = await assessmentFixture(t);
    expect((await client(t, f.company.host).get(`/api/prediction?id=${f.courseId}`)).statusCode).toBe(401);
    const bad = await f.c.get('/api/prediction?id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a course id');
    const other = await createCourse(t, f.company.code);
    expect((await f.c.get(`/api/prediction?id=${other.course.id}`)).statusCode).toBe(403);
    const g = await createCompany(t);
    const foreign = await createCourse(t, g.code);
    expect((await f.c.get(`/api/prediction?id=${foreign.course.id}`)).statusCode).toBe(403);
  });

  it('predicts each IELTS skill and the overall with a range, meaning and the gap to the target', async () => {
    const f = await assessmentFixture(t);
    for (const [i, days] of [28, 21, 14, 7].entries())
      await attempt(owner(f), four(6 + i * 0.5, 6.5, 6, 6), days);
    await f.c.send({ method: 'PUT', url: '/api/profile/targets', payload: { ielts: { Overall: 7.5 } } });
    const res = await predict(f);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.exam).toBe('ielts');
    expect(p.coverage).toBe(0.8);
    expect(p.measures.map((m: M) => m.measure)).toEqual([
      'Overall',
      'Listening',
      'Reading',
      'Writing',
      'Speaking',
    ]);
    const overall = byName(p.measures, 'Overall');
    expect(overall.score).toBe(6.5);
    expect(overall.low).toBeLessThan(6.5);
    expect(overall.high).toBeGreaterThan(6.5);
    expect(overall.meaning).toMatch(/^CEFR /);
    expect(overall.gap).toBe('1 band below your target of 7.5 overall');
    expect(overall.explanation).toContain('combined as IELTS does');
    const listening = byName(p.measures, 'Listening');
    expect(listening.score).toBe(7);
    expect(listening.explanation).toBe(
      'From your last 4 Listening tests; newer tests count more than older ones.',
    );
    // The dashboard's predicted overall is this one.
    const d = (await f.c.get(`/api/dashboard?id=${f.courseId}`)).json().data;
    expect(d.progress.averagePredictedScore).toBe(overall.score);
  });

  it("counts the days to the exam date of the student's own study plan, in their zone", async () => {
    const f = await assessmentFixture(t);
    expect((await predict(f)).json().data.examDay).toBeNull();
    await t.database.db.insert(studyPlans).values({
      companyCode: f.company.code,
      studentId: f.student.id,
      courseId: f.courseId,
      examDate: '2027-01-06',
      hoursPerWeek: 6,
      plannedOn: '2026-11-22',
    });
    // The test clock reads 2026-11-22 09:00 UTC: still 21 November in Pago Pago (UTC-11).
    expect((await predict(f)).json().data.examDay).toEqual({
      date: '2027-01-06',
      daysLeft: 45,
      text: 'Your exam: 06/01/2027, in 45 days (from your study plan).',
    });
    const samoa = await f.c.get(`/api/prediction?id=${f.courseId}&tz=Pacific/Pago_Pago`);
    expect(samoa.json().data.examDay).toMatchObject({ date: '2027-01-06', daysLeft: 46 });
    expect((await f.c.get(`/api/prediction?id=${f.courseId}&tz=Mars/Olympus`)).statusCode).toBe(400);
    // Another student of the company has no exam date from this plan.
    const mate = await createStudent(t, f.company.code);
    await enrol(t, mate, f.productId);
    const { c: oc } = await login(t, f.company.host, mate.email, mate.password);
    expect((await oc.get(`/api/prediction?id=${f.courseId}`)).json().data.examDay).toBeNull();
    // A plan whose exam day has passed shows no date ahead.
    await t.database.db
      .update(studyPlans)
      .set({ examDate: '2026-11-20' })
      .where(eq(studyPlans.studentId, f.student.id));
    expect((await predict(f)).json().data.examDay).toBeNull();
  });

  it('says what is missing: one quiz is too little, a skill never tested needs a test', async () => {
    const f = await assessmentFixture(t);
    await attempt(owner(f, false), { Listening: 6 }, 1, true);
    await attempt(owner(f, false), { Reading: 6.5 }, 1);
    const p = (await predict(f)).json().data;
    expect(byName(p.measures, 'Reading').score).toBe(6.5);
    expect(byName(p.measures, 'Reading').explanation).toBe(
      'From your last Reading test; a full mock would make this surer.',
    );
    expect(byName(p.measures, 'Listening').score).toBeNull();
    expect(byName(p.measures, 'Listening').missing).toContain('Take a full Listening test');
    expect(byName(p.measures, 'Writing').missing).toBe('Take a Writing test to get a prediction.');
    expect(byName(p.measures, 'Overall').missing).toBe(
      'Take a Listening test, a Writing test and a Speaking test to get an overall prediction.',
    );
    const d = (await f.c.get(`/api/dashboard?id=${f.courseId}`)).json().data;
    expect(d.progress.averagePredictedScore).toBeNull();
  });

  it("never reads another student's or another company's attempts", async () => {
    const f = await assessmentFixture(t);
    await attempt(owner(f), four(6, 6, 6, 6), 3);
    await attempt(owner(f), four(6, 6, 6, 6), 2);
    const before = (await predict(f)).json().data;
    // A classmate in the same course, and a student of another company, with very different bands.
    const mate = await createStudent(t, f.company.code);
    await enrol(t, mate, f.productId);
    await attempt({ ...owner(f), studentId: mate.id }, four(9, 9, 9, 9), 1);
    const g = await createCompany(t);
    const { course, product } = await createCourse(t, g.code);
    const s = await createStudent(t, g.code);
    await enrol(t, s, product.id);
    await attempt(
      { companyCode: g.code, studentId: s.id, testId: f.testId, courseId: f.courseId },
      four(3, 3, 3, 3),
      1,
    );
    expect((await predict(f)).json().data).toEqual(before);
    expect(byName(before.measures, 'Overall').score).toBe(6);
    // The classmate sees their own; the other company's student reading their course sees nothing of ours.
    const { c } = await login(t, f.company.host, mate.email, mate.password);
    expect(
      byName((await c.get(`/api/prediction?id=${f.courseId}`)).json().data.measures, 'Overall').score,
    ).toBe(9);
    const other = await login(t, g.host, s.email, s.password);
    const theirs = (await other.c.get(`/api/prediction?id=${course.id}`)).json().data;
    expect(theirs.measures.every((m: M) => m.score === null)).toBe(true);
    expect((await other.c.get(`/api/prediction?id=${f.courseId}`)).statusCode).toBe(403);
  });

  it('makes no prediction for a course of no exam, and says why', async () => {
    const f = await assessmentFixture(t);
    await t.database.db.update(courses).set({ examFamily: 'french' }).where(eq(courses.id, f.courseId));
    const p = (await predict(f)).json().data;
    expect(p.exam).toBeNull();
    expect(p.measures).toEqual([]);
    expect(p.note).toContain('exam courses');
  });
});
