import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { RazorpayStandIn } from '../../../test/razorpay-stand-in';
import { enrolments, orders, paymentEvents, products } from '../../db/schema';
import { checkoutSignature, webhookSignature } from './gateway';

// Test secrets of this file only; the driver talks to a local stand-in of Razorpay's API.
const KEY_ID = 'rzp_test_PorticoTests1';
const KEY_SECRET = 'key-secret-of-these-tests';
const WEBHOOK_SECRET = 'webhook-secret-of-these-tests';
const standIn = new RazorpayStandIn(KEY_ID, KEY_SECRET);
beforeAll(() => standIn.start());
afterAll(() => standIn.stop());

const t = useTestApp({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  // Read when the app is built, after the stand-in has its port.
  get RAZORPAY_API_URL() {
    return standIn.url;
  },
});

async function bought(price = 4999) {
  const company = await createCompany(t);
  const { product } = await createCourse(t, company.code, { validityDays: 30 });
  await t.database.db.update(products).set({ price }).where(eq(products.id, product.id));
  const student = await createStudent(t, company.code, { name: 'Asha Verma' });
  const { c } = await login(t, company.host, student.email, student.password);
  const res = await c.post('/api/purchase', { productId: product.id });
  expect(res.statusCode).toBe(200);
  const token = (res.json().data.returnUrl as string).replace('/checkout/', '');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.studentId, student.id));
  if (!order?.gatewayOrderId) throw new Error('no gateway order');
  return { company, product, student, c, token, order, gatewayOrderId: order.gatewayOrderId };
}

const held = (studentId: string) =>
  t.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.source, 'purchase')));

/** A webhook delivery as Razorpay sends it: raw JSON, its signature and event id in headers. */
function deliver(
  host: string,
  event: string,
  entities: Record<string, object>,
  opts: { eventId?: string; secret?: string; tamper?: (raw: string) => string } = {},
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
  });
  const body = opts.tamper ? opts.tamper(raw) : raw;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      host,
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(opts.secret ?? WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': opts.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    payload: body,
  });
}

describe('Razorpay driver against a local stand-in of its Orders API', () => {
  it('creates the gateway order at the server’s price and gives Checkout its options', async () => {
    const { c, token, gatewayOrderId, order } = await bought(2999);
    const made = standIn.orders.get(gatewayOrderId);
    expect(made).toMatchObject({ amount: 299_900, currency: 'INR', receipt: order.id });
    const request = standIn.requests.find(
      (r) => r.path === '/v1/orders' && (r.body as { receipt: string }).receipt === order.id,
    );
    expect(request?.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    const checkout = (await c.get(`/api/payments/checkout?token=${token}`)).json().data;
    expect(checkout).toMatchObject({
      gateway: 'razorpay',
      amount: 2999,
      razorpay: { keyId: KEY_ID, orderId: gatewayOrderId, amountPaise: 299_900, currency: 'INR' },
    });
    expect(checkout.razorpay.prefill.name).toBe('Asha Verma');
  });

  it('enrols after Checkout’s signed result once the gateway confirms the payment; a forgery grants nothing', async () => {
    const { c, token, gatewayOrderId, student } = await bought();
    const paymentId = standIn.pay(gatewayOrderId);
    const forged = await c.post('/api/payments/verify', {
      token,
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature('not-the-secret', gatewayOrderId, paymentId),
    });
    expect(forged.statusCode).toBe(400);
    expect(await held(student.id)).toHaveLength(0);
    const result = {
      token,
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, gatewayOrderId, paymentId),
    };
    expect((await c.post('/api/payments/verify', result)).statusCode).toBe(200);
    expect((await c.post('/api/payments/verify', result)).statusCode).toBe(200);
    expect(await held(student.id)).toHaveLength(1);
  });

  it('refuses a signed result whose payment the gateway does not know, or of another amount', async () => {
    const { c, token, gatewayOrderId, student } = await bought();
    const sign = (paymentId: string) => ({
      token,
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, gatewayOrderId, paymentId),
    });
    expect((await c.post('/api/payments/verify', sign('pay_unknown1'))).statusCode).toBe(400);
    const less = standIn.pay(gatewayOrderId, { amount: 100 });
    expect((await c.post('/api/payments/verify', sign(less))).statusCode).toBe(400);
    const failed = standIn.pay(gatewayOrderId, { status: 'failed' });
    expect((await c.post('/api/payments/verify', sign(failed))).statusCode).toBe(400);
    expect(await held(student.id)).toHaveLength(0);
  });

  it('webhooks: a signed payment.captured enrols once; replays, forgeries and other amounts change nothing', async () => {
    const { company, gatewayOrderId, student, order } = await bought();
    const payment = {
      id: 'pay_hook1',
      order_id: gatewayOrderId,
      amount: 499_900,
      currency: 'INR',
      status: 'captured',
    };
    const forged = await deliver(
      company.host,
      'payment.captured',
      { payment },
      { secret: 'wrong-secret-123' },
    );
    expect(forged.statusCode).toBe(400);
    const tampered = await deliver(
      company.host,
      'payment.captured',
      { payment },
      {
        tamper: (raw) => raw.replace('499900', '100'),
      },
    );
    expect(tampered.statusCode).toBe(400);
    const cheaper = await deliver(company.host, 'payment.captured', { payment: { ...payment, amount: 100 } });
    expect(cheaper.json().data.outcome).toBe('refused');
    expect(await held(student.id)).toHaveLength(0);
    const first = await deliver(company.host, 'payment.captured', { payment }, { eventId: 'evt_once' });
    expect(first.json().data.outcome).toBe('granted');
    const replay = await deliver(company.host, 'payment.captured', { payment }, { eventId: 'evt_once' });
    expect(replay.json().data.outcome).toBe('replay');
    const orderPaid = await deliver(company.host, 'order.paid', { payment, order: { id: gatewayOrderId } });
    expect(orderPaid.json().data.outcome).toBe('already');
    expect(await held(student.id)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((e) => e.eventId)).toContain('evt_once');
  });

  it('records a refund when the gateway says so, and ends the enrolment it had granted', async () => {
    const { company, gatewayOrderId, student, c, order } = await bought();
    const paymentId = standIn.pay(gatewayOrderId);
    await deliver(company.host, 'payment.captured', { payment: standIn.payment(paymentId) });
    expect((await c.get('/api/user-products')).json().data).toHaveLength(1);
    // refund.processed carries the refund and the payment after it (its amount_refunded so far).
    const partial = await deliver(company.host, 'refund.processed', standIn.refund(paymentId, 1000));
    expect(partial.json().data.outcome).toBe('recorded');
    expect((await c.get('/api/user-products')).json().data).toHaveLength(1);
    const rest = await deliver(company.host, 'refund.processed', standIn.refund(paymentId));
    expect(rest.json().data.outcome).toBe('revoked');
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'refunded', refundedPaise: 499_900 });
    expect((await c.get('/api/user-products')).json().data).toHaveLength(0);
    expect(await held(student.id)).toHaveLength(1);
  });

  it('a failed payment marks the order failed; another company’s order on this host is never touched', async () => {
    const a = await bought();
    const b = await bought();
    const fail = await deliver(a.company.host, 'payment.failed', {
      payment: {
        id: 'pay_f1',
        order_id: a.gatewayOrderId,
        amount: 499_900,
        error_description: 'Card declined',
      },
    });
    expect(fail.json().data.outcome).toBe('recorded');
    const [failed] = await t.database.db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    // b's order delivered to a's host: no order of a's company has that id.
    const cross = await deliver(a.company.host, 'payment.captured', {
      payment: { id: 'pay_x1', order_id: b.gatewayOrderId, amount: 499_900, currency: 'INR' },
    });
    expect(cross.json().data.outcome).toBe('unknown-order');
    expect(await held(b.student.id)).toHaveLength(0);
  });

  it('a gateway that cannot be reached gives a clear 503 and leaves no order', async () => {
    const company = await createCompany(t);
    const { product } = await createCourse(t, company.code);
    await t.database.db.update(products).set({ price: 999 }).where(eq(products.id, product.id));
    const student = await createStudent(t, company.code);
    const { c } = await login(t, company.host, student.email, student.password);
    standIn.failWith = 500;
    try {
      const res = await c.post('/api/purchase', { productId: product.id });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payments are not available right now. Please try again later.');
    } finally {
      standIn.failWith = null;
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.studentId, student.id))).toHaveLength(0);
  });
});
