import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, useTestApp } from '../../../test/harness';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';

const t = useTestApp();

const invalidLink = {
  success: false,
  message: 'This login link is invalid or has expired.',
  errorCode: 'VALIDATION',
};

/** A provider's auto-login token for the student, issued the way /token/{id} links are. */
const issue = (student: Awaited<ReturnType<typeof createStudent>>) =>
  new AuthService(t.app.ctx, new AuthRepository(t.database.db), t.app.sessions).issueToken(
    student,
    'auto-login',
  );

describe('POST /api/auto-login', () => {
  it('signs the student in once with a valid link', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { name: 'Kabir Das' });
    const id = await issue(s);
    const c = client(t, co.host);
    const res = await c.post('/api/auto-login', { id, companyCode: co.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        token: expect.any(String),
        userData: { id: s.id, studentName: 'Kabir Das', accountId: co.accountId, profileImage: '' },
      },
    });
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toMatchObject({
      value: res.json().data.token,
      httpOnly: true,
    });
    expect((await c.get('/api/session')).json().data.id).toBe(s.id);

    const again = await client(t, co.host).post('/api/auto-login', { id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
    expect(again.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();
  });

  it('accepts the link for 15 minutes and refuses it after', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const early = await issue(s);
    const late = await issue(s);
    t.clock.advance(15 * 60 - 1);
    expect((await client(t, co.host).post('/api/auto-login', { id: early })).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await client(t, co.host).post('/api/auto-login', { id: late });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
  });

  it("refuses company A's link on company B's host, and it still works on A", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const id = await issue(s);
    const onB = await client(t, b.host).post('/api/auto-login', { id });
    expect(onB.statusCode).toBe(400);
    expect(onB.json()).toEqual(invalidLink);
    expect((await client(t, a.host).post('/api/auto-login', { id })).statusCode).toBe(200);
  });

  it('refuses a verify token used as a login link', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const verifyToken = await new AuthService(
      t.app.ctx,
      new AuthRepository(t.database.db),
      t.app.sessions,
    ).issueToken(s, 'verify');
    const res = await client(t, co.host).post('/api/auto-login', { id: verifyToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
  });

  it('refuses a payload that names another company, and names a missing id', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const id = await issue(s);
    const foreign = await client(t, a.host).post('/api/auto-login', { id, companyCode: b.code });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorCode).toBe('FORBIDDEN');
    const missing = await client(t, a.host).post('/api/auto-login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'id is required', errorCode: 'VALIDATION' });
  });
});
