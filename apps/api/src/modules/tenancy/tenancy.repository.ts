import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/queries';
import { companies, companyHosts } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export class TenancyRepository {
  constructor(private readonly db: Db) {}

  async companyByHost(host: string): Promise<CompanyRow | undefined> {
    const rows = await this.db
      .select({ company: companies })
      .from(companyHosts)
      .innerJoin(companies, eq(companies.code, companyHosts.companyCode))
      .where(eq(companyHosts.host, host))
      .limit(1);
    return rows[0]?.company;
  }

  companyByCode(code: string): Promise<CompanyRow | undefined> {
    return firstRow(this.db, companies, eq(companies.code, code));
  }
}
