import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../test/assessment-fixture';
import * as files from '../../test/files';
import { client, createCompany, createStudent, login, uid } from '../../test/harness';
import { useProbeApp } from '../../test/probe-app';
import { scrubUrl, serializeError } from './log';

// Decision 010: what carries tokens or personal data is never cached, and the log never holds a
// token, a password or an answer text, even when a query with them fails.

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logged = () => lines.join('');

const t = useProbeApp({
  logger: () => pino({ level: 'trace' }, sink),
  routes: (app, database) => {
    // A query that fails after receiving an answer: its SQL error names the statement and the values.
    app.post('/probe/fail', { config: { public: true, skipTenant: true } }, async (req) => {
      const { answer } = req.body as { answer: string };
      await database.db.execute(sql`select ${answer}::text as answer, 1 / (select 0) as boom`);
      return { success: true };
    });
  },
});

const linkToken = (text: string, page: string) => {
  const m = text.match(new RegExp(`/${page}/([A-Za-z0-9_.-]+)`));
  if (!m?.[1]) throw new Error(`no /${page}/ link in ${text}`);
  return m[1];
};

describe('the log', () => {
  it('never holds a session token, a password, a mailed token, a signed address or an answer', async () => {
    const secrets: string[] = [];
    const co = await createCompany(t, { enableScoreFromStudents: true });
    const student = await createStudent(t, co.code, { password: `Pass-${uid()}-word` });
    secrets.push(student.password);
    const local = client(t, co.host, '127.0.0.1');

    // Login, then calls with the token as a bearer header and as a cookie.
    const { c, token } = await login(t, co.host, student.email, student.password);
    secrets.push(token);
    expect((await c.get('/api/getprofile', token)).statusCode).toBe(200);
    expect((await c.get('/api/getprofile')).statusCode).toBe(200);

    // A reset link: mailed, opened as a page, checked by the API.
    await client(t, co.host).post('/api/forget', { loginId: student.email });
    const reset = linkToken((await local.get('/api/dev/outbox')).json().data[0].text, 'reset');
    secrets.push(reset);
    await t.app.inject({ method: 'GET', url: `/reset/${reset}`, headers: { host: co.host } });
    expect((await client(t, co.host).post('/api/forgetpwd-verify', { token: reset })).statusCode).toBe(200);

    // An auto-login link, opened as a page with its query and used.
    const link = (await local.post('/api/dev/auto-login-link', { emailId: student.email })).json().data
      .link as string;
    const autoLogin = linkToken(link, 'token');
    secrets.push(autoLogin);
    await t.app.inject({
      method: 'GET',
      url: `/token/${autoLogin}?rurl=%2Fdashboard`,
      headers: { host: co.host },
    });
    expect((await client(t, co.host).post('/api/auto-login', { id: autoLogin })).statusCode).toBe(200);

    // A signed upload address of the local storage driver.
    const upload = await c.post('/api/document-upload', {
      fileName: 'trf.pdf',
      contentType: 'application/pdf',
    });
    const signedUrl = upload.json().data.signedUrl as string;
    secrets.push(signedUrl.split('/').at(-1) as string);
    const put = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { host: co.host, 'content-type': 'application/pdf' },
      payload: files.pdf,
    });
    expect(put.statusCode).toBe(200);

    // An answer text synced during a test.
    const f = await assessmentFixture(t);
    const { id, data } = await launchPractice(f);
    type Item = { ItemID: string; ItemType: string };
    const an = (data.testJson.SectionResponse as { ItemResponse: Item[] }[])
      .flatMap((s) => s.ItemResponse)
      .find((i) => i.ItemType === 'an') as Item;
    const answer = `Harbourside ${uid()}`;
    secrets.push(answer);
    const sync = await f.c.post('/api/sync-track', {
      track: [{ testId: id, itemId: an.ItemID, trackNumber: 1, timeTaken: 3, enteredText: answer }],
    });
    expect(sync.statusCode).toBe(200);

    // A database error while handling an answer: logged, without the values of its query.
    const failing = `Zebra crossing ${uid()}`;
    secrets.push(failing);
    const res = await t.app.inject({ method: 'POST', url: '/probe/fail', payload: { answer: failing } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(failing);

    const log = logged();
    // The log did record the calls and the fault (the checks below are not vacuous).
    expect(log).toContain('"url":"/reset/[redacted]"');
    expect(log).toContain('"url":"/token/[redacted]?rurl=%2Fdashboard"');
    expect(log).toContain('/api/files/upload/[redacted]');
    expect(log).toContain('/api/sync-track');
    const fault = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(fault?.err.message).toBe('Failed query: select $1::text as answer, 1 / (select 0) as boom');
    expect(fault?.err.cause).toMatchObject({ code: '22012', message: 'division by zero' });
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('replaces tokens in addresses, keeping the rest readable', () => {
    expect(scrubUrl('/api/files/upload/eyJr.abc?x=1')).toBe('/api/files/upload/[redacted]?x=1');
    expect(scrubUrl('/api/files/eyJr.abc')).toBe('/api/files/[redacted]');
    expect(scrubUrl('/api/files/object/7d1c')).toBe('/api/files/object/7d1c');
    expect(scrubUrl('/verify/abc')).toBe('/verify/[redacted]');
    expect(scrubUrl('/completed/abc')).toBe('/completed/[redacted]');
    expect(scrubUrl('/api/completed?companyCode=demo&token=abc')).toBe(
      '/api/completed?companyCode=[redacted]&token=[redacted]',
    );
    expect(scrubUrl('/api/menu?courseId=42')).toBe('/api/menu?courseId=42');
  });

  it('keeps the values a database error quotes out of its message', () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "my answer"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(a@b.test) already exists.',
    });
    const out = serializeError(err) as Record<string, string>;
    expect(out.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(JSON.stringify(out)).not.toMatch(/my answer|a@b\.test/);
  });
});

describe('API responses', () => {
  it('are not stored by any cache unless a route says otherwise', async () => {
    const co = await createCompany(t);
    const student = await createStudent(t, co.code);
    const { c, token } = await login(t, co.host, student.email, student.password);
    const noStore = [
      await client(t, co.host).post('/api/login', { loginId: student.email, password: student.password }),
      await c.get('/api/getprofile'),
      await c.get('/api/session', token),
      await client(t, co.host).get('/api/getprofile'),
      await c.get('/api/no-such-call'),
      await client(t, co.host, '127.0.0.1').get('/api/dev/outbox'),
    ];
    for (const res of noStore) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });
});
