import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, createCompany, createStudent, uid, useTestApp } from '../../test/harness';
import { type Database, openDatabase } from '../db/client';
import { companies, outboxMessages } from '../db/schema';
import { Outbox } from './outbox';

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
    // Three more senders on the same database, as three more API processes would be.
    const senders = [1, 2, 3].map(
      () =>
        new Outbox(t.database.db, pino({ level: 'silent' }), {
          smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
          from: 'no-reply@portico.test',
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
