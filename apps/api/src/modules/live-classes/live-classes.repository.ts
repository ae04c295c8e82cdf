import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchEnrolments, courses, liveClassBatches, liveClasses } from '../../db/schema';

export class LiveClassesRepository {
  constructor(private readonly db: Db) {}

  /** How many enabled batches the student is in. */
  async batchCount(companyCode: string, studentId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .where(
        and(
          eq(batchEnrolments.companyCode, companyCode),
          eq(batchEnrolments.studentId, studentId),
          eq(liveClassBatches.isEnabled, true),
        ),
      );
    return row?.n ?? 0;
  }

  /** The classes of the student's enabled batches that start within [from, to). */
  classesOfStudent(companyCode: string, studentId: string, from: Date, to: Date) {
    return this.db
      .select({
        id: liveClasses.id,
        className: liveClasses.className,
        agenda: liveClasses.agenda,
        classDateTime: liveClasses.classDateTime,
        durationMinutes: liveClasses.durationMinutes,
        joinUrl: liveClasses.joinUrl,
        status: liveClasses.status,
        batchName: liveClassBatches.batchName,
        courseName: courses.courseName,
      })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .innerJoin(courses, eq(courses.id, liveClassBatches.courseId))
      .innerJoin(liveClasses, eq(liveClasses.batchId, liveClassBatches.id))
      .where(
        and(
          eq(batchEnrolments.companyCode, companyCode),
          eq(batchEnrolments.studentId, studentId),
          eq(liveClassBatches.isEnabled, true),
          gte(liveClasses.classDateTime, from),
          lt(liveClasses.classDateTime, to),
        ),
      )
      .orderBy(asc(liveClasses.classDateTime));
  }
}
