import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { enrolments, orders, paymentEvents, products } from '../../db/schema';
import { checkoutSignature, webhookSignature } from './gateway';

// Decision 022 'What grants and what a refund does', attacked through the real app: access comes
// only from a capture of the order's whole amount; a refund of the whole amount takes it back.
const KEY_ID = 'rzp_test_PorticoCapture1';
const KEY_SECRET = 'key-secret-of-the-capture-tests';
const WEBHOOK_SECRET = 'webhook-secret-of-the-capture-tests';
const standIn = new RazorpayStandIn(KEY_ID, KEY_SECRET);
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());
afterEach(() => vi.restoreAllMocks());

const t = useTestApp({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  get RAZORPAY_API_URL() {
    return standIn.url;
  },
});

const PRICE = 4999;
const FULL = PRICE * 100;

/** A company selling one product, a signed-in student of it, and the order her purchase made. */
async function ordered() {
  const company = await createCompany(t);
  const { product } = await createCourse(t, company.code, { validityDays: 30 });
  await t.database.db.update(products).set({ price: PRICE }).where(eq(products.id, product.id));
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  const res = await c.post('/api/purchase', { productId: product.id });
  expect(res.statusCode).toBe(200);
  const token = (res.json().data.returnUrl as string).replace('/checkout/', '');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.studentId, student.id));
  if (!order?.gatewayOrderId) throw new Error('no gateway order');
  return { company, student, c, token, order, gatewayOrderId: order.gatewayOrderId };
}
type Ordered = Awaited<ReturnType<typeof ordered>>;

/** What the student holds now, as My Courses reads it. */
const courses = async (o: Ordered) => (await o.c.get('/api/user-products')).json().data as unknown[];
/** The order's /completed page, as the student reads it. */
const completed = async (o: Ordered) =>
  (await o.c.get(`/api/completed?token=${o.token}&companyCode=${o.company.code}`)).json().message as string;
const orderRow = async (o: Ordered) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, o.order.id)))[0];
const purchaseEnrolments = (o: Ordered) =>
  t.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, o.student.id), eq(enrolments.source, 'purchase')));
const eventsOf = (o: Ordered) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, o.order.id));

/** Checkout's signed result for a payment, sent by the student's browser. */
const callback = (o: Ordered, paymentId: string) =>
  o.c.post('/api/payments/verify', {
    token: o.token,
    razorpay_order_id: o.gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(KEY_SECRET, o.gatewayOrderId, paymentId),
  });

let seq = 0;
/** A signed webhook delivery; its event id is fresh unless given. */
async function deliver(host: string, event: string, entities: Record<string, object>, eventId?: string) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      host,
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': eventId ?? `evt_capture_${++seq}_${Date.now()}`,
    },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.outcome as string;
}

/** Captures the whole amount and lets its webhook grant, as Razorpay does on a normal payment. */
async function paidInFull(o: Ordered) {
  const paymentId = standIn.pay(o.gatewayOrderId);
  expect(await deliver(o.company.host, 'payment.captured', { payment: standIn.payment(paymentId) })).toBe(
    'granted',
  );
  expect(await courses(o)).toHaveLength(1);
  return paymentId;
}

describe('payments grant only on a capture of the order’s whole amount (decision 022)', () => {
  it('a payment only authorised grants nothing: the order waits, and the capture webhook grants', async () => {
    const o = await ordered();
    const paymentId = standIn.pay(o.gatewayOrderId, { status: 'authorized' });
    const res = await callback(o, paymentId);
    // The student is sent to the order's page, which says the payment is being confirmed.
    expect(res.statusCode).toBe(200);
    expect(res.json().data.returnUrl).toBe(`/completed/${o.token}`);
    expect(await courses(o)).toEqual([]);
    expect(await completed(o)).toContain('We are confirming your payment…');
    expect((await orderRow(o))?.status).toBe('created');
    // Razorpay's payment.authorized is no capture either, nor a capture event whose payment says so.
    const authorised = standIn.payment(paymentId);
    expect(await deliver(o.company.host, 'payment.authorized', { payment: authorised })).toBe('recorded');
    expect(await deliver(o.company.host, 'payment.captured', { payment: authorised })).toBe('refused');
    expect(await courses(o)).toEqual([]);
    // The provider captures it: the capture webhook gives the course, once.
    const captured = standIn.capture(paymentId);
    expect(await deliver(o.company.host, 'payment.captured', { payment: captured })).toBe('granted');
    expect(
      await deliver(o.company.host, 'order.paid', { payment: captured, order: { id: o.gatewayOrderId } }),
    ).toBe('already');
    expect((await callback(o, paymentId)).statusCode).toBe(200);
    expect(await courses(o)).toHaveLength(1);
    expect(await purchaseEnrolments(o)).toHaveLength(1);
    expect(await completed(o)).toContain('Thank you for your purchase!');
  });

  it('a signed capture without an amount or a currency grants nothing, and is recorded and logged', async () => {
    const o = await ordered();
    const warn = vi.spyOn(t.app.ctx.log, 'warn');
    const { amount: _amount, ...noAmount } = standIn.payment(standIn.pay(o.gatewayOrderId));
    const { currency: _currency, ...noCurrency } = standIn.payment(standIn.pay(o.gatewayOrderId));
    expect(
      await deliver(o.company.host, 'payment.captured', { payment: noAmount }, `evt_na_${o.order.id}`),
    ).toBe('refused');
    expect(
      await deliver(o.company.host, 'order.paid', { payment: noCurrency, order: { id: o.gatewayOrderId } }),
    ).toBe('refused');
    expect(await courses(o)).toEqual([]);
    expect((await orderRow(o))?.status).toBe('created');
    expect((await eventsOf(o)).map((e) => e.eventId)).toContain(`evt_na_${o.order.id}`);
    expect(
      warn.mock.calls.filter(
        ([, msg]) => msg === 'payment refused: not a capture of the order’s whole amount',
      ),
    ).toHaveLength(2);
  });

  it('a capture of a smaller amount or in another currency grants nothing, by webhook or by callback', async () => {
    const o = await ordered();
    const less = standIn.payment(standIn.pay(o.gatewayOrderId, { amount: FULL - 100 }));
    const dollars = standIn.payment(standIn.pay(o.gatewayOrderId, { currency: 'USD' }));
    expect(await deliver(o.company.host, 'payment.captured', { payment: less })).toBe('refused');
    expect(await deliver(o.company.host, 'payment.captured', { payment: dollars })).toBe('refused');
    const byCallback = await callback(o, less.id);
    expect(byCallback.statusCode).toBe(400);
    expect(byCallback.json().message).toMatch(/^We could not verify this payment/);
    expect((await callback(o, dollars.id)).statusCode).toBe(400);
    expect(await courses(o)).toEqual([]);
    expect(await completed(o)).not.toContain('Thank you');
  });

  it('a full capture grants once, whichever of callback, payment.captured and order.paid comes first', async () => {
    const o = await ordered();
    const paymentId = standIn.pay(o.gatewayOrderId);
    expect((await callback(o, paymentId)).statusCode).toBe(200);
    const captured = standIn.payment(paymentId);
    expect(await deliver(o.company.host, 'payment.captured', { payment: captured })).toBe('already');
    expect(
      await deliver(o.company.host, 'order.paid', { payment: captured, order: { id: o.gatewayOrderId } }),
    ).toBe('already');
    expect(await purchaseEnrolments(o)).toHaveLength(1);
    expect(await courses(o)).toHaveLength(1);
    expect(await orderRow(o)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paymentId,
      refundedPaise: 0,
    });
  });
});

describe('what a refund does (decision 022)', () => {
  it('a partial refund keeps the access and is recorded on the order', async () => {
    const o = await ordered();
    const paymentId = await paidInFull(o);
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(paymentId, 100_000))).toBe(
      'recorded',
    );
    expect(await courses(o)).toHaveLength(1);
    expect(await orderRow(o)).toMatchObject({ status: 'paid', refundedPaise: 100_000, refundedAt: null });
    // A refund without its payment's running total cannot be told from a re-sent one: it changes nothing.
    const { refund } = standIn.refund(paymentId, 50_000);
    expect(await deliver(o.company.host, 'refund.processed', { refund })).toBe('recorded');
    expect((await orderRow(o))?.refundedPaise).toBe(100_000);
    const page = await completed(o);
    expect(page).toContain('Payment partially refunded');
    expect(page).toContain('₹1,000 of your payment of <strong>₹4,999</strong>');
    expect(page).toContain('My Courses');
  });

  it('refunds that add up to the whole amount end the access the order gave', async () => {
    const o = await ordered();
    const paymentId = await paidInFull(o);
    const [enrolment] = await purchaseEnrolments(o);
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(paymentId, 200_000))).toBe(
      'recorded',
    );
    expect(await courses(o)).toHaveLength(1);
    t.clock.advance(60);
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(paymentId))).toBe('revoked');
    expect(await courses(o)).toEqual([]);
    expect(await orderRow(o)).toMatchObject({ status: 'refunded', refundedPaise: FULL });
    const [ended] = await purchaseEnrolments(o);
    expect(ended?.id).toBe(enrolment?.id);
    expect(ended?.expiresAt.getTime()).toBe(t.clock.now().getTime());
    // The course stays in My Courses, expired, as the order's page says.
    const myCourses = (await o.c.get('/api/course')).json().data as { course: { id: string }[] }[];
    expect(myCourses.flatMap((g) => g.course)).toHaveLength(1);
    const page = await completed(o);
    expect(page).toContain('Payment refunded');
    expect(page).toContain(
      'The access this order gave has ended: its courses show as expired in My Courses.',
    );
  });

  it('a replayed or re-sent refund changes nothing more', async () => {
    const o = await ordered();
    const paymentId = await paidInFull(o);
    const partial = standIn.refund(paymentId, 50_000);
    expect(await deliver(o.company.host, 'refund.processed', partial, `evt_rf_${o.order.id}`)).toBe(
      'recorded',
    );
    expect(await deliver(o.company.host, 'refund.processed', partial, `evt_rf_${o.order.id}`)).toBe('replay');
    // The same refund under another event id (a re-sent delivery) does not count twice.
    expect(await deliver(o.company.host, 'refund.processed', partial)).toBe('recorded');
    expect((await orderRow(o))?.refundedPaise).toBe(50_000);
    expect(await courses(o)).toHaveLength(1);
    const full = standIn.refund(paymentId);
    expect(await deliver(o.company.host, 'refund.processed', full, `evt_rf2_${o.order.id}`)).toBe('revoked');
    const ended = (await purchaseEnrolments(o))[0]?.expiresAt.getTime();
    t.clock.advance(3600);
    expect(await deliver(o.company.host, 'refund.processed', full, `evt_rf2_${o.order.id}`)).toBe('replay');
    expect(await deliver(o.company.host, 'refund.processed', full)).toBe('recorded');
    // A late partial refund's delivery does not lower what the order shows as refunded.
    expect(await deliver(o.company.host, 'refund.processed', partial)).toBe('recorded');
    expect(await orderRow(o)).toMatchObject({ status: 'refunded', refundedPaise: FULL });
    expect((await purchaseEnrolments(o))[0]?.expiresAt.getTime()).toBe(ended);
  });

  it('a refund of a second payment, which gave nothing, leaves the access the first one gave', async () => {
    const o = await ordered();
    await paidInFull(o);
    const second = standIn.pay(o.gatewayOrderId);
    expect(await deliver(o.company.host, 'payment.captured', { payment: standIn.payment(second) })).toBe(
      'already',
    );
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(second))).toBe('recorded');
    expect(await courses(o)).toHaveLength(1);
    expect(await orderRow(o)).toMatchObject({ status: 'paid', refundedPaise: 0 });
  });

  it('a whole refund delivered before its capture leaves nothing for the late capture to grant', async () => {
    const o = await ordered();
    const paymentId = standIn.pay(o.gatewayOrderId);
    const captured = standIn.payment(paymentId);
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(paymentId))).toBe('recorded');
    expect(await deliver(o.company.host, 'payment.captured', { payment: captured })).toBe('already');
    expect(await courses(o)).toEqual([]);
    expect((await orderRow(o))?.status).toBe('refunded');
  });

  it('Razorpay’s auto-refund of a payment never captured changes nothing', async () => {
    const o = await ordered();
    const paymentId = standIn.pay(o.gatewayOrderId, { status: 'authorized' });
    expect(await deliver(o.company.host, 'refund.processed', standIn.refund(paymentId))).toBe('recorded');
    expect(await orderRow(o)).toMatchObject({ status: 'created', refundedPaise: 0 });
    // The student can still pay the order.
    await paidInFull(o);
  });

  it('another company’s order in a capture or refund webhook is never touched', async () => {
    const a = await ordered();
    const b = await ordered();
    const paymentId = await paidInFull(b);
    // b's order delivered to a's host: no order of a's company has that id.
    expect(await deliver(a.company.host, 'payment.captured', { payment: standIn.payment(paymentId) })).toBe(
      'unknown-order',
    );
    expect(await deliver(a.company.host, 'refund.processed', standIn.refund(paymentId))).toBe(
      'unknown-order',
    );
    expect(await courses(b)).toHaveLength(1);
    expect(await orderRow(b)).toMatchObject({ status: 'paid', refundedPaise: 0 });
    expect(await courses(a)).toEqual([]);
    expect((await orderRow(a))?.status).toBe('created');
  });
});
