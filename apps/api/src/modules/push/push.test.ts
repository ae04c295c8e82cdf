import { PushMessages as M, PUSH_KINDS } from '@portico/contract/push';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { startPushStandIn } from '../../../test/push-service-stand-in';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { pushSubscriptions } from '../../db/schema';
import { DEFAULT_PUSH_HOSTS } from '../../push-hosts';

/**
 * Issue 46 part 3, decision 072: a student's reminders on a device — the key to subscribe with, the
 * device's subscription (only to a known push service), each kind switched on or off.
 */
const standIn = await startPushStandIn();
afterAll(() => standIn.close());
const env = { PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_HOSTS},${standIn.origin}` };
const t = useTestApp(env);

type Session = Awaited<ReturnType<typeof login>>['c'];
const call = (c: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  c.send({ method, url: `/api/push/${url}`, payload });

async function signedIn() {
  const company = await createCompany(t);
  const student = await createStudent(t, company.code);
  const { c } = await login(t, company.host, student.email, student.password);
  return { company, student, c };
}

const subscriptionsOf = (studentId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.studentId, studentId));

describe('push settings and subscriptions', () => {
  it('refuses every call without a session and with a session of another company', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const device = standIn.device();
    const calls = [
      ['GET', 'settings', undefined],
      ['POST', 'subscriptions', device],
      ['DELETE', 'subscriptions', { endpoint: device.endpoint }],
      ['PUT', 'preferences', { kind: 'support', enabled: false }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const none = await call(client(t, a.company.host), method, url, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      const foreign = client(t, a.company.host);
      foreign.cookie = b.c.cookie;
      const res = await call(foreign, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'UNAUTH' });
    }
    expect(await subscriptionsOf(a.student.id)).toEqual([]);
    expect(await subscriptionsOf(b.student.id)).toEqual([]);
  });

  it('gives the key to subscribe with and every kind on, then keeps the device', async () => {
    const me = await signedIn();
    const settings = await call(me.c, 'GET', 'settings');
    expect(settings.statusCode, settings.body).toBe(200);
    const { publicKey, kinds } = settings.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(kinds).toEqual(PUSH_KINDS.map((kind) => ({ kind, enabled: true })));

    const device = standIn.device();
    const res = await call(me.c, 'POST', 'subscriptions', device);
    expect(res.statusCode, res.body).toBe(200);
    // Posted again (the page opened again): still one row.
    expect((await call(me.c, 'POST', 'subscriptions', device)).statusCode).toBe(200);
    const rows = await subscriptionsOf(me.student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      companyCode: me.company.code,
    });
  });

  it('switches a kind off and on again', async () => {
    const me = await signedIn();
    const off = await call(me.c, 'PUT', 'preferences', { kind: 'reviews-due', enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.kinds).toContainEqual({ kind: 'reviews-due', enabled: false });
    const settings = (await call(me.c, 'GET', 'settings')).json().data;
    expect(settings.kinds.filter((k: { enabled: boolean }) => !k.enabled)).toEqual([
      { kind: 'reviews-due', enabled: false },
    ]);
    await call(me.c, 'PUT', 'preferences', { kind: 'reviews-due', enabled: true });
    const again = (await call(me.c, 'GET', 'settings')).json().data;
    expect(again.kinds.every((k: { enabled: boolean }) => k.enabled)).toBe(true);
    const other = await signedIn();
    expect((await call(other.c, 'GET', 'settings')).json().data.kinds).toContainEqual({
      kind: 'reviews-due',
      enabled: true,
    });
    const bad = await call(me.c, 'PUT', 'preferences', { kind: 'marketing', enabled: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION' });
  });

  it('refuses an endpoint that is not a known push service, and keys of the wrong size', async () => {
    const me = await signedIn();
    const { keys } = standIn.device();
    const refused = [
      ['http://169.254.169.254/latest/meta-data', M.unknownService],
      ['https://evil.example/push', M.unknownService],
      ['https://fcm.googleapis.com.evil.example/fcm/send/x', M.unknownService],
      ['https://fcm.googleapis.com:8443/fcm/send/x', M.unknownService],
      ['http://fcm.googleapis.com/fcm/send/x', M.unknownService],
      ['http://127.0.0.1:1/push/x', M.unknownService],
      ['https://user:pw@fcm.googleapis.com/fcm/send/x', M.unknownService],
      ['file:///etc/passwd', M.badEndpoint],
      ['not a url', M.badEndpoint],
    ] as const;
    for (const [endpoint, message] of refused) {
      const res = await call(me.c, 'POST', 'subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toMatchObject({
        errorCode: 'VALIDATION',
        message: expect.stringContaining(message),
      });
    }
    const good = 'https://fcm.googleapis.com/fcm/send/abc';
    const short = await call(me.c, 'POST', 'subscriptions', {
      endpoint: good,
      keys: { ...keys, auth: 'AAAA' },
    });
    expect(short.json().message).toContain(M.badAuth);
    const point = await call(me.c, 'POST', 'subscriptions', {
      endpoint: good,
      keys: { ...keys, p256dh: keys.auth },
    });
    expect(point.json().message).toContain(M.badP256dh);
    expect((await call(me.c, 'POST', 'subscriptions', { endpoint: good })).statusCode).toBe(400);
    expect(await subscriptionsOf(me.student.id)).toEqual([]);
    // The known services are taken.
    for (const endpoint of [
      good,
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/x',
    ]) {
      expect((await call(me.c, 'POST', 'subscriptions', { endpoint, keys })).statusCode, endpoint).toBe(200);
    }
  });

  it('removes only my own subscription; a device signed in by another student moves to them', async () => {
    const me = await signedIn();
    const neighbour = await signedIn();
    const mine = standIn.device();
    const theirs = standIn.device();
    await call(me.c, 'POST', 'subscriptions', mine);
    await call(neighbour.c, 'POST', 'subscriptions', theirs);

    const res = await call(me.c, 'DELETE', 'subscriptions', { endpoint: theirs.endpoint });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscriptionsOf(neighbour.student.id)).map((s) => s.endpoint)).toEqual([theirs.endpoint]);
    expect((await call(me.c, 'DELETE', 'subscriptions', { endpoint: mine.endpoint })).statusCode).toBe(200);
    expect(await subscriptionsOf(me.student.id)).toEqual([]);

    // The neighbour's device is signed in by me (another company even): it is mine now, theirs no more.
    await call(me.c, 'POST', 'subscriptions', theirs);
    expect(await subscriptionsOf(neighbour.student.id)).toEqual([]);
    expect((await subscriptionsOf(me.student.id)).map((s) => s.endpoint)).toEqual([theirs.endpoint]);
  });

  it('makes the VAPID pair once: two app instances on one database give the same key', async () => {
    const second = (await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
      database: t.database,
      clock: t.clock,
    })) as unknown as FastifyInstance;
    try {
      const me = await signedIn();
      const other = { ...t, app: second };
      const there = client(other, me.company.host);
      there.cookie = me.c.cookie;
      const [a, b] = await Promise.all([call(me.c, 'GET', 'settings'), call(there, 'GET', 'settings')]);
      expect(b.statusCode, b.body).toBe(200);
      expect(a.json().data.publicKey).toBe(b.json().data.publicKey);
      expect((await call(me.c, 'GET', 'settings')).json().data.publicKey).toBe(a.json().data.publicKey);
    } finally {
      await second.close();
    }
  });
});
