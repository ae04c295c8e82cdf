import type { ConsoleHome } from '@portico/contract/console-home';
import { type ConsoleOrders, OrdersMessages } from '@portico/contract/console-orders';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  type client,
  createCompany,
  createCourse,
  createStudent,
  uid,
  useTestApp,
} from '../../../test/harness';
import { type OrderStatus, orders } from '../../db/schema';

/**
 * The console's orders (issue 40): an admin's list of the company's orders, newest first, narrowed
 * by state, period, range and student, a page at a time, with the count and revenue of all it keeps;
 * the console home's paid orders and revenue are this list's totals. Faculty are refused; another
 * company's orders are never listed. The clock stands at Sunday 22 November 2026, 09:00 UTC.
 */
const t = useTestApp();
const HOUR = 3600_000;
type Session = { c: ReturnType<typeof client>; token: string };

const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

type OrderOptions = {
  paidHoursAgo?: number;
  createdHoursAgo?: number;
  refundedPaise?: number;
  paymentId?: string;
  failureReason?: string;
};

async function shop() {
  const company = await createCompany(t);
  const code = company.code;
  const { product } = await createCourse(t, code, { courseName: 'IELTS Academic' });
  const asha = await createStudent(t, code, { name: 'Asha Verma', email: `asha-${uid()}@example.test` });
  const ravi = await createStudent(t, code, { name: 'Ravi Kumar', email: `ravi-${uid()}@example.test` });
  const order = async (
    student: { id: string },
    amount: number,
    status: OrderStatus,
    o: OrderOptions = {},
  ): Promise<string> => {
    const paidAt = o.paidHoursAgo === undefined ? null : ago(o.paidHoursAgo);
    const [row] = await t.database.db
      .insert(orders)
      .values({
        companyCode: code,
        studentId: student.id,
        productId: product.id,
        amount,
        status,
        completionTokenHash: uid(),
        gateway: 'razorpay',
        gatewayPaymentId: o.paymentId ?? null,
        createdAt: ago(o.createdHoursAgo ?? o.paidHoursAgo ?? 0),
        paidAt,
        refundedPaise: o.refundedPaise ?? 0,
        refundedAt: status === 'refunded' ? ago(24) : null,
        failureReason: o.failureReason ?? '',
      })
      .returning();
    return row!.id;
  };
  const admin = await createStaff(t, code);
  const faculty = await createStaff(t, code, { role: 'faculty' });
  return { company, code, product, asha, ravi, order, admin, faculty };
}

/** A shop with an order of every kind, named by what each is (their moments: newest first). */
async function fixture() {
  const s = await shop();
  const ids = {
    pending: await s.order(s.ravi, 700, 'created', { createdHoursAgo: 1 }),
    paid: await s.order(s.asha, 1000, 'paid', { paidHoursAgo: 2, createdHoursAgo: 3, paymentId: 'pay_1' }),
    // Refunded before its capture was granted: it brought nothing in.
    refundedUnpaid: await s.order(s.asha, 250, 'refunded', { createdHoursAgo: 48, refundedPaise: 25_000 }),
    failed: await s.order(s.asha, 400, 'failed', { createdHoursAgo: 72, failureReason: 'Card declined' }),
    partial: await s.order(s.ravi, 500, 'paid', {
      paidHoursAgo: 24 * 5,
      refundedPaise: 10_000,
      paymentId: 'pay_2',
    }),
    refunded: await s.order(s.asha, 300, 'refunded', { paidHoursAgo: 24 * 10, paymentId: 'pay_3' }),
    october: await s.order(s.ravi, 2000, 'paid', { paidHoursAgo: 24 * 30, paymentId: 'pay_4' }),
    cancelled: await s.order(s.asha, 250, 'cancelled', { createdHoursAgo: 24 * 40 }),
  };
  // Another company's order, of a student of the same name, paid within the hour.
  const other = await shop();
  await other.order(await createStudent(t, other.code, { name: 'Asha Verma' }), 9999, 'paid', {
    paidHoursAgo: 0.5,
  });
  const asAdmin = await staffLogin(t, s.company.host, s.admin.email, s.admin.password);
  return { ...s, ids, asAdmin };
}

const list = async (s: Session, query = ''): Promise<ConsoleOrders> => {
  const res = await s.c.get(`/api/console/orders${query ? `?${query}` : ''}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const idsOf = (l: ConsoleOrders) => l.orders.map((o) => o.id);
const home = async (s: Session, tz = 'UTC'): Promise<ConsoleHome> =>
  (await s.c.get(`/api/console/home?tz=${encodeURIComponent(tz)}`, s.token)).json().data;

describe('the console orders list', () => {
  it("lists the company's orders newest first, each with its student, product, money and payment", async () => {
    const f = await fixture();
    const all = await list(f.asAdmin);
    const { ids } = f;
    expect(idsOf(all)).toEqual([
      ids.pending,
      ids.paid,
      ids.refundedUnpaid,
      ids.failed,
      ids.partial,
      ids.refunded,
      ids.october,
      ids.cancelled,
    ]);
    expect(all).toMatchObject({ total: 8, page: 1, pageSize: 25, periodFrom: null });
    // Captured: 1000 + 500 + 300 + 2000 rupees; refunded: 100 of the 500 and the whole 300.
    expect(all.revenue).toEqual({
      paidPaise: 380_000,
      refundedPaise: 40_000,
      netPaise: 340_000,
      currency: 'INR',
    });
    const partial = all.orders.find((o) => o.id === ids.partial);
    expect(partial).toEqual({
      id: ids.partial,
      at: ago(24 * 5).toISOString(),
      placedAt: ago(24 * 5).toISOString(),
      paidAt: ago(24 * 5).toISOString(),
      student: { id: f.ravi.id, name: 'Ravi Kumar', email: f.ravi.email },
      productTitle: 'IELTS Academic pack',
      amountPaise: 50_000,
      state: 'paid',
      gateway: 'razorpay',
      gatewayPaymentId: 'pay_2',
      refundedPaise: 10_000,
      refundedAt: null,
      failureReason: '',
    });
    expect(all.orders.find((o) => o.id === ids.pending)).toMatchObject({ state: 'pending', paidAt: null });
    expect(all.orders.find((o) => o.id === ids.failed)).toMatchObject({ failureReason: 'Card declined' });
    expect(all.orders.find((o) => o.id === ids.refunded)).toMatchObject({
      state: 'refunded',
      refundedAt: ago(24).toISOString(),
    });
  });

  it('keeps each state the filter names; paid counts the refunded since, refunded the partial ones', async () => {
    const f = await fixture();
    const { ids } = f;
    const paid = await list(f.asAdmin, 'status=paid');
    expect(idsOf(paid)).toEqual([ids.paid, ids.partial, ids.refunded, ids.october]);
    expect(paid.revenue.netPaise).toBe(340_000);
    const refunded = await list(f.asAdmin, 'status=refunded');
    expect(idsOf(refunded)).toEqual([ids.refundedUnpaid, ids.partial, ids.refunded]);
    // The refund before any capture took back nothing the school had.
    expect(refunded.revenue).toEqual({
      paidPaise: 80_000,
      refundedPaise: 40_000,
      netPaise: 40_000,
      currency: 'INR',
    });
    expect(idsOf(await list(f.asAdmin, 'status=pending'))).toEqual([ids.pending]);
    expect(idsOf(await list(f.asAdmin, 'status=failed'))).toEqual([ids.failed]);
    const cancelled = await list(f.asAdmin, 'status=cancelled');
    expect(idsOf(cancelled)).toEqual([ids.cancelled]);
    expect(cancelled.revenue.netPaise).toBe(0);
  });

  it('narrows by period, range of days and student, each with the others', async () => {
    const f = await fixture();
    const { ids } = f;
    const week = await list(f.asAdmin, 'period=week');
    expect(week.periodFrom).toBe('2026-11-16T00:00:00.000Z');
    expect(idsOf(week)).toEqual([ids.pending, ids.paid, ids.refundedUnpaid, ids.failed, ids.partial]);
    const month = await list(f.asAdmin, 'period=month&status=paid');
    expect(idsOf(month)).toEqual([ids.paid, ids.partial, ids.refunded]);
    const range = 'from=2026-11-10T00:00:00.000Z&to=2026-11-20T23:59:59.999Z';
    expect(idsOf(await list(f.asAdmin, range))).toEqual([
      ids.refundedUnpaid,
      ids.failed,
      ids.partial,
      ids.refunded,
    ]);
    // A range and a period both apply: the later start wins.
    expect(idsOf(await list(f.asAdmin, `${range}&period=week`))).toEqual([
      ids.refundedUnpaid,
      ids.failed,
      ids.partial,
    ]);
    expect(idsOf(await list(f.asAdmin, 'q=ravi'))).toEqual([ids.pending, ids.partial, ids.october]);
    // The other company's Asha Verma, paid within the hour, is not this company's.
    const asha = await list(f.asAdmin, 'q=asha%20verma&period=week');
    expect(idsOf(asha)).toEqual([ids.paid, ids.refundedUnpaid, ids.failed]);
    expect(asha.revenue.paidPaise).toBe(100_000);
    expect(idsOf(await list(f.asAdmin, 'q=RAVI&status=paid'))).toEqual([ids.partial, ids.october]);
    expect(idsOf(await list(f.asAdmin, 'q=ravi&status=paid&period=month'))).toEqual([ids.partial]);
    const byEmail = await list(f.asAdmin, `q=${encodeURIComponent(f.asha.email.slice(0, 10))}&status=failed`);
    expect(idsOf(byEmail)).toEqual([ids.failed]);
    // The search's text is taken literally: '%' and '_' match themselves only.
    expect((await list(f.asAdmin, 'q=%25')).total).toBe(0);
    expect((await list(f.asAdmin, 'q=_')).total).toBe(0);
  });

  it("totals paid orders and revenue as the console home shows them, in the member's zone too", async () => {
    const f = await fixture();
    for (const tz of ['UTC', 'Asia/Kolkata', 'Pacific/Honolulu']) {
      const business = (await home(f.asAdmin, tz)).business;
      const zone = `tz=${encodeURIComponent(tz)}`;
      const week = await list(f.asAdmin, `status=paid&period=week&${zone}`);
      const month = await list(f.asAdmin, `status=paid&period=month&${zone}`);
      expect(week.total).toBe(business?.ordersPaid);
      expect(week.periodFrom).toBe(business?.weekFrom);
      expect(month.revenue).toEqual(business?.revenue);
      expect(month.periodFrom).toBe(business?.monthFrom);
    }
    expect((await home(f.asAdmin)).business).toMatchObject({ ordersPaid: 2, revenue: { netPaise: 140_000 } });
  });

  it('goes a page at a time, newest first, with the count of every page', async () => {
    const s = await shop();
    for (let i = 1; i <= 27; i++) await s.order(s.asha, 100 + i, 'paid', { paidHoursAgo: i });
    const asAdmin = await staffLogin(t, s.company.host, s.admin.email, s.admin.password);
    const first = await list(asAdmin);
    const second = await list(asAdmin, 'page=2');
    expect(first.orders.map((o) => o.amountPaise)).toEqual(
      Array.from({ length: 25 }, (_, i) => (101 + i) * 100),
    );
    expect(second.orders.map((o) => o.amountPaise)).toEqual([12_600, 12_700]);
    expect([first.total, second.total, second.page]).toEqual([27, 27, 2]);
    // The revenue is of every page, not the one shown.
    expect(second.revenue.paidPaise).toBe((27 * 101 + (27 * 26) / 2) * 100);
    const past = await list(asAdmin, 'page=3');
    expect(past).toMatchObject({ orders: [], total: 27, page: 3 });
  });

  it('is an administrator’s only, of their own company', async () => {
    const f = await fixture();
    const asFaculty = await staffLogin(t, f.company.host, f.faculty.email, f.faculty.password);
    const refused = await asFaculty.c.get('/api/console/orders', asFaculty.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an administrator can do this.');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/console/orders',
      headers: { host: f.company.host },
    });
    expect(anonymous.statusCode).toBe(401);
    // An admin's session at another company's host is not a session there.
    const elsewhere = await createCompany(t);
    const crossed = await f.asAdmin.c.send({
      method: 'GET',
      url: '/api/console/orders',
      token: f.asAdmin.token,
      headers: { host: elsewhere.host },
    });
    expect(crossed.statusCode).toBe(401);
    // A student's own token is no staff session.
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/console/orders',
      headers: { host: f.company.host, authorization: 'Bearer not-a-staff-token' },
    });
    expect(student.statusCode).toBe(401);
  });

  it('refuses a bad filter with a message that says what is wrong', async () => {
    const f = await fixture();
    const bad = async (query: string) => {
      const res = await f.asAdmin.c.get(`/api/console/orders?${query}`, f.asAdmin.token);
      expect(res.statusCode, query).toBe(400);
      return res.json().message as string;
    };
    expect(await bad('status=shipped')).toContain(OrdersMessages.status);
    expect(await bad('status=created')).toContain(OrdersMessages.status);
    expect(await bad('period=year')).toContain(OrdersMessages.period);
    expect(await bad('page=0')).toContain(OrdersMessages.page);
    expect(await bad('page=two')).toContain(OrdersMessages.page);
    expect(await bad('page=1.5')).toContain(OrdersMessages.page);
    expect(await bad('tz=Mars%2FOlympus')).toContain(OrdersMessages.timeZone);
    expect(await bad(`q=${'a'.repeat(201)}`)).toContain(OrdersMessages.search);
    expect(await bad('from=yesterday')).toMatch(/^from: .*ISO 8601/);
    expect(await bad('from=2026-11-20T00:00:00Z&to=2026-11-10T00:00:00Z')).toContain(OrdersMessages.range);
  });
});
