import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createStudent,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import { outboxMessages, students } from '../../db/schema';

// Decision 009: a walk-in never signs in to an existing account on the strength of a channel
// the requester just typed; on a company with closed registration it opens nothing.
const t = useTestApp();

const sent = 'We have sent a 6-digit OTP to your e-mail address and mobile number.';
const invalidRequest = {
  success: false,
  message: 'This OTP request is invalid or has expired. Please start again.',
  errorCode: 'VALIDATION',
};
const registrationDisabled = {
  success: false,
  message: 'Registration is disabled.',
  errorCode: 'FORBIDDEN',
};

const mobile = () => `9${randomInt(100_000_000, 999_999_999)}`;

/** Every message of the company's outbox table to a recipient, newest first. */
async function messagesTo(ctx: TestContext, companyCode: string, recipient: string) {
  return ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyCode, companyCode), eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The code a message carries: never in its subject or stored text, kept apart until it is sent (decision 012). */
const codeOf = (row: { secret: string | null } | undefined) => row?.secret ?? undefined;

async function studentsWith(ctx: TestContext, companyCode: string, email: string) {
  return ctx.database.db
    .select()
    .from(students)
    .where(and(eq(students.companyCode, companyCode), eq(students.email, email)));
}

const verifyBody = (
  v: { studentName: string; emailId: string; mobileNumber: string },
  otpRefId: string,
  otp: string,
) => ({
  name: v.studentName,
  emailId: v.emailId,
  loginId: v.emailId,
  mobileNumber: v.mobileNumber,
  otpRefId,
  otp,
});

/** Every 6-digit code but the given ones, to try as an attacker would. */
const otherCode = (...not: (string | undefined)[]) => {
  for (;;) {
    const c = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!not.includes(c)) return c;
  }
};

describe('walk-in with the e-mail address of an existing account', () => {
  it("sends the code only to the account's own e-mail and mobile, never to the mobile the requester typed", async () => {
    const co = await createCompany(t);
    const victim = await createStudent(t, co.code, { name: 'Priya Nair', mobileNumber: mobile() });
    const attackerMobile = mobile();
    const attacker = client(t, co.host);

    // The attack: the victim's e-mail address with the attacker's own mobile number.
    const list = await attacker.post('/api/walk-in/list', {
      studentName: 'Mallory',
      emailId: victim.email,
      mobileNumber: attackerMobile,
      companyCode: co.code,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      success: true,
      message: sent,
      data: { otpRequestId: expect.any(String), channels: ['email', 'sms'] },
    });
    const otpRefId = list.json().data.otpRequestId as string;

    expect(await messagesTo(t, co.code, `+91${attackerMobile}`)).toEqual([]);
    expect(await messagesTo(t, co.code, attackerMobile)).toEqual([]);

    // The owner's channels on file get the code, greeted by the owner's own name.
    const [mail, ...moreMail] = await messagesTo(t, co.code, victim.email);
    expect(moreMail).toEqual([]);
    const otp = codeOf(mail);
    expect(otp).toMatch(/^\d{6}$/);
    expect(mail?.bodyText).toContain('Hi Priya Nair,');
    expect(mail?.bodyText).not.toContain('Mallory');
    const [sms, ...moreSms] = await messagesTo(t, co.code, `+91${victim.mobileNumber}`);
    expect(moreSms).toEqual([]);
    expect(codeOf(sms)).toBe(otp);

    // Whatever code the attacker tries on that request, no session of the victim comes back.
    const attackerDetails = { studentName: 'Mallory', emailId: victim.email, mobileNumber: attackerMobile };
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post(
        '/api/walk-in/verify',
        verifyBody(attackerDetails, otpRefId, otherCode(otp)),
      );
      expect(res.statusCode).not.toBe(200);
      expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();
    }
    // A code the attacker can read (from a walk-in of their own) does not open the victim's request.
    const own = {
      studentName: 'Mallory',
      emailId: `mallory-${uid()}@example.test`,
      mobileNumber: attackerMobile,
    };
    const ownList = await attacker.post('/api/walk-in/list', own);
    const ownOtp = codeOf((await messagesTo(t, co.code, `+91${attackerMobile}`))[0]);
    expect(ownOtp).toMatch(/^\d{6}$/);
    const crossed = await attacker.post(
      '/api/walk-in/verify',
      verifyBody(attackerDetails, otpRefId, ownOtp as string),
    );
    expect(crossed.statusCode).not.toBe(200);
    const ownForVictim = await attacker.post(
      '/api/walk-in/verify',
      verifyBody(attackerDetails, ownList.json().data.otpRequestId, ownOtp as string),
    );
    expect(ownForVictim.statusCode).toBe(400);
    expect(ownForVictim.json()).toEqual(invalidRequest);
    const mine = await attacker.post(
      '/api/walk-in/verify',
      verifyBody(own, ownList.json().data.otpRequestId, ownOtp as string),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.userData.id).not.toBe(victim.id);

    // The victim's account is untouched: same mobile, password still works.
    const [row] = await studentsWith(t, co.code, victim.email);
    expect(row?.mobileNumber).toBe(victim.mobileNumber);
    const login = await client(t, co.host).post('/api/login', {
      loginId: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('resends only to the channels on file as well', async () => {
    const co = await createCompany(t);
    const victim = await createStudent(t, co.code, { mobileNumber: mobile() });
    const attackerMobile = mobile();
    const details = { studentName: 'Mallory', emailId: victim.email, mobileNumber: attackerMobile };
    const list = await client(t, co.host).post('/api/walk-in/list', details);
    t.clock.advance(61);
    const resend = await client(t, co.host).post('/api/walk-in/resend-otp', {
      ...details,
      otpRefId: list.json().data.otpRequestId,
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ success: true, message: sent });
    t.clock.advance(61);
    // Without the request id, the latest request of the typed e-mail address is resent.
    expect((await client(t, co.host).post('/api/walk-in/resend-otp', details)).statusCode).toBe(200);
    expect(await messagesTo(t, co.code, `+91${attackerMobile}`)).toEqual([]);
    expect(await messagesTo(t, co.code, victim.email)).toHaveLength(3);
    expect(await messagesTo(t, co.code, `+91${victim.mobileNumber}`)).toHaveLength(3);
  });

  it('signs the owner in with the code from their own e-mail, once', async () => {
    const co = await createCompany(t);
    const owner = await createStudent(t, co.code, { mobileNumber: mobile(), dialCode: '44' });
    // A new phone: the owner types a number that is not on file.
    const details = { studentName: 'Owner', emailId: owner.email.toUpperCase(), mobileNumber: mobile() };
    const list = await client(t, co.host).post('/api/walk-in/list', details);
    expect(list.statusCode).toBe(200);
    expect(await messagesTo(t, co.code, `+91${details.mobileNumber}`)).toEqual([]);
    // The SMS goes to the number on file with the account's own dial code.
    expect(await messagesTo(t, co.code, `+44${owner.mobileNumber}`)).toHaveLength(1);
    const otp = codeOf((await messagesTo(t, co.code, owner.email))[0]) as string;
    const body = verifyBody({ ...details, emailId: owner.email }, list.json().data.otpRequestId, otp);
    const res = await client(t, co.host).post('/api/walk-in/verify', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userData.id).toBe(owner.id);
    // The typed number did not replace the one on file, and no second account was opened.
    const rows = await studentsWith(t, co.code, owner.email);
    expect(rows.map((r) => [r.id, r.mobileNumber])).toEqual([[owner.id, owner.mobileNumber]]);

    // A replay of the used code is refused.
    const replay = await client(t, co.host).post('/api/walk-in/verify', body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalidRequest);
  });

  it('answers an existing and an unknown e-mail address alike', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { mobileNumber: mobile() });
    const known = await client(t, co.host).post('/api/walk-in/list', {
      studentName: 'A',
      emailId: s.email,
      mobileNumber: mobile(),
    });
    const unknown = await client(t, co.host).post('/api/walk-in/list', {
      studentName: 'A',
      emailId: `nobody-${uid()}@example.test`,
      mobileNumber: mobile(),
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    const shape = (body: string) => body.replace(/"otpRequestId":"[0-9a-f-]{36}"/, '"otpRequestId":"ID"');
    expect(shape(known.body)).toBe(shape(unknown.body));
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
  });
});

describe('walk-in with the mobile number of an existing account', () => {
  it("sends the code to that account's e-mail and mobile, not to the e-mail the requester typed", async () => {
    const co = await createCompany(t);
    const victim = await createStudent(t, co.code, { mobileNumber: mobile() });
    const attackerEmail = `mallory-${uid()}@example.test`;
    const details = { studentName: 'Mallory', emailId: attackerEmail, mobileNumber: victim.mobileNumber };
    const list = await client(t, co.host).post('/api/walk-in/list', details);
    expect(list.statusCode).toBe(200);
    expect(list.json().message).toBe(sent);
    expect(await messagesTo(t, co.code, attackerEmail)).toEqual([]);
    const otp = codeOf((await messagesTo(t, co.code, victim.email))[0]);
    expect(otp).toMatch(/^\d{6}$/);

    // The owner, who reads the code on their phone, is signed in to their own account.
    const res = await client(t, co.host).post(
      '/api/walk-in/verify',
      verifyBody(details, list.json().data.otpRequestId, otp as string),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userData.id).toBe(victim.id);
    expect(await studentsWith(t, co.code, attackerEmail)).toEqual([]);
  });
});

describe('walk-in that opens a new account', () => {
  it('opens none when an account with that e-mail was registered after the code was sent', async () => {
    const co = await createCompany(t);
    const email = `late-${uid()}@example.test`;
    const attackerMobile = mobile();
    // No account yet: the code goes to the typed e-mail and mobile (spec 1: walk-in registration).
    const details = { studentName: 'Mallory', emailId: email, mobileNumber: attackerMobile };
    const list = await client(t, co.host).post('/api/walk-in/list', details);
    const otp = codeOf((await messagesTo(t, co.code, `+91${attackerMobile}`))[0]) as string;
    expect(otp).toMatch(/^\d{6}$/);

    // Meanwhile the owner of the address registers with a password.
    const owner = await createStudent(t, co.code, { email, mobileNumber: mobile() });

    const res = await client(t, co.host).post(
      '/api/walk-in/verify',
      verifyBody(details, list.json().data.otpRequestId, otp),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidRequest);
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')).toBeUndefined();
    expect((await studentsWith(t, co.code, email)).map((r) => r.id)).toEqual([owner.id]);
  });

  it('still opens a verified walk-in account for a new visitor, with the details typed', async () => {
    const co = await createCompany(t);
    const details = {
      studentName: 'Kiran Rao',
      emailId: `kiran-${uid()}@example.test`,
      mobileNumber: mobile(),
    };
    const list = await client(t, co.host).post('/api/walk-in/list', details);
    const otp = codeOf((await messagesTo(t, co.code, `+91${details.mobileNumber}`))[0]) as string;
    expect(codeOf((await messagesTo(t, co.code, details.emailId))[0])).toBe(otp);
    const res = await client(t, co.host).post(
      '/api/walk-in/verify',
      verifyBody(details, list.json().data.otpRequestId, otp),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await studentsWith(t, co.code, details.emailId);
    expect(row).toMatchObject({
      id: res.json().data.userData.id,
      source: 'walk-in',
      mobileNumber: details.mobileNumber,
    });
  });
});

describe('walk-in on a company with closed registration', () => {
  it('sends nothing, opens no account and says registration is disabled, for known and unknown visitors', async () => {
    const co = await createCompany(t, { hideRegistration: true });
    const existing = await createStudent(t, co.code, { mobileNumber: mobile() });
    const visitor = { studentName: 'Walk In', emailId: `walk-${uid()}@example.test`, mobileNumber: mobile() };

    const answers = [];
    for (const details of [visitor, { ...visitor, emailId: existing.email }]) {
      const list = await client(t, co.host).post('/api/walk-in/list', details);
      answers.push([list.statusCode, list.json()]);
      // Were a code sent anyway, the visitor would verify it now.
      const otp = codeOf((await messagesTo(t, co.code, `+91${details.mobileNumber}`))[0]);
      if (list.statusCode === 200 && otp) {
        await client(t, co.host).post(
          '/api/walk-in/verify',
          verifyBody(details, list.json().data.otpRequestId, otp),
        );
      }
    }
    expect(answers).toEqual([
      [403, registrationDisabled],
      [403, registrationDisabled],
    ]);
    expect(await studentsWith(t, co.code, visitor.emailId)).toEqual([]);
    expect(await messagesTo(t, co.code, visitor.emailId)).toEqual([]);
    expect(await messagesTo(t, co.code, existing.email)).toEqual([]);

    const resend = await client(t, co.host).post('/api/walk-in/resend-otp', visitor);
    expect([resend.statusCode, resend.json()]).toEqual([403, registrationDisabled]);
    const verify = await client(t, co.host).post(
      '/api/walk-in/verify',
      verifyBody(visitor, '00000000-0000-4000-8000-000000000000', '123456'),
    );
    expect([verify.statusCode, verify.json()]).toEqual([403, registrationDisabled]);
  });

  it("refuses a code sent on an open company's host on the closed company's host", async () => {
    const open = await createCompany(t);
    const closed = await createCompany(t, { hideRegistration: true });
    const details = { studentName: 'Walk In', emailId: `walk-${uid()}@example.test`, mobileNumber: mobile() };
    const list = await client(t, open.host).post('/api/walk-in/list', details);
    const otp = codeOf((await messagesTo(t, open.code, details.emailId))[0]) as string;
    const onClosed = await client(t, closed.host).post(
      '/api/walk-in/verify',
      verifyBody(details, list.json().data.otpRequestId, otp),
    );
    expect(onClosed.statusCode).toBe(403);
    expect(await studentsWith(t, closed.code, details.emailId)).toEqual([]);
  });
});

describe('walk-in input an attacker might send', () => {
  it('refuses a 1 MB name with 400 and sends nothing', async () => {
    const co = await createCompany(t);
    const details = {
      studentName: 'x'.repeat(1_000_000),
      emailId: `big-${uid()}@example.test`,
      mobileNumber: mobile(),
    };
    const res = await client(t, co.host).post('/api/walk-in/list', details);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION');
    expect(await messagesTo(t, co.code, details.emailId)).toEqual([]);
  });

  it('refuses a NUL byte in the e-mail or mobile number with 400', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { mobileNumber: mobile() });
    for (const details of [
      { studentName: 'N', emailId: `${s.email}\u0000`, mobileNumber: mobile() },
      {
        studentName: 'N',
        emailId: `n-${uid()}@example.test`,
        mobileNumber: `${s.mobileNumber.slice(0, 9)}\u0000`,
      },
    ]) {
      const res = await client(t, co.host).post('/api/walk-in/list', details);
      expect(res.statusCode).toBe(400);
    }
    expect(await messagesTo(t, co.code, s.email)).toEqual([]);
  });
});
