import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enrolments,
  type NotificationType,
  notifications,
  productCourses,
  userActions,
} from '../../db/schema';
import { ofStudent, ownedExists } from '../tenancy/owned-rows.repository';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationWithAction = NotificationRow & { isRead: boolean | null };

/**
 * Shown to students: switched on, and within its schedule at `now` (published, not yet unpublished).
 * A scheduled row stays out of sight until its moment; an ended one disappears.
 */
export const visibleAt = (now: Date): SQL =>
  and(
    eq(notifications.isActive, true),
    or(isNull(notifications.publishAt), lte(notifications.publishAt, now)),
    or(isNull(notifications.unpublishAt), gt(notifications.unpublishAt, now)),
  ) as SQL;

/**
 * Whose course a row is for: the company's rows (no course) always; a course's rows only
 * when that course is the one the student has open and one of their courses (an enrolment, even an
 * expired one). Without a course, the company's rows only.
 */
export const forCourse = (companyCode: string, studentId: string, courseId?: string): SQL => {
  if (!courseId) return isNull(notifications.courseId);
  const held = sql`exists (select 1 from ${enrolments} e join ${productCourses} pc on pc.product_id = e.product_id
    where e.company_code = ${companyCode} and e.student_id = ${studentId} and pc.course_id = ${courseId}::uuid)`;
  return or(isNull(notifications.courseId), and(eq(notifications.courseId, courseId), held)) as SQL;
};

/** One row opened by id: the company's, or one of the student's courses' (any of them). */
const ofStudentsCourses = (companyCode: string, studentId: string): SQL =>
  or(
    isNull(notifications.courseId),
    sql`exists (select 1 from ${enrolments} e join ${productCourses} pc on pc.product_id = e.product_id
      where e.company_code = ${companyCode} and e.student_id = ${studentId} and pc.course_id = ${notifications.courseId})`,
  ) as SQL;

/**
 * Whose rows a student reads: the staff's (no student) and their own personal ones, never another
 * student's (decision 052).
 */
export const readableBy = (studentId: string): SQL =>
  or(isNull(notifications.studentId), eq(notifications.studentId, studentId)) as SQL;

/** A personal notification as the portal writes it for one student (decision 052). */
export type PersonalNotification = {
  companyCode: string;
  studentId: string;
  title: string;
  shortDescription: string;
  /** Server-built HTML, every authored part escaped. */
  description: string;
  createdAt: Date;
};

export interface ListFilter {
  companyCode: string;
  now: Date;
  studentId: string;
  type: NotificationType;
  /** The course the student has open (a course id); its rows join the company's. */
  courseId?: string;
  limit: number;
  sort: 'desc' | 'asc';
  /** The id of the previous page's last row. */
  afterId?: string;
  from?: Date;
  to?: Date;
}

/** The only file of the notifications area that touches the database. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  private withAction(companyCode: string, studentId: string) {
    return this.db
      .select({ n: notifications, isRead: userActions.isRead })
      .from(notifications)
      .leftJoin(
        userActions,
        and(...ofStudent(userActions, companyCode, studentId), eq(userActions.referenceId, notifications.id)),
      );
  }

  /** One company's rows of one type shown at `now`, keyset-paged on (created_at, id). */
  async list(f: ListFilter): Promise<NotificationWithAction[]> {
    const where: SQL[] = [
      eq(notifications.companyCode, f.companyCode),
      eq(notifications.type, f.type),
      visibleAt(f.now),
      readableBy(f.studentId),
      forCourse(f.companyCode, f.studentId, f.courseId),
    ];
    if (f.from) where.push(gte(notifications.createdAt, f.from));
    if (f.to) where.push(lte(notifications.createdAt, f.to));
    if (f.afterId) {
      // The cursor row's own timestamp is compared in the database, so microseconds never get lost.
      const cursor = sql`(select ${notifications.createdAt} from ${notifications} where ${notifications.id} = ${f.afterId})`;
      where.push(
        f.sort === 'desc'
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor}, ${f.afterId}::uuid)`
          : sql`(${notifications.createdAt}, ${notifications.id}) > (${cursor}, ${f.afterId}::uuid)`,
      );
    }
    const order = f.sort === 'desc' ? desc : asc;
    const rows = await this.withAction(f.companyCode, f.studentId)
      .where(and(...where))
      .orderBy(order(notifications.createdAt), order(notifications.id))
      .limit(f.limit);
    return rows.map((r) => ({ ...r.n, isRead: r.isRead }));
  }

  /** How many of the rows of a type shown at `now` (the company's and the course's) the student has not read. */
  async unreadCount(
    companyCode: string,
    studentId: string,
    type: NotificationType,
    now: Date,
    courseId?: string,
  ): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(
        userActions,
        and(...ofStudent(userActions, companyCode, studentId), eq(userActions.referenceId, notifications.id)),
      )
      .where(
        and(
          eq(notifications.companyCode, companyCode),
          eq(notifications.type, type),
          visibleAt(now),
          readableBy(studentId),
          forCourse(companyCode, studentId, courseId),
          sql`coalesce(${userActions.isRead}, false) = false`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  async findActive(
    companyCode: string,
    studentId: string,
    id: string,
    now: Date,
    type?: NotificationType,
  ): Promise<NotificationWithAction | undefined> {
    const where = [
      eq(notifications.companyCode, companyCode),
      eq(notifications.id, id),
      visibleAt(now),
      readableBy(studentId),
      ofStudentsCourses(companyCode, studentId),
    ];
    if (type) where.push(eq(notifications.type, type));
    const [row] = await this.withAction(companyCode, studentId)
      .where(and(...where))
      .limit(1);
    return row && { ...row.n, isRead: row.isRead };
  }

  /** A page cursor names a row of the same company and type (active or not) the student may read. */
  cursorExists(companyCode: string, studentId: string, type: NotificationType, id: string): Promise<boolean> {
    return ownedExists(
      this.db,
      notifications,
      companyCode,
      id,
      eq(notifications.type, type),
      readableBy(studentId),
    );
  }

  /** A personal notification for one student, inside the caller's transaction (this repository's connection). */
  async insertPersonal(row: PersonalNotification): Promise<void> {
    await this.db.insert(notifications).values({ ...row, type: 'notification' });
  }
}
