import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { client, createCompany, lastMessage, uid, useTestApp } from '../../test/harness';
import { loadConfig } from '../config';
import { outboxMessages } from '../db/schema';
import { PermanentDeliveryError } from './delivery';
import { TwilioSmsDriver } from './twilio-sms.driver';

/** Twilio's magic test number that it refuses as invalid (error 21211). */
const INVALID_TO = '+15005550001';

// Decision 012: walk-in codes go out by SMS through a provider (Twilio) when one is configured,
// and the visitor is told only of the channels a code really went to.

const ACCOUNT_SID = `AC${randomBytes(16).toString('hex')}`;
const AUTH_TOKEN = randomBytes(16).toString('hex');
const FROM = '+15005550006';

type Received = { to: string; from?: string; messagingServiceSid?: string; body: string };

/**
 * A STAND-IN for Twilio's Messages API, not Twilio: it speaks the protocol Portico's driver uses
 * (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the account SID and auth
 * token, a form-encoded `To`, `Body` and `From` or `MessagingServiceSid`; 201 with the Message
 * resource, or an error `{code, message, more_info, status}`), checks what Twilio checks for those
 * requests, and keeps the messages it accepts.
 */
function twilioStandIn() {
  const accepted: Received[] = [];
  const requests: number[] = [];
  const failures: number[] = [];
  const error = (res: http.ServerResponse, status: number, code: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
    );
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const account = path.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/)?.[1];
      if (req.method !== 'POST' || !account)
        return error(res, 404, 20404, 'The requested resource was not found');
      const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      if (account !== ACCOUNT_SID || req.headers.authorization !== basic)
        return error(res, 401, 20003, 'Authenticate');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return error(res, 400, 20001, 'Unsupported content type');
      }
      const failure = failures.shift();
      requests.push(failure ?? 201);
      if (failure) return error(res, failure, 20500, 'Service Unavailable');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? undefined;
      const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
      const body = form.get('Body') ?? '';
      // Twilio's test number +15005550001 is refused as invalid (21211), as is anything not E.164.
      if (!/^\+[1-9]\d{6,14}$/.test(to) || to === INVALID_TO)
        return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from && !messagingServiceSid) {
        return error(res, 400, 21603, "The source 'from' phone number is required to send an SMS");
      }
      if (!body) return error(res, 400, 21602, 'Message body is required.');
      accepted.push({ to, from, messagingServiceSid, body });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          sid,
          account_sid: ACCOUNT_SID,
          to,
          from: from ?? null,
          messaging_service_sid: messagingServiceSid ?? null,
          body,
          status: messagingServiceSid ? 'accepted' : 'queued',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          num_segments: '1',
          error_code: null,
          error_message: null,
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
        }),
      );
    });
  });
  return {
    server,
    accepted,
    requests,
    /** The next requests answer these statuses (a provider outage). */
    failWith: (...statuses: number[]) => failures.push(...statuses),
  };
}

// The stand-in listens before useTestApp reads its environment in beforeAll.
const twilio = twilioStandIn();
const port = await new Promise<number>((resolve) =>
  twilio.server.listen(0, '127.0.0.1', () => resolve((twilio.server.address() as AddressInfo).port)),
);
const apiUrl = `http://127.0.0.1:${port}`;
afterAll(() => new Promise<void>((resolve) => twilio.server.close(() => resolve())));

const bothSent = 'We have sent a 6-digit OTP to your e-mail address and mobile number.';
const mailOnly = 'We have sent a 6-digit OTP to your e-mail address.';
const visitor = () => ({
  studentName: 'Anil Kumar',
  emailId: `anil-${uid()}@example.test`,
  mobileNumber: `9${randomInt(100_000_000, 999_999_999)}`,
});

describe('walk-in codes by SMS through Twilio', () => {
  const t = useTestApp({
    SMS_DRIVER: 'twilio',
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: apiUrl,
  });
  const smsRow = async (to: string) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0];
  const smsTo = (to: string) =>
    vi.waitFor(
      () => {
        const m = twilio.accepted.find((r) => r.to === to);
        if (!m) throw new Error(`no SMS to ${to} yet`);
        return m;
      },
      { timeout: 10_000, interval: 25 },
    );

  it('sends the code by SMS, says so, and the code from the SMS signs the visitor in', async () => {
    const co = await createCompany(t);
    const v = visitor();
    const list = await client(t, co.host).post('/api/walk-in/list', v);
    expect(list.json()).toEqual({
      success: true,
      message: bothSent,
      data: { otpRequestId: expect.any(String), channels: ['email', 'sms'] },
    });

    const sms = await smsTo(`+91${v.mobileNumber}`);
    expect(sms.from).toBe(FROM);
    const otp = sms.body.match(/^(\d{6}) is your /)?.[1] as string;
    expect(sms.body).toBe(`${otp} is your ${co.shortName} verification code. It is valid for 10 minutes.`);
    // The same code went by e-mail.
    expect((await lastMessage(t, co.host, v.emailId))?.text).toContain(`verification code is ${otp}.`);

    await vi.waitFor(async () => expect((await smsRow(`+91${v.mobileNumber}`))?.status).toBe('sent'));
    const row = await smsRow(`+91${v.mobileNumber}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, secret: null, lastError: null });
    expect(row?.bodyText).not.toContain(otp);

    const verify = await client(t, co.host).post('/api/walk-in/verify', {
      name: v.studentName,
      emailId: v.emailId,
      mobileNumber: v.mobileNumber,
      otpRefId: list.json().data.otpRequestId,
      otp,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.userData.studentName).toBe('Anil Kumar');
  });

  it('tries again after a provider error, and the SMS goes out once', async () => {
    const co = await createCompany(t);
    const v = visitor();
    const to = `+91${v.mobileNumber}`;
    twilio.failWith(503);
    const before = twilio.requests.length;
    expect((await client(t, co.host).post('/api/walk-in/list', v)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        await t.app.ctx.outbox.drain();
        expect((await smsRow(to))?.status).toBe('sent');
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(twilio.requests.slice(before)).toEqual([503, 201]);
    expect(twilio.accepted.filter((m) => m.to === to)).toHaveLength(1);
    expect(await smsRow(to)).toMatchObject({ attempts: 2, lastError: null, secret: null });
  });

  it('gives up at once on a number the provider refuses, and keeps no code', async () => {
    // A number of the right shape that Twilio will not deliver to (its test number for 'invalid'):
    // it refuses the number (21211), which no retry changes.
    const co = await createCompany(t);
    const v = { ...visitor(), mobileNumber: INVALID_TO };
    expect((await client(t, co.host).post('/api/walk-in/list', v)).statusCode).toBe(200);
    const to = INVALID_TO;
    await vi.waitFor(async () => expect((await smsRow(to))?.status).toBe('failed'), { timeout: 10_000 });
    const row = await smsRow(to);
    expect(row).toMatchObject({ attempts: 1, secret: null });
    expect(row?.lastError).toMatch(/^Twilio answered 400 21211: The 'To' number/);
  });
});

describe('the visitor is told only what was really sent', () => {
  // No SMS provider, and no dev outbox to read an SMS from (as in production without SMS_DRIVER).
  const t = useTestApp({ DEV_TOOLS: 'false' });

  it('mentions only the e-mail, on the first send and on a resend, and queues no SMS', async () => {
    const co = await createCompany(t);
    const v = visitor();
    const list = await client(t, co.host).post('/api/walk-in/list', v);
    expect(list.json()).toEqual({
      success: true,
      message: mailOnly,
      data: { otpRequestId: expect.any(String), channels: ['email'] },
    });
    t.clock.advance(61);
    const resend = await client(t, co.host).post('/api/walk-in/resend-otp', {
      ...v,
      otpRefId: list.json().data.otpRequestId,
    });
    expect(resend.json()).toEqual({ success: true, message: mailOnly });
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.companyCode, co.code));
    expect(rows.map((r) => r.channel)).toEqual(['email', 'email']);
  });
});

describe('the Twilio driver', () => {
  const driver = (over: Partial<ConstructorParameters<typeof TwilioSmsDriver>[0]> = {}) =>
    new TwilioSmsDriver({
      apiUrl: `${apiUrl}/`,
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      ...over,
    });

  it('sends through a Messaging Service when one is configured instead of a number', async () => {
    const service = `MG${randomBytes(16).toString('hex')}`;
    const to = `+4477009${randomInt(10_000, 99_999)}`;
    await driver({ from: undefined, messagingServiceSid: service }).send({ to, text: 'Hello' });
    expect(twilio.accepted.find((m) => m.to === to)).toEqual({
      to,
      messagingServiceSid: service,
      body: 'Hello',
    });
  });

  it('reads a refusal of the request as final, and wrong credentials or an outage as worth a retry', async () => {
    await expect(driver().send({ to: '12345', text: 'Hi' })).rejects.toBeInstanceOf(PermanentDeliveryError);
    const denied = driver({ authToken: 'wrong' }).send({ to: '+919876543210', text: 'Hi' });
    await expect(denied).rejects.toThrow('Twilio answered 401 20003: Authenticate');
    await expect(denied).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    twilio.failWith(500);
    await expect(driver().send({ to: '+919876543210', text: 'Hi' })).rejects.toThrow(/^Twilio answered 500/);
  });

  it('is configured by SMS_DRIVER=twilio with its credentials and a sender, each named when missing', () => {
    expect(loadConfig({}).SMS_DRIVER).toBe('outbox');
    expect(() => loadConfig({ SMS_DRIVER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: required[\s\S]*TWILIO_AUTH_TOKEN: required[\s\S]*TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => loadConfig({ SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC12' })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
    const ok = loadConfig({
      SMS_DRIVER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}`,
    });
    expect(ok.TWILIO_API_URL).toBe('https://api.twilio.com');
  });
});
