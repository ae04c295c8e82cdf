import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, createCompany, lastMessage, type TestContext, uid, useTestApp } from '../../../test/harness';

const t = useTestApp();

const visitor = () => ({
  studentName: 'Lata Menon',
  emailId: `lata.${uid()}@example.test`,
  mobileNumber: `9${randomInt(100_000_000, 999_999_999)}`,
});

const mailedOtp = async (ctx: TestContext, host: string, email: string) =>
  (await lastMessage(ctx, host, email))?.text.match(/verification code is (\d{6})\./)?.[1] ?? '';

async function start(ctx: TestContext, host: string) {
  const v = visitor();
  const res = await client(ctx, host).post('/api/walk-in/list', v);
  expect(res.statusCode).toBe(200);
  return {
    ...v,
    otpRefId: res.json().data.otpRequestId as string,
    otp: await mailedOtp(ctx, host, v.emailId),
  };
}

const verifyBody = (w: Awaited<ReturnType<typeof start>>, otp: string) => ({
  name: w.studentName,
  emailId: w.emailId,
  mobileNumber: w.mobileNumber,
  otpRefId: w.otpRefId,
  otp,
});

const resendBody = (w: Awaited<ReturnType<typeof start>>) => ({
  studentName: w.studentName,
  emailId: w.emailId,
  mobileNumber: w.mobileNumber,
  otpRefId: w.otpRefId,
});

describe('POST /api/walk-in/resend-otp', () => {
  it('makes the visitor wait 60 seconds, then sends a new code that replaces the old one', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const c = client(t, co.host);

    const now = await c.post('/api/walk-in/resend-otp', resendBody(w));
    expect(now.statusCode).toBe(429);
    expect(now.json()).toEqual({
      success: false,
      message: 'Please wait 60 seconds before requesting a new OTP.',
      errorCode: 'RATE_LIMITED',
    });
    t.clock.advance(45);
    expect((await c.post('/api/walk-in/resend-otp', resendBody(w))).json().message).toBe(
      'Please wait 15 seconds before requesting a new OTP.',
    );

    t.clock.advance(16);
    const res = await c.post('/api/walk-in/resend-otp', { ...resendBody(w), companyCode: co.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'We have sent a 6-digit OTP to your e-mail address and mobile number.',
    });
    const fresh = await mailedOtp(t, co.host, w.emailId);
    expect(fresh).toMatch(/^\d{6}$/);
    const sms = await lastMessage(t, co.host, `+91${w.mobileNumber}`, 'sms');
    expect(sms?.text.startsWith(`${fresh} is your`)).toBe(true);

    if (fresh !== w.otp) {
      const old = await c.post('/api/walk-in/verify', verifyBody(w, w.otp));
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe('Invalid OTP. 4 attempts left.');
    }
    const ok = await c.post('/api/walk-in/verify', verifyBody(w, fresh));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toEqual(expect.any(String));
  });

  it('gives a new code 10 more minutes and 5 more attempts', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i++) {
      await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, wrong(w.otp)));
    }
    t.clock.advance(9 * 60);
    expect((await client(t, co.host).post('/api/walk-in/resend-otp', resendBody(w))).statusCode).toBe(200);
    const fresh = await mailedOtp(t, co.host, w.emailId);
    t.clock.advance(9 * 60);
    const ok = await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, fresh));
    expect(ok.statusCode).toBe(200);
  });

  it('finds the latest request by e-mail when no request id is sent', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    t.clock.advance(61);
    const { otpRefId: _, ...withoutId } = resendBody(w);
    const res = await client(t, co.host).post('/api/walk-in/resend-otp', withoutId);
    expect(res.statusCode).toBe(200);
    const fresh = await mailedOtp(t, co.host, w.emailId);
    expect((await client(t, co.host).post('/api/walk-in/verify', verifyBody(w, fresh))).statusCode).toBe(200);
  });

  it("refuses company A's request on company B's host and a used request", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const w = await start(t, a.host);
    t.clock.advance(61);
    const invalid = {
      success: false,
      message: 'This OTP request is invalid or has expired. Please start again.',
      errorCode: 'VALIDATION',
    };
    const onB = await client(t, b.host).post('/api/walk-in/resend-otp', resendBody(w));
    expect(onB.statusCode).toBe(400);
    expect(onB.json()).toEqual(invalid);
    expect(await lastMessage(t, b.host, w.emailId)).toBeUndefined();

    expect((await client(t, a.host).post('/api/walk-in/verify', verifyBody(w, w.otp))).statusCode).toBe(200);
    const used = await client(t, a.host).post('/api/walk-in/resend-otp', resendBody(w));
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(invalid);
  });

  it('refuses a made-up request id with 400, not a server error', async () => {
    const co = await createCompany(t);
    const w = await start(t, co.host);
    const res = await client(t, co.host).post('/api/walk-in/resend-otp', {
      ...resendBody(w),
      otpRefId: 'otp-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/invalid/i),
      errorCode: 'VALIDATION',
    });
  });

  it('sends at most 5 codes to one e-mail address in the window', async () => {
    const co = await createCompany(t);
    const v = visitor();
    for (let i = 1; i <= 5; i++) {
      expect((await client(t, co.host).post('/api/walk-in/list', v)).statusCode, `code ${i}`).toBe(200);
    }
    const sixth = await client(t, co.host).post('/api/walk-in/list', {
      ...v,
      emailId: v.emailId.toUpperCase(),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      errorCode: 'RATE_LIMITED',
    });
  });
});
