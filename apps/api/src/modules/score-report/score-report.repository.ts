import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remarks, scoreReports } from '../../db/schema';

export type ScoreReportRow = typeof scoreReports.$inferSelect;
export type NewScoreReport = typeof scoreReports.$inferInsert;
export type RemarkRow = typeof remarks.$inferSelect;
export type NewRemark = typeof remarks.$inferInsert;

/** The only file of the score-report area that touches the database; every query is per company × student. */
export class ScoreReportRepository {
  constructor(private readonly db: Db) {}

  async find(companyCode: string, studentId: string): Promise<ScoreReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scoreReports)
      .where(and(eq(scoreReports.companyCode, companyCode), eq(scoreReports.studentId, studentId)))
      .limit(1);
    return row;
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
      .where(and(eq(remarks.companyCode, companyCode), eq(remarks.studentId, studentId)))
      .orderBy(desc(remarks.createdAt), desc(remarks.id));
  }

  async insertRemark(values: NewRemark): Promise<RemarkRow> {
    const [row] = await this.db.insert(remarks).values(values).returning();
    if (!row) throw new Error('remark not stored');
    return row;
  }
}
