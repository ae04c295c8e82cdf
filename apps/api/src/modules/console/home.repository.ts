import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, liveClassBatches, liveClasses, students } from '../../db/schema';

/**
 * What the console home reads beside the queues (decision 053): today's live classes of a scope of
 * courses, and the company's new students (its paid orders and revenue are the orders list's
 * totals, console-orders.repository.ts). Every query is of one company.
 */
export class HomeRepository {
  constructor(private readonly db: Db) {}

  /**
   * The company's classes starting in [from, to) in enabled batches, by start; `courseIds` null: every
   * course (an admin), else those courses only (a faculty member's).
   */
  async classes(companyCode: string, courseIds: string[] | null, from: Date, to: Date) {
    if (courseIds?.length === 0) return [];
    return this.db
      .select({
        id: liveClasses.id,
        className: liveClasses.className,
        classDateTime: liveClasses.classDateTime,
        durationMinutes: liveClasses.durationMinutes,
        status: liveClasses.status,
        batchId: liveClassBatches.id,
        batchName: liveClassBatches.batchName,
        courseName: courses.courseName,
      })
      .from(liveClasses)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, liveClasses.batchId))
      .innerJoin(courses, eq(courses.id, liveClassBatches.courseId))
      .where(
        and(
          eq(liveClasses.companyCode, companyCode),
          eq(liveClassBatches.companyCode, companyCode),
          eq(liveClassBatches.isEnabled, true),
          courseIds ? inArray(liveClassBatches.courseId, courseIds) : undefined,
          gte(liveClasses.classDateTime, from),
          lt(liveClasses.classDateTime, to),
        ),
      )
      .orderBy(asc(liveClasses.classDateTime), asc(liveClasses.id))
      .limit(200);
  }

  /** Students of the company who joined since `since`. */
  async newStudents(companyCode: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), gte(students.createdAt, since)));
    return row?.n ?? 0;
  }
}
