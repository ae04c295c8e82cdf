import { and, asc, eq, inArray, isNull, max, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { courseGroups, courses, enrolments, menuItems, productCourses } from '../../db/schema';
import { accessEnd, ofStudent } from '../tenancy/owned-rows.repository';

/** The student's enrolments whose product grants the course (joined with product_courses). */
const grantsCourse = (
  companyCode: string | Placeholder,
  studentId: string | Placeholder,
  courseId: string | Placeholder,
) => and(...ofStudent(enrolments, companyCode, studentId), eq(productCourses.courseId, courseId));

export class CoursesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Courses a student holds through any enrolment staff did not revoke (an expired one included),
   * with the latest expiry per course.
   */
  studentCourses(companyCode: string, studentId: string) {
    return this.db
      .select({
        id: courses.id,
        courseName: courses.courseName,
        hideCoupon: courses.hideCoupon,
        groupName: courseGroups.name,
        groupOrder: courseGroups.orderNo,
        courseOrder: courses.orderNo,
        expiresAt: max(enrolments.expiresAt),
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

  /** The latest expiry of the enrolments that grant the student a course (null when none does). */
  async courseExpiry(
    companyCode: string,
    studentId: string,
    courseId: string,
  ): Promise<Date | null | undefined> {
    return (await this.courseGrant(companyCode, studentId, courseId))?.expiresAt;
  }

  /**
   * The student's extra time on a course (an access arrangement on an enrolment that grants it; the
   * largest when several do). Expired enrolments still count: launch checks access, not this.
   */
  async extraTimePercent(companyCode: string, studentId: string, courseId: string): Promise<number> {
    return (await this.courseGrant(companyCode, studentId, courseId))?.percent ?? 0;
  }

  /**
   * The latest end of access and the largest extra time of the enrolments granting a course, and
   * whether staff revoked every one of them (false when none grants it): one prepared read. A
   * revoked enrolment's access ended when it was revoked, whatever its dates (accessEnd).
   */
  async courseGrant(companyCode: string, studentId: string, courseId: string) {
    const name = 'portico_course_grant_v3';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select({
          expiresAt: sql<Date | null>`max(${accessEnd()})`.mapWith(enrolments.expiresAt),
          percent: max(enrolments.extraTimePercent),
          revoked: sql<boolean>`coalesce(bool_and(${enrolments.revokedAt} is not null), false)`,
        })
        .from(enrolments)
        .innerJoin(productCourses, eq(productCourses.productId, enrolments.productId))
        .where(grantsCourse(sql.placeholder('co'), sql.placeholder('st'), sql.placeholder('course')))
        .prepare(name),
    );
    const rows = await query.execute({ co: companyCode, st: studentId, course: courseId });
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
