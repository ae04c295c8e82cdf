import { CourseAccessMessages } from '@portico/contract/courses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleTest } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { enrolments } from '../../db/schema';
import { importContent } from '../content/content-import';
import { contentIds } from '../content/content-mapper';

/**
 * An enrolment counts from its start to its end (DATA-MODEL.md 'What a student may open'; accessOf
 * and grantAt): one whose start is ahead leaves the course upcoming on My Courses, the dashboard, the
 * course's pages, and refuses a lesson or a test with 'Your access starts on …', never a 500.
 */
const t = useTestApp();
const DAY = 86_400_000;
/** `30/11/2026, 18:30 UTC`, worked out from the ISO text. */
const utcText = (d: Date) => {
  const iso = d.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}, ${iso.slice(11, 16)} UTC`;
};

async function courseFixture(ctx: TestContext) {
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const result = await importContent(ctx.database.db, company.code, [
    { path: 'sample.json', json: sampleTest('sample') },
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'lessons',
            title: 'Lessons',
            objects: [
              { key: 'paid', kind: 'Lesson', title: 'Paid lesson', content: '<p>Paid</p>' },
              { key: 'free', kind: 'Lesson', title: 'Free lesson', content: '<p>Free</p>', isFree: true },
              { key: 'pt-1', kind: 'PracticeTest', title: 'Practice 1', test: 'sample' },
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
  const id = (key: string) => contentIds.object(company.code, course.id, key);
  /** Moves the student's enrolment to start at `startsAt` (its end a month later). */
  const startAt = (startsAt: Date) =>
    ctx.database.db
      .update(enrolments)
      .set({ startsAt, expiresAt: new Date(startsAt.getTime() + 30 * DAY) })
      .where(eq(enrolments.studentId, student.id));
  const reads = {
    courses: async () =>
      (
        (await c.get('/api/course')).json().data as {
          course: { id: string; accessStartsAt: string | null }[];
        }[]
      ).flatMap((g) => g.course),
    menu: async () => (await c.get(`/api/menu?courseId=${course.id}`)).json(),
    dashboard: async () => (await c.get(`/api/dashboard?id=${course.id}`)).json().data.productDetails,
    module: async () =>
      (await c.get(`/api/learningmodule?courseId=${course.id}&navigationParam=lessons`)).json(),
    objects: async () =>
      (
        await c.get(
          `/api/learningobject?learningModuleId=${contentIds.module(company.code, course.id, 'lessons')}&courseId=${course.id}`,
        )
      ).json().data as { component: { title: string; content?: string }; isProductAccess: boolean }[],
    lesson: (key: string) =>
      c.post('/api/user-actions', {
        referenceId: id(key),
        referenceType: 'LearningObject',
        status: 'Completed',
      }),
    launch: () =>
      c.post('/api/assessment/generate-token', {
        groupId: id('pt-1'),
        testId: contentIds.test(company.code, 'sample'),
        courseId: course.id,
      }),
  };
  return { company, course, product, student, c, startAt, ...reads };
}

/** Every read and act says the course is open now. */
async function expectOpen(f: Awaited<ReturnType<typeof courseFixture>>) {
  expect(await f.courses()).toEqual([expect.objectContaining({ id: f.course.id, accessStartsAt: null })]);
  expect((await f.menu()).isProductAccess).toBe(true);
  expect(await f.dashboard()).toMatchObject({ isProductAccess: true, accessStartsAt: null });
  expect(await f.module()).toMatchObject({ isProductAccess: true, accessStartsAt: null });
  const paid = (await f.objects()).find((o) => o.component.title === 'Paid lesson');
  expect(paid).toMatchObject({ isProductAccess: true, component: { content: '<p>Paid</p>' } });
  const lesson = await f.lesson('paid');
  expect(lesson.statusCode, lesson.body).toBe(200);
  const launch = await f.launch();
  expect(launch.statusCode, launch.body).toBe(200);
}

describe('an enrolment’s start date', () => {
  it('keeps a course upcoming until its enrolment starts, on every page and every act', async () => {
    const f = await courseFixture(t);
    // Booked from the day after tomorrow, 00:00 in India: tomorrow 18:30 UTC.
    const today = Date.parse(t.clock.now().toISOString().slice(0, 10));
    const start = new Date(today + DAY + 18.5 * 3_600_000);
    await f.startAt(start);
    const message = CourseAccessMessages.upcoming(utcText(start));
    expect(message).toMatch(/^Your access starts on \d\d\/\d\d\/\d{4}, 18:30 UTC$/);

    // Listed on My Courses as upcoming, not missing and not open.
    expect(await f.courses()).toEqual([
      expect.objectContaining({ id: f.course.id, accessStartsAt: start.toISOString() }),
    ]);
    expect(await f.menu()).toMatchObject({ success: true, isProductAccess: false });
    expect(await f.dashboard()).toMatchObject({
      isProductAccess: false,
      isRevoked: false,
      expiryDays: 0,
      accessStartsAt: start.toISOString(),
    });
    expect(await f.module()).toMatchObject({
      isProductAccess: false,
      isRevoked: false,
      accessStartsAt: start.toISOString(),
    });
    // The paid lesson is closed, its content not sent; the free one stays open.
    const objects = await f.objects();
    const paid = objects.find((o) => o.component.title === 'Paid lesson');
    expect(paid).toMatchObject({ isProductAccess: false });
    expect(paid?.component.content).toBeUndefined();
    expect(objects.find((o) => o.component.title === 'Free lesson')?.isProductAccess).toBe(true);

    // Direct calls are refused with the start, not a 500.
    const lesson = await f.lesson('paid');
    expect(lesson.statusCode, lesson.body).toBe(403);
    expect(lesson.json().message).toBe(message);
    const launch = await f.launch();
    expect(launch.statusCode, launch.body).toBe(403);
    expect(launch.json().message).toBe(message);
    expect((await f.lesson('free')).statusCode).toBe(200);

    // A minute before it starts: still refused; at the start: open.
    t.clock.advance((start.getTime() - t.clock.now().getTime()) / 1000 - 60);
    expect((await f.launch()).statusCode).toBe(403);
    t.clock.advance(60);
    await expectOpen(f);
  });

  it('opens an enrolment that starts today (already begun) or started in the past', async () => {
    const today = await courseFixture(t);
    // 00:00 UTC of the test clock's day (22 November, 09:00 UTC).
    const startOfDay = new Date(t.clock.now().toISOString().slice(0, 10));
    await today.startAt(startOfDay);
    await expectOpen(today);

    const past = await courseFixture(t);
    await past.startAt(new Date(t.clock.now().getTime() - 10 * DAY));
    await expectOpen(past);
  });

  it('says upcoming, not expired or revoked, when a term ran out or was revoked and another starts later', async () => {
    const f = await courseFixture(t);
    const admin = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, admin.email, admin.password);
    const base = `/api/console/students/${f.student.id}`;
    const [held] = (await asAdmin.c.get(base, asAdmin.token)).json().data.enrolments;
    expect((await asAdmin.c.post(`${base}/enrolments/${held.id}/revoke`, {}, asAdmin.token)).statusCode).toBe(
      200,
    );
    expect(await f.dashboard()).toMatchObject({
      isProductAccess: false,
      isRevoked: true,
      accessStartsAt: null,
    });

    // Staff grant the next term from the console, to start in five days.
    const start = new Date(t.clock.now().getTime() + 5 * DAY);
    const granted = await asAdmin.c.post(
      `${base}/enrolments`,
      {
        productId: f.product.id,
        startsAt: start.toISOString(),
        expiresAt: new Date(start.getTime() + 30 * DAY).toISOString(),
        extraTimePercent: 0,
      },
      asAdmin.token,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    expect(
      granted
        .json()
        .data.enrolments.map((e: { state: string }) => e.state)
        .sort(),
    ).toEqual(['revoked', 'upcoming']);
    expect(await f.courses()).toEqual([
      expect.objectContaining({ id: f.course.id, accessStartsAt: start.toISOString() }),
    ]);
    expect(await f.dashboard()).toMatchObject({
      isProductAccess: false,
      isRevoked: false,
      accessStartsAt: start.toISOString(),
    });
    const launch = await f.launch();
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toBe(CourseAccessMessages.upcoming(utcText(start)));
    // The console counts no running enrolment for the student yet.
    const found = (await asAdmin.c.get(`/api/console/students?q=${f.student.email}`, asAdmin.token)).json();
    expect(found.data.students[0]).toMatchObject({ id: f.student.id, activeEnrolments: 0 });

    t.clock.advance(5 * 86_400);
    await expectOpen(f);
    const running = (await asAdmin.c.get(`/api/console/students?q=${f.student.email}`, asAdmin.token)).json();
    expect(running.data.students[0]).toMatchObject({ activeEnrolments: 1 });
  });

  it('leaves another student’s access alone: an upcoming enrolment is its own student’s only', async () => {
    const upcoming = await courseFixture(t);
    await upcoming.startAt(new Date(t.clock.now().getTime() + 3 * DAY));
    const open = await courseFixture(t);
    await expectOpen(open);
    expect((await upcoming.launch()).statusCode).toBe(403);
  });
});
