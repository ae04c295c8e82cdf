import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batchEnrolments,
  courses,
  enrolments,
  liveClassBatches,
  liveClasses,
  productCourses,
  studentTests,
  userActions,
  videos,
} from '../../db/schema';

/** How many ended attempts of a course feed the performance card (the most recent ones). */
export const PROGRESS_ATTEMPTS = 200;

/** The reads behind `GET dashboard`; each is one indexed query, run side by side. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async course(companyCode: string, courseId: string) {
    const [row] = await this.db
      .select()
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)));
    return row;
  }

  /**
   * The latest expiry of the student's enrolments granting the course, and whether any unexpired
   * enrolment grants a French course (the reward of a verified score report).
   */
  async access(companyCode: string, studentId: string, courseId: string, now: Date) {
    const [row] = await this.db
      .select({
        expiresAt: max(
          sql<Date>`case when ${productCourses.courseId} = ${courseId} then ${enrolments.expiresAt} end`,
        ),
        french: sql<boolean>`coalesce(bool_or(${courses.examFamily} = 'french' and ${enrolments.expiresAt} > ${now.toISOString()}::timestamptz), false)`,
      })
      .from(enrolments)
      .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .where(and(eq(enrolments.companyCode, companyCode), eq(enrolments.studentId, studentId)));
    const expiresAt = row?.expiresAt ? new Date(row.expiresAt) : null;
    return { expiresAt, frenchEnabled: Boolean(row?.french) };
  }

  /** The company's active dashboard videos for the course, with the student's progress on each. */
  videos(companyCode: string, studentId: string, courseId: string) {
    return this.db
      .select({
        id: videos.id,
        section: videos.section,
        title: videos.title,
        thumbnail: videos.thumbnail,
        content: videos.content,
        isVimeo: videos.isVimeo,
        duration: videos.duration,
        status: userActions.status,
        position: userActions.duration,
      })
      .from(videos)
      .leftJoin(
        userActions,
        and(
          eq(userActions.companyCode, companyCode),
          eq(userActions.studentId, studentId),
          eq(userActions.referenceId, videos.id),
        ),
      )
      .where(
        and(
          eq(videos.companyCode, companyCode),
          eq(videos.isActive, true),
          or(isNull(videos.courseId), eq(videos.courseId, courseId)),
        ),
      )
      .orderBy(asc(videos.section), asc(videos.orderNo), asc(videos.title));
  }

  /** The student's most recent ended attempts in the course, with their stored reports. */
  endedAttempts(companyCode: string, studentId: string, courseId: string) {
    return this.db
      .select({ report: studentTests.report, evaluatedBands: studentTests.evaluatedBands })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.courseId, courseId),
          isNotNull(studentTests.endedAt),
        ),
      )
      .orderBy(desc(studentTests.endedAt))
      .limit(PROGRESS_ATTEMPTS);
  }

  /** spec 1 §2 portal usage: tests ended, live classes launched and videos finished, in the company. */
  async stats(companyCode: string, studentId: string) {
    const [tests] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          isNotNull(studentTests.endedAt),
        ),
      );
    const [actions] = await this.db
      .select({
        classes: sql<number>`count(*) filter (where ${userActions.objectType} = 'LiveClass' and ${userActions.status} = 'Attended')::int`,
        videos: sql<number>`count(*) filter (where ${userActions.referenceType} = 'Video' and ${userActions.status} = 'Completed')::int`,
      })
      .from(userActions)
      .where(
        and(
          eq(userActions.studentId, studentId),
          eq(userActions.companyCode, companyCode),
          inArray(userActions.referenceType, ['Video', 'Batch']),
        ),
      );
    return {
      totalTestTaken: tests?.n ?? 0,
      liveClassAttendedCount: actions?.classes ?? 0,
      videosWatchedCount: actions?.videos ?? 0,
    };
  }

  /** Classes of the student's batches in the course that start within the window. */
  classesBetween(companyCode: string, studentId: string, courseId: string, from: Date, to: Date) {
    return this.db
      .select({
        id: liveClasses.id,
        className: liveClasses.className,
        agenda: liveClasses.agenda,
        classDateTime: liveClasses.classDateTime,
        durationMinutes: liveClasses.durationMinutes,
        joinUrl: liveClasses.joinUrl,
        status: liveClasses.status,
        batchId: liveClassBatches.id,
        batchName: liveClassBatches.batchName,
        attended: sql<boolean>`exists (select 1 from ${userActions} where ${userActions.companyCode} = ${companyCode} and ${userActions.studentId} = ${studentId} and ${userActions.referenceId} = ${liveClasses.id} and ${userActions.status} = 'Attended')`,
      })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .innerJoin(liveClasses, eq(liveClasses.batchId, liveClassBatches.id))
      .where(
        and(
          eq(batchEnrolments.companyCode, companyCode),
          eq(batchEnrolments.studentId, studentId),
          eq(liveClassBatches.courseId, courseId),
          eq(liveClassBatches.isEnabled, true),
          gt(liveClasses.classDateTime, from),
          lt(liveClasses.classDateTime, to),
        ),
      )
      .orderBy(asc(liveClasses.classDateTime));
  }
}
