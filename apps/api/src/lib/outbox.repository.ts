import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;
export type Channel = OutboxRow['channel'];

/** The outbox table's statements; each is one short transaction of its own. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewOutboxRow[]): Promise<void> {
    await this.db.insert(outboxMessages).values(values);
  }

  /**
   * Claims up to `limit` pending messages in one statement: their lease runs to `leaseUntil` under
   * `claimId`, and the attempt is counted now. Rows another sender is claiming are skipped (`SKIP
   * LOCKED`), and a live lease keeps a message from every other sender, so no message is sent by two
   * senders at once; a sender that died mid-send leaves a lease that runs out, and the message is
   * claimed again.
   */
  claim(opts: {
    channels: Channel[];
    now: Date;
    leaseUntil: Date;
    claimId: string;
    limit: number;
    maxAttempts: number;
    /** Messages this pass tried already. */
    exclude: string[];
    companyCode?: string;
  }): Promise<OutboxRow[]> {
    const m = outboxMessages;
    const candidates = this.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.status, 'pending'),
          inArray(m.channel, opts.channels),
          lt(m.attempts, opts.maxAttempts),
          or(isNull(m.leaseUntil), lte(m.leaseUntil, opts.now)),
          or(isNull(m.secretExpiresAt), gt(m.secretExpiresAt, opts.now)),
          opts.exclude.length ? notInArray(m.id, opts.exclude) : undefined,
          opts.companyCode ? eq(m.companyCode, opts.companyCode) : undefined,
        ),
      )
      .orderBy(asc(m.createdAt))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    // The candidates as a CTE, joined: locked once, at most `limit` of them. As `in (…)` PostgreSQL
    // may plan a nested loop that runs the select, and its limit, again for every row (one claim then
    // leased every pending message: bench/cross-process.ts); as `= any(array(…))` two senders racing
    // could both claim a message (outbox.test.ts, several senders).
    const claimed = this.db.$with('claimed').as(candidates);
    return this.db
      .with(claimed)
      .update(m)
      .set({ leaseUntil: opts.leaseUntil, claimId: opts.claimId, attempts: sql`${m.attempts} + 1` })
      .from(claimed)
      .where(and(eq(m.id, claimed.id), eq(m.status, 'pending')))
      .returning();
  }

  /** Sent: the secret goes with the lease. Only the claim that holds the message marks it. */
  async markSent(id: string, claimId: string, now: Date): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: now, secret: null, leaseUntil: null, claimId: null, lastError: null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimId, claimId)));
  }

  /**
   * A failed attempt: the message waits for the next pass, or fails for good (and loses its secret)
   * when `giveUp`.
   */
  async markAttemptFailed(id: string, claimId: string, error: string, giveUp: boolean): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({
        lastError: error.slice(0, 500),
        leaseUntil: null,
        claimId: null,
        ...(giveUp ? { status: 'failed' as const, secret: null } : {}),
      })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimId, claimId)));
  }

  /**
   * Clears every secret that has expired; a message still pending then is not sent any more (its
   * link or code would not work). Answers how many were cleared.
   */
  async expireSecrets(now: Date, companyCode?: string): Promise<number> {
    const m = outboxMessages;
    const rows = await this.db
      .update(m)
      .set({
        secret: null,
        status: sql`case when ${m.status} = 'pending' then 'expired' else ${m.status} end`,
      })
      .where(
        and(
          isNotNull(m.secret),
          lte(m.secretExpiresAt, now),
          companyCode ? eq(m.companyCode, companyCode) : undefined,
        ),
      )
      .returning({ id: m.id });
    return rows.length;
  }

  /** A company's newest messages, optionally to one recipient (the dev outbox). */
  recent(companyCode: string, opts: { to?: string; limit: number }): Promise<OutboxRow[]> {
    const conds = [eq(outboxMessages.companyCode, companyCode)];
    if (opts.to) conds.push(eq(outboxMessages.recipient, opts.to.toLowerCase()));
    return this.db
      .select()
      .from(outboxMessages)
      .where(and(...conds))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(opts.limit);
  }
}
