import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCompany,
  failWrites,
  openEmptyDatabase,
  sqlText,
  TestClock,
  useTestApp,
} from '../../test/harness';
import { outboxMessages } from '../db/schema';
import { PendingUploadSweeper } from '../modules/storage/pending-upload-sweeper';
import type { StorageDriver } from '../modules/storage/storage.driver';
import { StorageRepository } from '../modules/storage/storage.repository';
import type { SmsDriver } from './delivery';
import { Outbox } from './outbox';

// Decision 012: the API's background work (outbox passes after a request and on a timer, the
// pending-upload sweep) runs with nobody awaiting it. A failure there (the database away, a provider
// that throws, a delivery that cannot be recorded) is logged and tried again later; it never becomes
// an unhandled rejection, which would end the process. The pool's lost idle connections:
// database-outage.test.ts.

const t = useTestApp();

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: { msg: string; err?: { message: string } }[] = [];
  const log = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );
  return { log, lines, said: (msg: string) => lines.filter((l) => l.msg === msg) };
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** An SMS provider that takes every message. */
const acceptingSms = (): SmsDriver & { sent: string[] } => {
  const sent: string[] = [];
  return { name: 'accepting', sent, send: async ({ to }) => void sent.push(to) };
};

describe('background tasks', () => {
  it('an outbox with the database gone logs each failed pass, after a request and on its timer', async () => {
    const { database, drop } = await openEmptyDatabase();
    const { log, said } = capturedLog();
    const outbox = new Outbox(database.db, log, { from: 'x@portico.test', sms: acceptingSms() });
    await drop();
    outbox.notify();
    outbox.start(5);
    await vi.waitFor(() =>
      expect(said('outbox pass failed; the next pass retries').length).toBeGreaterThan(2),
    );
    await outbox.stop();
    expect(unhandled).toEqual([]);
  });

  it('a provider that throws, even before returning a promise, fails the attempt and is logged', async () => {
    const co = await createCompany(t);
    const { log, said } = capturedLog();
    const to = `+9190${randomInt(10_000_000, 99_999_999)}`;
    await t.database.db.insert(outboxMessages).values({
      companyCode: co.code,
      channel: 'sms',
      recipient: to,
      bodyText: 'Hello',
      status: 'pending',
    });
    const throwing: SmsDriver = {
      name: 'throwing',
      send: () => {
        throw new Error('provider client crashed');
      },
    };
    const outbox = new Outbox(t.database.db, log, {
      from: 'x@portico.test',
      sms: throwing,
      companyCode: co.code,
    });
    await outbox.drain();
    await outbox.stop();
    expect(said('delivery failed')[0]?.err?.message).toBe('provider client crashed');
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider client crashed' });
    expect(unhandled).toEqual([]);
  });

  it('a delivery the database refuses to record is logged, and the message is sent again after its lease', async () => {
    const co = await createCompany(t);
    const { log, said } = capturedLog();
    const to = `+9189${randomInt(10_000_000, 99_999_999)}`;
    await t.database.db.insert(outboxMessages).values({
      companyCode: co.code,
      channel: 'sms',
      recipient: to,
      bodyText: 'Hello',
      status: 'pending',
    });
    const sms = acceptingSms();
    const clock = new TestClock();
    const outbox = new Outbox(t.database.db, log, {
      from: 'x@portico.test',
      sms,
      clock,
      companyCode: co.code,
    });
    // The provider took the message; then the database refuses to mark it sent.
    const restore = await failWrites(t, {
      table: 'outbox_messages',
      on: 'UPDATE',
      when: `OLD.recipient = ${sqlText(to)} AND NEW.status = 'sent'`,
    });
    try {
      await outbox.drain();
      expect(sms.sent).toEqual([to]);
      expect(said('outbox: could not record a delivery')).toHaveLength(1);
    } finally {
      await restore();
    }
    // Still claimed: no other pass sends it while the lease runs; after it, it goes again (at least once).
    await outbox.drain();
    expect(sms.sent).toEqual([to]);
    clock.advance(121);
    await outbox.drain();
    await outbox.stop();
    expect(sms.sent).toEqual([to, to]);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(unhandled).toEqual([]);
  });

  it('the pending-upload sweep with the database gone logs each failed sweep, on its timer too', async () => {
    const { database, drop } = await openEmptyDatabase();
    const { log, said } = capturedLog();
    const driver: StorageDriver = { delete: async () => undefined } as unknown as StorageDriver;
    const sweeper = new PendingUploadSweeper({
      repo: new StorageRepository(database.db),
      driver,
      clock: new TestClock(),
      ttlMinutes: 60,
      log,
    });
    await drop();
    await sweeper.sweep();
    sweeper.start(5);
    await vi.waitFor(() => expect(said('pending upload sweep failed').length).toBeGreaterThan(2));
    await sweeper.stop();
    expect(unhandled).toEqual([]);
  });
});
