import { ConsoleMessages } from '@portico/contract/console';
import { CouponsMessages as M } from '@portico/contract/console-coupons';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

/**
 * Coupons in the console (CONSOLE.md Authoring): created and edited with a code unique per
 * company whatever its case, a product of the company, dates and limits never below what was used;
 * deactivated; a coupon made here is redeemed on the student's own route. Admins only, each change
 * audited.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { validityDays: 30 });
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    product,
    admin,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const get = (s: Session) => s.c.get('/api/console/coupons', s.token);
const post = (s: Session, url: string, body: object = {}) =>
  s.c.post(`/api/console/coupons${url}`, body, s.token);
const input = (productId: string, over: object = {}) => ({
  code: 'welcome-10',
  description: 'Welcome offer',
  productId,
  validityDays: 10,
  validFrom: '2026-11-01T00:00:00+05:30',
  validUntil: '2026-12-31T23:59:59.999+05:30',
  maxRedemptions: 2,
  maxPerStudent: 1,
  isActive: true,
  ...over,
});
const redeem = async (host: string, companyCode: string, code: string) => {
  const student = await createStudent(t, companyCode);
  const { c } = await login(t, host, student.email, student.password);
  return c.post('/api/coupon', { couponCode: code });
};

describe('coupons in the console', () => {
  it('creates a coupon a student then redeems; the list counts it; the limit holds', async () => {
    const { company, course, product, admin, asAdmin } = await fixture();
    const res = await post(asAdmin, '', input(product.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.created);
    const [coupon] = res.json().data.coupons;
    expect(coupon).toMatchObject({
      code: 'WELCOME-10',
      productTitle: product.title,
      validityDays: 10,
      productValidityDays: 30,
      maxRedemptions: 2,
      used: 0,
      isActive: true,
      validFrom: '2026-10-31T18:30:00.000Z',
    });

    const first = await redeem(company.host, company.code, 'Welcome-10');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.courseIds).toEqual([course.id]);
    // Ten days from the fixed clock (22 November 2026), the coupon's days rather than the product's.
    expect(first.json().data.expiresAt).toBe('2026-12-02T09:00:00.000Z');
    expect((await redeem(company.host, company.code, 'WELCOME-10')).statusCode).toBe(200);
    const third = await redeem(company.host, company.code, 'WELCOME-10');
    expect(third.json().message).toBe('This coupon has reached its usage limit.');
    expect((await get(asAdmin)).json().data.coupons[0]).toMatchObject({ used: 2, maxRedemptions: 2 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, coupon.id), eq(auditLog.action, 'coupon.create')));
    expect(entry).toMatchObject({ staffId: admin.id, entity: 'coupon', before: null });
  });

  it('refuses a limit below the redemptions so far, and deactivates a coupon students then cannot use', async () => {
    const { company, product, asAdmin } = await fixture();
    const { id } = (await post(asAdmin, '', input(product.id, { maxRedemptions: 5 }))).json().data.coupons[0];
    await redeem(company.host, company.code, 'WELCOME-10');
    await redeem(company.host, company.code, 'WELCOME-10');

    const lower = await post(asAdmin, `/${id}`, input(product.id, { maxRedemptions: 1 }));
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(M.belowUsed(2));
    const same = await post(asAdmin, `/${id}`, input(product.id, { maxRedemptions: 2, code: 'SPRING' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().data.coupons[0]).toMatchObject({ code: 'SPRING', maxRedemptions: 2, used: 2 });
    const unlimited = await post(
      asAdmin,
      `/${id}`,
      input(product.id, { maxRedemptions: null, code: 'SPRING' }),
    );
    expect(unlimited.json().data.coupons[0].maxRedemptions).toBeNull();

    const off = await post(asAdmin, `/${id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.coupons[0].isActive).toBe(false);
    expect((await post(asAdmin, `/${id}/deactivate`)).statusCode).toBe(409);
    expect((await redeem(company.host, company.code, 'SPRING')).json().message).toBe('Invalid coupon code.');
  });

  it('refuses a taken code whatever its case (409), bad codes, limits and dates, and foreign products', async () => {
    const { product, asAdmin } = await fixture();
    const other = await createCompany(t);
    const { product: foreign } = await createCourse(t, other.code);
    expect((await post(asAdmin, '', input(product.id))).statusCode).toBe(200);
    const taken = await post(asAdmin, '', input(product.id, { code: 'WELCOME-10'.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.codeTaken);

    const cases: [object, string][] = [
      [{ code: 'AB' }, M.code],
      [{ code: 'x'.repeat(33) }, M.code],
      [{ code: 'NO SPACES' }, M.code],
      [{ code: 'BAD\u0000' }, ''],
      [{ productId: foreign.id }, M.product],
      [{ validityDays: 0 }, M.validity],
      [{ validityDays: 2 ** 31 }, M.validity],
      [{ maxRedemptions: 0 }, M.maxRedemptions],
      [{ maxRedemptions: 2 ** 31 }, M.maxRedemptions],
      [{ maxPerStudent: 0 }, M.perStudent],
      [{ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-11-01T00:00:00Z' }, M.dates],
      [{ description: 'x'.repeat(1_000_000) }, ''],
    ];
    for (const [change, message] of cases) {
      const res = await post(asAdmin, '', input(product.id, { code: 'OTHER', ...change }));
      const label = JSON.stringify(change).slice(0, 80);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      if (message) expect(res.json().message, label).toContain(message);
    }
    expect((await get(asAdmin)).json().data.coupons).toHaveLength(1);
  });

  it('is for admins of the company only', async () => {
    const { company, product, asAdmin, asFaculty } = await fixture();
    const { id } = (await post(asAdmin, '', input(product.id))).json().data.coupons[0];
    const denied = await get(asFaculty);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ConsoleMessages.adminOnly);
    expect((await post(asFaculty, '', input(product.id, { code: 'FAC' }))).statusCode).toBe(403);
    expect((await post(asFaculty, `/${id}/deactivate`)).statusCode).toBe(403);
    const student = await createStudent(t, company.code);
    const { token } = await login(t, company.host, student.email, student.password);
    expect((await client(t, company.host).get('/api/console/coupons', token)).statusCode).toBe(401);

    const other = await createCompany(t);
    const { product: theirProduct } = await createCourse(t, other.code);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    expect((await get(asOther)).json().data.coupons).toEqual([]);
    expect((await post(asOther, `/${id}`, input(theirProduct.id))).statusCode).toBe(404);
    expect((await post(asOther, `/${id}/deactivate`)).statusCode).toBe(404);
    // The same code in another company is another coupon.
    expect((await post(asOther, '', input(theirProduct.id))).statusCode).toBe(200);
  });

  it('lets one of concurrent creates with one code through; the others get 409', async () => {
    const { product, asAdmin } = await fixture();
    const results = await Promise.all(
      ['race-1', 'RACE-1', 'Race-1'].map((code) => post(asAdmin, '', input(product.id, { code }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await get(asAdmin)).json().data.coupons).toHaveLength(1);
  });
});
