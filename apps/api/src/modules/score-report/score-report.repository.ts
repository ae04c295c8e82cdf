import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import { companies, products, remarks, scoreReports, students } from '../../db/schema';
import { ofStudent } from '../tenancy/owned-rows.repository';

export type ScoreReportRow = typeof scoreReports.$inferSelect;
export type NewScoreReport = typeof scoreReports.$inferInsert;
export type RemarkRow = typeof remarks.$inferSelect;
export type NewRemark = typeof remarks.$inferInsert;

/**
 * The company's reward product for a verified report (its scoreRewardProductSlug), if any: what
 * the student's pages promise and what the console's verification grants (one query for both).
 */
export async function rewardProductOf(db: Db, companyCode: string) {
  const [row] = await db
    .select({ id: products.id, title: products.title, validityDays: products.validityDays })
    .from(products)
    .innerJoin(companies, eq(companies.code, products.companyCode))
    .where(
      and(
        eq(products.companyCode, companyCode),
        sql`${companies.scoreRewardProductSlug} <> ''`,
        eq(products.slug, companies.scoreRewardProductSlug),
      ),
    )
    .orderBy(asc(products.orderNo))
    .limit(1);
  return row;
}

/** The only file of the score-report area that touches the database; every query is per company × student. */
export class ScoreReportRepository {
  constructor(private readonly db: Db) {}

  find(companyCode: string, studentId: string): Promise<ScoreReportRow | undefined> {
    return firstRow(this.db, scoreReports, and(...ofStudent(scoreReports, companyCode, studentId)));
  }

  /** The company's reward product for a verified report, if any. */
  rewardProduct(companyCode: string) {
    return rewardProductOf(this.db, companyCode);
  }

  /** Whether the student has answered the score-report probe. */
  async probeAnswered(companyCode: string, studentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ at: students.scoreProbeAnsweredAt })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, studentId)))
      .limit(1);
    return Boolean(row?.at);
  }

  /** Records the first answer to the probe; a later one keeps the first instant. */
  async answerProbe(companyCode: string, studentId: string, at: Date): Promise<void> {
    await this.db
      .update(students)
      .set({ scoreProbeAnsweredAt: at })
      .where(
        and(
          eq(students.companyCode, companyCode),
          eq(students.id, studentId),
          isNull(students.scoreProbeAnsweredAt),
        ),
      );
  }

  /** One report per company × student: undefined when one exists already (also under a race). */
  async insertOnce(values: NewScoreReport): Promise<ScoreReportRow | undefined> {
    const [row] = await this.db
      .insert(scoreReports)
      .values(values)
      .onConflictDoNothing({ target: [scoreReports.companyCode, scoreReports.studentId] })
      .returning();
    return row;
  }

  /** Newest first; the id breaks ties of the same instant so the order is stable. */
  async remarks(companyCode: string, studentId: string): Promise<RemarkRow[]> {
    return this.db
      .select()
      .from(remarks)
      .where(and(...ofStudent(remarks, companyCode, studentId)))
      .orderBy(desc(remarks.createdAt), desc(remarks.id));
  }

  async insertRemark(values: NewRemark): Promise<RemarkRow> {
    const [row] = await this.db.insert(remarks).values(values).returning();
    if (!row) throw new Error('remark not stored');
    return row;
  }
}
