import type { ApplicationForm, ApplicationStatus } from '@portico/contract/application';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applications,
  applicationVersions,
  auditLog,
  courses,
  staff,
  students,
} from '../../db/schema';
import { lockOwned, ofStudent } from '../tenancy/owned-rows.repository';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationListRow = ApplicationRow & {
  studentName: string;
  studentEmail: string;
  studentMobile: string;
};

/** Applications staff still follow up: sent, or contacted and not yet enrolled or closed. */
export const OPEN_APPLICATIONS: ApplicationStatus[] = ['submitted', 'contacted'];

/**
 * Sent applications of the company in these states; `courseIds` limits them to those courses (a
 * faculty member's), and an application naming no course then stays with the admins.
 */
function listed(companyCode: string, statuses: ApplicationStatus[], courseIds: string[] | null) {
  const courseId = sql<string>`${applications.form}->>'courseId'`;
  return and(
    eq(applications.companyCode, companyCode),
    inArray(applications.status, statuses),
    courseIds === null ? undefined : courseIds.length ? inArray(courseId, courseIds) : sql`false`,
  );
}

/** The only file of the application area that touches the database; every query is per company. */
export class ApplicationRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: ApplicationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ApplicationRepository(tx as unknown as Db)));
  }

  /** The student's application; `lock` holds its row until the transaction ends. */
  async ofStudent(companyCode: string, studentId: string, lock = false): Promise<ApplicationRow | undefined> {
    const query = this.db
      .select()
      .from(applications)
      .where(and(...ofStudent(applications, companyCode, studentId)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  /** The row, locked until the transaction ends (two acts on one application take turns). */
  lock(companyCode: string, id: string): Promise<ApplicationRow | undefined> {
    return lockOwned(this.db, applications, companyCode, id);
  }

  async courses(companyCode: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: courses.id, name: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.orderNo), asc(courses.courseName));
  }

  /** A student's first save: the row at version 1, or undefined when another save made it first. */
  async create(companyCode: string, studentId: string, form: ApplicationForm, at: Date) {
    const [row] = await this.db
      .insert(applications)
      .values({ companyCode, studentId, form, version: 1, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** The form as version baseVersion + 1, only over baseVersion (compare and set in one statement). */
  async saveOver(id: string, baseVersion: number, form: ApplicationForm, at: Date) {
    const [row] = await this.db
      .update(applications)
      .set({ form, version: baseVersion + 1, updatedAt: at })
      .where(and(eq(applications.id, id), eq(applications.version, baseVersion)))
      .returning();
    return row;
  }

  async keepVersion(row: ApplicationRow): Promise<void> {
    await this.db.insert(applicationVersions).values({
      applicationId: row.id,
      companyCode: row.companyCode,
      version: row.version,
      form: row.form,
      savedAt: row.updatedAt,
    });
  }

  async markSubmitted(row: ApplicationRow, at: Date): Promise<ApplicationRow> {
    const [next] = await this.db
      .update(applications)
      .set({
        status: 'submitted',
        submittedAt: at,
        submittedVersion: row.version,
        statusVersion: row.statusVersion + 1,
        updatedAt: at,
      })
      .where(eq(applications.id, row.id))
      .returning();
    return next ?? row;
  }

  /** Sets the follow-up status over `baseStatusVersion` only; undefined when another change came first. */
  async setStatus(row: ApplicationRow, status: ApplicationStatus, baseStatusVersion: number, at: Date) {
    const [next] = await this.db
      .update(applications)
      .set({ status, statusVersion: baseStatusVersion + 1, updatedAt: at })
      .where(and(eq(applications.id, row.id), eq(applications.statusVersion, baseStatusVersion)))
      .returning();
    return next;
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  async addEvent(entry: typeof applicationEvents.$inferInsert): Promise<void> {
    await this.db.insert(applicationEvents).values(entry);
  }

  /** Applications with the name and contacts of their student. */
  private withStudent() {
    return this.db
      .select({
        row: applications,
        studentName: students.name,
        studentEmail: students.email,
        studentMobile: students.mobileNumber,
      })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId));
  }

  /**
   * Sent applications of the company, newest sent first; `courseIds` limits them to those courses
   * (a faculty member's), and an application naming no course then stays with the admins.
   */
  async list(
    companyCode: string,
    statuses: ApplicationStatus[],
    courseIds: string[] | null,
  ): Promise<ApplicationListRow[]> {
    const rows = await this.withStudent()
      .where(listed(companyCode, statuses, courseIds))
      .orderBy(desc(applications.submittedAt), desc(applications.updatedAt))
      .limit(500);
    return rows.map(({ row, ...student }) => ({ ...row, ...student }));
  }

  async one(companyCode: string, id: string): Promise<ApplicationListRow | undefined> {
    const [found] = await this.withStudent().where(
      and(eq(applications.companyCode, companyCode), eq(applications.id, id)),
    );
    if (!found) return undefined;
    const { row, ...student } = found;
    return { ...row, ...student };
  }

  async versions(applicationId: string) {
    return this.db
      .select({
        version: applicationVersions.version,
        form: applicationVersions.form,
        at: applicationVersions.savedAt,
      })
      .from(applicationVersions)
      .where(eq(applicationVersions.applicationId, applicationId))
      .orderBy(asc(applicationVersions.version));
  }

  async events(applicationId: string) {
    return (
      this.db
        .select({
          kind: applicationEvents.kind,
          status: applicationEvents.status,
          note: applicationEvents.note,
          at: applicationEvents.at,
          staffName: staff.name,
        })
        .from(applicationEvents)
        .leftJoin(staff, eq(staff.id, applicationEvents.staffId))
        .where(eq(applicationEvents.applicationId, applicationId))
        // At one instant the sending ('submitted') comes before a staff change ('status').
        .orderBy(asc(applicationEvents.at), desc(applicationEvents.kind))
    );
  }

  /** How many applications are open, and since when the oldest was sent (the console home). */
  async waiting(companyCode: string, courseIds: string[] | null) {
    const [row] = await this.db
      .select({
        waiting: sql<number>`count(*)::int`,
        oldestSince: sql<
          number | null
        >`(extract(epoch from min(${applications.submittedAt})) * 1000)::float8`,
      })
      .from(applications)
      .where(listed(companyCode, OPEN_APPLICATIONS, courseIds));
    return row ?? { waiting: 0, oldestSince: null };
  }

  /** Course names by id, for the list (an application names its course by id). */
  async courseNames(companyCode: string): Promise<Map<string, string>> {
    const rows = await this.courses(companyCode);
    return new Map(rows.map((c) => [c.id, c.name]));
  }
}
