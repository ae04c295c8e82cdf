import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import { companies, courses, staff, staffCourses } from '../../db/schema';
import { findOwned } from '../tenancy/owned-rows.repository';
import { ConsoleRepository, type StaffRow } from './console.repository';

/** The admin's staff page: every query is of one company. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction: this repository, the sign-in one (tokens, audit) and the transaction. */
  transaction<T>(
    work: (repo: StaffRepository, console: ConsoleRepository, tx: Db) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction((t) => {
      const tx = t as unknown as Db;
      return work(new StaffRepository(tx), new ConsoleRepository(tx), tx);
    });
  }

  async members(companyCode: string): Promise<StaffRow[]> {
    return this.db
      .select()
      .from(staff)
      .where(eq(staff.companyCode, companyCode))
      .orderBy(asc(staff.name), asc(staff.id));
  }

  async member(companyCode: string, id: string): Promise<StaffRow | undefined> {
    return findOwned(this.db, staff, companyCode, id);
  }

  /** The company's courses, by name. */
  async courses(companyCode: string) {
    return this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.courseName), asc(courses.id));
  }

  /** Assignments of the company's members: (staffId, course). */
  async assignments(companyCode: string, staffIds?: string[]) {
    return this.db
      .select({ staffId: staffCourses.staffId, id: courses.id, courseName: courses.courseName })
      .from(staffCourses)
      .innerJoin(courses, eq(courses.id, staffCourses.courseId))
      .where(
        and(
          eq(courses.companyCode, companyCode),
          staffIds ? inArray(staffCourses.staffId, staffIds) : undefined,
        ),
      )
      .orderBy(asc(courses.courseName), asc(courses.id));
  }

  /** A new member, or undefined when the email is already one of the company's (the unique index). */
  async insert(values: typeof staff.$inferInsert): Promise<StaffRow | undefined> {
    const rows = await this.db.insert(staff).values(values).onConflictDoNothing().returning();
    return rows[0];
  }

  async setCourses(staffId: string, courseIds: string[]): Promise<void> {
    await this.db.delete(staffCourses).where(eq(staffCourses.staffId, staffId));
    if (courseIds.length) {
      await this.db.insert(staffCourses).values(courseIds.map((courseId) => ({ staffId, courseId })));
    }
  }

  /**
   * The company's enabled admins who have accepted their invitation, locked: two admins disabling
   * each other at once wait for one another, so one always stays.
   */
  async lockActiveAdmins(companyCode: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(
          eq(staff.companyCode, companyCode),
          eq(staff.role, 'admin'),
          isNull(staff.disabledAt),
          isNull(staff.invitedAt),
        ),
      )
      .for('update');
    return rows.map((r) => r.id);
  }

  company(code: string) {
    return firstRow(this.db, companies, eq(companies.code, code));
  }

  async lockCompany(code: string) {
    const rows = await this.db.select().from(companies).where(eq(companies.code, code)).for('update');
    return rows[0];
  }

  async setRequireAdminTotp(code: string, required: boolean): Promise<void> {
    await this.db.update(companies).set({ requireAdminTotp: required }).where(eq(companies.code, code));
  }
}
