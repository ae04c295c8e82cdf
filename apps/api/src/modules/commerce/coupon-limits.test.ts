import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  randomIp,
  uid,
  useTestApp,
} from '../../../test/harness';
import { coupons } from '../../db/schema';

/**
 * Decision 009: a coupon grants a paid course, so wrong codes are limited per student and per
 * address; past the limit even the right code is refused, or the guessing would simply go on.
 */
const t = useTestApp();

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
const INVALID = 'Invalid coupon code.';

/** A company selling a course, with `count` coupons for it (codes answered). */
async function shop(count = 1) {
  const company = await createCompany(t);
  const { product } = await createCourse(t, company.code);
  const codes = Array.from({ length: count }, () => `OPEN-${uid()}`.toUpperCase());
  await t.database.db
    .insert(coupons)
    .values(codes.map((code) => ({ companyCode: company.code, code, productId: product.id })));
  return { company, code: codes[0] as string, codes };
}

/** A new student of the company, signed in from `ip`. */
async function student(company: { code: string; host: string }, ip = randomIp()) {
  const s = await createStudent(t, company.code);
  const c = client(t, company.host, ip);
  const res = await c.post('/api/login', { loginId: s.email, password: s.password });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}
type Client = Awaited<ReturnType<typeof student>>;

const apply = (c: Client, couponCode: string) => c.post('/api/coupon', { couponCode });

describe('coupon guessing (decision 009)', () => {
  it('stops one student after 10 wrong codes: 60 quick guesses, then the right code too, until the window ends', async () => {
    const { company, code } = await shop();
    const c = await student(company);
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await apply(c, `GUESS-${i}`));
    expect(answers.slice(0, 10).map((r) => r.json().message)).toEqual(Array(10).fill(INVALID));
    for (const res of answers.slice(10)) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: TOO_MANY, errorCode: 'RATE_LIMITED' });
    }
    const right = await apply(c, code);
    expect(right.statusCode).toBe(429);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // Another student of the company is not touched.
    expect((await apply(await student(company), code)).statusCode).toBe(200);

    t.clock.advance(901);
    const later = await apply(c, code);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().message).toMatch(/^Coupon applied\./);
  });

  it('cuts a burst of concurrent guesses at the limit', async () => {
    const { company } = await shop();
    const c = await student(company);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => apply(c, `BURST-${i}`)));
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('stops an address after 30 wrong codes across students; other addresses and companies go on', async () => {
    const { company, code } = await shop();
    const ip = randomIp();
    for (let s = 0; s < 3; s++) {
      const c = await student(company, ip);
      for (let i = 0; i < 10; i++) expect((await apply(c, `NOPE-${s}-${i}`)).statusCode).toBe(400);
    }
    // A fresh student at that address, with the right code.
    const fresh = await apply(await student(company, ip), code);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(TOO_MANY);
    // Another address of the same company.
    expect((await apply(await student(company), code)).statusCode).toBe(200);
    // The same address on another company: its own count.
    const other = await shop();
    expect((await apply(await student(other.company, ip), other.code)).statusCode).toBe(200);
  });

  it('counts no right code: a student who redeems 31 coupons in a row still has 10 wrong codes', async () => {
    const { company, codes } = await shop(31);
    const c = await student(company);
    for (const code of codes) expect((await apply(c, code)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await apply(c, `TYPO-${i}`)).statusCode).toBe(400);
    expect((await apply(c, 'TYPO-10')).statusCode).toBe(429);
  });
});
