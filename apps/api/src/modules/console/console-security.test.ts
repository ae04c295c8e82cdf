import { ConsoleMessages } from '@portico/contract/console';
import { StaffMessages as S } from '@portico/contract/console-staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  client,
  createCompany,
  createStudent,
  lastMessage,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { auditLog, companies, staff } from '../../db/schema';
import { totpCode } from '../../lib/totp';

/**
 * Staff security in the console (decision 026): TOTP at sign-in, admins held to their account until
 * they set it up when the company requires it, forgot/reset, and the account page.
 */
const t = useTestApp();

type Session = Awaited<ReturnType<typeof staffLogin>>;

/** Sets up and turns on TOTP for a signed-in member; answers the secret. */
async function turnOnTotp(s: Session): Promise<string> {
  const setup = await s.c.post('/api/console/account/totp/setup', {}, s.token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json().data;
  expect(uri).toContain(`secret=${secret}`);
  const on = await s.c.post(
    '/api/console/account/totp/enable',
    { code: totpCode(secret, t.clock.now()) },
    s.token,
  );
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json().message).toBe(S.totpEnabled);
  return secret;
}

/** The password step of a member with TOTP: a step token, no session. */
async function passwordStep(host: string, email: string, password: string) {
  const c = client(t, host);
  const res = await c.post('/api/console/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.token).toBeUndefined();
  expect(res.headers['set-cookie']).toBeUndefined();
  return { c, step: res.json().data.totpToken as string };
}

const actions = async (ctx: TestContext, companyCode: string) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.companyCode, companyCode))).map(
    (r) => r.action,
  );

describe('TOTP at sign-in', () => {
  it('asks for a code after a right password, then signs in; a code is used once', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code, { role: 'faculty' });
    const secret = await turnOnTotp(await staffLogin(t, company.host, member.email, member.password));
    t.clock.advance(30);
    const { c, step } = await passwordStep(company.host, member.email, member.password);
    const code = totpCode(secret, t.clock.now());
    const ok = await c.post('/api/console/login/totp', { token: step, code: code.replace(/(\d{3})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().data.token;
    expect((await c.get('/api/console/me', token)).json().data.totpEnabled).toBe(true);
    // The same step token again, and the same code on a new step token: refused.
    expect((await c.post('/api/console/login/totp', { token: step, code })).statusCode).toBe(401);
    const again = await passwordStep(company.host, member.email, member.password);
    const replay = await again.c.post('/api/console/login/totp', { token: again.step, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(S.totpWrong);
    expect(await actions(t, company.code)).toContain('staff.login.totp');
  });

  it('spends the step token after 5 wrong codes, and it expires after a few minutes', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const secret = await turnOnTotp(await staffLogin(t, company.host, member.email, member.password));
    t.clock.advance(30);
    const { c, step } = await passwordStep(company.host, member.email, member.password);
    const wrong = totpCode(secret, new Date(t.clock.now().getTime() + 300_000));
    for (let i = 0; i < 4; i++) {
      const res = await c.post('/api/console/login/totp', { token: step, code: wrong });
      expect(res.json().message).toBe(S.totpWrong);
    }
    const fifth = await c.post('/api/console/login/totp', { token: step, code: wrong });
    expect(fifth.json().message).toBe(S.totpStepInvalid);
    const right = await c.post('/api/console/login/totp', {
      token: step,
      code: totpCode(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(S.totpStepInvalid);
    const late = await passwordStep(company.host, member.email, member.password);
    t.clock.advance(6 * 60);
    const expired = await late.c.post('/api/console/login/totp', {
      token: late.step,
      code: totpCode(secret, t.clock.now()),
    });
    expect(expired.json().message).toBe(S.totpStepInvalid);
  });

  it('refuses bad codes and tokens with a clear 4xx', async () => {
    const company = await createCompany(t);
    const c = client(t, company.host);
    for (const body of [
      { token: 'x', code: '12345' },
      { token: 'x', code: 'abcdef' },
      { token: 'x', code: 2 ** 53 },
      { token: 'x'.repeat(1024 * 1024), code: '123456' },
      { token: 'x\u0000', code: '123456' },
    ]) {
      const res = await c.post('/api/console/login/totp', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const unknown = await c.post('/api/console/login/totp', { token: 'nope', code: '123456' });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('the company requires TOTP of admins', () => {
  it('holds an admin without TOTP to their account until they set it up', async () => {
    const company = await createCompany(t);
    await t.database.db
      .update(companies)
      .set({ requireAdminTotp: true })
      .where(eq(companies.code, company.code));
    const admin = await createStaff(t, company.code);
    const s = await staffLogin(t, company.host, admin.email, admin.password);
    const me = await s.c.get('/api/console/me', s.token);
    expect(me.json().data).toMatchObject({ totpSetupRequired: true, totpEnabled: false });
    for (const url of ['/api/console/audit', '/api/console/support', '/api/console/staff']) {
      const res = await s.c.get(url, s.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(S.totpSetupNeeded);
    }
    const secret = await turnOnTotp(s);
    expect((await s.c.get('/api/console/audit', s.token)).statusCode).toBe(200);
    // Turning it off is refused while the company requires it.
    t.clock.advance(30);
    const off = await s.c.post(
      '/api/console/account/totp/disable',
      { password: admin.password, code: totpCode(secret, t.clock.now()) },
      s.token,
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(S.totpRequiredByCompany);
    // Faculty are not held.
    const faculty = await createStaff(t, company.code, { role: 'faculty' });
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    expect((await f.c.get('/api/console/support', f.token)).statusCode).toBe(200);
  });
});

describe('the account page', () => {
  it('turns TOTP off with password and code, each checked', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const s = await staffLogin(t, company.host, member.email, member.password);
    const secret = await turnOnTotp(s);
    expect((await s.c.post('/api/console/account/totp/setup', {}, s.token)).statusCode).toBe(409);
    t.clock.advance(30);
    const code = totpCode(secret, t.clock.now());
    const badPw = await s.c.post(
      '/api/console/account/totp/disable',
      { password: 'nope-nope', code },
      s.token,
    );
    expect(badPw.json().message).toBe(S.wrongPassword);
    const badCode = await s.c.post(
      '/api/console/account/totp/disable',
      { password: member.password, code: code === '000000' ? '111111' : '000000' },
      s.token,
    );
    expect(badCode.json().message).toBe(S.totpWrong);
    const off = await s.c.post(
      '/api/console/account/totp/disable',
      { password: member.password, code },
      s.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row?.totpSecret).toBeNull();
    // Signs in with the password alone again.
    await staffLogin(t, company.host, member.email, member.password);
    const log = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'staff.totp.disable')));
    expect(log[0]?.before).toMatchObject({ totpEnabled: true });
    expect(log[0]?.after).toMatchObject({ totpEnabled: false });
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  it('refuses a wrong enable code, and enabling before a set-up', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const s = await staffLogin(t, company.host, member.email, member.password);
    const early = await s.c.post('/api/console/account/totp/enable', { code: '123456' }, s.token);
    expect(early.json().message).toBe(S.totpNotStarted);
    const { secret } = (await s.c.post('/api/console/account/totp/setup', {}, s.token)).json().data;
    const wrong = totpCode(secret, new Date(t.clock.now().getTime() + 600_000));
    const res = await s.c.post('/api/console/account/totp/enable', { code: wrong }, s.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(S.totpWrong);
  });

  it('changes the password: the current one is checked, the other sessions end', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const here = await staffLogin(t, company.host, member.email, member.password);
    const there = await staffLogin(t, company.host, member.email, member.password);
    const wrong = await here.c.post(
      '/api/console/account/password',
      { currentPassword: 'not-mine-1', password: 'a-new-password-1' },
      here.token,
    );
    expect(wrong.json().message).toBe(S.wrongPassword);
    const short = await here.c.post(
      '/api/console/account/password',
      { currentPassword: member.password, password: 'short' },
      here.token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 8 characters');
    const ok = await here.c.post(
      '/api/console/account/password',
      { currentPassword: member.password, password: 'a-new-password-1' },
      here.token,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await here.c.get('/api/console/me', here.token)).statusCode).toBe(200);
    expect((await there.c.get('/api/console/me', there.token)).statusCode).toBe(401);
    await staffLogin(t, company.host, member.email, 'a-new-password-1');
    expect(await actions(t, company.code)).toContain('staff.password.change');
  });

  it('refuses a student token on the account routes, and a staff token on student routes', async () => {
    const company = await createCompany(t);
    const student = await createStudent(t, company.code);
    const s = await login(t, company.host, student.email, student.password);
    expect((await s.c.post('/api/console/account/totp/setup', {}, s.token)).statusCode).toBe(401);
    const member = await createStaff(t, company.code);
    const m = await staffLogin(t, company.host, member.email, member.password);
    expect((await client(t, company.host).get('/api/getprofile', m.token)).statusCode).toBe(401);
  });
});

describe('forgot and reset', () => {
  it('answers alike for any email, mails a link to the company host, used once; sessions end', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const session = await staffLogin(t, company.host, member.email, member.password);
    const c = client(t, company.host);
    const known = await c.post('/api/console/password/forgot', { email: member.email.toUpperCase() });
    const unknown = await c.post('/api/console/password/forgot', { email: 'nobody@example.test' });
    expect(known.json().message).toBe(S.forgot);
    expect(unknown.json().message).toBe(S.forgot);
    const mail = await lastMessage(t, company.host, member.email);
    expect(mail?.subject).not.toMatch(/token/);
    const link = mail?.text.match(/https?:\/\/\S+\/console\/password\?token=(\S+)/);
    expect(link?.[0]).toContain(company.host);
    const token = link?.[1] ?? '';
    const info = await c.get(`/api/console/password/token?token=${encodeURIComponent(token)}`);
    expect(info.json().data).toMatchObject({ purpose: 'reset', email: member.email });
    const done = await c.post('/api/console/password/reset', { token, password: 'brand-new-pw-1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(S.passwordSet);
    expect((await session.c.get('/api/console/me', session.token)).statusCode).toBe(401);
    const twice = await c.post('/api/console/password/reset', { token, password: 'another-pw-22' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(S.linkInvalid);
    await staffLogin(t, company.host, member.email, 'brand-new-pw-1');
    expect(await actions(t, company.code)).toEqual(
      expect.arrayContaining(['staff.password.forgot', 'staff.password.reset']),
    );
  });

  it('refuses an expired link, and a link on another company host', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const member = await createStaff(t, company.code);
    await client(t, company.host).post('/api/console/password/forgot', { email: member.email });
    const token = (await lastMessage(t, company.host, member.email))?.text.match(/token=(\S+)/)?.[1] ?? '';
    const elsewhere = await client(t, other.host).post('/api/console/password/reset', {
      token,
      password: 'brand-new-pw-1',
    });
    expect(elsewhere.statusCode).toBe(400);
    t.clock.advance(61 * 60);
    const late = await client(t, company.host).post('/api/console/password/reset', {
      token,
      password: 'brand-new-pw-1',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(S.linkInvalid);
  });

  it('limits forgot like the students: 5 per account', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const c = client(t, company.host);
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/console/password/forgot', { email: member.email })).statusCode).toBe(200);
    }
    const res = await c.post('/api/console/password/forgot', { email: member.email });
    expect(res.statusCode).toBe(429);
  });

  it('sends a disabled member no mail, and refuses bad input clearly', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
    const c = client(t, company.host);
    const res = await c.post('/api/console/password/forgot', { email: member.email });
    expect(res.json().message).toBe(S.forgot);
    expect(await lastMessage(t, company.host, member.email)).toBeUndefined();
    for (const body of [{ email: 'not-an-email' }, { email: 'x'.repeat(1024 * 1024) }, { email: 12 }]) {
      const bad = await c.post('/api/console/password/forgot', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(S.emailInvalid);
    }
    const disabled = await c.post('/api/console/login', { email: member.email, password: member.password });
    expect(disabled.json().message).toBe(ConsoleMessages.disabled);
  });
});
