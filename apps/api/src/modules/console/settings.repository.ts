import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, companies, companyHosts, products } from '../../db/schema';

export type CompanyRecord = typeof companies.$inferSelect;
export type CompanyChange = Partial<Omit<CompanyRecord, 'code' | 'accountId' | 'createdAt'>>;

/** The only file of the console's settings that touches the database; every query is per company. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: SettingsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new SettingsRepository(tx)));
  }

  /** The company row, locked for the rest of the transaction when `lock` is set. */
  async company(code: string, lock = false): Promise<CompanyRecord | undefined> {
    const query = this.db.select().from(companies).where(eq(companies.code, code)).limit(1);
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  }

  async hosts(code: string): Promise<string[]> {
    const rows = await this.db
      .select({ host: companyHosts.host })
      .from(companyHosts)
      .where(eq(companyHosts.companyCode, code))
      .orderBy(asc(companyHosts.host));
    return rows.map((r) => r.host);
  }

  /** Of these hosts, those another company answers on. */
  async hostsOfOthers(code: string, hosts: string[]): Promise<string[]> {
    if (!hosts.length) return [];
    const rows = await this.db
      .select({ host: companyHosts.host })
      .from(companyHosts)
      .where(and(inArray(companyHosts.host, hosts), ne(companyHosts.companyCode, code)));
    return rows.map((r) => r.host);
  }

  async products(code: string) {
    return this.db
      .select({ slug: products.slug, name: products.title })
      .from(products)
      .where(eq(products.companyCode, code))
      .orderBy(asc(products.orderNo), asc(products.title));
  }

  async update(code: string, change: CompanyChange): Promise<void> {
    await this.db.update(companies).set(change).where(eq(companies.code, code));
  }

  /** The company answers on exactly these hosts (a host of another company is never taken over). */
  async setHosts(code: string, hosts: string[]): Promise<void> {
    await this.db
      .delete(companyHosts)
      .where(and(eq(companyHosts.companyCode, code), notInArray(companyHosts.host, hosts)));
    await this.db
      .insert(companyHosts)
      .values(hosts.map((host) => ({ host, companyCode: code })))
      .onConflictDoNothing();
    // A host taken by another company between the check and here is left to it; say so.
    const mine = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyHosts)
      .where(and(eq(companyHosts.companyCode, code), inArray(companyHosts.host, hosts)));
    if ((mine[0]?.n ?? 0) !== hosts.length) throw new HostTaken();
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}

export class HostTaken extends Error {}
