import { describe, expect, it } from 'vitest';
import {
  createCompany,
  createCourse,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { coupons } from '../../db/schema';

const t = useTestApp();

async function setup(t: TestContext, coupon: Partial<typeof coupons.$inferInsert> = {}) {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { validityDays: 30 });
  await t.database.db.insert(coupons).values({
    companyCode: company.code,
    code: 'WELCOME',
    productId: product.id,
    ...coupon,
  });
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  return { company, course, product, student, c };
}

describe('POST coupon (spec 2 §5, §7)', () => {
  it('enrols the student in the coupon product, whatever the case of the code', async () => {
    const { c, course } = await setup(t);
    const before = await c.get(`/api/menu?courseId=${course.id}`);
    expect(before.statusCode).toBe(403);
    const res = await c.post('/api/coupon', { couponCode: '  welcome ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { courseIds: [course.id] } });
    expect(res.json().message).toMatch(/^Coupon applied\. .+ is active until 22 December 2026\.$/);
    const after = await c.get(`/api/menu?courseId=${course.id}`);
    expect(after.json().isProductAccess).toBe(true);
  });

  it('answers the server messages for bad, early, expired, used and exhausted codes', async () => {
    const bad = await setup(t);
    const invalid = await bad.c.post('/api/coupon', { couponCode: 'NOPE' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, message: 'Invalid coupon code.' });
    const empty = await bad.c.post('/api/coupon', { couponCode: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('couponCode');

    const early = await setup(t, { validFrom: new Date('2027-01-01T00:00:00Z') });
    expect((await early.c.post('/api/coupon', { couponCode: 'WELCOME' })).json().message).toBe(
      'This coupon is not active yet.',
    );
    const late = await setup(t, { validUntil: new Date('2026-01-01T00:00:00Z') });
    expect((await late.c.post('/api/coupon', { couponCode: 'WELCOME' })).json().message).toBe(
      'This coupon has expired.',
    );
    const off = await setup(t, { isActive: false });
    expect((await off.c.post('/api/coupon', { couponCode: 'WELCOME' })).json().message).toBe(
      'Invalid coupon code.',
    );

    const once = await setup(t, { maxRedemptions: 1 });
    expect((await once.c.post('/api/coupon', { couponCode: 'WELCOME' })).statusCode).toBe(200);
    expect((await once.c.post('/api/coupon', { couponCode: 'WELCOME' })).json().message).toBe(
      'You have already used this coupon.',
    );
    const peer = await createStudent(t, once.company.code);
    const { c } = await login(t, once.company.host, peer.email, peer.password);
    expect((await c.post('/api/coupon', { couponCode: 'WELCOME' })).json().message).toBe(
      'This coupon has reached its usage limit.',
    );
  });

  it('keeps its limit under concurrent redemptions', async () => {
    const { company } = await setup(t, { maxRedemptions: 2, code: 'RUSH' });
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const s = await createStudent(t, company.code);
        return (await login(t, company.host, s.email, s.password)).c;
      }),
    );
    const results = await Promise.all(clients.map((c) => c.post('/api/coupon', { couponCode: 'RUSH' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
  });

  it('never redeems another company’s code', async () => {
    const a = await setup(t, { code: 'ONLY-A' });
    const b = await setup(t, { code: 'ONLY-B' });
    const res = await a.c.post('/api/coupon', { couponCode: 'ONLY-B' });
    expect(res.json().message).toBe('Invalid coupon code.');
    expect((await b.c.post('/api/coupon', { couponCode: 'ONLY-B' })).statusCode).toBe(200);
  });
});
