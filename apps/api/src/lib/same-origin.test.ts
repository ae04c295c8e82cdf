import { eq } from 'drizzle-orm';
import type { Response as InjectResponse } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../test/console-fixture';
import * as files from '../../test/files';
import { createCompany, createStudent, login, type TestContext, useTestApp } from '../../test/harness';
import { staff, supportTickets } from '../db/schema';
import { webhookSignature } from '../modules/payments/gateway';
import { SameOriginMessages } from './same-origin';

/**
 * Decision 034: a write on /api or /api/console is refused when a browser says it came from
 * another origin (Fetch Metadata, Origin), and any write whose body is not JSON is refused unless
 * its route declares the raw bytes it takes. The portal here sells through Razorpay, whose
 * server-to-server webhook must still be taken; one proxy (127.0.0.1) is trusted.
 */
const WEBHOOK_SECRET = 'webhook-secret-of-the-origin-tests';
const t = useTestApp({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_OriginTests1',
  RAZORPAY_KEY_SECRET: 'key-secret-of-the-origin-tests',
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  TRUST_PROXY: '127.0.0.1',
});

const crossSite = { success: false, message: SameOriginMessages.crossOrigin, errorCode: 'FORBIDDEN' };
const notJson = { success: false, message: SameOriginMessages.jsonBody, errorCode: 'VALIDATION' };

function refused(res: InjectResponse, status: number, envelope: object) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(envelope);
}

/** An admin signed in at their console, a faculty member they manage, and the admin's cookie. */
async function consoleOf(ctx: TestContext = t) {
  const company = await createCompany(ctx);
  const admin = await createStaff(ctx, company.code);
  const member = await createStaff(ctx, company.code, { role: 'faculty' });
  const { c, token } = await staffLogin(ctx, company.host, admin.email, admin.password);
  // What the admin's browser sends along with any call to the console.
  const cookie = `portico_staff_session=${token}`;
  const disable = (headers: Record<string, string>, payload?: string) =>
    c.send({
      method: 'POST',
      url: `/api/console/staff/${member.id}/disable`,
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const disabledAt = async () =>
    (await ctx.database.db.select().from(staff).where(eq(staff.id, member.id)))[0]?.disabledAt ?? null;
  return { company, member, c, cookie, disable, disabledAt };
}

/** A student signed in on their portal (the client carries the session cookie). */
async function studentOf() {
  const company = await createCompany(t);
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  const tickets = async () =>
    t.database.db.select().from(supportTickets).where(eq(supportTickets.studentId, student.id));
  return { company, student, c, tickets };
}

const ticket = {
  subject: 'Cannot hear the audio',
  supportType: 'technical',
  description: 'The Listening test plays no sound.',
};
const profile = { studentName: 'Changed Name', mobileNumber: '9123456789' };
/** What the portal's own pages send with a write (Chromium and Firefox). */
const own = (host: string) => ({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });

describe('a write from another origin', () => {
  it("refuses decision 034's staff-disable: the admin's cookie, Origin http://evil.example; the member stays enabled", async () => {
    const { disable, disabledAt } = await consoleOf();
    refused(await disable({ origin: 'http://evil.example' }), 403, crossSite);
    refused(await disable({ origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }), 403, crossSite);
    expect(await disabledAt()).toBeNull();
  });

  it("refuses Sec-Fetch-Site same-site: a sibling company's page is not the portal's own", async () => {
    const { company, disable, disabledAt } = await consoleOf();
    const sibling = await createCompany(t);
    refused(
      await disable({ origin: `http://${sibling.host}`, 'sec-fetch-site': 'same-site' }),
      403,
      crossSite,
    );
    // Fetch Metadata alone decides when a browser sends no Origin; the right Origin does not
    // outweigh a browser that says the call came from elsewhere.
    refused(await disable({ 'sec-fetch-site': 'same-site' }), 403, crossSite);
    refused(await disable({ 'sec-fetch-site': 'cross-site' }), 403, crossSite);
    refused(
      await disable({ origin: `http://${company.host}`, 'sec-fetch-site': 'cross-site' }),
      403,
      crossSite,
    );
    expect(await disabledAt()).toBeNull();

    const s = await studentOf();
    const sent = await s.c.send({
      method: 'POST',
      url: '/api/support',
      headers: { origin: `http://${sibling.host}`, 'sec-fetch-site': 'same-site' },
      payload: ticket,
    });
    refused(sent, 403, crossSite);
    expect(await s.tickets()).toHaveLength(0);
  });

  it('refuses Origin null, another scheme or port of the same host, and an Origin that is no address', async () => {
    const { company, disable, disabledAt } = await consoleOf();
    for (const origin of [
      'null',
      `https://${company.host}`,
      `http://${company.host}:8080`,
      `http://${company.host}.evil.example`,
      'not an address',
    ]) {
      refused(await disable({ origin }), 403, crossSite);
    }
    expect(await disabledAt()).toBeNull();
  });

  it("takes the portal's own writes: same-origin with its Origin, the user's own navigation, and API clients", async () => {
    const first = await consoleOf();
    const done = await first.disable(own(first.company.host));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('disabled');
    expect(await first.disabledAt()).not.toBeNull();

    // Host names and the default port are compared as origins, not as strings.
    const second = await consoleOf();
    const upper = await second.disable({
      origin: `HTTP://${second.company.host.toUpperCase()}:80`,
      'sec-fetch-site': 'none',
    });
    expect(upper.statusCode, upper.body).toBe(200);

    // curl, the bench, a server of the provider's: neither header, no browser, no ambient cookie to ride.
    const third = await consoleOf();
    expect((await third.disable({})).statusCode).toBe(200);

    const s = await studentOf();
    const headers = own(s.company.host);
    const sent = await s.c.send({ method: 'POST', url: '/api/support', headers, payload: ticket });
    expect(sent.statusCode, sent.body).toBe(200);
    const saved = await s.c.send({ method: 'PUT', url: '/api/profileupdate', headers, payload: profile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await s.c.get('/api/getprofile')).json().data[0].studentName).toBe('Changed Name');
  });

  it('compares with the origin the proxy forwards: behind HTTPS the page is https', async () => {
    const { company, cookie, member } = await consoleOf();
    const viaProxy = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/staff/${member.id}/disable`,
        remoteAddress: '127.0.0.1',
        headers: {
          host: 'api-1:3000',
          'x-forwarded-host': company.host,
          'x-forwarded-proto': 'https',
          cookie,
          origin,
          'sec-fetch-site': 'same-origin',
        },
      });
    refused(await viaProxy(`http://${company.host}`), 403, crossSite);
    refused(await viaProxy('https://api-1:3000'), 403, crossSite);
    expect((await viaProxy(`https://${company.host}`)).statusCode).toBe(200);
  });

  it('leaves reads alone, whoever asks; a write to no route answers its 404', async () => {
    const s = await studentOf();
    const evil = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
    const read = await s.c.send({ method: 'GET', url: '/api/getprofile', headers: evil });
    expect(read.statusCode, read.body).toBe(200);
    const nowhere = await s.c.send({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { ...evil, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(nowhere.statusCode, nowhere.body).toBe(404);
  });
});

describe('a write whose body is not JSON', () => {
  it('refuses text/plain on a console write, even with no Origin: the member stays enabled', async () => {
    const { company, disable, disabledAt } = await consoleOf();
    // A text/plain body is what a page may send anywhere without asking the server first.
    refused(await disable({ 'content-type': 'text/plain' }, '{}'), 415, notJson);
    refused(
      await disable({ ...own(company.host), 'content-type': 'text/plain;charset=UTF-8' }, '{}'),
      415,
      notJson,
    );
    expect(await disabledAt()).toBeNull();
  });

  it('refuses text/plain holding JSON on student writes; nothing is saved', async () => {
    const s = await studentOf();
    const asText = (method: 'POST' | 'PUT', url: string, body: object) =>
      s.c.send({
        method,
        url,
        headers: { ...own(s.company.host), 'content-type': 'text/plain' },
        payload: JSON.stringify(body),
      });
    refused(await asText('POST', '/api/support', ticket), 415, notJson);
    refused(await asText('PUT', '/api/profileupdate', profile), 415, notJson);
    expect(await s.tickets()).toHaveLength(0);
    expect((await s.c.get('/api/getprofile')).json().data[0].studentName).toBe(s.student.name);
  });

  it('refuses a form, a multipart form and a body with no type', async () => {
    const s = await studentOf();
    const send = (headers: Record<string, string>, payload: string) =>
      s.c.send({ method: 'POST', url: '/api/support', headers, payload });
    refused(
      await send(
        { 'content-type': 'application/x-www-form-urlencoded' },
        'subject=Hi&supportType=technical&description=x',
      ),
      415,
      notJson,
    );
    refused(
      await send(
        { 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHi\r\n--x--\r\n',
      ),
      415,
      notJson,
    );
    refused(await send({}, JSON.stringify(ticket)), 415, notJson);
    expect(await s.tickets()).toHaveLength(0);
  });

  it('takes JSON with its charset, and writes that carry no body', async () => {
    const s = await studentOf();
    const sent = await s.c.send({
      method: 'POST',
      url: '/api/support',
      headers: { ...own(s.company.host), 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(ticket),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const out = await s.c.send({ method: 'POST', url: '/api/logout', headers: own(s.company.host) });
    expect(out.statusCode, out.body).toBe(200);

    const { disable, disabledAt } = await consoleOf();
    expect((await disable({ 'content-type': 'text/plain' }, '')).statusCode).toBe(200);
    expect(await disabledAt()).not.toBeNull();
  });
});

describe('routes that take other bodies', () => {
  it("the local storage's signed upload takes the file's bytes as they are", async () => {
    const s = await studentOf();
    const asked = await s.c.post('/api/document-upload', {
      fileName: 'report.pdf',
      contentType: 'application/pdf',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: asked.json().data.signedUrl,
      headers: { host: s.company.host, ...own(s.company.host), 'content-type': 'application/pdf' },
      payload: files.pdf,
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it("Razorpay's webhook, server to server, is taken", async () => {
    const company = await createCompany(t);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Origin1', order_id: 'order_NoSuch1', status: 'captured' } } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        host: company.host,
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, raw),
        'x-razorpay-event-id': `evt_origin_${company.code}`,
      },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('unknown-order');
  });
});

describe('behind a TLS proxy that is not trusted', () => {
  // PUBLIC_URL names the scheme students use; without TRUST_PROXY the API cannot read it from the proxy.
  const tls = useTestApp({ PUBLIC_URL: 'https://portal.example' });

  it('takes the https page of the same host, and nothing else', async () => {
    const { company, disable, disabledAt } = await consoleOf(tls);
    refused(
      await disable({ origin: `https://${company.host}.evil.example`, 'sec-fetch-site': 'same-site' }),
      403,
      crossSite,
    );
    refused(await disable({ origin: `https://${company.host}:8443` }), 403, crossSite);
    expect(await disabledAt()).toBeNull();
    const done = await disable({ origin: `https://${company.host}`, 'sec-fetch-site': 'same-origin' });
    expect(done.statusCode, done.body).toBe(200);
  });
});
