import type { ConsoleHome, ConsoleHomeQueue } from '@portico/contract/console-home';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  type client,
  createCompany,
  createCourse,
  createStudent,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import {
  companies,
  evaluationWork,
  liveClassBatches,
  liveClassBatchTypes,
  liveClasses,
  orders,
  students,
  studentTests,
  supportReplies,
  supportTickets,
  tests,
} from '../../db/schema';

/**
 * The console home (issue 40, decision 053): per queue what waits and what is late against the
 * company's own target, the member's own work, today's classes, the week's students and orders and
 * the month's revenue net of refunds (admins only), and the evaluations trend. A faculty member's
 * figures are of their courses; another company's rows never count.
 */
const t = useTestApp();
const HOUR = 3600_000;
type Session = { c: ReturnType<typeof client>; token: string };

const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

/** A company with two courses, a student, and rows of every kind the home counts. */
async function school(ctx: TestContext, targets: Record<string, number> = {}) {
  const company = await createCompany(ctx, { turnaroundHours: targets });
  const code = company.code;
  const db = ctx.database.db;
  const { course: a, product } = await createCourse(ctx, code);
  const { course: b } = await createCourse(ctx, code);
  const student = await createStudent(ctx, code, { createdAt: ctx.clock.now() });
  const [test] = await db
    .insert(tests)
    .values({ companyCode: code, key: `t-${uid()}`, title: 'Mock 1' })
    .returning();
  const attempt = async (courseId: string, hoursAgo: number, released?: { by: string; hoursAgo: number }) => {
    const [row] = await db
      .insert(studentTests)
      .values({
        companyCode: code,
        studentId: student.id,
        testId: test!.id,
        courseId,
        itemOrder: {},
        timeLimitSeconds: 3600,
        status: 'Completed',
        evaluationStatus: released ? 1 : 0,
        evaluationRequestedAt: ago(hoursAgo),
      })
      .returning();
    if (released)
      await db.insert(evaluationWork).values({
        studentTestId: row!.id,
        companyCode: code,
        releasedAt: ago(released.hoursAgo),
        releasedBy: released.by,
      });
    return row!.id;
  };
  const ticket = async (courseId: string, hoursAgo: number) => {
    const [row] = await db
      .insert(supportTickets)
      .values({
        companyCode: code,
        studentId: student.id,
        courseId,
        subject: 'A question',
        supportType: 'query',
        description: 'About the test',
        createdAt: ago(hoursAgo),
      })
      .returning();
    return row!.id;
  };
  const order = async (amount: number, status: string, paidHoursAgo: number, refundedPaise = 0) => {
    await db.insert(orders).values({
      companyCode: code,
      studentId: student.id,
      productId: product.id,
      amount,
      status: status as 'paid',
      completionTokenHash: uid(),
      paidAt: status === 'created' ? null : ago(paidHoursAgo),
      refundedPaise,
    });
  };
  const [type] = await db
    .insert(liveClassBatchTypes)
    .values({ companyCode: code, name: 'Weekday' })
    .returning();
  const klass = async (courseId: string, className: string, hoursFromNow: number) => {
    const [batch] = await db
      .insert(liveClassBatches)
      .values({ companyCode: code, courseId, batchTypeId: type!.id, batchName: `Batch ${className}` })
      .returning();
    await db.insert(liveClasses).values({
      companyCode: code,
      batchId: batch!.id,
      className,
      classDateTime: new Date(ctx.clock.now().getTime() + hoursFromNow * HOUR),
    });
  };
  return { company, code, a, b, student, attempt, ticket, order, klass };
}

const home = async (s: Session, tz = 'UTC'): Promise<ConsoleHome> => {
  const res = await s.c.get(`/api/console/home?tz=${encodeURIComponent(tz)}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const queueOf = (h: ConsoleHome, name: ConsoleHomeQueue['queue']) => h.queues.find((q) => q.queue === name);

async function fixture() {
  // The clock stands at Sunday 22 November 2026, 09:00 UTC; evaluations are due 10 hours after the request.
  const s = await school(t, { evaluations: 10 });
  const admin = await createStaff(t, s.code);
  const faculty = await createStaff(t, s.code, { role: 'faculty', courseIds: [s.a.id] });
  const late = await s.attempt(s.a.id, 12);
  const mine = await s.attempt(s.a.id, 2);
  await t.database.db
    .insert(evaluationWork)
    .values({ studentTestId: mine, companyCode: s.code, assigneeStaffId: faculty.id });
  // Exactly at its due time: not late yet (the queue's rule: late once the due time has passed).
  await s.attempt(s.a.id, 10);
  await s.attempt(s.b.id, 30);
  await s.attempt(s.a.id, 20, { by: faculty.id, hoursAgo: 1 });
  await s.attempt(s.a.id, 72, { by: admin.id, hoursAgo: 50 });
  return { ...s, admin, faculty, late };
}

describe('the console home', () => {
  it("counts each queue's waiting and late items by the company's target, the admin's whole company", async () => {
    const f = await fixture();
    const asAdmin = await staffLogin(t, f.company.host, f.admin.email, f.admin.password);
    const h = await home(asAdmin);
    expect(h.today).toBe('2026-11-22');
    expect(queueOf(h, 'evaluations')).toEqual({
      queue: 'evaluations',
      waiting: 4,
      late: 2,
      targetHours: 10,
      oldestSince: ago(30).toISOString(),
      mine: 0,
      doneToday: 0,
    });
    // The queue marks the same items overdue: one rule of 'late', in the list and on the home.
    const list = (await asAdmin.c.get('/api/console/evaluations?filter=waiting', asAdmin.token)).json().data;
    expect(list.items.filter((i: { overdue: boolean }) => i.overdue)).toHaveLength(2);
    expect(queueOf(h, 'support')).toMatchObject({ waiting: 0, late: 0, targetHours: 24, oldestSince: null });
    expect(queueOf(h, 'applications')).toMatchObject({ waiting: 0, late: null, mine: null });
    expect(h.queues.map((q) => q.queue)).toEqual([
      'evaluations',
      'scoreReports',
      'support',
      'career',
      'applications',
    ]);
  });

  it("shows faculty their courses' work, their own first, and no money", async () => {
    const f = await fixture();
    await f.klass(f.a.id, 'Writing task 2', 3);
    await f.klass(f.b.id, 'Speaking part 1', 4);
    const asFaculty = await staffLogin(t, f.company.host, f.faculty.email, f.faculty.password);
    const h = await home(asFaculty);
    expect(queueOf(h, 'evaluations')).toMatchObject({ waiting: 3, late: 1, mine: 1, doneToday: 1 });
    const list = (await asFaculty.c.get('/api/console/evaluations?filter=waiting', asFaculty.token)).json()
      .data;
    expect(list.items).toHaveLength(3);
    expect(h.business).toBeNull();
    expect(h.liveClasses.map((c) => c.className)).toEqual(['Writing task 2']);
    expect(h.liveClasses[0]).toMatchObject({ courseName: f.a.courseName, status: 'scheduled' });
    // The trend is of their courses too: sent and released per day of the member's zone.
    expect(h.trend).toHaveLength(14);
    expect(h.trend.at(-1)).toEqual({ day: '2026-11-22', received: 1, released: 1 });
    expect(h.trend.at(-2)).toEqual({ day: '2026-11-21', received: 3, released: 0 });
    expect(h.trend.find((d) => d.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      received: 0,
      released: 1,
    });
  });

  it("counts the week's students and paid orders and the month's revenue net of refunds, of this company only", async () => {
    const f = await fixture();
    const other = await school(t);
    await other.order(9999, 'paid', 1);
    await f.order(1000, 'paid', 2);
    await f.order(500, 'paid', 24 * 5, 10_000);
    await f.order(300, 'refunded', 24 * 10);
    await f.order(700, 'created', 0);
    await f.order(2000, 'paid', 24 * 30); // October
    const [old] = await t.database.db
      .insert(students)
      .values({
        companyCode: f.code,
        name: 'Old',
        email: `old-${uid()}@example.test`,
        createdAt: ago(24 * 8),
      })
      .returning();
    expect(old).toBeDefined();
    const asAdmin = await staffLogin(t, f.company.host, f.admin.email, f.admin.password);
    const h = await home(asAdmin);
    expect(h.business).toEqual({
      newStudents: 1,
      ordersPaid: 2,
      revenue: { paidPaise: 180_000, refundedPaise: 40_000, netPaise: 140_000, currency: 'INR' },
      weekFrom: '2026-11-16T00:00:00.000Z',
      monthFrom: '2026-11-01T00:00:00.000Z',
    });
  });

  it("reckons today, the week and the month in the member's zone", async () => {
    const f = await fixture();
    const asAdmin = await staffLogin(t, f.company.host, f.admin.email, f.admin.password);
    // 09:00 UTC is 14:30 in Kolkata, 22:00 in Auckland, and 23:00 the day before in Honolulu.
    const kolkata = await home(asAdmin, 'Asia/Kolkata');
    expect(kolkata.business).toMatchObject({
      weekFrom: '2026-11-15T18:30:00.000Z',
      monthFrom: '2026-10-31T18:30:00.000Z',
    });
    const auckland = await home(asAdmin, 'Pacific/Auckland');
    expect(auckland.today).toBe('2026-11-22');
    const honolulu = await home(asAdmin, 'Pacific/Honolulu');
    expect(honolulu.today).toBe('2026-11-21');
    const bad = await asAdmin.c.get('/api/console/home?tz=Mars%2FOlympus', asAdmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/time zone/);
  });

  it("counts a support follow-up from the student's last word, and never another company's tickets", async () => {
    const f = await fixture();
    const other = await school(t);
    await other.ticket(other.a.id, 100);
    await f.ticket(f.a.id, 30);
    const followedUp = await f.ticket(f.b.id, 40);
    await t.database.db.insert(supportReplies).values([
      { companyCode: f.code, ticketId: followedUp, author: 'staff', body: 'Try again', createdAt: ago(39) },
      {
        companyCode: f.code,
        ticketId: followedUp,
        author: 'student',
        studentId: f.student.id,
        body: 'Still no',
        createdAt: ago(1),
      },
    ]);
    const asAdmin = await staffLogin(t, f.company.host, f.admin.email, f.admin.password);
    const h = await home(asAdmin);
    expect(queueOf(h, 'support')).toMatchObject({ waiting: 2, late: 1, oldestSince: ago(30).toISOString() });
    const list = (await asAdmin.c.get('/api/console/support?status=open', asAdmin.token)).json().data;
    expect(list.tickets.filter((x: { overdue: boolean }) => x.overdue)).toHaveLength(1);
    // The company's own support target moves what is late.
    await t.database.db
      .update(companies)
      .set({ turnaroundHours: { evaluations: 10, support: 48 } })
      .where(eq(companies.code, f.code));
    t.app.services.tenancy.forget(); // as a change of the settings does
    const relaxed = await home(asAdmin);
    expect(queueOf(relaxed, 'support')).toMatchObject({ waiting: 2, late: 0, targetHours: 48 });
  });

  it('is the signed-in staff member’s only', async () => {
    const f = await fixture();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/home',
      headers: { host: f.company.host },
    });
    expect(res.statusCode).toBe(401);
  });
});
