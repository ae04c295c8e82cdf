import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, lastMessage, login, useTestApp } from '../../../test/harness';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
const invalid = (message: string) => ({ success: false, message, errorCode: 'VALIDATION' });
const NEW = 'Brand-New-Pass-7';

async function signedIn() {
  const co = await createCompany(t);
  const s = await createStudent(t, co.code);
  const { c, token } = await login(t, co.host, s.email, s.password);
  return { co, s, c, token };
}

const put = (c: ReturnType<typeof client>, payload: object, token?: string) =>
  c.send({ method: 'PUT', url: '/api/profilepasswordupdate', payload, token });

describe('PUT /api/profilepasswordupdate', () => {
  it("refuses no session and another company's session", async () => {
    const { co, s, token } = await signedIn();
    const other = await createCompany(t);
    const body = { password: s.password, newpassword: NEW, confirmpassword: NEW };
    const none = await put(client(t, co.host), body);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await put(client(t, other.host), body, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
  });

  it('changes the password and ends every other session, keeping the current one', async () => {
    const { co, s, c } = await signedIn();
    const { token: otherDevice } = await login(t, co.host, s.email, s.password);
    expect((await client(t, co.host).get('/api/getprofile', otherDevice)).statusCode).toBe(200);

    const res = await put(c, { password: s.password, newpassword: NEW, confirmpassword: NEW, id: s.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully' });

    const ended = await client(t, co.host).get('/api/getprofile', otherDevice);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(unauth);
    expect((await c.get('/api/getprofile')).statusCode).toBe(200);

    const oldLogin = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await client(t, co.host).post('/api/login', { loginId: s.email, password: NEW });
    expect(newLogin.statusCode).toBe(200);
  });

  it("gives the spec's messages for each rule of the form", async () => {
    const { co, s, c } = await signedIn();
    const cur = s.password;
    const cases: [object, string][] = [
      [{ newpassword: NEW, confirmpassword: NEW }, 'password: Required'],
      [{ password: '', newpassword: NEW, confirmpassword: NEW }, 'password: Required'],
      [{ password: cur, confirmpassword: NEW }, 'newpassword: New Password should not be empty'],
      [
        { password: cur, newpassword: '', confirmpassword: '' },
        'newpassword: New Password should not be empty',
      ],
      [
        { password: cur, newpassword: cur, confirmpassword: cur },
        'newpassword: Password should not match the current password',
      ],
      [{ password: cur, newpassword: NEW }, 'confirmpassword: Required'],
      [{ password: cur, newpassword: NEW, confirmpassword: '' }, 'confirmpassword: Required'],
      [
        { password: cur, newpassword: NEW, confirmpassword: `${NEW}x` },
        'confirmpassword: Password mismatched',
      ],
      [
        { password: cur, newpassword: 'short', confirmpassword: 'short' },
        'newpassword: New Password must be at least 8 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await put(c, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual(invalid(message));
    }
    // None of them changed anything.
    const oldLogin = await client(t, co.host).post('/api/login', { loginId: s.email, password: cur });
    expect(oldLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password, 10 a window, without locking the student out of login', async () => {
    const { co, s, c, token } = await signedIn();
    const { token: otherDevice } = await login(t, co.host, s.email, s.password);
    const wrong = { password: 'Not-The-Password-1', newpassword: NEW, confirmpassword: NEW };
    const res = await put(c, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('Current password is incorrect'));
    // Nothing changed: the other session lives, the old password still logs in.
    expect((await client(t, co.host).get('/api/getprofile', otherDevice)).statusCode).toBe(200);
    expect((await c.get('/api/getprofile', token)).statusCode).toBe(200);

    for (let i = 0; i < 9; i++) expect((await put(c, wrong)).statusCode).toBe(400);
    const limited = await put(c, wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    // Even the right one waits: a stolen session cannot guess its way to the password.
    const right = await put(c, { ...wrong, password: s.password });
    expect(right.statusCode).toBe(429);
    // Decision 009: guesses made with a session do not lock the owner out of login elsewhere.
    const loginNow = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(loginNow.statusCode).toBe(200);
    t.clock.advance(900);
    expect((await put(c, { ...wrong, password: s.password })).statusCode).toBe(200);
  });

  it('lets a walk-in student without a password set one without the current password', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { passwordHash: null, source: 'walk-in' });
    const sessions = (t.app as FastifyInstance).sessions;
    const token = await sessions.create(s, {});
    const other = await sessions.create(s, {});
    const c = client(t, co.host);
    expect((await c.get('/api/getprofile', token)).json().data[0].hasPassword).toBe(false);
    const res = await put(c, { newpassword: NEW, confirmpassword: NEW }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password updated successfully' });
    expect((await c.get('/api/getprofile', other)).statusCode).toBe(401);
    const after = await c.get('/api/getprofile', token);
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0].hasPassword).toBe(true);
    const newLogin = await client(t, co.host).post('/api/login', { loginId: s.email, password: NEW });
    expect(newLogin.statusCode).toBe(200);

    // Once set, the current password is required like everyone else's.
    const again = await put(c, { newpassword: 'Another-Pass-8', confirmpassword: 'Another-Pass-8' }, token);
    expect(again.json()).toEqual(invalid('password: Required'));
  });

  it("refuses another student's id and another company's code", async () => {
    const { co, s, c } = await signedIn();
    const someoneElse = await createStudent(t, co.code);
    const other = await createCompany(t);
    const body = { password: s.password, newpassword: NEW, confirmpassword: NEW };
    const wrongId = await put(c, { ...body, id: someoneElse.id });
    expect(wrongId.statusCode).toBe(403);
    const wrongCompany = await put(c, { ...body, companyCode: other.code });
    expect(wrongCompany.statusCode).toBe(403);
    expect(wrongCompany.json().errorCode).toBe('FORBIDDEN');
    const oldLogin = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(oldLogin.statusCode).toBe(200);
  });

  // Decision 009: a password change ends every reset link asked for before it.
  it('ends every reset link of the student', async () => {
    const { co, s, c } = await signedIn();
    const other = await createStudent(t, co.code);
    const links: string[] = [];
    for (const email of [s.email, s.email, other.email]) {
      await client(t, co.host).post('/api/forget', { loginId: email });
      const token = (await lastMessage(t, co.host, email))?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
      if (!token) throw new Error('no reset link mailed');
      links.push(token);
    }
    const res = await put(c, { password: s.password, newpassword: NEW, confirmpassword: NEW });
    expect(res.statusCode).toBe(200);

    const expired = {
      success: false,
      message: 'This password reset link is invalid or has expired.',
      errorCode: 'VALIDATION',
    };
    for (const token of links.slice(0, 2)) {
      expect((await client(t, co.host).post('/api/forgetpwd-verify', { token })).json()).toEqual(expired);
      const reset = await client(t, co.host).post('/api/reset-password', {
        token,
        password: 'Attacker-pass-9',
        cpassword: 'Attacker-pass-9',
      });
      expect(reset.json()).toEqual(expired);
    }
    expect(
      (await client(t, co.host).post('/api/login', { loginId: s.email, password: NEW })).statusCode,
    ).toBe(200);
    // Another student's link is not touched.
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token: links[2] })).statusCode).toBe(
      200,
    );
  });
});
