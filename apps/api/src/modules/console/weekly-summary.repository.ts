import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, staff, staffCourses, weeklySummaries } from '../../db/schema';

/**
 * The only file of the weekly summary (issue 45 part 3) that touches the database: the companies that
 * turned it on, their members who receive it, and the claim of a member's week, written in the same
 * transaction as the mail it queues.
 */
export class WeeklySummaryRepository {
  constructor(private readonly db: Db) {}

  /** The companies whose summary is on. */
  companies() {
    return this.db.select().from(companies).where(eq(companies.weeklySummary, true));
  }

  /** The company's members who can sign in (admins and teachers), with the courses of each teacher. */
  members(companyCode: string) {
    return this.db
      .select({
        staff,
        courseIds: sql<
          string[]
        >`coalesce(array_agg(${staffCourses.courseId}) filter (where ${staffCourses.courseId} is not null), '{}')`,
      })
      .from(staff)
      .leftJoin(staffCourses, eq(staffCourses.staffId, staff.id))
      .where(
        and(
          eq(staff.companyCode, companyCode),
          isNull(staff.disabledAt),
          inArray(staff.role, ['admin', 'faculty']),
          sql`${staff.passwordHash} is not null`,
        ),
      )
      .groupBy(staff.id);
  }

  /**
   * Claims the member's week and, when this call is the one that claimed it, runs `queue` in the same
   * transaction (the mail into the outbox): true when it was sent now, false when it had been.
   */
  claim(companyCode: string, staffId: string, week: string, at: Date, queue: (tx: Db) => Promise<void>) {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(weeklySummaries)
        .values({ companyCode, staffId, week, sentAt: at })
        .onConflictDoNothing()
        .returning({ week: weeklySummaries.week });
      if (claimed.length === 0) return false;
      await queue(tx as unknown as Db);
      return true;
    });
  }
}
