import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import { companies, companyHosts, staff } from '../../db/schema';
import { ConsoleRepository, type StaffRow } from './console.repository';

/** The operator's new company (CONSOLE.md 'A new company is created by an operator command'). */
export class CompanySetupRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: CompanySetupRepository, console: ConsoleRepository, tx: Db) => Promise<T>) {
    return this.db.transaction((t) => {
      const tx = t as unknown as Db;
      return work(new CompanySetupRepository(tx), new ConsoleRepository(tx), tx);
    });
  }

  companyExists(code: string): Promise<boolean> {
    return anyRow(this.db, companies, eq(companies.code, code));
  }

  async hostOwner(host: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ code: companyHosts.companyCode })
      .from(companyHosts)
      .where(eq(companyHosts.host, host));
    return rows[0]?.code;
  }

  async insertCompany(values: typeof companies.$inferInsert) {
    const [row] = await this.db.insert(companies).values(values).returning();
    if (!row) throw new Error('company not created');
    return row;
  }

  async insertHost(host: string, companyCode: string): Promise<void> {
    await this.db.insert(companyHosts).values({ host, companyCode });
  }

  async insertStaff(values: typeof staff.$inferInsert): Promise<StaffRow> {
    const [row] = await this.db.insert(staff).values(values).returning();
    if (!row) throw new Error('staff not created');
    return row;
  }
}
