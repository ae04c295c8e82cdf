import type { PushKind } from '@portico/contract/push';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushPreferences, pushSubscriptions, vapidKeys } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type VapidPair = { publicKey: string; privateKey: string };

/** A device's subscription as the browser gives it. */
export type NewSubscription = {
  companyCode: string;
  studentId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  now: Date;
};

/** Devices one student keeps reminders on at most: the oldest beyond them are dropped. */
export const DEVICES_PER_STUDENT = 10;

/** The only file of the push settings and delivery that touches the database (decision 072). */
export class PushRepository {
  constructor(private readonly db: Db) {}

  /** The kinds the student has a row for (no row: on). */
  preferences(companyCode: string, studentId: string) {
    return this.db
      .select({ kind: pushPreferences.kind, enabled: pushPreferences.enabled })
      .from(pushPreferences)
      .where(and(eq(pushPreferences.companyCode, companyCode), eq(pushPreferences.studentId, studentId)));
  }

  async setPreference(companyCode: string, studentId: string, kind: PushKind, enabled: boolean) {
    await this.db
      .insert(pushPreferences)
      .values({ companyCode, studentId, kind, enabled })
      .onConflictDoUpdate({ target: [pushPreferences.studentId, pushPreferences.kind], set: { enabled } });
  }

  /**
   * The device's subscription, new or moved: an endpoint another student (of any company) held is
   * now this student's, with the keys just given. The student's oldest devices past
   * DEVICES_PER_STUDENT are dropped in the same transaction.
   */
  subscribe(s: NewSubscription): Promise<void> {
    return this.db.transaction(async (tx) => {
      const owner = { companyCode: s.companyCode, studentId: s.studentId, p256dh: s.p256dh, auth: s.auth };
      await tx
        .insert(pushSubscriptions)
        .values({ ...owner, endpoint: s.endpoint, createdAt: s.now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...owner, createdAt: s.now } });
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.studentId, s.studentId))
        .orderBy(sql`${pushSubscriptions.createdAt} desc`, asc(pushSubscriptions.id))
        .limit(DEVICES_PER_STUDENT);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.studentId, s.studentId), notInArray(pushSubscriptions.id, kept)));
    });
  }

  /** Removes the endpoint only when it is this student's; answers whether it was. */
  async unsubscribe(companyCode: string, studentId: string, endpoint: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, endpoint),
          eq(pushSubscriptions.companyCode, companyCode),
          eq(pushSubscriptions.studentId, studentId),
        ),
      )
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /**
   * The subscriptions of these students that take this kind (the student has not switched it off):
   * one statement for any number of students.
   */
  receiving(companyCode: string | null, studentIds: string[], kind: PushKind) {
    if (!studentIds.length) return Promise.resolve([]);
    const s = pushSubscriptions;
    return this.db
      .select({ id: s.id, companyCode: s.companyCode, studentId: s.studentId })
      .from(s)
      .where(
        and(
          inArray(s.studentId, studentIds),
          companyCode ? eq(s.companyCode, companyCode) : undefined,
          sql`not exists (select 1 from ${pushPreferences} p where p.student_id = ${s.studentId}
                and p.kind = ${kind} and not p.enabled)`,
        ),
      );
  }

  /** One subscription, for its delivery. */
  async subscription(id: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    return row;
  }

  /** The push service said the subscription is gone (404, 410): the row goes too. */
  async forget(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
  }

  /**
   * The deployment's VAPID pair: `made` is stored when there is none yet, and whichever pair was
   * stored first is answered, so processes that start together all use one.
   */
  async vapidPair(made: VapidPair): Promise<VapidPair> {
    await this.db
      .insert(vapidKeys)
      .values({ id: 1, ...made })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
      .from(vapidKeys)
      .where(eq(vapidKeys.id, 1));
    if (!row) throw new Error('the VAPID key pair was not stored');
    return row;
  }
}
