import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportSnapshots } from '../../db/schema';

export type SnapshotKey = {
  companyCode: string;
  report: 'item-analysis' | 'cohort';
  subject: string;
  scope: string;
};

const keyOf = (k: SnapshotKey) =>
  and(
    eq(reportSnapshots.companyCode, k.companyCode),
    eq(reportSnapshots.report, k.report),
    eq(reportSnapshots.subject, k.subject),
    eq(reportSnapshots.scope, k.scope),
  );

/**
 * The only file of the console's report snapshots (issue 45 part 4, decision 069) that touches the
 * database: a snapshot read, kept (the newer computing wins), marked read, dropped, and those due
 * for a refresh. On the primary: the reports themselves are computed from the read replica.
 */
export class ReportSnapshotsRepository {
  constructor(private readonly db: Db) {}

  async get(key: SnapshotKey) {
    const [row] = await this.db
      .select({
        body: reportSnapshots.body,
        computedAt: reportSnapshots.computedAt,
        readAt: reportSnapshots.readAt,
      })
      .from(reportSnapshots)
      .where(keyOf(key));
    return row;
  }

  /** Keeps a computed report; one computed earlier than the one kept does not replace it. */
  async put(key: SnapshotKey, body: unknown, computedAt: Date, readAt: Date): Promise<void> {
    await this.db
      .insert(reportSnapshots)
      .values({ ...key, body, computedAt, readAt })
      .onConflictDoUpdate({
        target: [
          reportSnapshots.companyCode,
          reportSnapshots.report,
          reportSnapshots.subject,
          reportSnapshots.scope,
        ],
        set: { body, computedAt },
        setWhere: lt(reportSnapshots.computedAt, computedAt),
      });
  }

  async markRead(key: SnapshotKey, at: Date): Promise<void> {
    await this.db.update(reportSnapshots).set({ readAt: at }).where(keyOf(key));
  }

  async drop(key: SnapshotKey): Promise<void> {
    await this.db.delete(reportSnapshots).where(keyOf(key));
  }

  /** Every scope's snapshot of a subject (a question retired changes each reader's figures). */
  async dropSubject(companyCode: string, report: SnapshotKey['report'], subject: string): Promise<void> {
    await this.db
      .delete(reportSnapshots)
      .where(
        and(
          eq(reportSnapshots.companyCode, companyCode),
          eq(reportSnapshots.report, report),
          eq(reportSnapshots.subject, subject),
        ),
      );
  }

  /** Snapshots read since `readSince` and computed before `computedBefore`, the oldest first. */
  due(readSince: Date, computedBefore: Date, limit: number): Promise<SnapshotKey[]> {
    return this.db
      .select({
        companyCode: reportSnapshots.companyCode,
        report: reportSnapshots.report,
        subject: reportSnapshots.subject,
        scope: reportSnapshots.scope,
      })
      .from(reportSnapshots)
      .where(and(gte(reportSnapshots.readAt, readSince), lt(reportSnapshots.computedAt, computedBefore)))
      .orderBy(asc(reportSnapshots.computedAt))
      .limit(limit);
  }
}
