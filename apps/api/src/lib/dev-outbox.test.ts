import { describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, uid, useTestApp } from '../../test/harness';

const t = useTestApp();

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

    const all = await client(t, a.host).get('/api/dev/outbox');
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
      await client(t, b.host).get(`/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`)
    ).json().data as Message[];
    expect(toEmail).toHaveLength(1);
    expect(toEmail[0]?.companyCode).toBe(b.code);

    const ofB = (await client(t, b.host).get('/api/dev/outbox')).json().data as Message[];
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
    const res = await client(t, co.host).get('/api/dev/outbox?limit=1');
    const data = res.json().data as Message[];
    expect(data).toHaveLength(1);
    expect(data[0]?.to).toBe(second);
  });
});

describe('GET /api/dev/outbox in production', () => {
  const prod = useTestApp({ NODE_ENV: 'production' });

  it('is not served', async () => {
    const co = await createCompany(prod);
    await client(prod, co.host).post('/api/register', {
      name: 'Prod Student',
      emailId: `prod-${uid()}@example.test`,
      mobileNumber: '9876543210',
      password: 'Long-enough-1',
    });
    const res = await client(prod, co.host).get('/api/dev/outbox');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' });
  });
});

describe('POST /api/dev/auto-login-link', () => {
  it("issues a single-use /token link on the student's own company only", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const res = await client(t, a.host).post('/api/dev/auto-login-link', {
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
    const foreign = await client(t, b.host).post('/api/dev/auto-login-link', { emailId: s.email });
    expect(foreign.statusCode).toBe(404);
  });
});
