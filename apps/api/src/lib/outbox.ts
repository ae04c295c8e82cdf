import { and, asc, desc, eq, lt, notInArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type pino from 'pino';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutgoingMessage = {
  companyCode: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
};

const MAX_ATTEMPTS = 5;
/** Messages sent (or tried) in one pass at the most; the next pass, 5 s later, takes the rest. */
const PASS_LIMIT = 50;

/**
 * Mail and SMS leave through the outbox table. With SMTP_URL set, mails are delivered by SMTP
 * (retried up to 5 times); without it, and for SMS (no provider yet), messages are logged and
 * kept readable at GET /api/dev/outbox outside production.
 */
export class Outbox {
  private readonly transport?: Transporter;
  private draining?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: pino.Logger,
    private readonly opts: { smtpUrl?: string; from: string },
  ) {
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  async enqueue(message: OutgoingMessage): Promise<void> {
    const deliverable = message.channel === 'email' && this.transport;
    await this.db.insert(outboxMessages).values({
      companyCode: message.companyCode,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? '',
      bodyText: message.text,
      bodyHtml: message.html,
      status: deliverable ? 'pending' : 'logged',
    });
    if (!deliverable) {
      this.log.info(
        { outbox: { channel: message.channel, to: message.recipient, subject: message.subject } },
        'message logged to the dev outbox',
      );
      return;
    }
    void this.drain();
  }

  /** A company's newest messages, optionally to one recipient (the dev outbox). */
  recent(companyCode: string, opts: { to?: string; limit: number }) {
    const conds = [eq(outboxMessages.companyCode, companyCode)];
    if (opts.to) conds.push(eq(outboxMessages.recipient, opts.to.toLowerCase()));
    return this.db
      .select()
      .from(outboxMessages)
      .where(and(...conds))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(opts.limit);
  }

  /**
   * Sends pending mail; concurrent calls share one pass. A pass that fails (the database is away)
   * is logged and never rejects: the timer's next pass picks the mail up again.
   */
  drain(): Promise<void> {
    this.draining ??= this.sendPending()
      .catch((err) => this.log.error({ err }, 'outbox pass failed; the next pass retries'))
      .finally(() => {
        this.draining = undefined;
      });
    return this.draining;
  }

  start(intervalMs = 5000): void {
    if (!this.transport) return;
    this.timer = setInterval(() => void this.drain(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.draining;
    this.transport?.close();
  }

  /**
   * Each message is claimed in its own transaction (`FOR UPDATE SKIP LOCKED`), so that several API
   * processes draining the same table never send one message twice (ARCHITECTURE.md "Scale past
   * one machine"). A message is tried at most once per pass.
   */
  private async sendPending(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    const tried: string[] = [];
    while (tried.length < PASS_LIMIT) {
      const claimed = await this.db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.status, 'pending'),
              lt(outboxMessages.attempts, MAX_ATTEMPTS),
              tried.length ? notInArray(outboxMessages.id, tried) : undefined,
            ),
          )
          .orderBy(asc(outboxMessages.createdAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!m) return undefined;
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: m.recipient,
            subject: m.subject,
            text: m.bodyText,
            html: m.bodyHtml ?? undefined,
          });
          await tx
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1 })
            .where(eq(outboxMessages.id, m.id));
        } catch (err) {
          const attempts = m.attempts + 1;
          this.log.warn({ err, outboxId: m.id, attempts }, 'mail delivery failed');
          await tx
            .update(outboxMessages)
            .set({
              attempts,
              lastError: err instanceof Error ? err.message : String(err),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            })
            .where(eq(outboxMessages.id, m.id));
        }
        return m.id;
      });
      if (!claimed) return;
      tried.push(claimed);
    }
  }
}
