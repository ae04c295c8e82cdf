import type { PushKind } from '@portico/contract/push';
import { and, type Column, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batchEnrolments,
  liveClassBatches,
  liveClasses,
  pushPreferences,
  pushRemindersSent,
  pushSubscriptions,
  reviewCardStates,
} from '../../db/schema';

export type ReminderKey = { companyCode: string; studentId: string; key: string };

/**
 * The reminder passes' statements (decision 072): who is due a reminder, each read for every
 * student at once, and the claim of the reminders sent, in the transaction that queues them.
 */
export class RemindersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Only students with a device that takes this kind, who have not been sent this reminder: as a
   * condition on `studentId` (and `key`) of the statement it is put in.
   */
  private reachable(kind: PushKind, studentId: Column, key: unknown) {
    return and(
      sql`exists (select 1 from ${pushSubscriptions} s where s.student_id = ${studentId})`,
      sql`not exists (select 1 from ${pushPreferences} p where p.student_id = ${studentId}
            and p.kind = ${kind} and not p.enabled)`,
      sql`not exists (select 1 from ${pushRemindersSent} r where r.student_id = ${studentId}
            and r.kind = ${kind} and r.key = ${key})`,
    );
  }

  /** Each class starting in (from, until] with each student of its batch to remind of it. */
  classesStarting(from: Date, until: Date, limit: number) {
    const c = liveClasses;
    const e = batchEnrolments;
    return this.db
      .select({
        companyCode: e.companyCode,
        studentId: e.studentId,
        classId: c.id,
        className: c.className,
        startsAt: c.classDateTime,
      })
      .from(c)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, c.batchId))
      .innerJoin(e, eq(e.batchId, c.batchId))
      .where(
        and(
          gt(c.classDateTime, from),
          lte(c.classDateTime, until),
          eq(liveClassBatches.isEnabled, true),
          sql`coalesce(${c.status}, 'scheduled') not in ('cancelled', 'finished')`,
          this.reachable('live-class', e.studentId, sql`${c.id}::text`),
        ),
      )
      .limit(limit);
  }

  /** Students with cards they have studied that are due again by `now`, and how many, not yet reminded on `day`. */
  reviewsDue(now: Date, day: string, limit: number) {
    const r = reviewCardStates;
    return this.db
      .select({ companyCode: r.companyCode, studentId: r.studentId, cards: sql<number>`count(*)::int` })
      .from(r)
      .where(and(lte(r.due, now), this.reachable('reviews-due', r.studentId, day)))
      .groupBy(r.companyCode, r.studentId)
      .limit(limit);
  }

  /**
   * Claims the reminders and runs `queue` with those this call claimed, in one transaction: a
   * reminder another process claimed first (its row there already) is left out, so each is sent once.
   */
  claim(
    kind: PushKind,
    keys: ReminderKey[],
    at: Date,
    queue: (tx: Db, claimed: ReminderKey[]) => Promise<unknown>,
  ): Promise<ReminderKey[]> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(pushRemindersSent)
        .values(keys.map((k) => ({ ...k, kind, sentAt: at })))
        .onConflictDoNothing()
        .returning({
          companyCode: pushRemindersSent.companyCode,
          studentId: pushRemindersSent.studentId,
          key: pushRemindersSent.key,
        });
      if (claimed.length) await queue(tx as unknown as Db, claimed);
      return claimed;
    });
  }

  /** Forgets reminders sent before `before` (their keys can never come again). */
  async prune(before: Date): Promise<void> {
    await this.db.delete(pushRemindersSent).where(lte(pushRemindersSent.sentAt, before));
  }
}
