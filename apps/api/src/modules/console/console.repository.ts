import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, courses, staff, staffCourses, staffSessions } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

/** The only file of the console's sign-in and audit log that touches the database; every query is per company. */
export class ConsoleRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: ConsoleRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ConsoleRepository(tx as unknown as Db)));
  }

  async staffByEmail(companyCode: string, email: string): Promise<StaffRow | undefined> {
    const rows = await this.db
      .select()
      .from(staff)
      .where(and(eq(staff.companyCode, companyCode), eq(staff.email, email.trim().toLowerCase())))
      .limit(1);
    return rows[0];
  }

  async createSession(values: typeof staffSessions.$inferInsert): Promise<void> {
    await this.db.insert(staffSessions).values(values);
  }

  /** The member of a live session, on its own company's host; a disabled member has none. */
  async sessionMember(tokenHash: string, companyCode: string, now: Date) {
    const rows = await this.db
      .select({ sessionId: staffSessions.id, staff })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          eq(staffSessions.companyCode, companyCode),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          isNull(staff.disabledAt),
        ),
      )
      .limit(1);
    return rows[0];
  }

  async revokeSession(tokenHash: string, companyCode: string, now: Date): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          eq(staffSessions.companyCode, companyCode),
          isNull(staffSessions.revokedAt),
        ),
      );
  }

  /** Every course of the company for an admin; the assigned ones for faculty. */
  async coursesOf(member: StaffRow) {
    const columns = { id: courses.id, courseName: courses.courseName };
    if (member.role === 'admin') {
      return this.db
        .select(columns)
        .from(courses)
        .where(eq(courses.companyCode, member.companyCode))
        .orderBy(asc(courses.courseName));
    }
    return this.db
      .select(columns)
      .from(staffCourses)
      .innerJoin(courses, eq(courses.id, staffCourses.courseId))
      .where(and(eq(staffCourses.staffId, member.id), eq(courses.companyCode, member.companyCode)))
      .orderBy(asc(courses.courseName));
  }

  async audit(entry: AuditInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  async auditEntries(companyCode: string, limit: number) {
    return this.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffName: staff.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(eq(auditLog.companyCode, companyCode))
      .orderBy(desc(auditLog.at), desc(sql`${auditLog.id}`))
      .limit(limit);
  }
}
