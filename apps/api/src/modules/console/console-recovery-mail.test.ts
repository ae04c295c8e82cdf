import { StaffMessages as S } from '@portico/contract/console-staff';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/console-fixture';
import { client, createCompany, useTestApp } from '../../../test/harness';
import { auditLog, outboxMessages, staffRecoveryCodes } from '../../db/schema';
import { recoveryCodeHash } from '../../lib/recovery-codes';
import { totpCode } from '../../lib/totp';

/**
 * Decision 054: a member is mailed each time one of their recovery codes signs them in to the
 * console (when, from which address and browser, how many codes are left, and what to do when it was
 * not them), through the outbox in the sign-in's transaction; a refused code mails nobody.
 */
const t = useTestApp();

const SUBJECT = 'A recovery code was used to sign in to';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) <b>Firefox</b>/140.0';
type Company = Awaited<ReturnType<typeof createCompany>>;

/** A member who turned two-step sign-in on from the account page: their secret and codes. */
async function memberWithCodes(company: Company) {
  const member = await createStaff(t, company.code, { role: 'faculty' });
  const c = client(t, company.host);
  const login = await c.post('/api/console/login', { email: member.email, password: member.password });
  const session = login.json().data.token as string;
  const secret = (await c.post('/api/console/account/totp/setup', {}, session)).json().data.secret as string;
  const on = await c.post(
    '/api/console/account/totp/enable',
    { code: totpCode(secret, t.clock.now()) },
    session,
  );
  expect(on.statusCode, on.body).toBe(200);
  t.clock.advance(30);
  return { ...member, company, secret, codes: on.json().data.codes as string[] };
}
type Member = Awaited<ReturnType<typeof memberWithCodes>>;

/** The password step, then the recovery code, from one client (address) with a browser's agent. */
async function signInWithRecovery(m: Member, code: string) {
  const c = client(t, m.company.host);
  const step = await c.post('/api/console/login', { email: m.email, password: m.password });
  expect(step.statusCode, step.body).toBe(200);
  const res = await c.send({
    method: 'POST',
    url: '/api/console/login/recovery',
    payload: { token: step.json().data.totpToken, code },
    headers: { 'user-agent': UA },
  });
  return { res, ip: c.ip };
}

/** The recovery mails queued for an address, oldest first. */
const recoveryMails = (email: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), like(outboxMessages.subject, `${SUBJECT}%`)))
    .orderBy(outboxMessages.createdAt);

/** `24/11/2026, 15:07 UTC` of the test clock, worked out from the ISO text. */
const nowText = () => {
  const iso = t.clock.now().toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}, ${iso.slice(11, 16)} UTC`;
};

describe('the mail of a recovery code used to sign in', () => {
  it('tells the member when, from where and how many codes are left, with their account page', async () => {
    const company = await createCompany(t);
    const m = await memberWithCodes(company);
    const colleague = await memberWithCodes(company);
    expect(await recoveryMails(m.email)).toEqual([]);

    const { res, ip } = await signInWithRecovery(m, m.codes[0] as string);
    expect(res.statusCode, res.body).toBe(200);
    const [mail, ...more] = await recoveryMails(m.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ companyCode: company.code, channel: 'email', recipient: m.email });
    expect(mail?.subject).toBe(`${SUBJECT} the ${company.shortName} staff console`);
    const text = mail?.bodyText ?? '';
    expect(text).toContain(`Hi ${m.name},`);
    expect(text).toContain(`staff console on ${nowText()}.`);
    expect(text).toContain(`From: ${ip} (${UA})`);
    expect(text).toContain('You have 9 recovery codes left.');
    expect(text).toContain("If this wasn't you, change your password and make a new set of recovery codes");
    expect(text).toContain(`http://${company.host}`);
    expect(text).toMatch(
      new RegExp(`http://${company.host.replace(/\./g, '\\.')}(:\\d+)?/console/account\\n`),
    );
    // The browser's words are text: escaped in the HTML, never markup.
    expect(mail?.bodyHtml).toContain('&lt;b&gt;Firefox&lt;/b&gt;');
    expect(mail?.bodyHtml).not.toContain('<b>Firefox');
    // No code, nor its hash, is in the mail.
    expect(JSON.stringify(mail)).not.toContain(m.codes[0]);
    expect(JSON.stringify(mail)).not.toContain(recoveryCodeHash(m.codes[0] as string));
    // The sign-in's record is there too; the colleague got nothing.
    const record = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, m.id), eq(auditLog.action, 'staff.login.recovery')));
    expect(record).toHaveLength(1);
    expect(await recoveryMails(colleague.email)).toEqual([]);
  });

  it('says so when two or fewer codes are left, and when the last one is used', async () => {
    const m = await memberWithCodes(await createCompany(t));
    // Seven codes already used: three left.
    await t.database.db
      .update(staffRecoveryCodes)
      .set({ usedAt: t.clock.now() })
      .where(inArray(staffRecoveryCodes.codeHash, m.codes.slice(0, 7).map(recoveryCodeHash)));
    const lines = [
      'Only 2 recovery codes are left. Make a new set on your account page soon.',
      'Only 1 recovery code is left. Make a new set on your account page soon.',
      'That was your last recovery code: you have none left. Make a new set on your account page now.',
    ];
    for (const [i, code] of m.codes.slice(7).entries()) {
      const { res } = await signInWithRecovery(m, code);
      expect(res.statusCode, res.body).toBe(200);
      const mails = await recoveryMails(m.email);
      expect(mails).toHaveLength(i + 1);
      expect(mails[i]?.bodyText).toContain(lines[i]);
      expect(mails[i]?.bodyText).not.toContain('You have');
    }
  });

  it('sends nothing for a wrong, spent or another member’s code, nor for a sign-in with the TOTP code', async () => {
    const company = await createCompany(t);
    const m = await memberWithCodes(company);
    const colleague = await memberWithCodes(company);
    const wrong = await signInWithRecovery(m, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json().message).toBe(S.recoveryWrong);
    const theirs = await signInWithRecovery(m, colleague.codes[0] as string);
    expect(theirs.res.statusCode).toBe(401);
    expect(await recoveryMails(m.email)).toEqual([]);
    expect(await recoveryMails(colleague.email)).toEqual([]);

    expect((await signInWithRecovery(m, m.codes[0] as string)).res.statusCode).toBe(200);
    const spent = await signInWithRecovery(m, m.codes[0] as string);
    expect(spent.res.statusCode).toBe(401);
    expect(await recoveryMails(m.email)).toHaveLength(1);

    // The TOTP code itself signs in without this mail.
    const c = client(t, company.host);
    const step = await c.post('/api/console/login', { email: m.email, password: m.password });
    const totp = await c.post('/api/console/login/totp', {
      token: step.json().data.totpToken,
      code: totpCode(m.secret, t.clock.now()),
    });
    expect(totp.statusCode, totp.body).toBe(200);
    expect(await recoveryMails(m.email)).toHaveLength(1);
  });
});
