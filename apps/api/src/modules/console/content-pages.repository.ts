import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aboutPages, auditLog, introSteps } from '../../db/schema';

export type AboutRow = typeof aboutPages.$inferSelect;
export type IntroRow = typeof introSteps.$inferSelect;
export type AboutWrite = Omit<typeof aboutPages.$inferInsert, 'id' | 'companyCode'>;
export type IntroWrite = Omit<typeof introSteps.$inferInsert, 'id' | 'companyCode'>;

/** A unique index refused the row (PostgreSQL 23505), however the driver wraps the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The only file of the console's about-pages and intro-steps area that touches the database; per company. */
export class ContentPagesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: ContentPagesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new ContentPagesRepository(tx as unknown as Db)));
  }

  aboutPages(companyCode: string): Promise<AboutRow[]> {
    return this.db
      .select()
      .from(aboutPages)
      .where(eq(aboutPages.companyCode, companyCode))
      .orderBy(asc(aboutPages.orderNo), asc(aboutPages.pageTitle), asc(aboutPages.id));
  }

  introSteps(companyCode: string): Promise<IntroRow[]> {
    return this.db
      .select()
      .from(introSteps)
      .where(eq(introSteps.companyCode, companyCode))
      .orderBy(asc(introSteps.orderNo), asc(introSteps.id));
  }

  /** Whether another about page of the company has the page id. */
  async pageIdTaken(companyCode: string, pageId: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: aboutPages.id })
      .from(aboutPages)
      .where(
        and(
          eq(aboutPages.companyCode, companyCode),
          eq(aboutPages.pageId, pageId),
          exceptId ? ne(aboutPages.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async lockAbout(companyCode: string, id: string): Promise<AboutRow | undefined> {
    const rows = await this.db
      .select()
      .from(aboutPages)
      .where(and(eq(aboutPages.companyCode, companyCode), eq(aboutPages.id, id)))
      .for('update');
    return rows[0];
  }

  async lockIntro(companyCode: string, id: string): Promise<IntroRow | undefined> {
    const rows = await this.db
      .select()
      .from(introSteps)
      .where(and(eq(introSteps.companyCode, companyCode), eq(introSteps.id, id)))
      .for('update');
    return rows[0];
  }

  async insertAbout(companyCode: string, values: AboutWrite): Promise<AboutRow> {
    const [row] = await this.db
      .insert(aboutPages)
      .values({ ...values, companyCode })
      .returning();
    if (!row) throw new Error('about page insert returned nothing');
    return row;
  }

  async updateAbout(companyCode: string, id: string, values: AboutWrite): Promise<AboutRow> {
    const [row] = await this.db
      .update(aboutPages)
      .set(values)
      .where(and(eq(aboutPages.companyCode, companyCode), eq(aboutPages.id, id)))
      .returning();
    if (!row) throw new Error('about page update returned nothing');
    return row;
  }

  async removeAbout(companyCode: string, id: string): Promise<void> {
    await this.db
      .delete(aboutPages)
      .where(and(eq(aboutPages.companyCode, companyCode), eq(aboutPages.id, id)));
  }

  async insertIntro(companyCode: string, values: IntroWrite): Promise<IntroRow> {
    const [row] = await this.db
      .insert(introSteps)
      .values({ ...values, companyCode })
      .returning();
    if (!row) throw new Error('intro step insert returned nothing');
    return row;
  }

  async updateIntro(companyCode: string, id: string, values: IntroWrite): Promise<IntroRow> {
    const [row] = await this.db
      .update(introSteps)
      .set(values)
      .where(and(eq(introSteps.companyCode, companyCode), eq(introSteps.id, id)))
      .returning();
    if (!row) throw new Error('intro step update returned nothing');
    return row;
  }

  async removeIntro(companyCode: string, id: string): Promise<void> {
    await this.db
      .delete(introSteps)
      .where(and(eq(introSteps.companyCode, companyCode), eq(introSteps.id, id)));
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
