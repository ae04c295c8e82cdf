import { and, asc, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemCalibrations, studentTests, testItems, testSections, tracks } from '../../db/schema';

export type CalibrationRow = typeof itemCalibrations.$inferInsert;

/** The reads and the write of the item calibration pass (decision 062), each by company. */
export class CalibrationRepository {
  constructor(private readonly db: Db) {}

  /** The tests with items of authored IRT parameters: the pools and routed modules to calibrate. */
  async tests(companyCode?: string): Promise<{ companyCode: string; testId: string }[]> {
    return this.db
      .selectDistinct({ companyCode: testItems.companyCode, testId: testSections.testId })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          isNotNull(testItems.irt),
          isNull(testItems.retiredAt),
          companyCode ? eq(testItems.companyCode, companyCode) : undefined,
        ),
      )
      .orderBy(asc(testItems.companyCode), asc(testSections.testId));
  }

  /** The test's current items with their authored parameters and difficulty. */
  async items(companyCode: string, testId: string) {
    return this.db
      .select({ id: testItems.id, irt: testItems.irt, difficulty: testItems.difficulty })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .where(
        and(
          eq(testItems.companyCode, companyCode),
          eq(testSections.testId, testId),
          isNull(testItems.retiredAt),
          isNull(testSections.retiredAt),
        ),
      )
      .orderBy(asc(testSections.orderNo), asc(testItems.orderNo));
  }

  /** Every scored answer of the test's ended attempts, oldest attempt first (a student's first counts). */
  async responses(companyCode: string, testId: string) {
    return this.db
      .select({
        student: studentTests.studentId,
        item: tracks.itemId,
        correct: sql<boolean>`${tracks.isCorrect}`,
      })
      .from(tracks)
      .innerJoin(studentTests, eq(studentTests.id, tracks.studentTestId))
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.testId, testId),
          eq(studentTests.status, 'Completed'),
          isNotNull(tracks.isCorrect),
        ),
      )
      .orderBy(asc(studentTests.endedAt), asc(studentTests.id));
  }

  /** What names the test's ended attempts: how many, and the newest end. */
  async endedStamp(companyCode: string, testId: string): Promise<string> {
    const [row] = await this.db
      .select({ n: count(), last: max(studentTests.endedAt) })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.testId, testId),
          eq(studentTests.status, 'Completed'),
        ),
      );
    return `${Number(row?.n ?? 0)}@${row?.last ? new Date(row.last).toISOString() : '-'}`;
  }

  /** The test's stored calibration: its version and what it was made from (undefined: none yet). */
  async stored(companyCode: string, testId: string) {
    const [row] = await this.db
      .select({ poolVersion: itemCalibrations.poolVersion, fingerprint: itemCalibrations.fingerprint })
      .from(itemCalibrations)
      .where(and(eq(itemCalibrations.companyCode, companyCode), eq(itemCalibrations.testId, testId)))
      .limit(1);
    return row;
  }

  async calibrations(companyCode: string, testId: string) {
    return this.db
      .select()
      .from(itemCalibrations)
      .where(and(eq(itemCalibrations.companyCode, companyCode), eq(itemCalibrations.testId, testId)));
  }

  /** The test's new calibration in place of the old, in one transaction. */
  async replace(companyCode: string, testId: string, rows: CalibrationRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(itemCalibrations)
        .where(and(eq(itemCalibrations.companyCode, companyCode), eq(itemCalibrations.testId, testId)));
      if (rows.length) await tx.insert(itemCalibrations).values(rows);
    });
  }
}
