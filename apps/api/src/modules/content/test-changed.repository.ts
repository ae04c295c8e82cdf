import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tests } from '../../db/schema';

/**
 * Marks a test as changed, in the transaction of the change to its sections, items or options: what
 * launches read of a test is kept per version of its row (TestContentRepository.everyRowOf, issue 19),
 * so a change that leaves the row alone would reach new attempts only after a restart. An import
 * rewrites the row anyway; the console's changes of one section or one item call this.
 */
export async function testChanged(db: Db, companyCode: string, testId: string): Promise<void> {
  await db
    .update(tests)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(tests.companyCode, companyCode), eq(tests.id, testId)));
}
