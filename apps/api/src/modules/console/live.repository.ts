import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  batchEnrolments,
  courses,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
  students,
} from '../../db/schema';

export type BatchTypeRecord = typeof liveClassBatchTypes.$inferSelect;
export type BatchRecord = typeof liveClassBatches.$inferSelect;
export type ClassRecord = typeof liveClasses.$inferSelect;
export type DownloadRecord = typeof liveClassDownloads.$inferSelect;

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned nothing`);
  return row;
}

/** The only file of the console's live classes area that touches the database; every query is per company. */
export class LiveRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: LiveRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new LiveRepository(tx)));
  }

  courses(companyCode: string) {
    return this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.orderNo), asc(courses.courseName));
  }

  async hasCourse(companyCode: string, courseId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)));
    return rows.length > 0;
  }

  batchTypes(companyCode: string) {
    return this.db
      .select({
        type: liveClassBatchTypes,
        batchCount: sql<number>`(select count(*)::int from ${liveClassBatches} b where b.batch_type_id = "live_class_batch_types"."id")`,
      })
      .from(liveClassBatchTypes)
      .where(eq(liveClassBatchTypes.companyCode, companyCode))
      .orderBy(asc(liveClassBatchTypes.orderNo), asc(liveClassBatchTypes.name), asc(liveClassBatchTypes.id));
  }

  /** Batches of the company (or one), with their course, type and counts. */
  batches(companyCode: string, batchId?: string) {
    return this.db
      .select({
        batch: liveClassBatches,
        courseName: courses.courseName,
        batchTypeName: liveClassBatchTypes.name,
        studentCount: sql<number>`(select count(*)::int from ${batchEnrolments} e where e.batch_id = "live_class_batches"."id")`,
        classCount: sql<number>`(select count(*)::int from ${liveClasses} c where c.batch_id = "live_class_batches"."id")`,
      })
      .from(liveClassBatches)
      .innerJoin(courses, eq(courses.id, liveClassBatches.courseId))
      .innerJoin(liveClassBatchTypes, eq(liveClassBatchTypes.id, liveClassBatches.batchTypeId))
      .where(
        and(
          eq(liveClassBatches.companyCode, companyCode),
          batchId ? eq(liveClassBatches.id, batchId) : undefined,
        ),
      )
      .orderBy(
        asc(courses.orderNo),
        asc(courses.courseName),
        asc(liveClassBatches.batchName),
        asc(liveClassBatches.id),
      );
  }

  downloads(companyCode: string) {
    return this.db
      .select()
      .from(liveClassDownloads)
      .where(eq(liveClassDownloads.companyCode, companyCode))
      .orderBy(asc(liveClassDownloads.orderNo), asc(liveClassDownloads.title), asc(liveClassDownloads.id));
  }

  classes(batchId: string) {
    return this.db
      .select()
      .from(liveClasses)
      .where(eq(liveClasses.batchId, batchId))
      .orderBy(asc(liveClasses.classDateTime), asc(liveClasses.id));
  }

  batchStudents(batchId: string) {
    return this.db
      .select({
        id: students.id,
        name: students.name,
        email: students.email,
        addedAt: batchEnrolments.createdAt,
      })
      .from(batchEnrolments)
      .innerJoin(students, eq(students.id, batchEnrolments.studentId))
      .where(eq(batchEnrolments.batchId, batchId))
      .orderBy(asc(students.name), asc(students.id));
  }

  // Locks: each change reads its row FOR UPDATE inside the transaction.

  async lockType(companyCode: string, id: string): Promise<BatchTypeRecord | undefined> {
    const rows = await this.db
      .select()
      .from(liveClassBatchTypes)
      .where(and(eq(liveClassBatchTypes.companyCode, companyCode), eq(liveClassBatchTypes.id, id)))
      .for('update');
    return rows[0];
  }

  async lockBatch(companyCode: string, id: string): Promise<BatchRecord | undefined> {
    const rows = await this.db
      .select()
      .from(liveClassBatches)
      .where(and(eq(liveClassBatches.companyCode, companyCode), eq(liveClassBatches.id, id)))
      .for('update');
    return rows[0];
  }

  async lockClass(batchId: string, id: string): Promise<ClassRecord | undefined> {
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(eq(liveClasses.batchId, batchId), eq(liveClasses.id, id)))
      .for('update');
    return rows[0];
  }

  async lockDownload(companyCode: string, id: string): Promise<DownloadRecord | undefined> {
    const rows = await this.db
      .select()
      .from(liveClassDownloads)
      .where(and(eq(liveClassDownloads.companyCode, companyCode), eq(liveClassDownloads.id, id)))
      .for('update');
    return rows[0];
  }

  async lockStudent(companyCode: string, id: string) {
    const rows = await this.db
      .select({ id: students.id, name: students.name, email: students.email })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, id)))
      .for('update');
    return rows[0];
  }

  async typeInUse(typeId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: liveClassBatches.id })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.batchTypeId, typeId))
      .limit(1);
    return rows.length > 0;
  }

  // Writes.

  async insertType(values: typeof liveClassBatchTypes.$inferInsert) {
    return one(await this.db.insert(liveClassBatchTypes).values(values).returning(), 'batch type insert');
  }

  async updateType(id: string, values: Partial<typeof liveClassBatchTypes.$inferInsert>) {
    return one(
      await this.db.update(liveClassBatchTypes).set(values).where(eq(liveClassBatchTypes.id, id)).returning(),
      'batch type update',
    );
  }

  async deleteType(id: string): Promise<void> {
    await this.db.delete(liveClassBatchTypes).where(eq(liveClassBatchTypes.id, id));
  }

  async insertBatch(values: typeof liveClassBatches.$inferInsert) {
    return one(await this.db.insert(liveClassBatches).values(values).returning(), 'batch insert');
  }

  async updateBatch(id: string, values: Partial<typeof liveClassBatches.$inferInsert>) {
    return one(
      await this.db.update(liveClassBatches).set(values).where(eq(liveClassBatches.id, id)).returning(),
      'batch update',
    );
  }

  async insertClass(values: typeof liveClasses.$inferInsert) {
    return one(await this.db.insert(liveClasses).values(values).returning(), 'class insert');
  }

  async updateClass(id: string, values: Partial<typeof liveClasses.$inferInsert>) {
    return one(
      await this.db.update(liveClasses).set(values).where(eq(liveClasses.id, id)).returning(),
      'class update',
    );
  }

  /** Adds the student to the batch; false when they already had a place (nothing changes). */
  async addStudent(companyCode: string, batchId: string, studentId: string): Promise<boolean> {
    const rows = await this.db
      .insert(batchEnrolments)
      .values({ companyCode, batchId, studentId })
      .onConflictDoNothing()
      .returning({ studentId: batchEnrolments.studentId });
    return rows.length > 0;
  }

  /** Removes the student's place; false when they had none. */
  async removeStudent(batchId: string, studentId: string): Promise<boolean> {
    const rows = await this.db
      .delete(batchEnrolments)
      .where(and(eq(batchEnrolments.batchId, batchId), eq(batchEnrolments.studentId, studentId)))
      .returning({ studentId: batchEnrolments.studentId });
    return rows.length > 0;
  }

  async insertDownload(values: typeof liveClassDownloads.$inferInsert) {
    return one(await this.db.insert(liveClassDownloads).values(values).returning(), 'download insert');
  }

  async updateDownload(id: string, values: Partial<typeof liveClassDownloads.$inferInsert>) {
    return one(
      await this.db.update(liveClassDownloads).set(values).where(eq(liveClassDownloads.id, id)).returning(),
      'download update',
    );
  }

  async deleteDownload(id: string): Promise<void> {
    await this.db.delete(liveClassDownloads).where(eq(liveClassDownloads.id, id));
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
