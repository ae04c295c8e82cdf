import { and, asc, eq, inArray, isNull, max, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { courseGroups, courses, enrolments, menuItems, productCourses } from '../../db/schema';
import { grantAt, ofStudent } from '../tenancy/owned-rows.repository';
import { standingOf } from './access';

/** The student's enrolments whose product grants the course (joined with product_courses). */
const grantsCourse = (
  companyCode: string | Placeholder,
  studentId: string | Placeholder,
  courseId: string | Placeholder,
) => and(...ofStudent(enrolments, companyCode, studentId), eq(productCourses.courseId, courseId));

export class CoursesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Courses a student holds through any enrolment staff did not revoke (an expired one and one still
   * ahead included), with what those enrolments say at `now` (grantAt).
   */
  studentCourses(companyCode: string, studentId: string, now: Date) {
    return this.db
      .select({
        id: courses.id,
        courseName: courses.courseName,
        hideCoupon: courses.hideCoupon,
        groupName: courseGroups.name,
        groupOrder: courseGroups.orderNo,
        courseOrder: courses.orderNo,
        ...grantAt(sql`${now.toISOString()}::timestamptz`),
      })
      .from(enrolments)
      .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .innerJoin(courseGroups, eq(courseGroups.id, courses.groupId))
      .where(and(...ofStudent(enrolments, companyCode, studentId), isNull(enrolments.revokedAt)))
      .groupBy(courses.id, courseGroups.id)
      .orderBy(
        asc(courseGroups.orderNo),
        asc(courseGroups.name),
        asc(courses.orderNo),
        asc(courses.courseName),
      );
  }

  /** Whether any enrolment grants the student a course: running, ended or still ahead. */
  async courseAssigned(
    companyCode: string,
    studentId: string,
    courseId: string,
    now: Date,
  ): Promise<boolean> {
    return standingOf(await this.courseGrant(companyCode, studentId, courseId, now), now).assigned;
  }

  /**
   * What the enrolments granting a course say at `now` (grantAt: the latest end of those begun, the
   * earliest start still ahead, whether staff revoked every one) and their largest extra time: one
   * prepared read. Undefined fields when none grants it. Ended enrolments' extra time still counts:
   * launch checks access, not this.
   */
  async courseGrant(companyCode: string, studentId: string, courseId: string, now: Date) {
    const name = 'portico_course_grant_v4';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select({
          ...grantAt(sql`${sql.placeholder('now')}::timestamptz`),
          percent: max(enrolments.extraTimePercent),
        })
        .from(enrolments)
        .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
        .where(grantsCourse(sql.placeholder('co'), sql.placeholder('st'), sql.placeholder('course')))
        .prepare(name),
    );
    const rows = await query.execute({
      co: companyCode,
      st: studentId,
      course: courseId,
      now: now.toISOString(),
    });
    return rows[0];
  }

  menu(companyCode: string, courseId: string) {
    return this.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.companyCode, companyCode), eq(menuItems.courseId, courseId)))
      .orderBy(asc(menuItems.orderNumber), asc(menuItems.title));
  }

  coursesIn(companyCode: string, ids: string[]) {
    return this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), inArray(courses.id, ids)));
  }
}
