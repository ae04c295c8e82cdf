import { and, asc, count, countDistinct, desc, eq, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batchEnrolments,
  courses,
  enrolments,
  learningObjects,
  liveClassBatches,
  liveClasses,
  productCourses,
  reviewLogs,
  sessions,
  studentScoreTargets,
  students,
  studentTests,
  testItems,
  testSections,
  tests,
  tracks,
  userActions,
} from '../../db/schema';
import { anyOf } from '../content/content.repository';
import { PREDICTION_ATTEMPTS, type PredictionAttempt } from '../prediction/prediction.repository';
import { endedAttemptColumns } from '../reports/reports.repository';
import { openAt } from '../tenancy/owned-rows.repository';

/** A student's attempt as the predictor reads it, with whose it is. */
export type CohortAttempt = PredictionAttempt & { studentId: string };

/**
 * The only file of the console's cohort progress (issue 45 part 2) that touches the database: the
 * courses and batches in the reader's scope, their students, when each last did anything, their
 * ended tests, targets, answers and live classes. Read-only (it may read from the read replica);
 * every query names the company, and the service passes only ids it has scoped.
 */
export class CohortsRepository {
  constructor(private readonly db: Db) {}

  /** The company's courses, of `courseIds` when given, in the catalogue's order. */
  courses(companyCode: string, courseIds: string[] | null) {
    return this.db
      .select({ id: courses.id, name: courses.courseName, examFamily: courses.examFamily })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), courseIds ? anyOf(courses.id, courseIds) : undefined))
      .orderBy(asc(courses.orderNo), asc(courses.courseName));
  }

  /** The company's live-class batches of `courseIds` when given, with their course. */
  batches(companyCode: string, courseIds: string[] | null) {
    return this.db
      .select({
        id: liveClassBatches.id,
        name: liveClassBatches.batchName,
        courseId: liveClassBatches.courseId,
        courseName: courses.courseName,
        examFamily: courses.examFamily,
      })
      .from(liveClassBatches)
      .innerJoin(courses, eq(courses.id, liveClassBatches.courseId))
      .where(
        and(
          eq(liveClassBatches.companyCode, companyCode),
          courseIds ? anyOf(liveClassBatches.courseId, courseIds) : undefined,
        ),
      )
      .orderBy(asc(courses.orderNo), asc(liveClassBatches.batchName));
  }

  /** Who each course's cohort is: students with an enrolment open now that grants the course. */
  courseMembers(companyCode: string, courseIds: string[], now: Date) {
    if (!courseIds.length) return Promise.resolve([]);
    return this.db
      .selectDistinct({ groupId: productCourses.courseId, studentId: enrolments.studentId })
      .from(enrolments)
      .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
      .where(
        and(
          eq(enrolments.companyCode, companyCode),
          anyOf(productCourses.courseId, courseIds),
          openAt(sql`${now.toISOString()}::timestamptz`),
        ),
      );
  }

  /** Who each batch's cohort is: its students. */
  batchMembers(companyCode: string, batchIds: string[]) {
    if (!batchIds.length) return Promise.resolve([]);
    return this.db
      .select({ groupId: batchEnrolments.batchId, studentId: batchEnrolments.studentId })
      .from(batchEnrolments)
      .where(and(eq(batchEnrolments.companyCode, companyCode), anyOf(batchEnrolments.batchId, batchIds)));
  }

  /**
   * When each student last did anything the portal records: signed in, started or ended a test,
   * watched a video, marked a lesson, read a notification, joined a live class, reviewed a card.
   */
  async lastActivity(companyCode: string, studentIds: string[]): Promise<Map<string, Date>> {
    if (!studentIds.length) return new Map();
    const ids = sql.param(studentIds);
    const result = await this.db.execute(sql`
      select student_id, max(at) as at from (
        select ${studentTests.studentId} as student_id,
               greatest(${studentTests.createdAt}, ${studentTests.startedAt}, ${studentTests.endedAt}) as at
          from ${studentTests}
         where ${studentTests.companyCode} = ${companyCode} and ${studentTests.studentId} = any(${ids})
        union all
        select ${sessions.studentId}, ${sessions.createdAt} from ${sessions}
         where ${sessions.companyCode} = ${companyCode} and ${sessions.studentId} = any(${ids})
        union all
        select ${userActions.studentId}, ${userActions.timeStamp} from ${userActions}
         where ${userActions.companyCode} = ${companyCode} and ${userActions.studentId} = any(${ids})
        union all
        select ${reviewLogs.studentId}, ${reviewLogs.reviewedAt} from ${reviewLogs}
         where ${reviewLogs.companyCode} = ${companyCode} and ${reviewLogs.studentId} = any(${ids})
      ) a group by student_id`);
    const { rows } = result as unknown as { rows: { student_id: string; at: Date | string }[] };
    return new Map(rows.map((r) => [r.student_id, new Date(r.at)]));
  }

  /** The company's students of `ids`: names and addresses. */
  students(companyCode: string, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        mobileNumber: students.mobileNumber,
        createdAt: students.createdAt,
      })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), anyOf(students.id, ids)))
      .orderBy(asc(students.name), asc(students.email));
  }

  /** Tests each student ended in the course. */
  testsEnded(companyCode: string, courseId: string, studentIds: string[]) {
    if (!studentIds.length) return Promise.resolve([]);
    return this.db
      .select({ studentId: studentTests.studentId, n: count() })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.courseId, courseId),
          eq(studentTests.status, 'Completed'),
          anyOf(studentTests.studentId, studentIds),
        ),
      )
      .groupBy(studentTests.studentId);
  }

  /**
   * Each student's newest ended and scored attempts in the course (as many as the predictor reads,
   * the level check aside), oldest first: the prediction of each is the student's own.
   */
  async predictionAttempts(
    companyCode: string,
    courseId: string,
    studentIds: string[],
  ): Promise<CohortAttempt[]> {
    if (!studentIds.length) return [];
    const ranked = this.db
      .select({
        ...endedAttemptColumns(),
        // A subquery's computed column needs its name.
        title: sql<string>`coalesce(${learningObjects.title}, ${tests.title})`.as('title'),
        studentId: studentTests.studentId,
        isQuiz: studentTests.isQuiz,
        timeLimitSeconds: studentTests.timeLimitSeconds,
        rank: sql<number>`row_number() over (partition by ${studentTests.studentId}
                                             order by ${studentTests.endedAt} desc, ${studentTests.id})`.as(
          'rank',
        ),
      })
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          anyOf(studentTests.studentId, studentIds),
          eq(studentTests.courseId, courseId),
          eq(studentTests.status, 'Completed'),
          isNotNull(studentTests.endedAt),
          isNotNull(studentTests.report),
          sql`${studentTests.report} ->> 'englishLevel' is null`,
        ),
      )
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, PREDICTION_ATTEMPTS))
      .orderBy(asc(ranked.studentId), asc(ranked.endedAt), desc(ranked.id));
    return rows.map(({ rank: _, ...row }) => ({
      ...row,
      endedAt: new Date(row.endedAt as Date),
    })) as CohortAttempt[];
  }

  /** The students' own score targets (decision 043). */
  targets(companyCode: string, studentIds: string[]) {
    if (!studentIds.length) return Promise.resolve([]);
    return this.db
      .select({ studentId: studentScoreTargets.studentId, targets: studentScoreTargets.targets })
      .from(studentScoreTargets)
      .where(
        and(
          eq(studentScoreTargets.companyCode, companyCode),
          anyOf(studentScoreTargets.studentId, studentIds),
        ),
      );
  }

  /**
   * Marked answers of the students' ended attempts in the course since `since`, by skill (the
   * section's reference type) and question type (the item's topic), and by skill alone
   * (`bySkill`): answers, those right, students who gave them.
   */
  answersByType(companyCode: string, courseId: string, studentIds: string[], since: Date) {
    if (!studentIds.length) return Promise.resolve([]);
    return this.db
      .select({
        skill: testSections.referenceType,
        questionType: testItems.topicName,
        answers: count(),
        right: sql<number>`count(*) filter (where ${tracks.isCorrect})`.mapWith(Number),
        students: countDistinct(studentTests.studentId),
        bySkill: sql<boolean>`grouping(${testItems.topicName}) = 1`,
      })
      .from(tracks)
      .innerJoin(studentTests, eq(studentTests.id, tracks.studentTestId))
      .innerJoin(testItems, eq(testItems.id, tracks.itemId))
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(tracks.companyCode, companyCode),
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.courseId, courseId),
          eq(studentTests.status, 'Completed'),
          gte(studentTests.endedAt, since),
          anyOf(studentTests.studentId, studentIds),
          isNotNull(tracks.isCorrect),
        ),
      )
      .groupBy(
        sql`grouping sets ((${testSections.referenceType}, ${testItems.topicName}), (${testSections.referenceType}))`,
      );
  }

  /** The batches' live classes held by `now` (over, not cancelled), newest first. */
  heldClasses(companyCode: string, batchIds: string[], now: Date) {
    if (!batchIds.length) return Promise.resolve([]);
    return this.db
      .select({
        id: liveClasses.id,
        batchId: liveClasses.batchId,
        batchName: liveClassBatches.batchName,
        className: liveClasses.className,
        at: liveClasses.classDateTime,
      })
      .from(liveClasses)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, liveClasses.batchId))
      .where(
        and(
          eq(liveClasses.companyCode, companyCode),
          anyOf(liveClasses.batchId, batchIds),
          sql`${liveClasses.classDateTime} + make_interval(mins => ${liveClasses.durationMinutes}) <= ${now.toISOString()}::timestamptz`,
          or(sql`${liveClasses.status} is null`, ne(liveClasses.status, 'cancelled')),
        ),
      )
      .orderBy(desc(liveClasses.classDateTime));
  }

  /** Which of the classes each student attended (the portal's Join, recorded as Attended). */
  attendance(companyCode: string, classIds: string[], studentIds: string[]) {
    if (!classIds.length || !studentIds.length) return Promise.resolve([]);
    return this.db
      .select({ studentId: userActions.studentId, classId: userActions.referenceId })
      .from(userActions)
      .where(
        and(
          eq(userActions.companyCode, companyCode),
          eq(userActions.objectType, 'LiveClass'),
          eq(userActions.status, 'Attended'),
          anyOf(userActions.referenceId, classIds),
          anyOf(userActions.studentId, studentIds),
        ),
      );
  }

  /** The courses a student has ever been enrolled in, with the latest end of their access. */
  studentCourses(companyCode: string, studentId: string) {
    return this.db
      .select({ courseId: productCourses.courseId, until: sql<Date>`max(${enrolments.expiresAt})` })
      .from(enrolments)
      .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
      .where(and(eq(enrolments.companyCode, companyCode), eq(enrolments.studentId, studentId)))
      .groupBy(productCourses.courseId);
  }

  /** The batches a student is in. */
  studentBatches(companyCode: string, studentId: string) {
    return this.db
      .select({ batchId: batchEnrolments.batchId, courseId: liveClassBatches.courseId })
      .from(batchEnrolments)
      .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchEnrolments.batchId))
      .where(and(eq(batchEnrolments.companyCode, companyCode), eq(batchEnrolments.studentId, studentId)));
  }
}
