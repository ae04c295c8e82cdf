import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createStudent,
  lastMessage,
  type TestContext,
  uid,
  useTestApp,
} from '../../../test/harness';
import { students } from '../../db/schema';

const t = useTestApp();

const sent = 'We have sent a 6-digit OTP to your e-mail address and mobile number.';
const invalidRequest = {
  success: false,
  message: 'This OTP request is invalid or has expired. Please start again.',
  errorCode: 'VALIDATION',
};

// A number of their own: a mobile number already on an account sends the code to that account.
const visitor = () => ({
  studentName: 'Rohan Mehta',
  emailId: `Rohan.${uid()}@Example.TEST`,
  mobileNumber: `9${randomInt(100_000_000, 999_999_999)}`,
});

/** Starts a walk-in on a company; returns the request id and the mailed code. */
async function start(ctx: TestContext, host: string, v = visitor()) {
  const res = await client(ctx, host).post('/api/walk-in/list', v);
  expect(res.statusCode).toBe(200);
  const email = v.emailId.toLowerCase();
  const mail = await lastMessage(ctx, host, email);
  const otp = mail?.text.match(/verification code is (\d{6})\./)?.[1];
  if (!otp) throw new Error('no OTP mailed');
  return { ...v, email, otpRefId: res.json().data.otpRequestId as string, otp };
}

const verifyBody = (w: Awaited<ReturnType<typeof start>>, otp: string | number = w.otp) => ({
  name: w.studentName,
  emailId: w.email,
  loginId: w.email,
  mobileNumber: w.mobileNumber,
  otpRefId: w.otpRefId,
  otp,
});

describe('POST /api/walk-in/list', () => {
  it('answers the request id and sends the same 6-digit code by e-mail and SMS', async () => {
    const co = await createCompany(t);
    const v = visitor();
    const res = await client(t, co.host).post('/api/walk-in/list', { ...v, companyCode: co.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: sent,
      data: { otpRequestId: expect.any(String), channels: ['email', 'sms'] },
    });

    const mail = await lastMessage(t, co.host, v.emailId.toLowerCase());
    const otp = mail?.text.match(/verification code is (\d{6})\./)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    // The code is never in a subject: subjects are logged and shown in mail lists (decision 012).
    expect(mail?.subject).toBe(`Your ${co.shortName} verification code`);
    expect(mail?.text).toContain(`Your ${co.shortName} verification code is ${otp}.`);
    const sms = await lastMessage(t, co.host, `+91${v.mobileNumber}`, 'sms');
    expect(sms?.text).toBe(`${otp} is your ${co.shortName} verification code. It is valid for 10 minutes.`);
  });

  it("reads a national number in the company's country: the SMS goes to its E.164 (decision 016)", async () => {
    const co = await createCompany(t, { defaultCountryCode: 'ae', defaultDialCode: '971' });
    // A valid 9-digit UAE mobile, and the 10-digit local form of another with its trunk 0.
    const nine = await start(t, co.host, { ...visitor(), mobileNumber: '501234567' });
    expect(await lastMessage(t, co.host, '+971501234567', 'sms')).toBeDefined();
    await start(t, co.host, { ...visitor(), mobileNumber: '0501234568' });
    expect(await lastMessage(t, co.host, '+971501234568', 'sms')).toBeDefined();
    expect(await lastMessage(t, co.host, '+9710501234568', 'sms')).toBeUndefined();

    // The account it opens keeps the number as Register does: national number, dial code, country.
    const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(nine));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(students)
      .where(and(eq(students.companyCode, co.code), eq(students.email, nine.email)));
    expect(row).toMatchObject({ mobileNumber: '501234567', dialCode: '971', countryCode: 'ae' });
  });

  it('validates an international number by its own country, on any company', async () => {
    const co = await createCompany(t, { defaultCountryCode: 'ae', defaultDialCode: '971' });
    await start(t, co.host, { ...visitor(), mobileNumber: '+91 98765 12345' });
    expect(await lastMessage(t, co.host, '+919876512345', 'sms')).toBeDefined();
    const us = await createCompany(t, { defaultCountryCode: 'us', defaultDialCode: '1' });
    await start(t, us.host, { ...visitor(), mobileNumber: '(201) 555-0123' });
    expect(await lastMessage(t, us.host, '+12015550123', 'sms')).toBeDefined();
    // India's numbers have exactly 10 digits (spec 1 §5), whichever company.
    for (const mobileNumber of ['+91 98765 1234', '+91 98765 123456', '50123456', '+971 50 123']) {
      const res = await client(t, co.host).post('/api/walk-in/list', { ...visitor(), mobileNumber });
      expect(res.statusCode, mobileNumber).toBe(400);
      expect(res.json().message).toBe('Invalid Mobile Number!');
    }
  });

  it('finds an account stored with the local 10-digit number when the visitor types it in E.164', async () => {
    const co = await createCompany(t);
    const local = `9${randomInt(100_000_000, 999_999_999)}`;
    const owner = await createStudent(t, co.code, { mobileNumber: local, dialCode: '91' });
    const res = await client(t, co.host).post('/api/walk-in/list', {
      studentName: 'Someone',
      emailId: `new.${uid()}@example.test`,
      mobileNumber: `+91${local}`,
    });
    expect(res.statusCode).toBe(200);
    // The code goes to the account on file (decision 009), not to the typed e-mail.
    expect(await lastMessage(t, co.host, owner.email)).toBeDefined();
    // The same digits under another country's code are another number: no match.
    const uae = await createCompany(t);
    const other = await createStudent(t, uae.code, { mobileNumber: '501234567', dialCode: '44' });
    await client(t, uae.host).post('/api/walk-in/list', {
      studentName: 'Someone',
      emailId: `new.${uid()}@example.test`,
      mobileNumber: '+971501234567',
    });
    expect(await lastMessage(t, uae.host, other.email)).toBeUndefined();
  });

  it('finds an older account holding the local form with its trunk 0', async () => {
    const co = await createCompany(t, { defaultCountryCode: 'ae', defaultDialCode: '971' });
    const owner = await createStudent(t, co.code, { mobileNumber: '0501234569', dialCode: '' });
    const res = await client(t, co.host).post('/api/walk-in/list', {
      studentName: 'Someone',
      emailId: `new.${uid()}@example.test`,
      mobileNumber: '50 123 4569',
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMessage(t, co.host, owner.email)).toBeDefined();
    expect(await lastMessage(t, co.host, '+971501234569', 'sms')).toBeDefined();
  });

  it.each([
    ['a malformed e-mail', { emailId: 'rohan.example.test' }, /^(emailId: )?Invalid EmailId!$/],
    ['9 digits', { mobileNumber: '912345678' }, /^(mobileNumber: )?Invalid Mobile Number!$/],
    ['11 digits', { mobileNumber: '91234567801' }, /^(mobileNumber: )?Invalid Mobile Number!$/],
    ['letters', { mobileNumber: '91234abcde' }, /^(mobileNumber: )?Invalid Mobile Number!$/],
    [
      'a number 40 digits long',
      { mobileNumber: '9'.repeat(40) },
      /^(mobileNumber: )?Invalid Mobile Number!$/,
    ],
    ['a lone plus', { mobileNumber: '+' }, /^(mobileNumber: )?Invalid Mobile Number!$/],
    [
      'a made-up country code',
      { mobileNumber: '+999 123456789' },
      /^(mobileNumber: )?Invalid Mobile Number!$/,
    ],
    ['no name', { studentName: '' }, /^studentName is required$/],
  ])('refuses %s and sends nothing', async (_case, over, message) => {
    const co = await createCompany(t);
    const v = { ...visitor(), ...over };
    const res = await client(t, co.host).post('/api/walk-in/list', v);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(message),
      errorCode: 'VALIDATION',
    });
    expect(await lastMessage(t, co.host, v.emailId.toLowerCase())).toBeUndefined();
  });
});

describe('POST /api/walk-in/verify', () => {
  it('signs the visitor in with the right code and opens a verified walk-in account', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const c = client(t, co.host);
    const res = await c.post('/api/walk-in/verify', {
      ...verifyBody(w),
      companyCode: co.code,
    });
    expect(res.statusCode).toBe(200);
    const [row, ...more] = await t.database.db
      .select()
      .from(students)
      .where(and(eq(students.companyCode, co.code), eq(students.email, w.email)));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: 'Rohan Mehta',
      mobileNumber: w.mobileNumber,
      source: 'walk-in',
      verifiedAt: t.clock.now(),
      passwordHash: null,
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Login successful',
      data: {
        token: expect.any(String),
        userData: { id: row?.id, studentName: 'Rohan Mehta', accountId: co.accountId, profileImage: '' },
      },
    });
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_session')?.value).toBe(
      res.json().data.token,
    );
    expect(res.cookies.find((k: { name: string }) => k.name === 'portico_signed_in')?.value).toBe('1');
    expect((await c.get('/api/session')).json().data.id).toBe(row?.id);

    const again = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidRequest);
  });

  it('accepts the mailed code typed as a number, leading zero or not (spec 1 §5)', async () => {
    const co = await createCompany(t);
    // About 1 code in 10 starts with 0; as a JSON number that zero is gone.
    const refused: string[] = [];
    for (let i = 0; i < 60; i++) {
      const w = await start(t, co.host);
      const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, Number(w.otp)));
      if (res.statusCode !== 200) refused.push(`${w.otp}: ${res.json().message}`);
    }
    expect(refused).toEqual([]);
  });

  it('signs an existing account of that e-mail in rather than opening another', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code, { verifiedAt: null });
    const w = await start(t, co.host, {
      studentName: 'Someone',
      emailId: s.email,
      mobileNumber: '9000000001',
    });
    const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userData.id).toBe(s.id);
    // The code proved the address, so the password login works now too.
    const login = await client(t, co.host).post('/api/login', { loginId: s.email, password: s.password });
    expect(login.statusCode).toBe(200);
  });

  it('counts wrong codes down, then refuses even the right code after 5 wrong ones', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const wrong = w.otp === '000000' ? '111111' : '000000';
    const answers: [number, string][] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, wrong));
      answers.push([res.statusCode, res.json().message]);
    }
    expect(answers).toEqual([
      [400, 'Invalid OTP. 4 attempts left.'],
      [400, 'Invalid OTP. 3 attempts left.'],
      [400, 'Invalid OTP. 2 attempts left.'],
      [400, 'Invalid OTP. 1 attempt left.'],
      [429, 'Too many wrong attempts. Please request a new OTP.'],
    ]);
    const right = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      success: false,
      message: 'Too many wrong attempts. Please request a new OTP.',
      errorCode: 'RATE_LIMITED',
    });
  });

  it('refuses the code after 10 minutes', async () => {
    const co = await createCompany(t);
    const early = await start(t, co.host);
    const late = await start(t, co.host);
    t.clock.advance(599);
    expect((await client(t, co.host).post('/api/walk-in/verify', verifyBody(early))).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(late));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'This OTP has expired. Please request a new one.',
      errorCode: 'VALIDATION',
    });
  });

  it("refuses company A's OTP request on company B's host", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const w = await start(t, a.host);
    const res = await client(t, b.host).post('/api/walk-in/verify', verifyBody(w));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidRequest);
    expect((await client(t, a.host).post('/api/walk-in/verify', verifyBody(w))).statusCode).toBe(200);
  });

  it('refuses the code for another e-mail address than the one it was sent to', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const res = await client(t, co.host).post('/api/walk-in/verify', {
      ...verifyBody(w),
      emailId: `other-${uid()}@example.test`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidRequest);
  });

  it('refuses a made-up request id with 400, not a server error', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const res = await client(t, co.host).post('/api/walk-in/verify', {
      ...verifyBody(w),
      otpRefId: 'otp-12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/invalid/i),
      errorCode: 'VALIDATION',
    });
  });

  it('names a code that is not 6 digits', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const res = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, '12345'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'otp must be 6 digits', errorCode: 'VALIDATION' });
    // A malformed code is not a wrong attempt.
    const wrong = w.otp === '000000' ? '111111' : '000000';
    const next = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, wrong));
    expect(next.json().message).toBe('Invalid OTP. 4 attempts left.');
  });
});
