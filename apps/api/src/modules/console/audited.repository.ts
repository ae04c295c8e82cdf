import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, courses, products } from '../../db/schema';
import { type CompanyOwnedTable, lockOwned, ownedRow } from '../tenancy/owned-rows.repository';

export type AuditInsert = typeof auditLog.$inferInsert;

/** A table whose rows each belong to one company and are named by their id. */
export type OwnedTable = CompanyOwnedTable;

/** A unique index refused the row (PostgreSQL and PGlite both say 23505, perhaps wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * What the console's repositories share: one transaction per act (the repository bound to it, and
 * the transaction itself for the outbox), the audit entry written inside it, and a company's row
 * read, locked, changed or deleted by its id (the company in every condition, so another company's
 * id finds nothing).
 */
export abstract class AuditedRepository<Self> {
  constructor(protected readonly db: Db) {}

  /** The same repository on another connection: the act's transaction. */
  protected abstract on(db: Db): Self;

  transaction<T>(work: (repo: Self, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.on(tx as unknown as Db), tx as unknown as Db));
  }

  async audit(entry: AuditInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /** The company's courses (id and name), in the order the console lists them. */
  courses(companyCode: string): Promise<{ id: string; courseName: string }[]> {
    return this.db
      .select({ id: courses.id, courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.companyCode, companyCode))
      .orderBy(asc(courses.orderNo), asc(courses.courseName));
  }

  /** The company's products a grant or a coupon may name, in the shop's order. */
  products(companyCode: string) {
    return this.db
      .select({ id: products.id, title: products.title, validityDays: products.validityDays })
      .from(products)
      .where(eq(products.companyCode, companyCode))
      .orderBy(asc(products.orderNo), asc(products.title));
  }

  /** The condition naming one row of the company. */
  protected owned(table: OwnedTable, companyCode: string, id: string): SQL {
    return ownedRow(table, companyCode, id);
  }

  /** The company's row, locked until the transaction ends; undefined when it has none of that id. */
  protected lockOwned<T extends OwnedTable>(
    table: T,
    companyCode: string,
    id: string,
  ): Promise<T['$inferSelect'] | undefined> {
    return lockOwned(this.db, table, companyCode, id);
  }

  /** Inserts one row and answers it; `what` names it in the error of an insert that returned nothing. */
  protected async insertOne<T extends PgTable>(
    table: T,
    values: T['$inferInsert'],
    what: string,
  ): Promise<T['$inferSelect']> {
    const [row] = (await this.db.insert(table).values(values).returning()) as T['$inferSelect'][];
    if (!row) throw new Error(`${what} insert returned nothing`);
    return row;
  }

  /** Changes the company's row and answers it as it now is. */
  protected async updateOwned<T extends OwnedTable>(
    table: T,
    companyCode: string,
    id: string,
    values: Partial<T['$inferInsert']>,
    what: string,
  ): Promise<T['$inferSelect']> {
    const [row] = (await this.db
      .update(table)
      .set(values)
      .where(this.owned(table, companyCode, id))
      .returning()) as T['$inferSelect'][];
    if (!row) throw new Error(`${what} update returned nothing`);
    return row;
  }

  protected async deleteOwned(table: OwnedTable, companyCode: string, id: string): Promise<void> {
    await this.db.delete(table).where(this.owned(table, companyCode, id));
  }
}
