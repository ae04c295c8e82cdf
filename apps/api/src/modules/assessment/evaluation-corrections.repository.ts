import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluationDrafts, staff } from '../../db/schema';

/**
 * The corrections of an attempt's released evaluation (issue 40), oldest first: its version, the
 * reason the student is told, who made it and when. One query for the console's workspace and the
 * student's Remarks tab (which shows when and why only).
 */
export function evaluationCorrections(db: Db, companyCode: string, studentTestId: string) {
  return db
    .select({
      version: evaluationDrafts.version,
      reason: evaluationDrafts.reason,
      byId: staff.id,
      byName: staff.name,
      at: evaluationDrafts.savedAt,
    })
    .from(evaluationDrafts)
    .leftJoin(staff, eq(staff.id, evaluationDrafts.savedBy))
    .where(
      and(
        eq(evaluationDrafts.companyCode, companyCode),
        eq(evaluationDrafts.studentTestId, studentTestId),
        isNotNull(evaluationDrafts.reason),
      ),
    )
    .orderBy(asc(evaluationDrafts.version));
}
