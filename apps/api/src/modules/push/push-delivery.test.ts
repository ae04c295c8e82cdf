import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { evaluationFixture, fullEvaluation } from '../../../test/evaluation-fixture';
import { createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { type StandInDevice, startPushStandIn } from '../../../test/push-service-stand-in';
import { outboxMessages, pushSubscriptions, supportTickets } from '../../db/schema';
import { DEFAULT_PUSH_HOSTS } from '../../push-hosts';

/**
 * Issue 46 part 3, decision 072: a support reply and an evaluation released reach the student's
 * devices as web push, through the outbox, to a stand-in push service that checks the VAPID token and
 * decrypts the message as a browser would; a kind switched off queues nothing; a subscription the
 * service calls gone (410) is removed.
 */
const standIn = await startPushStandIn();
afterAll(() => standIn.close());
const t = useTestApp({ PUSH_SERVICE_HOSTS: `${DEFAULT_PUSH_HOSTS},${standIn.origin}` });

type Session = Awaited<ReturnType<typeof login>>['c'];

async function subscribe(c: Session, device: StandInDevice = standIn.device()) {
  const res = await c.post('/api/push/subscriptions', device);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, device.endpoint));
  return { device, id: row?.id ?? '' };
}

/** The push messages queued for a subscription. */
const pushesTo = (subscriptionId: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'push'), eq(outboxMessages.recipient, subscriptionId)));

/** Waits for something delivery does after the act has answered. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function supportFixture() {
  const company = await createCompany(t, { companyName: 'Bright Prep' });
  const { course } = await createCourse(t, company.code);
  const student = await createStudent(t, company.code);
  const [ticket] = await t.database.db
    .insert(supportTickets)
    .values({
      companyCode: company.code,
      studentId: student.id,
      courseId: course.id,
      subject: 'Mock test\nnot loading',
      supportType: 'query',
      description: 'It spins.',
    })
    .returning();
  const admin = await createStaff(t, company.code);
  const asAdmin = await staffLogin(t, company.host, admin.email, admin.password);
  const { c } = await login(t, company.host, student.email, student.password);
  const reply = () =>
    asAdmin.c.post(
      `/api/console/support/${ticket?.id}/reply`,
      { response: 'Clear the cache.', status: 'Answered' },
      asAdmin.token,
    );
  return { company, student, c, reply };
}

describe('the stand-in push service', () => {
  it('refuses a message without VAPID (401) and with a token for another audience (403)', async () => {
    const { endpoint } = standIn.device();
    const post = (authorization?: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { TTL: '60', ...(authorization ? { authorization } : {}) },
      });
    expect((await post()).status).toBe(401);
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const other = webpush.getVapidHeaders(
      'http://other.example',
      'mailto:a@b.test',
      publicKey,
      privateKey,
      'aes128gcm',
    );
    expect((await post(other.Authorization)).status).toBe(403);
    const forged = webpush.getVapidHeaders(
      standIn.origin,
      'mailto:a@b.test',
      publicKey,
      privateKey,
      'aes128gcm',
    );
    const [token] = forged.Authorization.split(', k=');
    expect((await post(`${token}, k=${webpush.generateVAPIDKeys().publicKey}`)).status).toBe(403);
    expect(standIn.to(endpoint)).toEqual([]);
  });
});

describe('reminders delivered to a stand-in push service', () => {
  it('a support reply reaches each of the student’s devices, decrypted, with its title and page', async () => {
    const f = await supportFixture();
    const phone = await subscribe(f.c);
    const laptop = await subscribe(f.c);
    const res = await f.reply();
    expect(res.statusCode, res.body).toBe(200);

    for (const device of [phone.device, laptop.device]) {
      const [message, ...more] = await standIn.received(device.endpoint);
      expect(more).toEqual([]);
      expect(message?.payload).toEqual({
        title: 'Reply to your support query: Mock test not loading',
        body: "We replied to your support query 'Mock test not loading'.",
        url: '/support',
        tag: 'support:/support',
      });
      expect(message?.ttl).toBe(24 * 3600);
    }
    await eventually(async () => (await pushesTo(phone.id))[0]?.status === 'sent', 'marked sent');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, phone.id));
    expect(row?.lastSentAt).not.toBeNull();
    expect(standIn.refused.filter((r) => r.endpoint === phone.device.endpoint)).toEqual([]);
  });

  it('an evaluation released reaches the student with the report’s address', async () => {
    const f = await evaluationFixture(t);
    const { device } = await subscribe(f.c);
    const released = await f.asFaculty.c.post(
      `/api/console/evaluations/${f.attemptId}/release`,
      { ...fullEvaluation(f), baseVersion: 0 },
      f.asFaculty.token,
    );
    expect(released.statusCode, released.body).toBe(200);
    const [message] = await standIn.received(device.endpoint);
    expect(message?.payload).toMatchObject({
      title: expect.stringMatching(/^Your evaluation of .+ is ready$/),
      url: `/report/${f.attemptId}`,
      tag: `evaluation:/report/${f.attemptId}`,
    });
  });

  it('queues nothing for a kind the student turned off, nor for a student with no device', async () => {
    const f = await supportFixture();
    const { id } = await subscribe(f.c);
    const off = await f.c.send({
      method: 'PUT',
      url: '/api/push/preferences',
      payload: { kind: 'support', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await f.reply()).statusCode).toBe(200);
    expect(await pushesTo(id)).toEqual([]);
    // The mail and the notification still go (decision 052).
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, f.student.email));
    expect(mail?.subject).toBe('Reply to your support query: Mock test not loading');

    const g = await supportFixture();
    expect((await g.reply()).statusCode).toBe(200);
    const pushes = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'push'), eq(outboxMessages.companyCode, g.company.code)));
    expect(pushes).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410) and fails its message for good', async () => {
    const f = await supportFixture();
    const { device, id } = await subscribe(f.c);
    standIn.gone(device.endpoint);
    expect((await f.reply()).statusCode).toBe(200);
    await eventually(
      async () =>
        (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length ===
        0,
      'subscription removed',
    );
    const [message] = await pushesTo(id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
    expect(message?.lastError).toContain('410');
    expect(standIn.to(device.endpoint)).toEqual([]);
  });
});
