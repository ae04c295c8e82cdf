import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, createCompany, createStudent, TestClock, uid, useTestApp } from '../../test/harness';
import { type Database, openDatabase } from '../db/client';
import { companies, outboxMessages } from '../db/schema';
import { Outbox, SECRET_REMOVED } from './outbox';
import { OutboxRepository } from './outbox.repository';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];

/** A real SMTP server that keeps every message it is handed. */
function smtpServer() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
}

/**
 * A stand-in SMTP server that takes every message and answers none until released: a slow or
 * stalled mail server holding each send open.
 */
function holdingSmtpServer() {
  const waiting: (() => void)[] = [];
  let released = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const done = () => {
          received.push({ from: '', to: session.envelope.rcptTo.map((r) => r.address), raw: '' });
          callback();
        };
        if (released) done();
        else waiting.push(done);
      });
    },
  });
  return {
    server,
    held: () => waiting.length,
    release: () => {
      released = true;
      for (const done of waiting.splice(0)) done();
    },
  };
}

/** The promise's value, or a failure once `ms` have passed without one. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const listen = (server: SMTPServer, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Quoted-printable soft breaks and escapes undone, so links can be read from the raw message. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const mailTo = (address: string) =>
  vi.waitFor(
    () => {
      const m = received.find((r) => r.to.includes(address));
      if (!m) throw new Error(`no mail to ${address} yet`);
      return m;
    },
    { timeout: 10_000, interval: 25 },
  );

// The server listens before useTestApp reads its env in beforeAll.
const smtp = smtpServer();
const smtpPort = await listen(smtp);
afterAll(() => close(smtp));

describe('outbox delivery through the app', () => {
  const t = useTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Portico Test <no-reply@portico.test>',
  });
  const rowsTo = (recipient: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  it('delivers the verification mail of a registration and marks it sent', async () => {
    const co = await createCompany(t);
    const email = `smtp-${uid()}@example.test`;
    const res = await client(t, co.host).post('/api/register', {
      name: 'Mail Reader',
      emailId: email,
      mobileNumber: '9876543210',
      password: 'Long-enough-1',
    });
    expect(res.statusCode).toBe(200);

    const mail = await mailTo(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@portico.test');
    expect(mail.raw).toMatch(new RegExp(`^Subject: Verify your ${co.shortName} account\\r?$`, 'm'));
    expect(mail.raw).toMatch(new RegExp(`^To: ${email}\\r?$`, 'm'));
    expect(decoded(mail.raw)).toMatch(new RegExp(`http://${co.host}:3000/verify/[A-Za-z0-9_-]{43}`));

    await vi.waitFor(
      async () => {
        const [row] = await rowsTo(email);
        expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
        expect(row?.sentAt).toBeInstanceOf(Date);
      },
      { timeout: 10_000, interval: 25 },
    );
    // Once sent, the link is in the student's mailbox and nowhere in ours (decision 012).
    const token = decoded(mail.raw).match(/\/verify\/([A-Za-z0-9_-]{43})/)?.[1] as string;
    const [row] = await rowsTo(email);
    expect(row?.secret).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${email}`,
      headers: { host: co.host },
    });
    expect(shown.json().data[0].text).toContain(`/verify/${SECRET_REMOVED}`);
    expect(shown.body).not.toContain(token);
  });

  it('delivers a reset mail whose link resets the password', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    expect((await client(t, co.host).post('/api/forget', { loginId: s.email })).statusCode).toBe(200);

    const mail = await mailTo(s.email);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Reset your ${co.shortName} password\\r?$`, 'm'));
    const token = decoded(mail.raw).match(
      new RegExp(`http://${co.host}:3000/reset/([A-Za-z0-9_-]{43})`),
    )?.[1];
    expect(token).toBeDefined();
    const reset = await client(t, co.host).post('/api/reset-password', {
      token,
      password: 'From-the-mail-1',
      cpassword: 'From-the-mail-1',
    });
    expect(reset.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await rowsTo(s.email))[0]?.status).toBe('sent'), {
      timeout: 10_000,
    });
  });

  it('mails the walk-in code by SMTP and keeps the SMS in the dev outbox', async () => {
    const co = await createCompany(t);
    const email = `walk-${uid()}@example.test`;
    await client(t, co.host).post('/api/walk-in/list', {
      studentName: 'Walk In',
      emailId: email,
      mobileNumber: '9000000003',
    });
    const mail = await mailTo(email);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Your ${co.shortName} verification code\\r?$`, 'm'));
    expect(decoded(mail.raw)).toMatch(new RegExp(`Your ${co.shortName} verification code is \\d{6}\\.`));
    const [sms] = await rowsTo('+919000000003');
    expect(sms).toMatchObject({ channel: 'sms', status: 'logged', attempts: 0 });
  });

  it('sends each pending mail exactly once when several API processes drain the same table', async () => {
    const co = await createCompany(t);
    const batch = uid();
    const recipients = Array.from({ length: 12 }, (_, i) => `twice-${batch}-${i}@example.test`);
    await t.database.db.insert(outboxMessages).values(
      recipients.map((recipient) => ({
        companyCode: co.code,
        channel: 'email' as const,
        recipient,
        subject: 'Only once',
        bodyText: 'Hello',
        status: 'pending' as const,
      })),
    );
    // Three more senders on the same database, as three more API processes would be, on the same
    // clock as the app's (leases are times: a sender whose clock is days behind would hand out
    // leases the others read as long run out).
    const senders = [1, 2, 3].map(
      () =>
        new Outbox(t.database.db, pino({ level: 'silent' }), {
          smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
          from: 'no-reply@portico.test',
          clock: t.clock,
        }),
    );
    try {
      await Promise.all([...senders.map((s) => s.drain()), t.app.ctx.outbox.drain()]);
      for (const recipient of recipients) {
        expect(
          received.filter((r) => r.to.includes(recipient)),
          recipient,
        ).toHaveLength(1);
        const [row] = await rowsTo(recipient);
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      }
    } finally {
      await Promise.all(senders.map((s) => s.stop()));
    }
  });
});

describe('sending outside any transaction (decision 012)', () => {
  const t = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const rowsOf = (companyCode: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyCode, companyCode));
  const pending = (companyCode: string, recipient: string) => ({
    companyCode,
    channel: 'email' as const,
    recipient,
    subject: 'Held',
    bodyText: 'Hello',
    status: 'pending' as const,
  });

  it('answers other calls, writes included, while the mail server holds every send open', async () => {
    const hold = holdingSmtpServer();
    const port = await listen(hold.server);
    const co = await createCompany(t);
    const recipients = Array.from({ length: 4 }, (_, i) => `held-${uid()}-${i}@example.test`);
    await t.database.db.insert(outboxMessages).values(recipients.map((r) => pending(co.code, r)));
    // As many senders as the test's pool has connections (4), as four API processes would be:
    // before, each held a connection (on PGlite: the whole database) in a transaction while it sent.
    const senders = [1, 2, 3, 4].map(
      () =>
        new Outbox(t.database.db, pino({ level: 'silent' }), {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'no-reply@portico.test',
          clock: t.clock,
          companyCode: co.code,
        }),
    );
    const passes = senders.map((s) => s.drain());
    try {
      await vi.waitFor(() => expect(hold.held()).toBe(4), { timeout: 10_000, interval: 25 });
      const registered = await within(
        3_000,
        client(t, co.host).post('/api/register', {
          name: 'Meanwhile',
          emailId: `meanwhile-${uid()}@example.test`,
          mobileNumber: '9876543210',
          password: 'Long-enough-1',
        }),
      );
      expect(registered.statusCode).toBe(200);
      expect(await within(3_000, rowsOf(co.code))).toHaveLength(5);
      expect(hold.held()).toBe(4);
    } finally {
      hold.release();
      await Promise.all(passes);
      await Promise.all(senders.map((s) => s.stop()));
      await close(hold.server);
    }
    for (const recipient of recipients) {
      expect(
        received.filter((r) => r.to.includes(recipient)),
        recipient,
      ).toHaveLength(1);
      const [row] = await rowsTo(t, recipient);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, leaseUntil: null, claimId: null });
    }
  });

  it('claims at most its limit, however many messages wait (decision 012: a sender takes 5 at a time)', async () => {
    const co = await createCompany(t);
    const clock = new TestClock();
    await t.database.db
      .insert(outboxMessages)
      .values(Array.from({ length: 40 }, (_, i) => pending(co.code, `many-${i}-${uid()}@example.test`)));
    const repo = new OutboxRepository(t.database.db);
    const claim = (claimId: string) =>
      repo.claim({
        channels: ['email'],
        now: clock.now(),
        leaseUntil: new Date(clock.now().getTime() + 120_000),
        claimId,
        limit: 5,
        maxAttempts: 5,
        exclude: [],
        companyCode: co.code,
      });
    const first = await claim(randomUUID());
    const second = await claim(randomUUID());
    expect([first.length, second.length]).toEqual([5, 5]);
    expect(new Set([...first, ...second].map((r) => r.id)).size).toBe(10);
  });

  it("never sends a message another sender holds, and sends it once that sender's lease has run out", async () => {
    const co = await createCompany(t);
    const clock = new TestClock();
    const to = `lease-${uid()}@example.test`;
    await t.database.db.insert(outboxMessages).values(pending(co.code, to));
    // A sender claimed it and died before sending (its process was killed).
    const [claimed] = await new OutboxRepository(t.database.db).claim({
      channels: ['email'],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 120_000),
      claimId: randomUUID(),
      limit: 1,
      maxAttempts: 5,
      exclude: [],
      companyCode: co.code,
    });
    expect(claimed?.recipient).toBe(to);
    const outbox = new Outbox(t.database.db, pino({ level: 'silent' }), {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'no-reply@portico.test',
      clock,
      companyCode: co.code,
    });
    try {
      await outbox.drain();
      expect((await rowsTo(t, to))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(received.filter((r) => r.to.includes(to))).toHaveLength(0);
      clock.advance(121);
      await outbox.drain();
      expect((await rowsTo(t, to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect(received.filter((r) => r.to.includes(to))).toHaveLength(1);
    } finally {
      await outbox.stop();
    }
  });
});

const rowsTo = (ctx: { database: Database }, recipient: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('Outbox with the SMTP server down', () => {
  let database: Database;
  const companyCode = `co-${uid()}`;
  const message = (recipient: string) => ({
    companyCode,
    channel: 'email' as const,
    recipient,
    subject: 'Down and up again',
    text: 'Hello',
  });
  const row = async (recipient: string) => {
    const [r] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient));
    return r;
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await database.db.insert(companies).values({
      code: companyCode,
      accountId: `${companyCode}-account`,
      companyName: 'Down Co',
      shortName: 'Down',
      primaryHost: `${companyCode}.portico.test`,
    });
  });
  afterAll(() => database?.close());

  it('keeps the mail pending, counts the attempts, and delivers it once the server is back', async () => {
    const port = await closedPort();
    const outbox = new Outbox(database.db, pino({ level: 'silent' }), {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@portico.test',
    });
    const to = `down-${uid()}@example.test`;
    await outbox.enqueue(message(to));
    await outbox.drain();
    const first = await row(to);
    expect(first).toMatchObject({ status: 'pending', sentAt: null });
    expect(first?.attempts).toBeGreaterThanOrEqual(1);
    expect(first?.lastError).toMatch(/ECONNREFUSED/);

    await outbox.drain();
    expect((await row(to))?.attempts).toBe((first?.attempts ?? 0) + 1);
    expect((await row(to))?.status).toBe('pending');

    const back = smtpServer();
    await listen(back, port);
    try {
      await outbox.drain();
      expect(await row(to)).toMatchObject({ status: 'sent', attempts: (first?.attempts ?? 0) + 2 });
      expect(received.find((r) => r.to.includes(to))?.raw).toMatch(/^Subject: Down and up again\r?$/m);
    } finally {
      await outbox.stop();
      await close(back);
    }
  });

  it('gives up after 5 failed attempts', async () => {
    const port = await closedPort();
    const outbox = new Outbox(database.db, pino({ level: 'silent' }), {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@portico.test',
    });
    const to = `never-${uid()}@example.test`;
    // Left pending by an earlier process, so every drain below is exactly one attempt.
    await database.db.insert(outboxMessages).values({ ...message(to), bodyText: 'Hello', status: 'pending' });
    for (let i = 1; i <= 5; i++) {
      await outbox.drain();
      expect(await row(to), `attempt ${i}`).toMatchObject({
        attempts: i,
        status: i < 5 ? 'pending' : 'failed',
      });
    }
    await outbox.drain();
    expect((await row(to))?.attempts).toBe(5);
    await outbox.stop();
  });
});
