import { ConsoleMessages } from '@portico/contract/console';
import { StaffMessages as S } from '@portico/contract/console-staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, useTestApp } from '../../../test/harness';
import { auditLog, staff } from '../../db/schema';
import { Limits } from '../../lib/rate-limit';
import { newTotpSecret, totpCode } from '../../lib/totp';

/**
 * Decision 009: wrong TOTP codes are limited per staff account, and neither a right password
 * nor a right code gives an attacker new guesses; failed sign-ins and codes are in the audit log.
 */
const t = useTestApp();

const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';
type Company = Awaited<ReturnType<typeof createCompany>>;

/** A member with TOTP on, signed in by nobody yet. */
async function memberWithTotp(company: Company) {
  const member = await createStaff(t, company.code, { role: 'faculty' });
  const secret = newTotpSecret();
  await t.database.db
    .update(staff)
    .set({ totpSecret: secret, totpEnabledAt: t.clock.now() })
    .where(eq(staff.id, member.id));
  return { ...member, secret, host: company.host };
}
type Member = Awaited<ReturnType<typeof memberWithTotp>>;

/** The right password, from an address of its own: a fresh step token. */
async function passwordStep(m: Member) {
  const c = client(t, m.host);
  const res = await c.post('/api/console/login', { email: m.email, password: m.password });
  expect(res.statusCode, res.body).toBe(200);
  return { c, step: res.json().data.totpToken as string };
}

const rightCode = (m: Member) => totpCode(m.secret, t.clock.now());
/** Ten steps ahead: never accepted now (one step either side is). */
const wrongCode = (m: Member) => totpCode(m.secret, new Date(t.clock.now().getTime() + 300_000));

/** `n` wrong codes, each step token used until it is spent, each from a new address. */
async function wrongCodes(m: Member, n: number) {
  let left = n;
  while (left > 0) {
    const { c, step } = await passwordStep(m);
    for (let i = 0; i < Math.min(5, left); i++) {
      const res = await c.post('/api/console/login/totp', { token: step, code: wrongCode(m) });
      expect(res.statusCode).toBe(401);
    }
    left -= Math.min(5, left);
  }
}

async function signInWithCode(m: Member) {
  const { c, step } = await passwordStep(m);
  return c.post('/api/console/login/totp', { token: step, code: rightCode(m) });
}

describe('wrong TOTP codes at sign-in, per account', () => {
  it('refuses the account’s code step after 10 wrong codes, even with the right code, until the window ends', async () => {
    const company = await createCompany(t);
    const m = await memberWithTotp(company);
    const colleague = await memberWithTotp(company);
    const elsewhere = await memberWithTotp(await createCompany(t));

    // Two step tokens spent, from four addresses: no address is near its own limit.
    await wrongCodes(m, 10);
    // A right password still answers a step (it does not reset the count), and the right code is refused.
    const refused = await signInWithCode(m);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // More tries with the right code, each from a new address: every one refused.
    for (let i = 0; i < 5; i++) expect((await signInWithCode(m)).statusCode).toBe(429);

    // A colleague and a member of another company are not touched.
    expect((await signInWithCode(colleague)).statusCode).toBe(200);
    expect((await signInWithCode(elsewhere)).statusCode).toBe(200);

    t.clock.advance(901);
    const after = await signInWithCode(m);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data.staff.id).toBe(m.id);
  });

  it('lets a right code reset nothing: wrong codes before and after a sign-in add up', async () => {
    const company = await createCompany(t);
    const m = await memberWithTotp(company);
    // Nine wrong codes, then the owner signs in with a right one on the same step token.
    await wrongCodes(m, 5);
    const { c, step } = await passwordStep(m);
    for (let i = 0; i < 4; i++) {
      expect((await c.post('/api/console/login/totp', { token: step, code: wrongCode(m) })).statusCode).toBe(
        401,
      );
    }
    const owner = await c.post('/api/console/login/totp', { token: step, code: rightCode(m) });
    expect(owner.statusCode, owner.body).toBe(200);
    // The tenth wrong code, on a new step token, after the owner's sign-in…
    t.clock.advance(30);
    await wrongCodes(m, 1);
    // …closes the code step: the count was not set back by the right password nor the right code.
    t.clock.advance(30);
    expect((await signInWithCode(m)).statusCode).toBe(429);
  });

  it('counts codes sent at once one by one: a burst on four step tokens gets 10 checked', async () => {
    const m = await memberWithTotp(await createCompany(t));
    const steps = [];
    for (let i = 0; i < 4; i++) steps.push(await passwordStep(m));
    const answers = await Promise.all(
      steps.flatMap(({ c, step }) =>
        Array.from({ length: 5 }, () =>
          c.post('/api/console/login/totp', { token: step, code: wrongCode(m) }),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });
});

describe('failed sign-ins in the audit log', () => {
  it('records a wrong password, an unknown email and a wrong code, with the address; the answers match', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const admin = await createStaff(t, company.code);
    const m = await memberWithTotp(company);
    const unknownEmail = `nobody-${m.id.slice(0, 8)}@example.test`;

    const wrongPassword = client(t, company.host);
    const a = await wrongPassword.post('/api/console/login', { email: m.email, password: 'not-it-at-all' });
    const nobody = client(t, company.host);
    const b = await nobody.post('/api/console/login', { email: unknownEmail, password: 'not-it-at-all' });
    // The attacker reads the same answer whether or not the email is a member's.
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(b.json()).toEqual(a.json());
    expect(a.json().message).toBe(ConsoleMessages.badCredentials);

    const { c: codeClient, step } = await passwordStep(m);
    const wrong = await codeClient.post('/api/console/login/totp', { token: step, code: wrongCode(m) });
    expect(wrong.json().message).toBe(S.totpWrong);

    // An admin reads them in the console's audit log like other acts.
    const s = await staffLogin(t, company.host, admin.email, admin.password);
    const log = await s.c.get('/api/console/audit', s.token);
    expect(log.statusCode, log.body).toBe(200);
    const entries = (log.json().data as { action: string; staffName: string | null; entityId: string }[])
      .filter((e) => e.action.endsWith('.fail'))
      .map((e) => [e.action, e.staffName, e.entityId]);
    expect(entries).toEqual([
      ['staff.login.totp.fail', m.name, m.id],
      ['staff.login.fail', null, ''],
      ['staff.login.fail', m.name, m.id],
    ]);

    // Each with the email tried and the address it came from (issue 40); never the password.
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.companyCode, company.code));
    const failed = rows.filter((r) => r.action.endsWith('.fail'));
    expect(failed.map((r) => [r.action, r.staffId, r.ip, r.after]).sort()).toEqual(
      [
        ['staff.login.fail', m.id, wrongPassword.ip, { email: m.email }],
        ['staff.login.fail', null, nobody.ip, { email: unknownEmail }],
        ['staff.login.totp.fail', m.id, codeClient.ip, { email: m.email }],
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('not-it-at-all');
    // Another company's log has none of it.
    const theirs = await t.database.db.select().from(auditLog).where(eq(auditLog.companyCode, other.code));
    expect(theirs).toEqual([]);
  });

  it('keeps what was typed as the email only when it is an email address, never the password', async () => {
    const company = await createCompany(t);
    const admin = await createStaff(t, company.code);
    const typed = ['Summer-Secret-42', '  Nobody@Example.TEST ', 'meera.sharma@'];
    const answers = [];
    for (const email of typed) {
      answers.push(
        await client(t, company.host).post('/api/console/login', { email, password: 'Hunter-22' }),
      );
    }
    // The same refusal for every one of them.
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    const s = await staffLogin(t, company.host, admin.email, admin.password);
    const log = await s.c.get('/api/console/audit?action=staff.login.fail', s.token);
    const entries = log.json().data as { staffId: string | null; after: unknown; ip: string }[];
    expect(entries.map((e) => JSON.stringify(e.after)).sort()).toEqual(
      ['null', 'null', JSON.stringify({ email: 'nobody@example.test' })].sort(),
    );
    expect(entries.every((e) => e.staffId === null && e.ip !== '')).toBe(true);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.companyCode, company.code));
    expect(JSON.stringify(rows)).not.toContain('Summer-Secret-42');
    expect(JSON.stringify(rows)).not.toContain('Hunter-22');
  });

  it('keeps failures of unknown emails to a bounded number a window, and an account’s to its limits', async () => {
    const company = await createCompany(t);
    const m = await memberWithTotp(company);
    const failures = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'staff.login.fail')))
      ).length;
    // 99 failures of unknown emails already counted in this window (any number of addresses).
    for (let i = 0; i < Limits.staffLoginUnknownAudit.max - 1; i++) {
      await t.app.ctx.limiter.hit(Limits.staffLoginUnknownAudit, company.code);
    }
    const guess = (email: string) =>
      client(t, company.host).post('/api/console/login', { email, password: 'not-it-at-all' });
    expect((await guess('a@example.test')).statusCode).toBe(401);
    expect(await failures()).toBe(1);
    // Past the bound the sign-in is refused as before, and nothing more is written.
    expect((await guess('b@example.test')).statusCode).toBe(401);
    expect((await guess('c@example.test')).statusCode).toBe(401);
    expect(await failures()).toBe(1);
    // A member's own failures are still written (each account's are bounded by its sign-in limits).
    expect((await guess(m.email)).statusCode).toBe(401);
    expect(await failures()).toBe(2);
    // A new window: written again.
    t.clock.advance(901);
    expect((await guess('d@example.test')).statusCode).toBe(401);
    expect(await failures()).toBe(3);
  });
});

describe('codes and passwords asked on the account page', () => {
  it('are limited per member, and neither a new sign-in nor a right answer resets the count', async () => {
    const company = await createCompany(t);
    const m = await memberWithTotp(company);
    const first = await signInWithCode(m);
    const token = first.json().data.token as string;
    const c = client(t, company.host);
    for (let i = 0; i < 10; i++) {
      const res = await c.post(
        '/api/console/account/totp/disable',
        { password: m.password, code: wrongCode(m) },
        token,
      );
      expect(res.json().message).toBe(S.totpWrong);
    }
    // A new session (right password, right code) changes nothing.
    t.clock.advance(30);
    const second = await signInWithCode(m);
    expect(second.statusCode).toBe(200);
    const again = await client(t, company.host).post(
      '/api/console/account/totp/disable',
      { password: m.password, code: rightCode(m) },
      second.json().data.token,
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(TOO_MANY);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
