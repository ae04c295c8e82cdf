import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, lastMessage, useTestApp } from '../../../test/harness';

const t = useTestApp();

const badCredentials = {
  success: false,
  message: 'Invalid username or password.',
  errorCode: 'BAD_CREDENTIALS',
};
const notVerified =
  'Please verify your e-mail address before logging in. We have sent you a new verification link.';
const verifyToken = (text: string) => text.match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1];

describe('POST /api/login', () => {
  it('signs the student in with a token, the user data and the session cookies', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { name: 'Asha Rao', profileImage: '/files/asha.png' });
    const c = client(t, co.host);
    const res = await c.post('/api/login', {
      loginId: s.email,
      password: s.password,
      companyCode: co.code,
      accountId: co.accountId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        token: expect.any(String),
        userData: {
          id: s.id,
          studentName: 'Asha Rao',
          accountId: co.accountId,
          profileImage: '/files/asha.png',
        },
      },
    });
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);

    const session = res.cookies.find((k: { name: string }) => k.name === 'portico_session');
    expect(session).toMatchObject({
      value: body.data.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 604800,
    });
    expect(session?.secure).toBeFalsy();
    const signedIn = res.cookies.find((k: { name: string }) => k.name === 'portico_signed_in');
    expect(signedIn).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(signedIn?.httpOnly).toBeFalsy();

    // The token works as a Bearer header and the cookie works on its own.
    const viaBearer = await client(t, co.host).get('/api/session', body.data.token);
    expect(viaBearer.json()).toEqual({ success: true, data: body.data.userData });
    const viaCookie = await c.get('/api/session');
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().data.id).toBe(s.id);
  });

  it('issues a new token at every login, and the earlier one keeps working', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const first = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    const second = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    const [a, b] = [first.json().data.token, second.json().data.token];
    expect(a).not.toBe(b);
    expect((await client(t, co.host).get('/api/session', a)).statusCode).toBe(200);
    expect((await client(t, co.host).get('/api/session', b)).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and the mobile number as the login id', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { mobileNumber: '9812345678' });
    const upper = await client(t, co.host).post('/api/login', {
      loginId: `  ${s.email.toUpperCase()} `,
      password: s.password,
    });
    expect(upper.statusCode).toBe(200);
    const mobile = await client(t, co.host).post('/api/login', {
      loginId: '9812345678',
      password: s.password,
    });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.json().data.userData.id).toBe(s.id);
  });

  it('answers a wrong password and an unknown account alike, without a cookie', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const wrong = await client(t, co.host).post('/api/login', { loginId: s.email, password: 'Wrong-pass-1' });
    const unknown = await client(t, co.host).post('/api/login', {
      loginId: 'nobody@example.test',
      password: s.password,
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(badCredentials);
      expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();
    }
  });

  it('does not let a student of one company sign in on another company', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const res = await client(t, b.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(badCredentials);
  });

  it('refuses a walk-in student who has no password yet', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { passwordHash: null, source: 'walk-in' });
    const res = await client(t, co.host).post('/api/login', {
      loginId: s.email,
      password: 'anything-at-all',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(badCredentials);
  });

  it.each([
    [{ password: 'Correct-Horse-9' }, 'loginId is required'],
    [{ loginId: '   ', password: 'Correct-Horse-9' }, 'loginId is required'],
    [{ loginId: 'a@example.test' }, 'password is required'],
    [{ loginId: 'a@example.test', password: '' }, 'password is required'],
  ])('names the missing field (%j)', async (payload, message) => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errorCode: 'VALIDATION' });
  });

  it('refuses an unverified account and mails a new verification link that works', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { verifiedAt: null });
    const c = client(t, co.host);
    const res = await c.post('/api/login', { loginId: s.email, password: s.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: notVerified, errorCode: 'FORBIDDEN' });
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();

    const mail = await lastMessage(t, co.host, s.email);
    expect(mail?.subject).toBe(`Verify your ${co.shortName} account`);
    expect(mail?.text).toContain(`http://${co.host}:3000/verify/`);
    const token = verifyToken(mail?.text ?? '');
    expect((await c.post('/api/verify', { id: token })).statusCode).toBe(200);
    expect((await c.post('/api/login', { loginId: s.email, password: s.password })).statusCode).toBe(200);
  });

  it('does not mail a verification link for a wrong password of an unverified account', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { verifiedAt: null });
    const res = await client(t, co.host).post('/api/login', { loginId: s.email, password: 'Wrong-pass-1' });
    expect(res.statusCode).toBe(401);
    expect(await lastMessage(t, co.host, s.email)).toBeUndefined();
  });

  it.each([
    ['companyCode', (o: { code: string }) => ({ companyCode: o.code })],
    ['accountId', (o: { accountId: string }) => ({ accountId: o.accountId })],
  ])('refuses a payload whose %s names another company', async (_field, other) => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const res = await client(t, a.host).post('/api/login', {
      loginId: s.email,
      password: s.password,
      ...other(b),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'This request belongs to another portal.',
      errorCode: 'FORBIDDEN',
    });
  });
});
