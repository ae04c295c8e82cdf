import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, type NotificationType, notifications } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

/** A notice with the name of the course it is for (null: every course). */
export type NoticeRow = typeof notifications.$inferSelect & { courseName: string | null };
export type NoticeWrite = Omit<typeof notifications.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** The only file of the console's notices area that touches the database; every query is per company. */
export class NoticesRepository extends AuditedRepository<NoticesRepository> {
  protected on(db: Db) {
    return new NoticesRepository(db);
  }

  /** Notices with their course's name (the company's courses only). */
  private withCourse() {
    return this.db
      .select({ n: notifications, courseName: courses.courseName })
      .from(notifications)
      .leftJoin(
        courses,
        and(eq(courses.id, notifications.courseId), eq(courses.companyCode, notifications.companyCode)),
      );
  }

  /**
   * The company's notices and notifications (of one type when given), by order, then newest first;
   * never a student's personal notifications (decision 052), which staff do not author.
   */
  async list(companyCode: string, type?: NotificationType): Promise<NoticeRow[]> {
    const rows = await this.withCourse()
      .where(
        and(
          eq(notifications.companyCode, companyCode),
          isNull(notifications.studentId),
          type ? eq(notifications.type, type) : undefined,
        ),
      )
      .orderBy(asc(notifications.type), asc(notifications.orderNo), desc(notifications.createdAt))
      .limit(1000);
    return rows.map((r) => ({ ...r.n, courseName: r.courseName }));
  }

  /** One notice of the company (never a personal notification), locked for the rest of the transaction. */
  async lock(companyCode: string, id: string): Promise<NoticeRow | undefined> {
    const rows = await this.withCourse()
      .where(and(this.owned(notifications, companyCode, id), isNull(notifications.studentId)))
      .for('update', { of: notifications });
    return rows[0] && { ...rows[0].n, courseName: rows[0].courseName };
  }

  /**
   * One course of the company, held (key share) until the transaction ends: it cannot be deleted
   * between this check and the notice's write.
   */
  async course(companyCode: string, id: string): Promise<{ id: string; courseName: string } | undefined> {
    const rows = await this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, id)))
      .for('key share');
    return rows[0];
  }

  insert(companyCode: string, values: NoticeWrite, createdAt: Date) {
    return this.insertOne(notifications, { ...values, companyCode, createdAt }, 'notice');
  }

  update(companyCode: string, id: string, values: NoticeWrite) {
    return this.updateOwned(notifications, companyCode, id, values, 'notice');
  }

  remove(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(notifications, companyCode, id);
  }
}
