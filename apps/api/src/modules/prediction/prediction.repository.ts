import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, learningObjects, studentTests, tests } from '../../db/schema';
import { type EndedAttempt, endedAttemptColumns } from '../reports/reports.repository';
import { ofStudent } from '../tenancy/owned-rows.repository';

/** How many of the newest ended attempts of a course the predictor reads (it weighs 8 per measure). */
export const PREDICTION_ATTEMPTS = 60;

/** An ended attempt as the predictor reads it: the report's, and how test-like it was. */
export interface PredictionAttempt extends EndedAttempt {
  isQuiz: boolean;
  timeLimitSeconds: number;
}

/** The only file of the prediction area that touches the database; every query is per company and student. */
export class PredictionRepository {
  constructor(private readonly db: Db) {}

  /** The company's course: its exam family, or undefined for another company's id. */
  async course(companyCode: string, courseId: string): Promise<{ examFamily: string } | undefined> {
    const rows = await this.db
      .select({ examFamily: courses.examFamily })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)));
    return rows[0];
  }

  /** The student's newest ended and scored attempts in the course (the level check aside), oldest first. */
  async attempts(companyCode: string, studentId: string, courseId: string): Promise<PredictionAttempt[]> {
    const rows = await this.db
      .select({
        ...endedAttemptColumns(),
        isQuiz: studentTests.isQuiz,
        timeLimitSeconds: studentTests.timeLimitSeconds,
      })
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .where(
        and(
          ...ofStudent(studentTests, companyCode, studentId),
          eq(studentTests.courseId, courseId),
          eq(studentTests.status, 'Completed'),
          isNotNull(studentTests.endedAt),
          isNotNull(studentTests.report),
          sql`${studentTests.report} ->> 'englishLevel' is null`,
        ),
      )
      .orderBy(desc(studentTests.endedAt), asc(studentTests.id))
      .limit(PREDICTION_ATTEMPTS);
    return (rows as unknown as PredictionAttempt[]).reverse();
  }
}
