import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import {
  batchEnrolments,
  courses,
  liveClassBatches,
  liveClassBatchTypes,
  liveClassDownloads,
  liveClasses,
  students,
} from '../../db/schema';
import { ownedExists } from '../tenancy/owned-rows.repository';
import { AuditedRepository } from './audited.repository';

export type BatchTypeRecord = typeof liveClassBatchTypes.$inferSelect;
export type BatchRecord = typeof liveClassBatches.$inferSelect;
export type ClassRecord = typeof liveClasses.$inferSelect;
export type DownloadRecord = typeof liveClassDownloads.$inferSelect;

/** The only file of the console's live classes area that touches the database; every query is per company. */
export class LiveRepository extends AuditedRepository<LiveRepository> {
  protected on(db: Db) {
    return new LiveRepository(db);
  }

  hasCourse(companyCode: string, courseId: string): Promise<boolean> {
    return ownedExists(this.db, courses, companyCode, courseId);
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

  lockType(companyCode: string, id: string): Promise<BatchTypeRecord | undefined> {
    return this.lockOwned(liveClassBatchTypes, companyCode, id);
  }

  lockBatch(companyCode: string, id: string): Promise<BatchRecord | undefined> {
    return this.lockOwned(liveClassBatches, companyCode, id);
  }

  async lockClass(batchId: string, id: string): Promise<ClassRecord | undefined> {
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(eq(liveClasses.batchId, batchId), eq(liveClasses.id, id)))
      .for('update');
    return rows[0];
  }

  lockDownload(companyCode: string, id: string): Promise<DownloadRecord | undefined> {
    return this.lockOwned(liveClassDownloads, companyCode, id);
  }

  async lockStudent(companyCode: string, id: string) {
    const rows = await this.db
      .select({ id: students.id, name: students.name, email: students.email })
      .from(students)
      .where(this.owned(students, companyCode, id))
      .for('update');
    return rows[0];
  }

  typeInUse(typeId: string): Promise<boolean> {
    return anyRow(this.db, liveClassBatches, eq(liveClassBatches.batchTypeId, typeId));
  }

  // Writes: each of a row locked by the act before.

  insertType(values: typeof liveClassBatchTypes.$inferInsert) {
    return this.insertOne(liveClassBatchTypes, values, 'batch type');
  }

  updateType(companyCode: string, id: string, values: Partial<typeof liveClassBatchTypes.$inferInsert>) {
    return this.updateOwned(liveClassBatchTypes, companyCode, id, values, 'batch type');
  }

  deleteType(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(liveClassBatchTypes, companyCode, id);
  }

  insertBatch(values: typeof liveClassBatches.$inferInsert) {
    return this.insertOne(liveClassBatches, values, 'batch');
  }

  updateBatch(companyCode: string, id: string, values: Partial<typeof liveClassBatches.$inferInsert>) {
    return this.updateOwned(liveClassBatches, companyCode, id, values, 'batch');
  }

  insertClass(values: typeof liveClasses.$inferInsert) {
    return this.insertOne(liveClasses, values, 'class');
  }

  updateClass(companyCode: string, id: string, values: Partial<typeof liveClasses.$inferInsert>) {
    return this.updateOwned(liveClasses, companyCode, id, values, 'class');
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

  insertDownload(values: typeof liveClassDownloads.$inferInsert) {
    return this.insertOne(liveClassDownloads, values, 'download');
  }

  updateDownload(companyCode: string, id: string, values: Partial<typeof liveClassDownloads.$inferInsert>) {
    return this.updateOwned(liveClassDownloads, companyCode, id, values, 'download');
  }

  deleteDownload(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(liveClassDownloads, companyCode, id);
  }
}
