import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createStudent,
  lastMessage,
  login,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';

const t = useTestApp();

const forgetMessage =
  'If an account exists for this username, we have sent a password reset link to its e-mail address.';
const resetValid = 'The link is valid. Please choose a new password.';
const resetDone = 'Your password has been changed. Please log in with your new password.';
const resetInvalid = {
  success: false,
  message: 'This password reset link is invalid or has expired.',
  errorCode: 'VALIDATION',
};
const NEW_PASSWORD = 'Brand-new-pass-2';

/** Asks for a reset link for the student and returns its token from the outbox. */
async function resetToken(ctx: TestContext, host: string, email: string) {
  const res = await client(ctx, host).post('/api/forget', { loginId: email });
  expect(res.statusCode).toBe(200);
  const mail = await lastMessage(ctx, host, email);
  const token = mail?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

const tryLogin = (host: string, loginId: string, password: string) =>
  client(t, host).post('/api/login', { loginId, password });

describe('POST /api/forget', () => {
  it('answers a known and an unknown login id identically, and mails only the known one', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const unknown = `nobody-${uid()}@example.test`;
    const known = await client(t, co.host).post('/api/forget', { loginId: s.email, companyCode: co.code });
    const missing = await client(t, co.host).post('/api/forget', { loginId: unknown, companyCode: co.code });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(known.json()).toEqual({ success: true, message: forgetMessage });
    expect(missing.body).toBe(known.body);

    const mail = await lastMessage(t, co.host, s.email);
    expect(mail?.subject).toBe(`Reset your ${co.shortName} password`);
    expect(mail?.text).toMatch(new RegExp(`http://${co.host}:3000/reset/[A-Za-z0-9_-]{43}`));
    expect(await lastMessage(t, co.host, unknown)).toBeUndefined();
  });

  it('finds the account by mobile number and mails its e-mail address', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { mobileNumber: '9811122233' });
    await client(t, co.host).post('/api/forget', { loginId: '9811122233' });
    expect((await lastMessage(t, co.host, s.email))?.subject).toBe(`Reset your ${co.shortName} password`);
  });

  it('does not mail a student of another company', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const res = await client(t, b.host).post('/api/forget', { loginId: s.email });
    expect(res.json()).toEqual({ success: true, message: forgetMessage });
    expect(await lastMessage(t, a.host, s.email)).toBeUndefined();
    expect(await lastMessage(t, b.host, s.email)).toBeUndefined();
  });

  it('refuses the 6th request for one account, from whatever address', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    for (let i = 1; i <= 5; i++) {
      const res = await client(t, co.host).post('/api/forget', { loginId: s.email });
      expect(res.statusCode, `request ${i}`).toBe(200);
    }
    const sixth = await client(t, co.host).post('/api/forget', { loginId: s.email.toUpperCase() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      errorCode: 'RATE_LIMITED',
    });
  });

  it('names the missing loginId', async () => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/forget', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'loginId is required', errorCode: 'VALIDATION' });
  });
});

describe('POST /api/forgetpwd-verify', () => {
  it('accepts a live reset token and refuses a made-up one', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const token = await resetToken(t, co.host, s.email);
    const ok = await client(t, co.host).post('/api/forgetpwd-verify', { token, companyCode: co.code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: resetValid });
    // Checking the link does not use it up.
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).statusCode).toBe(200);

    const made = await client(t, co.host).post('/api/forgetpwd-verify', { token: 'y'.repeat(43) });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual(resetInvalid);
  });

  it("refuses company A's reset token on company B's host", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const token = await resetToken(t, a.host, s.email);
    const onB = await client(t, b.host).post('/api/forgetpwd-verify', { token });
    expect(onB.statusCode).toBe(400);
    expect(onB.json()).toEqual(resetInvalid);
    const resetOnB = await client(t, b.host).post('/api/reset-password', {
      token,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect(resetOnB.json()).toEqual(resetInvalid);
    expect((await tryLogin(a.host, s.email, s.password)).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('changes the password, ends every session and cannot be used twice', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { token: session } = await login(t, co.host, s.email, s.password);
    const token = await resetToken(t, co.host, s.email);

    const res = await client(t, co.host).post('/api/reset-password', {
      token,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
      companyCode: co.code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: resetDone });

    const old = await tryLogin(co.host, s.email, s.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe('BAD_CREDENTIALS');
    expect((await tryLogin(co.host, s.email, NEW_PASSWORD)).statusCode).toBe(200);

    const me = await client(t, co.host).get('/api/session', session);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      success: false,
      message: 'Session expired. Please log in again.',
      errorCode: 'UNAUTH',
    });

    const twice = await client(t, co.host).post('/api/reset-password', {
      token,
      password: 'Third-password-3',
      cpassword: 'Third-password-3',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual(resetInvalid);
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).json()).toEqual(resetInvalid);
    expect((await tryLogin(co.host, s.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a different confirmation and changes nothing', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const token = await resetToken(t, co.host, s.email);
    const res = await client(t, co.host).post('/api/reset-password', {
      token,
      password: NEW_PASSWORD,
      cpassword: 'Brand-new-pass-3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^(cpassword: )?Please enter same password$/),
      errorCode: 'VALIDATION',
    });
    expect((await tryLogin(co.host, s.email, s.password)).statusCode).toBe(200);
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).statusCode).toBe(200);
  });

  it('refuses a password shorter than 8 characters and keeps the link usable', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const token = await resetToken(t, co.host, s.email);
    const res = await client(t, co.host).post('/api/reset-password', {
      token,
      password: 'Short-7',
      cpassword: 'Short-7',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'password must be at least 8 characters',
      errorCode: 'VALIDATION',
    });
    expect((await tryLogin(co.host, s.email, s.password)).statusCode).toBe(200);
    const ok = await client(t, co.host).post('/api/reset-password', {
      token,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('accepts the link until 1 hour has passed, then refuses it', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const early = await resetToken(t, co.host, s.email);
    t.clock.advance(3599);
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token: early })).statusCode).toBe(200);

    const late = await resetToken(t, co.host, s.email);
    t.clock.advance(3600);
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token: late })).json()).toEqual(
      resetInvalid,
    );
    const res = await client(t, co.host).post('/api/reset-password', {
      token: late,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(resetInvalid);
    expect((await tryLogin(co.host, s.email, s.password)).statusCode).toBe(200);
  });

  it('verifies an unverified account, since the mailed link proves the address', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { verifiedAt: null });
    const token = await resetToken(t, co.host, s.email);
    await client(t, co.host).post('/api/reset-password', {
      token,
      password: NEW_PASSWORD,
      cpassword: NEW_PASSWORD,
    });
    expect((await tryLogin(co.host, s.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  // Decision 009: one used link ends every other link of the student.
  it('ends every older and newer link of the student once one link is used', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const other = await createStudent(t, co.code);
    const older = await resetToken(t, co.host, s.email);
    const newer = await resetToken(t, co.host, s.email);
    const newest = await resetToken(t, co.host, s.email);
    const othersLink = await resetToken(t, co.host, other.email);

    const reset = (token: string, password = NEW_PASSWORD) =>
      client(t, co.host).post('/api/reset-password', { token, password, cpassword: password });
    expect((await reset(newer)).statusCode).toBe(200);

    for (const token of [older, newest]) {
      expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).json()).toEqual(
        resetInvalid,
      );
      const res = await reset(token, 'Attacker-pass-9');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(resetInvalid);
    }
    expect((await tryLogin(co.host, s.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(co.host, s.email, 'Attacker-pass-9')).statusCode).toBe(401);

    // Another student's link lives on, and a link asked for after the reset works.
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token: othersLink })).statusCode).toBe(
      200,
    );
    const later = await resetToken(t, co.host, s.email);
    expect((await reset(later, 'Third-password-3')).statusCode).toBe(200);
  });

  it('lets only one of two links used at the same moment change the password', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const first = await resetToken(t, co.host, s.email);
    const second = await resetToken(t, co.host, s.email);
    const answers = await Promise.all(
      [
        [first, 'First-password-1'],
        [second, 'Second-password-2'],
      ].map(([token, password]) =>
        client(t, co.host).post('/api/reset-password', { token, password, cpassword: password }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'First-password-1' : 'Second-password-2';
    expect((await tryLogin(co.host, s.email, winner)).statusCode).toBe(200);
  });
});
