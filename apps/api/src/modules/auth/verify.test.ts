import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, createCompany, lastMessage, type TestContext, uid, useTestApp } from '../../../test/harness';
import { students } from '../../db/schema';

const t = useTestApp();

const verified = 'Your account has been verified. You can now log in.';
const invalidLink = {
  success: false,
  message: 'This verification link is invalid or has expired.',
  errorCode: 'VALIDATION',
};

/** Registers a student on a company and returns the token of the mailed verify link. */
async function register(ctx: TestContext, host: string) {
  const email = `v-${uid()}@example.test`;
  const password = 'Long-enough-1';
  const res = await client(ctx, host).post('/api/register', {
    name: 'Vikram Shah',
    emailId: email,
    mobileNumber: '9876543210',
    password,
  });
  expect(res.statusCode).toBe(200);
  const mail = await lastMessage(ctx, host, email);
  const token = mail?.text.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no verify link mailed');
  return { email, password, token };
}

const verifiedAt = async (email: string) => {
  const [row] = await t.database.db.select().from(students).where(eq(students.email, email));
  return row?.verifiedAt;
};

describe('POST /api/verify', () => {
  it('verifies the account with the mailed link once, then login works', async () => {
    const co = await createCompany(t);
    const r = await register(t, co.host);
    const c = client(t, co.host);
    expect((await c.post('/api/login', { loginId: r.email, password: r.password })).statusCode).toBe(403);

    const res = await c.post('/api/verify', { id: r.token, companyCode: co.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: verified });
    expect(await verifiedAt(r.email)).toEqual(t.clock.now());

    const again = await c.post('/api/verify', { id: r.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);

    const login = await c.post('/api/login', { loginId: r.email, password: r.password });
    expect(login.statusCode).toBe(200);
  });

  it('accepts the link until 48 hours have passed', async () => {
    const co = await createCompany(t);
    const r = await register(t, co.host);
    t.clock.advance(48 * 3600 - 1);
    const res = await client(t, co.host).post('/api/verify', { id: r.token });
    expect(res.statusCode).toBe(200);
  });

  it('refuses the link after 48 hours, and the account stays unverified', async () => {
    const co = await createCompany(t);
    const r = await register(t, co.host);
    t.clock.advance(48 * 3600);
    const res = await client(t, co.host).post('/api/verify', { id: r.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
    expect(await verifiedAt(r.email)).toBeNull();
    const login = await client(t, co.host).post('/api/login', { loginId: r.email, password: r.password });
    expect(login.statusCode).toBe(403);
  });

  it("refuses company A's link on company B's host, and it still works on A", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const r = await register(t, a.host);
    const onB = await client(t, b.host).post('/api/verify', { id: r.token });
    expect(onB.statusCode).toBe(400);
    expect(onB.json()).toEqual(invalidLink);
    expect(await verifiedAt(r.email)).toBeNull();

    const onA = await client(t, a.host).post('/api/verify', { id: r.token });
    expect(onA.statusCode).toBe(200);
  });

  it('refuses a made-up link and a reset token used as a verify link', async () => {
    const co = await createCompany(t);
    const r = await register(t, co.host);
    const made = await client(t, co.host).post('/api/verify', { id: 'x'.repeat(43) });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual(invalidLink);

    await client(t, co.host).post('/api/forget', { loginId: r.email });
    const reset = await lastMessage(t, co.host, r.email);
    const resetToken = reset?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    expect(resetToken).toBeDefined();
    const wrongPurpose = await client(t, co.host).post('/api/verify', { id: resetToken });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json()).toEqual(invalidLink);
  });

  it('names the missing id', async () => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/verify', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'id is required', errorCode: 'VALIDATION' });
  });

  it('refuses a payload that names another company', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const r = await register(t, a.host);
    const res = await client(t, a.host).post('/api/verify', { id: r.token, companyCode: b.code });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('FORBIDDEN');
    expect(await verifiedAt(r.email)).toBeNull();
  });
});
