import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, uid, useTestApp } from '../../../test/harness';

const t = useTestApp();

const rateLimited = {
  success: false,
  message: 'Too many attempts. Please wait 15 minutes and try again.',
  errorCode: 'RATE_LIMITED',
};

describe('POST /api/login rate limits', () => {
  it('locks one account after 10 failed attempts, from whatever address they come', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    for (let i = 1; i <= 10; i++) {
      // a new client address for every attempt
      const res = await client(t, co.host).post('/api/login', {
        loginId: s.email,
        password: `Wrong-${i}-xx`,
      });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const eleventh = await client(t, co.host).post('/api/login', {
      loginId: s.email,
      password: 'Wrong-11-xx',
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(rateLimited);

    // Even the right password waits for the window, and the login id's case does not matter.
    const right = await client(t, co.host).post('/api/login', {
      loginId: s.email.toUpperCase(),
      password: s.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(rateLimited);

    // Another account of the same company is not affected.
    const other = await createStudent(t, co.code);
    const ok = await client(t, co.host).post('/api/login', {
      loginId: other.email,
      password: other.password,
    });
    expect(ok.statusCode).toBe(200);

    t.clock.advance(900);
    const later = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(later.statusCode).toBe(200);
  });

  it('counts the same login id on another company separately', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const email = `shared-${uid()}@example.test`;
    await createStudent(t, a.code, { email });
    const sb = await createStudent(t, b.code, { email });
    for (let i = 0; i < 11; i++) {
      await client(t, a.host).post('/api/login', { loginId: email, password: 'Wrong-pass-x' });
    }
    const res = await client(t, b.host).post('/api/login', { loginId: email, password: sb.password });
    expect(res.statusCode).toBe(200);
  });

  it('starts the account count again after a successful login', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const fail = () => client(t, co.host).post('/api/login', { loginId: s.email, password: 'Wrong-pass-x' });
    for (let i = 0; i < 9; i++) expect((await fail()).statusCode).toBe(401);
    const ok = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(429);
  });

  it('refuses the 51st attempt from one address, whatever the account', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const c = client(t, co.host);
    for (let i = 1; i <= 50; i++) {
      const res = await c.post('/api/login', {
        loginId: `nobody-${i}@example.test`,
        password: 'Wrong-pass-x',
      });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const fiftyFirst = await c.post('/api/login', { loginId: s.email, password: s.password });
    expect(fiftyFirst.statusCode).toBe(429);
    expect(fiftyFirst.json()).toEqual(rateLimited);
    expect(fiftyFirst.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();

    // Another address signs the same student in.
    const elsewhere = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/login with a short rate-limit window', () => {
  const short = useTestApp({ RATE_LIMIT_WINDOW_SECONDS: '120' });

  it('tells the student how long to wait, in minutes of the configured window', async () => {
    const co = await createCompany(short);
    const s = await createStudent(short, co.code);
    for (let i = 0; i < 10; i++) {
      await client(short, co.host).post('/api/login', { loginId: s.email, password: 'Wrong-pass-x' });
    }
    const res = await client(short, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      ...rateLimited,
      message: 'Too many attempts. Please wait 2 minutes and try again.',
    });
    short.clock.advance(119);
    expect(
      (await client(short, co.host).post('/api/login', { loginId: s.email, password: s.password }))
        .statusCode,
    ).toBe(429);
    short.clock.advance(1);
    expect(
      (await client(short, co.host).post('/api/login', { loginId: s.email, password: s.password }))
        .statusCode,
    ).toBe(200);
  });
});
