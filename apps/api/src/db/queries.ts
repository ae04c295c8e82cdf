// Small reads every module's repository writes the same way: whether any row meets a condition,
// and the first row that does. Each is one statement, as it would be written out in place.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Whether any row of `table` meets `where`: `select 1 … limit 1`, so the database stops at the
 * first one and sends no columns.
 */
export async function anyRow(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** The first row of `table` that meets `where` (`select * … limit 1`), or undefined when none does. */
export async function firstRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally (a search box's text). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
