import type { AttemptCats } from '@portico/contract/adaptive';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catExposures, itemCalibrations, studentTests } from '../../db/schema';
import type { ExposureCounts } from '../adaptive/cat';
import type { Calibrated } from './cat-step';

/**
 * What item-by-item adaptive sections keep (decision 064): the pool parameters the calibration pass
 * re-estimated, each attempt's served questions and state, and how often each pool item was served.
 */
export class CatRepository {
  constructor(private readonly db: Db) {}

  /** The test's items whose parameters the calibration pass re-estimated (others stay authored). */
  async calibrated(companyCode: string, testId: string): Promise<Map<string, Calibrated>> {
    const rows = await this.db
      .select({
        itemId: itemCalibrations.itemId,
        a: itemCalibrations.a,
        b: itemCalibrations.b,
        c: itemCalibrations.c,
        poolVersion: itemCalibrations.poolVersion,
      })
      .from(itemCalibrations)
      .where(
        and(
          eq(itemCalibrations.companyCode, companyCode),
          eq(itemCalibrations.testId, testId),
          eq(itemCalibrations.estimated, true),
        ),
      );
    return new Map(rows.map(({ itemId, ...params }) => [itemId, params]));
  }

  /** A question served: it joins the attempt's item order, with the section's new state. */
  async saveServed(id: string, itemOrder: Record<string, string[]>, cat: AttemptCats): Promise<void> {
    await this.db.update(studentTests).set({ itemOrder, cat }).where(eq(studentTests.id, id));
  }

  /** How often each item of the section's pool was served, over how many attempts. */
  async exposure(sectionId: string): Promise<ExposureCounts> {
    const [row] = await this.db
      .select({ tests: catExposures.tests, counts: catExposures.counts })
      .from(catExposures)
      .where(eq(catExposures.sectionId, sectionId));
    return row ?? { tests: 0, counts: {} };
  }

  /** Counts a served question (and, for an attempt's first of the section, one more attempt). */
  async countServed(companyCode: string, sectionId: string, itemId: string, firstOfAttempt: boolean) {
    const tests = firstOfAttempt ? 1 : 0;
    await this.db
      .insert(catExposures)
      .values({ sectionId, companyCode, tests, counts: { [itemId]: 1 } })
      .onConflictDoUpdate({
        target: catExposures.sectionId,
        set: {
          tests: sql`${catExposures.tests} + ${tests}`,
          counts: sql`jsonb_set(${catExposures.counts}, ARRAY[${itemId}]::text[], to_jsonb(coalesce((${catExposures.counts} ->> ${itemId})::int, 0) + 1))`,
        },
      });
  }
}
