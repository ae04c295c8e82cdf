import { randomUUID } from 'node:crypto';
import type pino from 'pino';
import type { Db } from '../db/client';
import { type Clock, systemClock } from './clock';
import {
  type MailTransport,
  PermanentDeliveryError,
  type PushDriver,
  type SmsDriver,
  smtpTransport,
} from './delivery';
import { type Channel, OutboxRepository, type OutboxRow } from './outbox.repository';
import { PeriodicPass } from './periodic-pass';

/**
 * Where a message's secret (a link's token, an OTP) stands in its stored text and html. The value
 * itself is kept apart and put in only when the message is handed to SMTP, an SMS provider or the dev
 * outbox, so it is never in a subject, a log line, or the stored text.
 */
export const SECRET_MARK = '\u{E000}secret\u{E000}';
/** What a cleared secret reads as in the dev outbox. */
export const SECRET_REMOVED = '[removed]';

export type OutgoingMessage = {
  companyCode: string;
  channel: Channel;
  recipient: string;
  /** Never holds a secret. */
  subject?: string;
  text: string;
  html?: string;
  /** The value of SECRET_MARK in `text` and `html`, kept until the message is sent or it expires. */
  secret?: { value: string; expiresAt: Date };
};

/** A message as the dev outbox shows it: its secret put back while it is live. */
export type ShownMessage = Omit<OutboxRow, 'secret'> & { text: string; html: string | null };

export type OutboxOptions = {
  from: string;
  /** SMTP (`smtp://user:pass@host:587`); unset: mail stays in the outbox. */
  smtpUrl?: string;
  /** The SMS provider; unset: SMS stay in the outbox. */
  sms?: SmsDriver;
  /** Web push (decision 072); unset: push messages stay in the outbox. */
  push?: PushDriver;
  /**
   * The dev outbox can show messages (DEV_TOOLS outside production): a message nobody delivers keeps
   * its secret until it expires, so a local user can finish the flow. Otherwise it is never stored.
   */
  devOutbox?: boolean;
  clock?: Clock;
  /** How long a claimed message is held for its sender (well above a send's own timeouts). */
  leaseMs?: number;
  /** Only this company's messages (tests share one database with other test files). */
  companyCode?: string;
};

const MAX_ATTEMPTS = 5;
/** Messages tried in one pass at the most; the next pass, 5 s later, takes the rest. */
const PASS_LIMIT = 50;
/** Messages claimed at once and sent side by side. */
const BATCH = 5;

const render = (text: string, secret: string | null) =>
  text.replaceAll(SECRET_MARK, secret ?? SECRET_REMOVED);

/**
 * Mail, SMS and web push (decision 072) leave through the outbox table (ARCHITECTURE.md 'Sessions and
 * accounts'). A pass
 * claims a few pending messages in one short statement (a lease), sends them with no transaction
 * open, then marks each sent or failed: a slow SMTP server or SMS provider never holds a connection,
 * a lock or, on PGlite, the whole database. A failed attempt is tried again by the next pass, 5 at
 * most; a sender that dies mid-send leaves a lease that runs out, and the message is sent again
 * (at least once, never by two senders at once). Every pass also clears expired secrets
 * (decision 012).
 */
export class Outbox {
  private readonly repo: OutboxRepository;
  private readonly mail?: MailTransport;
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly passes = new PeriodicPass(
    () => this.pass(),
    (err) => this.log.error({ err }, 'outbox pass failed; the next pass retries'),
  );
  /**
   * Delivery of push messages alone, where neither mail nor SMS is sent (development, tests): a
   * push queued then still leaves at once, and nothing else of the pass (clearing expired secrets)
   * runs on its account.
   */
  private readonly pushPasses = new PeriodicPass(
    () => this.sendPending(['push']),
    (err) => this.log.error({ err }, 'push delivery failed; the next pass retries'),
  );

  constructor(
    private readonly db: Db,
    private readonly log: pino.Logger,
    private readonly opts: OutboxOptions,
  ) {
    this.repo = new OutboxRepository(db);
    if (opts.smtpUrl) this.mail = smtpTransport(opts.smtpUrl);
    this.clock = opts.clock ?? systemClock;
    this.leaseMs = opts.leaseMs ?? 120_000;
  }

  /** Whether a message of this channel really leaves: delivered, or readable in the dev outbox. */
  reaches(channel: Channel): boolean {
    return this.delivers(channel) || Boolean(this.opts.devOutbox);
  }

  /**
   * Queues a message inside the caller's transaction (`db`), so it exists exactly when the rest of
   * the act does; call `notify()` once that has committed.
   */
  async queue(db: Db, message: OutgoingMessage): Promise<void> {
    await this.queueAll(db, [message]);
  }

  /** Queues several messages in one statement, inside the caller's transaction (as `queue`). */
  async queueAll(db: Db, messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    const rows = messages.map((message) => {
      const delivered = this.delivers(message.channel);
      // A message nobody delivers keeps its secret only where the dev outbox can show it.
      const secret = delivered || this.opts.devOutbox ? message.secret : undefined;
      return {
        companyCode: message.companyCode,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? '',
        bodyText: message.text,
        bodyHtml: message.html,
        status: delivered ? ('pending' as const) : ('logged' as const),
        secret: secret?.value ?? null,
        secretExpiresAt: secret?.expiresAt ?? null,
      };
    });
    await new OutboxRepository(db).insert(rows);
    for (const message of messages.filter((m) => !this.delivers(m.channel))) {
      this.log.info(
        { outbox: { channel: message.channel, to: message.recipient, subject: message.subject } },
        'message kept in the outbox (no provider configured)',
      );
    }
  }

  /** Queues a message on its own and starts delivering it. */
  async enqueue(message: OutgoingMessage): Promise<void> {
    await this.queue(this.db, message);
    this.notify();
  }

  /** Starts a delivery pass now (after a transaction that queued messages committed); never throws. */
  notify(): void {
    if (this.mail || this.opts.sms) void this.drain();
    else if (this.opts.push) void this.pushPasses.run();
  }

  /** A company's newest messages, optionally to one recipient, with live secrets put back (dev outbox). */
  async recent(companyCode: string, opts: { to?: string; limit: number }): Promise<ShownMessage[]> {
    const now = this.clock.now();
    const rows = await this.repo.recent(companyCode, opts);
    return rows.map(({ secret, ...row }) => {
      const live = secret && row.secretExpiresAt && row.secretExpiresAt > now ? secret : null;
      return { ...row, text: render(row.bodyText, live), html: row.bodyHtml && render(row.bodyHtml, live) };
    });
  }

  /**
   * One pass: expired secrets cleared, then pending messages sent. Concurrent calls share one pass. A
   * pass that fails (the database is away) is logged and never rejects: the next pass tries again.
   */
  drain(): Promise<void> {
    return this.passes.run();
  }

  /** Passes every `intervalMs` on an unref'd timer (delivery, and clearing expired secrets). */
  start(intervalMs = 5000): void {
    this.passes.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.passes.stop();
    await this.pushPasses.stop();
    this.mail?.close();
  }

  private delivers(channel: Channel): boolean {
    if (channel === 'push') return Boolean(this.opts.push);
    return channel === 'email' ? Boolean(this.mail) : Boolean(this.opts.sms);
  }

  private async pass(): Promise<void> {
    await this.repo.expireSecrets(this.clock.now(), this.opts.companyCode);
    await this.sendPending((['email', 'sms', 'push'] as const).filter((c) => this.delivers(c)));
  }

  /** Claims and sends pending messages of these channels, PASS_LIMIT at most. */
  private async sendPending(channels: Channel[]): Promise<void> {
    if (!channels.length) return;
    const tried: string[] = [];
    while (tried.length < PASS_LIMIT) {
      const now = this.clock.now();
      const claimId = randomUUID();
      const batch = await this.repo.claim({
        channels,
        now,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        claimId,
        limit: Math.min(BATCH, PASS_LIMIT - tried.length),
        maxAttempts: MAX_ATTEMPTS,
        exclude: tried,
        companyCode: this.opts.companyCode,
      });
      if (!batch.length) return;
      tried.push(...batch.map((m) => m.id));
      const results = await Promise.allSettled(batch.map((m) => this.deliver(m, claimId)));
      for (const r of results) {
        if (r.status === 'rejected') this.log.error({ err: r.reason }, 'outbox: could not record a delivery');
      }
    }
  }

  private async send(m: OutboxRow): Promise<void> {
    if (m.channel === 'email') {
      if (!this.mail) throw new Error('no mail transport');
      await this.mail.send({
        from: this.opts.from,
        to: m.recipient,
        subject: m.subject,
        text: render(m.bodyText, m.secret),
        html: m.bodyHtml ? render(m.bodyHtml, m.secret) : undefined,
      });
    } else if (m.channel === 'push') {
      if (!this.opts.push) throw new Error('no push driver');
      // A push's recipient is its subscription, its subject the kind of reminder, its text the payload.
      await this.opts.push.send({ subscriptionId: m.recipient, kind: m.subject, payload: m.bodyText });
    } else {
      if (!this.opts.sms) throw new Error('no SMS provider');
      await this.opts.sms.send({ to: m.recipient, text: render(m.bodyText, m.secret) });
    }
  }

  /** Sends one claimed message, no transaction open, then records the outcome. */
  private async deliver(m: OutboxRow, claimId: string): Promise<void> {
    try {
      await this.send(m);
    } catch (err) {
      const giveUp = err instanceof PermanentDeliveryError || m.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        { err, outboxId: m.id, channel: m.channel, attempts: m.attempts, giveUp },
        'delivery failed',
      );
      await this.repo.markAttemptFailed(
        m.id,
        claimId,
        err instanceof Error ? err.message : String(err),
        giveUp,
      );
      return;
    }
    await this.repo.markSent(m.id, claimId, this.clock.now());
  }
}
