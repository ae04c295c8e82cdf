import { and, eq, gt, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { enrolments } from '../../db/schema';

/** A table whose rows each belong to one student of one company. */
export type StudentOwnedTable = { companyCode: PgColumn; studentId: PgColumn };
/** A table of a company's authored rows, retired rather than deleted. */
export type RetirableTable = { companyCode: PgColumn; retiredAt: PgColumn };

/** A table whose rows each belong to one company and are named by their id. */
export type CompanyOwnedTable = PgTable & { id: PgColumn; companyCode: PgColumn };

type Value = string | SQLWrapper;

/**
 * The conditions that keep a query to one student's rows of one company. Spread into `and(...)`:
 * the statement's text is then the same as with the conditions written out, so no prepared
 * statement changes.
 */
export function ofStudent(table: StudentOwnedTable, companyCode: Value, studentId: Value): [SQL, SQL] {
  return [eq(table.companyCode, companyCode), eq(table.studentId, studentId)];
}

/** The company's current (not retired) rows that `match` keeps; spread into `and(...)`. */
export function currentOf(table: RetirableTable, companyCode: string, match: SQL): [SQL, SQL, SQL] {
  return [eq(table.companyCode, companyCode), match, isNull(table.retiredAt)];
}

/** The latest expiry of the student's enrolments in a product still running at `now`. */
export async function runningUntil(
  db: Db,
  student: { companyCode: string; studentId: string },
  productId: string,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: sql<Date | string | null>`max(${enrolments.expiresAt})` })
    .from(enrolments)
    .where(
      and(
        ...ofStudent(enrolments, student.companyCode, student.studentId),
        eq(enrolments.productId, productId),
        gt(enrolments.expiresAt, now),
      ),
    );
  return row?.expiresAt ? new Date(row.expiresAt) : undefined;
}

/** The company's row of that id, or undefined (another company's id finds nothing). */
export async function findOwned<T extends CompanyOwnedTable>(
  db: Db,
  table: T,
  companyCode: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.companyCode, companyCode), eq(table.id, id)))
    .limit(1);
  return rows[0] as T['$inferSelect'] | undefined;
}
