import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aboutPages, introSteps } from '../../db/schema';
import { takenInCompany } from '../tenancy/owned-rows.repository';
import { AuditedRepository } from './audited.repository';

export type AboutRow = typeof aboutPages.$inferSelect;
export type IntroRow = typeof introSteps.$inferSelect;
export type AboutWrite = Omit<typeof aboutPages.$inferInsert, 'id' | 'companyCode'>;
export type IntroWrite = Omit<typeof introSteps.$inferInsert, 'id' | 'companyCode'>;

/** The only file of the console's about-pages and intro-steps area that touches the database; per company. */
export class ContentPagesRepository extends AuditedRepository<ContentPagesRepository> {
  protected on(db: Db) {
    return new ContentPagesRepository(db);
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
  pageIdTaken(companyCode: string, pageId: string, exceptId?: string): Promise<boolean> {
    return takenInCompany(this.db, aboutPages, companyCode, eq(aboutPages.pageId, pageId), exceptId);
  }

  lockAbout(companyCode: string, id: string): Promise<AboutRow | undefined> {
    return this.lockOwned(aboutPages, companyCode, id);
  }

  lockIntro(companyCode: string, id: string): Promise<IntroRow | undefined> {
    return this.lockOwned(introSteps, companyCode, id);
  }

  insertAbout(companyCode: string, values: AboutWrite): Promise<AboutRow> {
    return this.insertOne(aboutPages, { ...values, companyCode }, 'about page');
  }

  updateAbout(companyCode: string, id: string, values: AboutWrite): Promise<AboutRow> {
    return this.updateOwned(aboutPages, companyCode, id, values, 'about page');
  }

  removeAbout(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(aboutPages, companyCode, id);
  }

  insertIntro(companyCode: string, values: IntroWrite): Promise<IntroRow> {
    return this.insertOne(introSteps, { ...values, companyCode }, 'intro step');
  }

  updateIntro(companyCode: string, id: string, values: IntroWrite): Promise<IntroRow> {
    return this.updateOwned(introSteps, companyCode, id, values, 'intro step');
  }

  removeIntro(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(introSteps, companyCode, id);
  }
}
