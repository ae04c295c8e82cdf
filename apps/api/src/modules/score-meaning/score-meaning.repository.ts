import type { MeaningTable, ScoreExam, ScoreTargets } from '@portico/contract/score-meaning';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, scoreMeaningTables, studentScoreTargets } from '../../db/schema';
import { ofStudent } from '../tenancy/owned-rows.repository';

/** The only file of the score-meaning area that touches the database; every query is per company. */
export class ScoreMeaningRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: ScoreMeaningRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new ScoreMeaningRepository(tx as unknown as Db)));
  }

  /** The company's own tables, by exam. */
  async tables(companyCode: string): Promise<Map<ScoreExam, MeaningTable>> {
    const rows = await this.db
      .select({ exam: scoreMeaningTables.exam, table: scoreMeaningTables.table })
      .from(scoreMeaningTables)
      .where(eq(scoreMeaningTables.companyCode, companyCode));
    return new Map(rows.map((r) => [r.exam, r.table]));
  }

  /** One exam's table of the company, locked for the rest of the transaction. */
  async lockTable(companyCode: string, exam: ScoreExam): Promise<MeaningTable | null> {
    const rows = await this.db
      .select({ table: scoreMeaningTables.table })
      .from(scoreMeaningTables)
      .where(and(eq(scoreMeaningTables.companyCode, companyCode), eq(scoreMeaningTables.exam, exam)))
      .for('update');
    return rows[0]?.table ?? null;
  }

  async putTable(companyCode: string, exam: ScoreExam, table: MeaningTable, staffId: string, at: Date) {
    await this.db
      .insert(scoreMeaningTables)
      .values({ companyCode, exam, table, updatedBy: staffId, updatedAt: at })
      .onConflictDoUpdate({
        target: [scoreMeaningTables.companyCode, scoreMeaningTables.exam],
        set: { table, updatedBy: staffId, updatedAt: at },
      });
  }

  async removeTable(companyCode: string, exam: ScoreExam): Promise<void> {
    await this.db
      .delete(scoreMeaningTables)
      .where(and(eq(scoreMeaningTables.companyCode, companyCode), eq(scoreMeaningTables.exam, exam)));
  }

  async targets(companyCode: string, studentId: string): Promise<ScoreTargets> {
    const rows = await this.db
      .select({ targets: studentScoreTargets.targets })
      .from(studentScoreTargets)
      .where(and(...ofStudent(studentScoreTargets, companyCode, studentId)));
    return rows[0]?.targets ?? {};
  }

  async putTargets(companyCode: string, studentId: string, targets: ScoreTargets, at: Date): Promise<void> {
    await this.db
      .insert(studentScoreTargets)
      .values({ companyCode, studentId, targets, updatedAt: at })
      .onConflictDoUpdate({
        target: [studentScoreTargets.companyCode, studentScoreTargets.studentId],
        set: { targets, updatedAt: at },
      });
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
