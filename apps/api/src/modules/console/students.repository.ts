import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/queries';
import { branches, courses, enrolments, productCourses, products, students } from '../../db/schema';
import { heldAt, ofStudent } from '../tenancy/owned-rows.repository';
import { AuditedRepository } from './audited.repository';

export type EnrolmentRecord = typeof enrolments.$inferSelect;

/** The only file of the console's students area that touches the database; every query is per company. */
export class StudentsRepository extends AuditedRepository<StudentsRepository> {
  protected on(db: Db) {
    return new StudentsRepository(db);
  }

  /** Students whose name, email or mobile contains the text, newest first, with their active enrolments. */
  async search(companyCode: string, q: string, now: Date, limit: number, offset: number) {
    const where = and(
      eq(students.companyCode, companyCode),
      q
        ? or(
            ilike(students.name, containsPattern(q)),
            ilike(students.email, containsPattern(q)),
            ilike(students.mobileNumber, containsPattern(q)),
          )
        : undefined,
    );
    const rows = await this.db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        mobile: students.mobileNumber,
        dialCode: students.dialCode,
        createdAt: students.createdAt,
      })
      .from(students)
      .where(where)
      .orderBy(desc(students.createdAt), asc(students.id))
      .limit(limit)
      .offset(offset);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(students).where(where);
    const ids = rows.map((r) => r.id);
    const active = ids.length
      ? await this.db
          .select({ studentId: enrolments.studentId, n: sql<number>`count(*)::int` })
          .from(enrolments)
          .where(and(inArray(enrolments.studentId, ids), ...heldAt(now)))
          .groupBy(enrolments.studentId)
      : [];
    const activeOf = new Map(active.map((a) => [a.studentId, a.n]));
    return {
      rows: rows.map((r) => ({ ...r, activeEnrolments: activeOf.get(r.id) ?? 0 })),
      total: count?.n ?? 0,
    };
  }

  async student(companyCode: string, id: string) {
    const rows = await this.db
      .select({ student: students, branchName: branches.branchName })
      .from(students)
      .leftJoin(branches, eq(branches.id, students.branchId))
      .where(and(eq(students.companyCode, companyCode), eq(students.id, id)))
      .limit(1);
    return rows[0];
  }

  /** A student's enrolments, newest first, with their product and its courses. */
  async enrolments(companyCode: string, studentId: string) {
    const rows = await this.db
      .select({ enrolment: enrolments, productTitle: products.title })
      .from(enrolments)
      .innerJoin(products, eq(products.id, enrolments.productId))
      .where(and(...ofStudent(enrolments, companyCode, studentId)))
      .orderBy(desc(enrolments.startsAt), asc(enrolments.id));
    const productIds = [...new Set(rows.map((r) => r.enrolment.productId))];
    const names = productIds.length
      ? await this.db
          .select({ productId: productCourses.productId, courseName: courses.courseName })
          .from(productCourses)
          .innerJoin(courses, eq(courses.id, productCourses.courseId))
          .where(inArray(productCourses.productId, productIds))
          .orderBy(asc(courses.courseName))
      : [];
    return rows.map((r) => ({
      ...r,
      courses: names.filter((n) => n.productId === r.enrolment.productId).map((n) => n.courseName),
    }));
  }

  /** One enrolment of the student, locked for the rest of the transaction. */
  async lockEnrolment(
    companyCode: string,
    studentId: string,
    id: string,
  ): Promise<EnrolmentRecord | undefined> {
    const rows = await this.db
      .select()
      .from(enrolments)
      .where(and(...ofStudent(enrolments, companyCode, studentId), eq(enrolments.id, id)))
      .for('update');
    return rows[0];
  }

  /** Locks the student's row: grants to one student happen one at a time. */
  async lockStudent(companyCode: string, id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: students.id })
      .from(students)
      .where(this.owned(students, companyCode, id))
      .for('update');
    return rows.length > 0;
  }

  insertEnrolment(values: typeof enrolments.$inferInsert): Promise<EnrolmentRecord> {
    return this.insertOne(enrolments, values, 'enrolment');
  }

  updateEnrolment(
    companyCode: string,
    id: string,
    values: Partial<typeof enrolments.$inferInsert>,
  ): Promise<EnrolmentRecord> {
    return this.updateOwned(enrolments, companyCode, id, values, 'enrolment');
  }
}
