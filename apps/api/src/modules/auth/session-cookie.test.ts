import { describe, expect, it } from 'vitest';
import { createCompany, createStudent, randomIp, useTestApp } from '../../../test/harness';

// With SESSION_COOKIE_SECURE=true (production behind HTTPS) the session cookie is a __Host- cookie.
const t = useTestApp({ SESSION_COOKIE_SECURE: 'true' });

const send = (
  host: string,
  opts: { method: 'GET' | 'POST'; url: string; payload?: object; cookie?: string },
) =>
  t.app.inject({
    method: opts.method,
    url: opts.url,
    payload: opts.payload,
    headers: { host, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: randomIp(),
  });

describe('session cookies with SESSION_COOKIE_SECURE=true', () => {
  it('sets __Host-portico_session with Secure and Path=/, and reads it back', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const res = await send(co.host, {
      method: 'POST',
      url: '/api/login',
      payload: { loginId: s.email, password: s.password },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();
    const session = res.cookies.find((k: { name: string }) => k.name === '__Host-portico_session');
    expect(session).toMatchObject({
      value: token,
      secure: true,
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
      maxAge: 604800,
    });
    expect(session?.domain).toBeUndefined();
    const signedIn = res.cookies.find((k: { name: string }) => k.name === 'portico_signed_in');
    expect(signedIn).toMatchObject({ value: '1', secure: true, path: '/' });
    expect(signedIn?.httpOnly).toBeFalsy();

    const withHostCookie = await send(co.host, {
      method: 'GET',
      url: '/api/session',
      cookie: `__Host-portico_session=${token}`,
    });
    expect(withHostCookie.statusCode).toBe(200);
    expect(withHostCookie.json().data.id).toBe(s.id);

    // The plain cookie name is not read when the secure name is configured.
    const withPlainCookie = await send(co.host, {
      method: 'GET',
      url: '/api/session',
      cookie: `portico_session=${token}`,
    });
    expect(withPlainCookie.statusCode).toBe(401);
    expect(withPlainCookie.json()).toEqual({
      success: false,
      message: 'Session expired. Please log in again.',
      errorCode: 'UNAUTH',
    });
  });

  it('clears the __Host- cookie on logout', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const login = await send(co.host, {
      method: 'POST',
      url: '/api/login',
      payload: { loginId: s.email, password: s.password },
    });
    const token = login.json().data.token as string;
    const out = await send(co.host, {
      method: 'POST',
      url: '/api/logout',
      cookie: `__Host-portico_session=${token}`,
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((k: { name: string }) => k.name === '__Host-portico_session');
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    const again = await send(co.host, {
      method: 'GET',
      url: '/api/session',
      cookie: `__Host-portico_session=${token}`,
    });
    expect(again.statusCode).toBe(401);
  });
});
