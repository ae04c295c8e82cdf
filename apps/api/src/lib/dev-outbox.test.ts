import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../test/assessment-fixture';
import { client, createCompany, createStudent, type TestContext, uid, useTestApp } from '../../test/harness';
import { isLoopback } from '../modules/dev/dev.routes';

// Dev tools on, behind a trusted proxy: X-Forwarded-For must not make a remote client local.
const t = useTestApp({ DEV_TOOLS: 'true', TRUST_PROXY: 'true' });
/** A client on this machine: the only kind the dev tools answer. */
const local = (ctx: TestContext, host: string) => client(ctx, host, '127.0.0.1');

type Message = { companyCode: string; channel: string; to: string; subject: string; status: string };

const register = (host: string, emailId: string) =>
  client(t, host).post('/api/register', {
    name: 'Outbox Reader',
    emailId,
    mobileNumber: '9876543210',
    password: 'Long-enough-1',
  });

describe('GET /api/dev/outbox', () => {
  it("shows only the messages of the host's company", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const email = `both-${uid()}@example.test`;
    expect((await register(a.host, email)).statusCode).toBe(200);
    expect((await register(b.host, email)).statusCode).toBe(200);
    await client(t, b.host).post('/api/walk-in/list', {
      studentName: 'Walk In',
      emailId: `walk-${uid()}@example.test`,
      mobileNumber: '9000000002',
    });

    const all = await local(t, a.host).get('/api/dev/outbox');
    expect(all.statusCode).toBe(200);
    expect(all.json().success).toBe(true);
    const messages = all.json().data as Message[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      companyCode: a.code,
      channel: 'email',
      to: email,
      subject: `Verify your ${a.shortName} account`,
      status: 'logged',
    });

    const toEmail = (
      await local(t, b.host).get(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`)
    ).json().data as Message[];
    expect(toEmail).toHaveLength(1);
    expect(toEmail[0]?.companyCode).toBe(b.code);

    const ofB = (await local(t, b.host).get('/api/dev/outbox')).json().data as Message[];
    expect(ofB.map((m) => m.channel).sort()).toEqual(['email', 'email', 'sms']);
    expect(ofB.every((m) => m.companyCode === b.code)).toBe(true);
  });

  it('answers the newest message first and honours the limit', async () => {
    const co = await createCompany(t);
    const first = `first-${uid()}@example.test`;
    const second = `second-${uid()}@example.test`;
    await register(co.host, first);
    t.clock.advance(1);
    await register(co.host, second);
    const res = await local(t, co.host).get('/api/dev/outbox?limit=1');
    const data = res.json().data as Message[];
    expect(data).toHaveLength(1);
    expect(data[0]?.to).toBe(second);
  });
});

/** Both dev calls from this machine, as a local attacker or a forgotten flag would make them. */
async function devCalls(ctx: TestContext) {
  const co = await createCompany(ctx);
  const s = await createStudent(ctx, co.code);
  await client(ctx, co.host).post('/api/forget', { loginId: s.email });
  const outbox = await local(ctx, co.host).get('/api/dev/outbox');
  const link = await local(ctx, co.host).post('/api/dev/auto-login-link', { emailId: s.email });
  return { outbox, link };
}

const notServed = { success: false, message: 'Not found', errorCode: 'NOT_FOUND' };

describe('the dev tools (decision 010)', () => {
  const byDefault = useTestApp({ NODE_ENV: 'development', DEV_TOOLS: '' });
  // loadConfig refuses DEV_TOOLS=true with NODE_ENV=production (config.test.ts); should a
  // configuration get past it, the app still never registers the dev tools.
  const prod = useTestApp(
    {
      NODE_ENV: 'production',
      DEV_TOOLS: 'false',
      STORAGE_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://portal.test',
      SESSION_COOKIE_SECURE: 'true',
    },
    { DEV_TOOLS: true },
  );

  it('are not served unless DEV_TOOLS=true, even outside production', async () => {
    const { outbox, link } = await devCalls(byDefault);
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toEqual(notServed);
    expect(link.statusCode).toBe(404);
    expect(link.json()).toEqual(notServed);
  });

  it('are never served in production, even with DEV_TOOLS=true', async () => {
    const { outbox, link } = await devCalls(prod);
    expect(outbox.statusCode).toBe(404);
    expect(link.statusCode).toBe(404);
    expect(link.json()).toEqual(notServed);
  });

  it('when enabled, answer a client on this machine', async () => {
    const { outbox, link } = await devCalls(t);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data[0].subject).toMatch(/password/i);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.link).toMatch(/\/token\//);
  });

  it('when enabled, refuse any other client, whatever X-Forwarded-For says', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    for (const forwarded of [undefined, '127.0.0.1', '::1']) {
      const remote = client(t, co.host, '203.0.113.7');
      const headers = forwarded ? { 'x-forwarded-for': forwarded } : {};
      const outbox = await remote.send({ method: 'GET', url: '/api/dev/outbox', headers });
      expect(outbox.statusCode).toBe(403);
      expect(outbox.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
      const link = await remote.send({
        method: 'POST',
        url: '/api/dev/auto-login-link',
        headers,
        payload: { emailId: s.email },
      });
      expect(link.statusCode).toBe(403);
      expect(link.body).not.toContain('/token/');
    }
  });

  it('count only loopback socket addresses as this machine', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      '::',
      '',
      undefined,
      'localhost',
      '128.0.0.1',
    ]) {
      expect(isLoopback(a)).toBe(false);
    }
  });
});

describe('POST /api/dev/auto-login-link', () => {
  it("issues a single-use /token link on the student's own company only", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const res = await local(t, a.host).post('/api/dev/auto-login-link', {
      emailId: s.email,
      rurl: '/select-course',
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().data.link as string;
    expect(link).toMatch(
      new RegExp(`^http://${a.host}:3000/token/[A-Za-z0-9_-]{43}\\?rurl=%2Fselect-course$`),
    );
    const id = link.split('/token/')[1]?.split('?')[0];
    expect((await client(t, b.host).post('/api/auto-login', { id })).statusCode).toBe(400);
    const ok = await client(t, a.host).post('/api/auto-login', { id });
    expect(ok.json().data.userData.id).toBe(s.id);
    expect((await client(t, a.host).post('/api/auto-login', { id })).statusCode).toBe(400);
    const foreign = await local(t, b.host).post('/api/dev/auto-login-link', { emailId: s.email });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/dev/attempt-deadline', () => {
  it("moves a running attempt's deadline on its own company's host only, never an ended one", async () => {
    const f = await assessmentFixture(t);
    const { id } = await launchPractice(f);
    const other = await createCompany(t);
    const body = { studentTestId: id, secondsFromNow: 2 };
    expect((await local(t, other.host).post('/api/dev/attempt-deadline', body)).statusCode).toBe(404);
    expect(
      (await client(t, f.company.host, '203.0.113.7').post('/api/dev/attempt-deadline', body)).statusCode,
    ).toBe(403);
    const moved = await local(t, f.company.host).post('/api/dev/attempt-deadline', body);
    expect(moved.statusCode).toBe(200);
    const relaunch = (await f.c.post('/api/assessment/launch', { testId: id })).json().data;
    expect(relaunch.testData.deadline).toBe(moved.json().data.deadline);
    expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
    expect((await local(t, f.company.host).post('/api/dev/attempt-deadline', body)).statusCode).toBe(404);
    for (const bad of [
      { studentTestId: 'x', secondsFromNow: 1 },
      { studentTestId: id, secondsFromNow: 2 ** 31 },
    ]) {
      expect((await local(t, f.company.host).post('/api/dev/attempt-deadline', bad)).statusCode).toBe(400);
    }
  });
});
