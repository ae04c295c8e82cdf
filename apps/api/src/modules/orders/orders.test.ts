import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { enrolments, orders, products } from '../../db/schema';
import type { OrderStatus } from '../../db/schema/commerce';
import { sha256 } from '../../lib/crypto';
import { formatPaise, formatRupees } from './orders.service';

const t = useTestApp();

/** A company, a student of it and an order with the given token, status and product title. */
async function orderOf(
  ctx: TestContext,
  opts: {
    token: string;
    status?: OrderStatus;
    title?: string;
    amount?: number;
    refundedPaise?: number;
    /** The order granted an enrolment (ended now, as a full refund ends it). */
    granted?: boolean;
    /** The student also holds the product through another running enrolment. */
    heldElsewhere?: boolean;
  },
) {
  const company = await createCompany(ctx);
  const student = await createStudent(ctx, company.code);
  const { product } = await createCourse(ctx, company.code);
  if (opts.title) {
    await ctx.database.db.update(products).set({ title: opts.title }).where(eq(products.id, product.id));
  }
  await ctx.database.db.insert(orders).values({
    companyCode: company.code,
    studentId: student.id,
    productId: product.id,
    amount: opts.amount ?? 4999,
    refundedPaise: opts.refundedPaise ?? 0,
    status: opts.status ?? 'paid',
    completionTokenHash: sha256(opts.token),
    enrolmentId: opts.granted ? await endedEnrolment(ctx, student, product.id) : null,
  });
  if (opts.heldElsewhere) await enrol(ctx, student, product.id);
  return { company, c: client(ctx, company.host) };
}

/** An enrolment of the product that a full refund ended a minute ago. */
async function endedEnrolment(
  ctx: TestContext,
  student: { id: string; companyCode: string },
  productId: string,
) {
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.database.db
    .insert(enrolments)
    .values({
      companyCode: student.companyCode,
      studentId: student.id,
      productId,
      startsAt: new Date(now - 86_400_000),
      expiresAt: new Date(now - 60_000),
      source: 'purchase',
    })
    .returning();
  return row?.id ?? null;
}

const token = () => `tok-${Math.random().toString(36).slice(2)}`;
const completed = (companyCode: string, tok: string) =>
  `/api/completed?companyCode=${encodeURIComponent(companyCode)}&token=${encodeURIComponent(tok)}`;

describe('GET completed (spec 3 §7)', () => {
  it('thanks for a paid order with the product, the amount in rupees and a link to My Courses', async () => {
    const tok = token();
    const { company, c } = await orderOf(t, { token: tok, title: 'IELTS Complete Pack', amount: 4999 });
    const res = await c.get(completed(company.code, tok));
    expect(res.statusCode).toBe(200);
    const { success, message } = res.json();
    expect(success).toBe(true);
    expect(message).toContain('Thank you');
    expect(message).toContain('<strong>IELTS Complete Pack</strong>');
    expect(message).toContain('₹4,999');
    expect(message).toContain('My Courses');
    expect(message).toContain('href="/select-course"');
  });

  it('formats amounts the Indian way', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('says the payment is being confirmed for a created order', async () => {
    const tok = token();
    const { company, c } = await orderOf(t, { token: tok, status: 'created' });
    const res = await c.get(completed(company.code, tok));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('We are confirming your payment…');
    expect(res.json().message).not.toContain('Thank you');
  });

  it('says how much of a paid order was refunded, and that the course stays (decision 022)', async () => {
    const tok = token();
    const { company, c } = await orderOf(t, { token: tok, amount: 4999, refundedPaise: 100_050 });
    const message: string = (await c.get(completed(company.code, tok))).json().message;
    expect(message).toContain('<h2>Payment partially refunded</h2>');
    expect(message).toContain('₹1,000.50 of your payment of <strong>₹4,999</strong>');
    expect(message).toContain('The course stays in My Courses.');
    expect(message).not.toContain('Thank you');
    expect(formatPaise(100_000)).toBe('₹1,000');
  });

  it('says what a full refund did: the access the order gave ended, or it never gave any', async () => {
    const said = async (opts: { granted?: boolean; heldElsewhere?: boolean }) => {
      const tok = token();
      const { company, c } = await orderOf(t, { token: tok, status: 'refunded', title: 'GRE Pack', ...opts });
      const message: string = (await c.get(completed(company.code, tok))).json().message;
      expect(message).toContain('<h2>Payment refunded</h2>');
      expect(message).toContain(
        'Your payment of <strong>₹4,999</strong> for <strong>GRE Pack</strong> has been refunded.',
      );
      // The course never leaves My Courses on a refund: it shows as expired there.
      expect(message).not.toContain('no longer in My Courses');
      return message;
    };
    expect(await said({ granted: true })).toContain(
      'The access this order gave has ended: its courses show as expired in My Courses.',
    );
    expect(await said({ granted: true, heldElsewhere: true })).toContain(
      'The access this order gave has ended, but you still hold <strong>GRE Pack</strong> another way, so its courses stay open in My Courses.',
    );
    expect(await said({})).toContain('The refund came before this order gave a course, so it gave none.');
    expect(await said({ heldElsewhere: true })).toContain(
      'The refund came before this order gave a course; you still hold <strong>GRE Pack</strong> another way, and that is unchanged.',
    );
  });

  it('says the payment failed with a link to the products for a failed order', async () => {
    const tok = token();
    const { company, c } = await orderOf(t, { token: tok, status: 'failed' });
    const res = await c.get(completed(company.code, tok));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Payment failed');
    expect(res.json().message).toContain('href="/products"');
  });

  it('escapes the product title inside the message', async () => {
    const tok = token();
    const title = 'Pack <img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const { company, c } = await orderOf(t, { token: tok, title });
    const message: string = (await c.get(completed(company.code, tok))).json().message;
    expect(message).not.toContain('<img');
    expect(message).not.toContain('<script');
    expect(message).toContain(
      'Pack &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;',
    );
  });

  it('answers an unknown token with a clear 404', async () => {
    const { company, c } = await orderOf(t, { token: token() });
    const res = await c.get(completed(company.code, 'bogus'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'This payment link is not valid.',
      errorCode: 'NOT_FOUND',
    });
  });

  it('never finds another company’s order, and refuses a companyCode of another portal', async () => {
    const tok = token();
    const a = await orderOf(t, { token: tok });
    const b = await orderOf(t, { token: token() });
    // a's token on b's host, with b's code: not found.
    const res = await b.c.get(completed(b.company.code, tok));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This payment link is not valid.');
    // a's token and a's code on b's host: refused, the host decides the company.
    const cross = await b.c.get(completed(a.company.code, tok));
    expect(cross.statusCode).toBe(403);
    expect(cross.json().success).toBe(false);
    expect(JSON.stringify(cross.json())).not.toContain('Thank you');
  });

  it('names the missing field', async () => {
    const { company, c } = await orderOf(t, { token: token() });
    const res = await c.get(`/api/completed?companyCode=${company.code}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('token');
  });
});
