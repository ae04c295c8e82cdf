import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import { fileObjects, scoreReports, students } from '../../db/schema';
import { findOwned } from '../tenancy/owned-rows.repository';

export type FileObjectRow = typeof fileObjects.$inferSelect;
export type NewFileObject = typeof fileObjects.$inferInsert;

/** The only file of the storage area that touches the database. */
export class StorageRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewFileObject): Promise<FileObjectRow> {
    const [row] = await this.db.insert(fileObjects).values(values).returning();
    if (!row) throw new Error('file object insert returned nothing');
    return row;
  }

  byKey(storageKey: string): Promise<FileObjectRow | undefined> {
    return firstRow(this.db, fileObjects, eq(fileObjects.storageKey, storageKey));
  }

  /** A file of one student, on its company. */
  ownedBy(companyCode: string, studentId: string, id: string): Promise<FileObjectRow | undefined> {
    return findOwned(this.db, fileObjects, companyCode, id, eq(fileObjects.ownerStudentId, studentId));
  }

  /** Pending → stored; false when another request stored it first (a signed upload is used once). */
  async markStored(
    id: string,
    values: { size: number; contentType: string; uploadedAt: Date },
  ): Promise<boolean> {
    const rows = await this.db
      .update(fileObjects)
      .set({ ...values, status: 'stored' })
      .where(and(eq(fileObjects.id, id), eq(fileObjects.status, 'pending')))
      .returning({ id: fileObjects.id });
    return rows.length === 1;
  }

  /** Undoes markStored when the bytes could not be written. */
  async markPending(id: string): Promise<void> {
    await this.db
      .update(fileObjects)
      .set({ status: 'pending', size: null, uploadedAt: null })
      .where(eq(fileObjects.id, id));
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(fileObjects).where(eq(fileObjects.id, id));
  }

  /**
   * Pending files created before `before` that nothing refers to (a score report, a profile
   * image), oldest first: what the pending-upload sweeper may delete.
   */
  async stalePending(before: Date, limit: number, companyCode?: string): Promise<FileObjectRow[]> {
    return this.db
      .select()
      .from(fileObjects)
      .where(
        and(
          this.stalePendingCondition(before),
          companyCode ? eq(fileObjects.companyCode, companyCode) : undefined,
        ),
      )
      .orderBy(asc(fileObjects.createdAt))
      .limit(limit);
  }

  /**
   * Deletes one stale pending file, checking again in the same statement, so a file stored or
   * referenced meanwhile (or taken by another process's sweep) stays. False when it stayed,
   * including when another table's foreign key still holds it.
   */
  async removeStalePending(id: string, before: Date): Promise<boolean> {
    try {
      const rows = await this.db
        .delete(fileObjects)
        .where(and(eq(fileObjects.id, id), this.stalePendingCondition(before)))
        .returning({ id: fileObjects.id });
      return rows.length === 1;
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code === '23503') return false; // foreign_key_violation: referenced by a table added later
      throw err;
    }
  }

  private stalePendingCondition(before: Date) {
    return and(
      eq(fileObjects.status, 'pending'),
      lt(fileObjects.createdAt, before),
      notExists(
        this.db.select({ x: sql`1` }).from(scoreReports).where(eq(scoreReports.fileId, fileObjects.id)),
      ),
      notExists(
        this.db
          .select({ x: sql`1` })
          .from(students)
          .where(eq(students.profileImage, sql`'/api/files/object/' || ${fileObjects.id}::text`)),
      ),
    );
  }

  /** Start of a rate-limit counter's current window (RateLimiter keys are `${name}:${subject}`). */

  /** Sets the profile image; answers the previous value. */
  async setProfileImage(
    companyCode: string,
    studentId: string,
    profileImage: string,
  ): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ profileImage: students.profileImage })
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.companyCode, companyCode)))
        .for('update');
      await tx
        .update(students)
        .set({ profileImage })
        .where(and(eq(students.id, studentId), eq(students.companyCode, companyCode)));
      return before?.profileImage;
    });
  }

  /** A stored file of the company with the given purpose (its brand images), none of a student's. */
  companyFile(companyCode: string, id: string, purpose: FileObjectRow['purpose']) {
    return findOwned(
      this.db,
      fileObjects,
      companyCode,
      id,
      eq(fileObjects.purpose, purpose),
      eq(fileObjects.status, 'stored'),
    );
  }
}
