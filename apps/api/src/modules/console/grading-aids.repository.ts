import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bandDescriptors, commentBank, staff } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

export type DescriptorRow = {
  rubricId: string;
  criterionKey: string;
  band: string;
  text: string;
  updatedAt: Date;
  updatedById: string | null;
  updatedByName: string | null;
};
export type CommentBankRow = typeof commentBank.$inferSelect;

/**
 * The only file of the grading aids (issue 40) that touches the database: a company's own band
 * descriptors and each teacher's comment bank. Every query names the company; the bank also the staff.
 */
export class GradingAidsRepository extends AuditedRepository<GradingAidsRepository> {
  protected on(db: Db) {
    return new GradingAidsRepository(db);
  }

  /** The bands the company rewrote (of one rubric, or all), with who last did. */
  descriptors(companyCode: string, rubricId?: string, lock = false): Promise<DescriptorRow[]> {
    const query = this.db
      .select({
        rubricId: bandDescriptors.rubricId,
        criterionKey: bandDescriptors.criterionKey,
        band: bandDescriptors.band,
        text: bandDescriptors.text,
        updatedAt: bandDescriptors.updatedAt,
        updatedById: bandDescriptors.updatedBy,
        updatedByName: staff.name,
      })
      .from(bandDescriptors)
      .leftJoin(staff, eq(staff.id, bandDescriptors.updatedBy))
      .where(
        and(
          eq(bandDescriptors.companyCode, companyCode),
          rubricId ? eq(bandDescriptors.rubricId, rubricId) : undefined,
        ),
      );
    return lock ? query.for('update', { of: bandDescriptors }) : query;
  }

  /**
   * Holds the company's descriptors of one criterion for the rest of the transaction, so two saves
   * of it run one after the other (a band not yet rewritten has no row to lock).
   */
  async holdCriterion(companyCode: string, rubricId: string, criterionKey: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`band-descriptors:${companyCode}:${rubricId}:${criterionKey}`}))`,
    );
  }

  async setDescriptor(
    key: { companyCode: string; rubricId: string; criterionKey: string; band: string },
    text: string,
    staffId: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(bandDescriptors)
      .values({ ...key, text, updatedBy: staffId, updatedAt: at })
      .onConflictDoUpdate({
        target: [
          bandDescriptors.companyCode,
          bandDescriptors.rubricId,
          bandDescriptors.criterionKey,
          bandDescriptors.band,
        ],
        set: { text, updatedBy: staffId, updatedAt: at },
      });
  }

  async removeDescriptor(key: {
    companyCode: string;
    rubricId: string;
    criterionKey: string;
    band: string;
  }): Promise<void> {
    await this.db
      .delete(bandDescriptors)
      .where(
        and(
          eq(bandDescriptors.companyCode, key.companyCode),
          eq(bandDescriptors.rubricId, key.rubricId),
          eq(bandDescriptors.criterionKey, key.criterionKey),
          eq(bandDescriptors.band, key.band),
        ),
      );
  }

  /** One teacher's comment bank, newest first. */
  bank(companyCode: string, staffId: string): Promise<CommentBankRow[]> {
    return this.db
      .select()
      .from(commentBank)
      .where(and(eq(commentBank.companyCode, companyCode), eq(commentBank.staffId, staffId)))
      .orderBy(desc(commentBank.createdAt), desc(commentBank.id));
  }

  async bankSize(companyCode: string, staffId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(commentBank)
      .where(and(eq(commentBank.companyCode, companyCode), eq(commentBank.staffId, staffId)));
    return row?.n ?? 0;
  }

  async addToBank(values: typeof commentBank.$inferInsert): Promise<void> {
    await this.db.insert(commentBank).values(values);
  }

  /** Removes one of the teacher's own comments; false when they have none of that id. */
  async removeFromBank(companyCode: string, staffId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(commentBank)
      .where(
        and(
          eq(commentBank.companyCode, companyCode),
          eq(commentBank.staffId, staffId),
          eq(commentBank.id, id),
        ),
      )
      .returning({ id: commentBank.id });
    return gone.length > 0;
  }
}
