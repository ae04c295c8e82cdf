import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aboutPages } from '../../db/schema';

export type AboutPageRow = typeof aboutPages.$inferSelect;

/** The only file of the about area that touches the database. */
export class AboutRepository {
  constructor(private readonly db: Db) {}

  /** One company's active pages in their authored order. */
  async activePages(companyCode: string): Promise<AboutPageRow[]> {
    return this.db
      .select()
      .from(aboutPages)
      .where(and(eq(aboutPages.companyCode, companyCode), eq(aboutPages.isActive, true)))
      .orderBy(asc(aboutPages.orderNo), asc(aboutPages.pageTitle), asc(aboutPages.id));
  }
}
