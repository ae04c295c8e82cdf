import { randomUUID } from 'node:crypto';
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
import { courses, studentTests, studyPlanTasks } from '../../db/schema';

const t = useTestApp();

type Day = {
  day: string;
  tasks: {
    id: string;
    kind: string;
    done: boolean;
    doneBy: string | null;
    movedFrom: string | null;
    movedTo: string | null;
    objectId?: string;
    title: string;
  }[];
};

const getPlan = (f: Fixture, tz = 'UTC') => f.c.get(`/api/study-plan?id=${f.courseId}&tz=${tz}`);
const save = (f: Fixture, body: Record<string, unknown>) =>
  f.c.send({
    method: 'PUT',
    url: '/api/study-plan',
    payload: { id: f.courseId, tz: 'UTC', target: null, ...body },
  });
const tick = (f: Fixture, taskId: string, done = true) =>
  f.c.post(`/api/study-plan/tasks/${taskId}`, { id: f.courseId, tz: 'UTC', done });
const today = (days: Day[], d = '2026-11-22') => days.find((x) => x.day === d)?.tasks ?? [];

describe('study plan (issue 42 part 2)', () => {
  it("lays out the weeks to the exam, with the target kept in the student's targets", async () => {
    const f = await assessmentFixture(t);
    const empty = await getPlan(f);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.settings).toBeNull();
    const res = await save(f, { examDate: '2026-12-20', hoursPerWeek: 6, target: 7 });
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan.today).toBe('2026-11-22');
    expect(plan.days[0].day).toBe('2026-11-22');
    expect(plan.days.at(-1).day).toBe('2026-12-19');
    expect(plan.target).toMatchObject({ measure: 'Overall', value: 7 });
    expect(today(plan.days).map((x: { kind: string }) => x.kind)).toContain('review');
    const targets = await f.c.get('/api/profile/targets');
    expect(targets.json().data.ielts).toEqual({ Overall: 7 });
  });

  it('refuses a past exam date, hours out of bounds and an off-scale target with clear messages', async () => {
    const f = await assessmentFixture(t);
    const past = await save(f, { examDate: '2026-11-22', hoursPerWeek: 6 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The exam date must be after today');
    const hours = await save(f, { examDate: '2026-12-20', hoursPerWeek: 90 });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toContain('Hours per week must be a whole number from 2 to 40');
    const target = await save(f, { examDate: '2026-12-20', hoursPerWeek: 6, target: 7.3 });
    expect(target.statusCode).toBe(400);
    expect(target.json().message).toContain('Overall score from 0 to 9');
    // The student's today is reckoned in their zone: at 2026-11-22 in UTC it is already the 23rd in Tokyo?
    const zoned = await f.c.get(`/api/study-plan?id=${f.courseId}&tz=Mars/Olympus`);
    expect(zoned.statusCode).toBe(400);
  });

  it('answers hostile settings and ticks with a clear 400 or 404, never a 500, and keeps the saved plan', async () => {
    const f = await assessmentFixture(t);
    expect((await save(f, { examDate: '2026-12-20', hoursPerWeek: 6, target: 7 })).statusCode).toBe(200);
    const calls: [Record<string, unknown>, RegExp][] = [
      [{ examDate: '2027-02-30', hoursPerWeek: 6 }, /Choose the exam date/],
      [{ examDate: '2027-13-01', hoursPerWeek: 6 }, /Choose the exam date/],
      [{ examDate: '99999-01-01', hoursPerWeek: 6 }, /Choose the exam date/],
      [{ examDate: '2030-01-01', hoursPerWeek: 6 }, /within two years/],
      [{ examDate: '2026-12-20', hoursPerWeek: 2 ** 31 }, /Hours per week/],
      [{ examDate: '2026-12-20', hoursPerWeek: 6.5 }, /Hours per week/],
      [{ examDate: '2026-12-20', hoursPerWeek: '6' }, /Hours per week/],
      [{ examDate: '2026-12-20', hoursPerWeek: 6, target: 1e308 }, /Overall score from 0 to 9/],
      [{ examDate: '2026-12-20', hoursPerWeek: 6, target: -0.5 }, /Overall score from 0 to 9/],
      [{ examDate: '2026-12-20', hoursPerWeek: 6, target: 'seven' }, /The target must be a number/],
      [{ examDate: `2026-12-20${'x'.repeat(1_000_000)}`, hoursPerWeek: 6 }, /./],
      [{ examDate: '2026-12-20', hoursPerWeek: 6, tz: 'a\u0000b' }, /./],
      [{ examDate: '2026-12-20', hoursPerWeek: 6, id: '2147483648' }, /id must be a course id/],
    ];
    for (const [body, message] of calls) {
      const res = await save(f, body);
      const what = `${JSON.stringify(body).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toMatch(message);
    }
    for (const [url, payload] of [
      ['/api/study-plan/tasks/2147483648', { id: f.courseId, tz: 'UTC', done: true }],
      [`/api/study-plan/tasks/${f.courseId}`, { id: f.courseId, tz: 'UTC', done: true }],
      [`/api/study-plan/tasks/${f.courseId}`, { id: f.courseId, tz: 'UTC', done: 'yes' }],
    ] as const) {
      const res = await f.c.post(url, payload);
      expect([400, 404], `${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    const kept = (await getPlan(f)).json().data;
    expect(kept.settings).toMatchObject({ examDate: '2026-12-20', hoursPerWeek: 6 });
    expect(kept.target).toMatchObject({ value: 7 });
  });

  it("keeps each student's and each company's plan their own", async () => {
    const f = await assessmentFixture(t);
    const saved = await save(f, { examDate: '2026-12-20', hoursPerWeek: 6 });
    const task = today(saved.json().data.days)[0]!;
    // Another student of the same company, enrolled in the same course.
    const other = await createStudent(t, f.company.code);
    await enrol(t, other, f.productId);
    const { c } = await login(t, f.company.host, other.email, other.password);
    const g = { ...f, c, student: other };
    expect((await getPlan(g)).json().data.settings).toBeNull();
    const theirs = await tick(g, task.id);
    expect(theirs.statusCode).toBe(404);
    // Another company's student with the same course id is refused the course.
    const company = await createCompany(t);
    const { product } = await createCourse(t, company.code);
    const stranger = await createStudent(t, company.code);
    await enrol(t, stranger, product.id);
    const s = await login(t, company.host, stranger.email, stranger.password);
    expect((await s.c.get(`/api/study-plan?id=${f.courseId}`)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(studyPlanTasks).where(eq(studyPlanTasks.id, task.id));
    expect(row?.doneAt).toBeNull();
  });

  it('is not offered where the provider turned it off', async () => {
    const f = await assessmentFixture(t);
    await t.database.db
      .update(courses)
      .set({ dashboard: { showStudyPlan: false } })
      .where(eq(courses.id, f.courseId));
    const res = await getPlan(f);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The study plan is not offered on this course.');
  });

  it('ticks by hand, keeps the first tick on a second device, and ticks a finished test itself', async () => {
    const f = await assessmentFixture(t);
    const saved = (await save(f, { examDate: '2026-12-20', hoursPerWeek: 10 })).json().data;
    const review = today(saved.days).find((x: { kind: string }) => x.kind === 'review')!;
    const [a, b] = await Promise.all([tick(f, review.id), tick(f, review.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = today(b.json().data.days).find((x: { id: string }) => x.id === review.id)!;
    expect(after).toMatchObject({ done: true, doneBy: 'student' });
    // The practice test in the plan ends: its task is ticked by Portico on the next read.
    const test = saved.days.flatMap((d: Day) => d.tasks).find((x: { kind: string }) => x.kind === 'test');
    expect(test).toBeDefined();
    await t.database.db
      .update(studyPlanTasks)
      .set({ day: '2026-11-22' })
      .where(eq(studyPlanTasks.id, test.id));
    const now = t.clock.now();
    await t.database.db.insert(studentTests).values({
      companyCode: f.company.code,
      studentId: f.student.id,
      testId: f.testId,
      courseId: f.courseId,
      learningObjectId: f.objects.practice,
      status: 'Completed',
      itemOrder: {},
      timeLimitSeconds: 600,
      startedAt: now,
      endedAt: new Date(now.getTime() + 1000),
    });
    const read = (await getPlan(f)).json().data;
    const ticked = read.days.flatMap((d: Day) => d.tasks).find((x: { id: string }) => x.id === test.id);
    expect(ticked).toMatchObject({ done: true, doneBy: 'test' });
  });

  it("ticks the day's review itself once the student reviews a card that day", async () => {
    const f = await assessmentFixture(t);
    await save(f, { examDate: '2026-12-20', hoursPerWeek: 10 });
    const word = await f.c.post('/api/review/words', { courseId: f.courseId, word: 'ubiquitous' });
    expect(word.statusCode, word.body).toBe(200);
    const before = today((await getPlan(f)).json().data.days).find((x) => x.kind === 'review');
    expect(before).toMatchObject({ done: false });
    const at = t.clock.now().toISOString();
    const synced = await f.c.post('/api/review/sync', {
      reviews: [
        {
          clientId: randomUUID(),
          cardId: word.json().data.cardId,
          rating: 3,
          reviewedAt: at,
          reviewDay: '2026-11-22',
        },
      ],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const after = today((await getPlan(f)).json().data.days).find((x) => x.kind === 'review');
    expect(after).toMatchObject({ done: true, doneBy: 'review' });
  });

  it("moves a missed day's open tasks to a day ahead and keeps the missed day's record", async () => {
    const f = await assessmentFixture(t);
    await save(f, { examDate: '2026-12-20', hoursPerWeek: 10 });
    // A day passes (the dev tools' way): yesterday's tasks were not done.
    const local = client(t, f.company.host, '127.0.0.1');
    local.cookie = f.c.cookie;
    const passed = await local.post('/api/dev/study-plan/pass-days', { courseId: f.courseId, days: 1 });
    expect(passed.statusCode).toBe(200);
    const plan = (await getPlan(f)).json().data;
    const yesterday = plan.days.find((d: Day) => d.day === '2026-11-21');
    const moved = yesterday.tasks.filter((x: { movedTo: string | null }) => x.movedTo);
    expect(moved.length).toBeGreaterThan(0);
    const copies = plan.days
      .flatMap((d: Day) => d.tasks)
      .filter((x: { movedFrom: string | null }) => x.movedFrom === '2026-11-21');
    expect(copies.map((x: { title: string }) => x.title)).toEqual(
      moved.map((x: { title: string }) => x.title),
    );
    expect(copies.every((x: { day: string }) => x.day >= '2026-11-22')).toBe(true);
    // A moved record is history: it is not ticked again.
    expect((await tick(f, moved[0].id)).statusCode).toBe(409);
  });

  it('keeps a tick made while the plan is laid out again (one lock, rows kept where they stay)', async () => {
    const f = await assessmentFixture(t);
    const saved = (await save(f, { examDate: '2026-12-20', hoursPerWeek: 10 })).json().data;
    const task =
      today(saved.days).find((x: { kind: string }) => x.kind !== 'review') ?? today(saved.days)[0]!;
    const [ticked, replanned] = await Promise.all([
      tick(f, task.id),
      save(f, { examDate: '2026-12-20', hoursPerWeek: 10 }),
    ]);
    expect([ticked.statusCode, replanned.statusCode]).toEqual([200, 200]);
    const plan = (await getPlan(f)).json().data;
    const after = plan.days.flatMap((d: Day) => d.tasks).filter((x: { id: string }) => x.id === task.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ done: true, doneBy: 'student' });
  });

  it('weighs a skill anew when a finished test shows it weak', async () => {
    const f = await assessmentFixture(t);
    const first = (await save(f, { examDate: '2026-12-20', hoursPerWeek: 10 })).json().data;
    const now = t.clock.now();
    await t.database.db.insert(studentTests).values({
      companyCode: f.company.code,
      studentId: f.student.id,
      testId: f.testId,
      courseId: f.courseId,
      learningObjectId: f.objects.mock,
      status: 'Completed',
      itemOrder: {},
      timeLimitSeconds: 600,
      startedAt: now,
      endedAt: now,
      report: {
        sections: [
          {
            id: 's',
            title: 'Listening',
            referenceType: 'Listening',
            band: 3,
            totalQuestions: 10,
            questionsAttempted: 10,
            correctAnswer: 2,
            inCorrectAnswer: 8,
            skippedAnswer: 0,
            accuracy: '20',
            score: 2,
            timeTaken: 0,
            scaledScore: null,
          },
        ],
      } as never,
    });
    const next = (await getPlan(f)).json().data;
    const listening = (p: { weights: { skill: string; standing: number | null }[] }) =>
      p.weights.find((w) => w.skill === 'Listening');
    expect(listening(first)?.standing ?? null).toBeNull();
    expect(listening(next)?.standing).toBeCloseTo((3 / 9) * 100, 0);
  });
});
