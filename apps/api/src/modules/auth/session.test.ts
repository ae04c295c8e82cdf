import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };

describe('GET /api/session', () => {
  it("refuses no session and another company's session, as Bearer and as cookie", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const { token } = await login(t, a.host, s.email, s.password);

    const none = await client(t, a.host).get('/api/session');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);

    const bearer = await client(t, b.host).get('/api/session', token);
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toEqual(unauth);

    const onB = client(t, b.host);
    onB.cookie = `portico_session=${token}`;
    const cookie = await onB.get('/api/session');
    expect(cookie.statusCode).toBe(401);
    expect(cookie.json()).toEqual(unauth);
  });

  it('refuses a made-up token and an empty Bearer header', async () => {
    const co = await createCompany(t);
    const made = await client(t, co.host).get('/api/session', 'not-a-real-token');
    expect(made.statusCode).toBe(401);
    expect(made.json()).toEqual(unauth);
    const empty = await client(t, co.host).send({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: 'Bearer ' },
    });
    expect(empty.statusCode).toBe(401);
    expect(empty.json()).toEqual(unauth);
  });

  it('answers who is signed in', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { name: 'Priya Nair', profileImage: '/files/p.png' });
    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id: s.id, studentName: 'Priya Nair', accountId: co.accountId, profileImage: '/files/p.png' },
    });
  });

  it('keeps a session for 7 days and refuses it after', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { token } = await login(t, co.host, s.email, s.password);
    t.clock.advance(7 * 86400 - 1);
    expect((await client(t, co.host).get('/api/session', token)).statusCode).toBe(200);
    t.clock.advance(2);
    const res = await client(t, co.host).get('/api/session', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauth);
  });
});

describe('POST /api/logout', () => {
  it('ends the session and clears both cookies', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { c, token } = await login(t, co.host, s.email, s.password);
    const res = await c.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been logged out.' });

    for (const name of ['portico_session', 'portico_signed_in']) {
      const cleared = res.cookies.find((k: { name: string }) => k.name === name);
      expect(cleared, name).toMatchObject({ value: '', path: '/' });
      expect((cleared?.expires?.getTime() ?? 0) <= Date.now() || cleared?.maxAge === 0, name).toBe(true);
    }

    const after = await client(t, co.host).get('/api/session', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(unauth);
  });

  it('ends only the session it is sent with', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const phone = await login(t, co.host, s.email, s.password);
    const laptop = await login(t, co.host, s.email, s.password);
    const res = await client(t, co.host).post('/api/logout', {}, phone.token);
    expect(res.statusCode).toBe(200);
    expect((await client(t, co.host).get('/api/session', phone.token)).statusCode).toBe(401);
    expect((await client(t, co.host).get('/api/session', laptop.token)).statusCode).toBe(200);
  });

  it('answers success without a session, so a stale tab can always log out', async () => {
    const co = await createCompany(t);
    const res = await client(t, co.host).post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been logged out.' });
  });
});

describe('POST /api/logout on another company', () => {
  it("does not end a session of the host's foreign company", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const { c, token } = await login(t, a.host, s.email, s.password);
    const res = await client(t, b.host).post('/api/logout', {}, token);
    expect(res.statusCode).toBe(200);
    expect((await c.get('/api/session')).statusCode).toBe(200);
  });
});
