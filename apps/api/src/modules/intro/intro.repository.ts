import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { introSteps } from '../../db/schema';

export type IntroStepRow = typeof introSteps.$inferSelect;

/** The only file of the intro area that touches the database. */
export class IntroRepository {
  constructor(private readonly db: Db) {}

  /** One company's active steps in their authored order. */
  async activeSteps(companyCode: string): Promise<IntroStepRow[]> {
    return this.db
      .select()
      .from(introSteps)
      .where(and(eq(introSteps.companyCode, companyCode), eq(introSteps.isActive, true)))
      .orderBy(asc(introSteps.orderNo), asc(introSteps.id));
  }
}
