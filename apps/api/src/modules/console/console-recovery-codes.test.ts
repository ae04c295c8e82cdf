import { StaffMessages as S } from '@portico/contract/console-staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/console-fixture';
import { client, createCompany, useTestApp } from '../../../test/harness';
import { auditLog, staffRecoveryCodes } from '../../db/schema';
import { totpCode } from '../../lib/totp';

/**
 * Decision 054: ten one-time recovery codes when two-step sign-in is turned on, each standing in
 * once for a TOTP code at sign-in, counted as codes are, a member's own only, renewed (the old set
 * void) with the password or a code, and gone when two-step sign-in is turned off.
 */
const t = useTestApp();

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
type Company = Awaited<ReturnType<typeof createCompany>>;

/** A member who turned two-step sign-in on from the account page: their secret and codes. */
async function memberWithCodes(company: Company) {
  const member = await createStaff(t, company.code, { role: 'faculty' });
  const c = client(t, company.host);
  const login = await c.post('/api/console/login', { email: member.email, password: member.password });
  const session = login.json().data.token as string;
  const setup = await c.post('/api/console/account/totp/setup', {}, session);
  const secret = setup.json().data.secret as string;
  const on = await c.post(
    '/api/console/account/totp/enable',
    { code: totpCode(secret, t.clock.now()) },
    session,
  );
  expect(on.statusCode, on.body).toBe(200);
  expect(on.json().message).toBe(S.totpEnabled);
  // The enabling code's step is spent: a sign-in code comes from the next one.
  t.clock.advance(30);
  return { ...member, host: company.host, secret, session, codes: on.json().data.codes as string[] };
}
type Member = Awaited<ReturnType<typeof memberWithCodes>>;

async function passwordStep(m: Member) {
  const c = client(t, m.host);
  const res = await c.post('/api/console/login', { email: m.email, password: m.password });
  expect(res.statusCode, res.body).toBe(200);
  return { c, step: res.json().data.totpToken as string };
}

async function signInWithRecovery(m: Member, code: string) {
  const { c, step } = await passwordStep(m);
  return c.post('/api/console/login/recovery', { token: step, code });
}

const status = async (m: Member, session = m.session) =>
  (await client(t, m.host).get('/api/console/account/recovery-codes', session)).json().data;

const storedCodes = (m: Member) =>
  t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, m.id));

describe('recovery codes of two-step sign-in', () => {
  it('answers ten codes once when it is turned on, and keeps only their hashes', async () => {
    const m = await memberWithCodes(await createCompany(t));
    expect(m.codes).toHaveLength(10);
    expect(new Set(m.codes).size).toBe(10);
    for (const code of m.codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const rows = await storedCodes(m);
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of m.codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    expect(await status(m)).toMatchObject({ remaining: 10, total: 10 });
  });

  it('lets a code stand in for the TOTP code once, typed in any case, with or without dashes', async () => {
    const m = await memberWithCodes(await createCompany(t));
    const code = m.codes[3] as string;
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const first = await signInWithRecovery(m, typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.staff.id).toBe(m.id);
    expect(first.headers['set-cookie']).toBeTruthy();

    const again = await signInWithRecovery(m, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(S.recoveryWrong);
    expect(await status(m)).toMatchObject({ remaining: 9, total: 10 });

    const used = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.login.recovery')));
    expect(used.map((e) => e.after)).toEqual([{ recoveryCodesLeft: 9 }]);
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.login.recovery.fail')));
    expect(failed).toHaveLength(1);
  });

  it('refuses a code that is not in the shown form with a clear 400', async () => {
    const m = await memberWithCodes(await createCompany(t));
    const res = await signInWithRecovery(m, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(S.recoveryFormat);
  });

  it('never takes another member’s code, of the company or of another one', async () => {
    const company = await createCompany(t);
    const m = await memberWithCodes(company);
    const colleague = await memberWithCodes(company);
    const elsewhere = await memberWithCodes(await createCompany(t));
    for (const code of [colleague.codes[0], elsewhere.codes[0]] as string[]) {
      const res = await signInWithRecovery(m, code);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(S.recoveryWrong);
    }
    // Their codes are untouched and still theirs.
    expect((await signInWithRecovery(colleague, colleague.codes[0] as string)).statusCode).toBe(200);
    expect((await signInWithRecovery(elsewhere, elsewhere.codes[0] as string)).statusCode).toBe(200);
  });

  it('counts wrong recovery codes with wrong TOTP codes: past 10, even a right code is refused', async () => {
    const m = await memberWithCodes(await createCompany(t));
    const wrong = 'ZZZZ-ZZZZ-ZZZZ-ZZZZ';
    // Five wrong recovery codes spend a step token, as five wrong TOTP codes do.
    const { c, step } = await passwordStep(m);
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/console/login/recovery', { token: step, code: wrong });
      expect(res.json().message).toBe(i < 4 ? S.recoveryWrong : S.totpStepInvalid);
    }
    const spent = await c.post('/api/console/login/recovery', { token: step, code: m.codes[0] });
    expect(spent.json().message).toBe(S.totpStepInvalid);
    // Five wrong TOTP codes on a new step make ten.
    const next = await passwordStep(m);
    const future = totpCode(m.secret, new Date(t.clock.now().getTime() + 300_000));
    for (let i = 0; i < 5; i++) {
      await next.c.post('/api/console/login/totp', { token: next.step, code: future });
    }
    const refused = await signInWithRecovery(m, m.codes[0] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    // The refused code was not spent: after the window it still works, once.
    t.clock.advance(901);
    expect((await signInWithRecovery(m, m.codes[0] as string)).statusCode).toBe(200);
    expect(await status(m)).toMatchObject({ remaining: 10 - 1 });
  });

  it('makes a new set with the password or a code, the old set void; a wrong proof changes nothing', async () => {
    const m = await memberWithCodes(await createCompany(t));
    const c = client(t, m.host);
    const none = await c.post('/api/console/account/recovery-codes', {}, m.session);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(S.recoveryNeedsProof);
    const badPassword = await c.post('/api/console/account/recovery-codes', { password: 'nope' }, m.session);
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().message).toBe(S.wrongPassword);

    const renewed = await c.post('/api/console/account/recovery-codes', { password: m.password }, m.session);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(S.recoveryRenewed);
    const fresh = renewed.json().data.codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => m.codes.includes(code))).toBe(false);
    expect(await storedCodes(m)).toHaveLength(10);

    const old = await signInWithRecovery(m, m.codes[0] as string);
    expect(old.statusCode).toBe(401);
    expect((await signInWithRecovery(m, fresh[0] as string)).statusCode).toBe(200);

    // With a current TOTP code instead of the password.
    const byCode = await c.post(
      '/api/console/account/recovery-codes',
      { code: totpCode(m.secret, t.clock.now()) },
      m.session,
    );
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await signInWithRecovery(m, fresh[1] as string)).statusCode).toBe(401);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.recovery.regenerate')));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(fresh[0]);
  });

  it('voids the codes when two-step sign-in is turned off', async () => {
    const m = await memberWithCodes(await createCompany(t));
    const off = await client(t, m.host).post(
      '/api/console/account/totp/disable',
      { password: m.password, code: totpCode(m.secret, t.clock.now()) },
      m.session,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await storedCodes(m)).toHaveLength(0);
    expect(await status(m)).toMatchObject({ remaining: 0, total: 0, createdAt: null });
    const renew = await client(t, m.host).post(
      '/api/console/account/recovery-codes',
      { password: m.password },
      m.session,
    );
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toBe(S.totpNotOn);
  });
});
