import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { enrolments, orders, products } from '../../db/schema';

const t = useTestApp();

/** A company selling one paid product, and a signed-in student of it. */
async function shop(ctx: TestContext, price = 4999) {
  const company = await createCompany(ctx);
  const { product, course } = await createCourse(ctx, company.code, { validityDays: 90 });
  await ctx.database.db
    .update(products)
    .set({ price, listPrice: 7999, shortDescription: 'Every lesson', productImage: '/p.png' })
    .where(eq(products.id, product.id));
  const student = await createStudent(ctx, company.code);
  const { c } = await login(ctx, company.host, student.email, student.password);
  return { company, product, course, student, c };
}

const tokenOf = (returnUrl: string) => returnUrl.replace('/checkout/', '');

async function enrolmentsOf(ctx: TestContext, studentId: string, productId: string) {
  return ctx.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.productId, productId)));
}

/** Buys on the test gateway's checkout: Pay, then the verification a gateway's checkout asks for. */
async function payOnTestCheckout(c: ReturnType<typeof client>, token: string) {
  const pay = await c.post('/api/payments/test/pay', { token, outcome: 'paid' });
  expect(pay.statusCode).toBe(200);
  const payment = pay.json().data.payment;
  return { payment, verify: await c.post('/api/payments/verify', { token, ...payment }) };
}

describe('GET products and products/details (spec 3 §7)', () => {
  it('lists the products for sale of the host’s company, with prices in rupees and their courses', async () => {
    const { company, product, course, c } = await shop(t);
    await createCourse(t, company.code, { isFree: true });
    const other = await shop(t);
    const res = await client(t, company.host).get(`/api/products?companyCode=${company.code}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toEqual([
      {
        id: product.id,
        title: product.title,
        slug: product.slug,
        price: 4999,
        listPrice: 7999,
        productImage: '/p.png',
        shortDescription: 'Every lesson',
        validityDays: 90,
        courses: [course.courseName],
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(other.product.id);
    const one = await c.get(`/api/products/details?companyCode=${company.code}&slug=${product.slug}`);
    expect(one.json().data.id).toBe(product.id);
    // spec 3's route table also shows /product/{id}.
    expect((await c.get(`/api/products/details?slug=${product.id}`)).json().data.slug).toBe(product.slug);
    // Another company's product is not found here; a companyCode of another portal is refused.
    const foreign = await c.get(`/api/products/details?slug=${other.product.slug}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This product is not available.');
    expect((await c.get(`/api/products?companyCode=${other.company.code}`)).statusCode).toBe(403);
    for (const slug of ['a%00b', 'x'.repeat(300), '../etc']) {
      const bad = await c.get(`/api/products/details?slug=${slug}`);
      expect(bad.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, slug).toBeLessThan(500);
    }
  });

  it('user-products needs a session and lists what the student holds now', async () => {
    const { company, product, student, c } = await shop(t);
    expect((await client(t, company.host).get('/api/user-products')).statusCode).toBe(401);
    expect((await c.get('/api/user-products')).json().data).toEqual([]);
    await enrol(t, student, product.id, 10);
    const held = (await c.get('/api/user-products')).json().data;
    expect(held).toMatchObject([{ productId: product.id, slug: product.slug, title: product.title }]);
  });
});

describe('POST purchase on the test gateway (ARCHITECTURE.md Payments)', () => {
  it('orders at the server’s price, pays on the checkout, and enrols once', async () => {
    const { product, student, c } = await shop(t, 2999);
    const res = await c.post('/api/purchase', { productId: product.id, amount: 1 });
    expect(res.statusCode).toBe(200);
    const { returnUrl } = res.json().data;
    expect(returnUrl).toMatch(/^\/checkout\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(returnUrl);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.studentId, student.id));
    expect(order).toMatchObject({ amount: 2999, status: 'created', gateway: 'test' });
    const checkout = await c.get(`/api/payments/checkout?token=${token}`);
    expect(checkout.json().data).toEqual({
      productTitle: product.title,
      amount: 2999,
      status: 'created',
      gateway: 'test',
      razorpay: null,
    });
    const { payment, verify } = await payOnTestCheckout(c, token);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.returnUrl).toBe(`/completed/${token}`);
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(1);
    const [enrolment] = await enrolmentsOf(t, student.id, product.id);
    expect(enrolment?.source).toBe('purchase');
    expect((enrolment?.expiresAt.getTime() ?? 0) - t.clock.now().getTime()).toBe(90 * 86_400_000);
    // The same result again (a reload, a replayed callback) grants nothing more.
    const again = await c.post('/api/payments/verify', { token, ...payment });
    expect(again.statusCode).toBe(200);
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(1);
    expect(
      (await c.get(`/api/completed?token=${token}&companyCode=${student.companyCode}`)).json().message,
    ).toContain('Thank you for your purchase!');
    expect((await c.get('/api/user-products')).json().data).toHaveLength(1);
    // Enrolled: buying again is refused.
    const second = await c.post('/api/purchase', { productId: product.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You are already enrolled in this product.');
  });

  it('grants nothing for a forged signature, another order’s payment, or another student’s order', async () => {
    const { product, student, company, c } = await shop(t);
    const token = tokenOf((await c.post('/api/purchase', { productId: product.id })).json().data.returnUrl);
    const pay = (await c.post('/api/payments/test/pay', { token, outcome: 'paid' })).json().data.payment;
    const forged = await c.post('/api/payments/verify', {
      token,
      ...pay,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^We could not verify this payment/);
    const otherOrder = await c.post('/api/payments/verify', {
      token,
      ...pay,
      razorpay_order_id: 'order_test_x',
    });
    expect(otherOrder.statusCode).toBe(400);
    // Another student of the company, and a student of another company, cannot use the token.
    const mate = await createStudent(t, company.code);
    const m = (await login(t, company.host, mate.email, mate.password)).c;
    expect((await m.get(`/api/payments/checkout?token=${token}`)).statusCode).toBe(404);
    expect((await m.post('/api/payments/verify', { token, ...pay })).statusCode).toBe(404);
    const stranger = await shop(t);
    expect((await stranger.c.post('/api/payments/verify', { token, ...pay })).statusCode).toBe(404);
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(0);
    expect(await enrolmentsOf(t, mate.id, product.id)).toHaveLength(0);
  });

  it('a failed payment enrols nothing and says so; paying later on the same order enrols', async () => {
    const { product, student, c } = await shop(t);
    const token = tokenOf((await c.post('/api/purchase', { productId: product.id })).json().data.returnUrl);
    const fail = await c.post('/api/payments/test/pay', { token, outcome: 'failed' });
    expect(fail.json().data).toEqual({ returnUrl: `/completed/${token}`, payment: null });
    const completed = await c.get(`/api/completed?token=${token}&companyCode=${student.companyCode}`);
    expect(completed.json().message).toContain('Payment failed');
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(0);
    // A second failure of a failed order is refused; a payment still counts.
    expect((await c.post('/api/payments/test/pay', { token, outcome: 'failed' })).statusCode).toBe(409);
    expect((await payOnTestCheckout(c, token)).verify.statusCode).toBe(200);
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(1);
  });

  it('five tabs verifying the same payment at once enrol once', async () => {
    const { product, student, c } = await shop(t);
    const token = tokenOf((await c.post('/api/purchase', { productId: product.id })).json().data.returnUrl);
    const pay = (await c.post('/api/payments/test/pay', { token, outcome: 'paid' })).json().data.payment;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.post('/api/payments/verify', { token, ...pay })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await enrolmentsOf(t, student.id, product.id)).toHaveLength(1);
  });

  it('refuses bad input clearly: no session, bad ids, a free product, another company’s product', async () => {
    const { company, c } = await shop(t);
    const free = await createCourse(t, company.code, { isFree: true });
    const other = await shop(t);
    expect(
      (await client(t, company.host).post('/api/purchase', { productId: free.product.id })).statusCode,
    ).toBe(401);
    const cases: [object, number, string][] = [
      [{}, 400, 'productId must be a product id'],
      [{ productId: 'x' }, 400, 'productId must be a product id'],
      [{ productId: 2 ** 31 }, 400, 'productId must be a product id'],
      [{ productId: 'a'.repeat(1_000_000) }, 400, 'productId must be a product id'],
      [{ productId: free.product.id }, 400, 'This product is not for sale.'],
      [{ productId: other.product.id }, 404, 'This product is not available.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await c.post('/api/purchase', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const nul = await c.post('/api/purchase', { productId: `${other.product.id}\u0000` });
    expect(nul.statusCode).toBe(400);
    for (const token of ['short', 'x'.repeat(200), 'a b c d e f g h i j']) {
      const res = await c.get(`/api/payments/checkout?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('This payment link is not valid.');
    }
    // The test gateway has no webhook.
    expect((await c.post('/api/payments/razorpay/webhook', {})).statusCode).toBe(404);
  });
});

describe('the test gateway never sells in production', () => {
  const prod = useTestApp({
    NODE_ENV: 'production',
    STORAGE_SECRET: 'x'.repeat(40),
    DEV_TOOLS: 'false',
    PUBLIC_URL: 'http://portal.test',
  });
  it('refuses purchases with a clear 503, and its Pay button is not there', async () => {
    const { product, c } = await shop(prod);
    const res = await c.post('/api/purchase', { productId: product.id });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payments are not available right now. Please try again later.');
    expect(
      (await prod.database.db.select().from(orders).where(eq(orders.productId, product.id))).length,
    ).toBe(0);
  });
});
