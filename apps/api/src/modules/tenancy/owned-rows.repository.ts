import { and, eq, gt, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { anyRow, firstRow } from '../../db/queries';
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

/** The company's current (not retired) rows that every one of `match` keeps; spread into `and(...)`. */
export function currentOf(table: RetirableTable, companyCode: string, ...match: SQL[]): SQL[] {
  return [eq(table.companyCode, companyCode), ...match, isNull(table.retiredAt)];
}

/**
 * An enrolment gives access from `accessStart` until `accessEnd` (DATA-MODEL.md 'What a student may
 * open'): the one rule every access check reads, never `starts_at` or `expires_at` alone.
 *
 * When its access ends: its expiry, or the moment staff revoked it when that came first. A revoked
 * enrolment gives no access whatever its dates.
 */
export const accessEnd = () =>
  sql<Date>`least(${enrolments.expiresAt}, coalesce(${enrolments.revokedAt}, ${enrolments.expiresAt}))`.mapWith(
    enrolments.expiresAt,
  );

/**
 * When its access begins: its start (a start ahead is an upcoming enrolment, no access yet), or, for
 * one revoked before it began, the revoke: its window is then empty and already behind.
 */
export const accessStart = () =>
  sql<Date>`least(${enrolments.startsAt}, ${accessEnd()})`.mapWith(enrolments.startsAt);

/** An enrolment whose window holds `now` (a timestamptz value): it gives access then. */
export const openAt = (now: SQLWrapper) => sql`(${accessStart()} <= ${now} and ${accessEnd()} > ${now})`;

/**
 * What a student's enrolments (those `within` a course, when given) say at `now`, aggregated for
 * accessOf (courses/access.ts): `endsAt` the latest end of those begun by then (null: none has
 * begun), `startsAt` the earliest start still ahead (null: none), `revoked` staff revoked every one.
 */
export function grantAt(now: SQLWrapper, within: SQLWrapper = sql`true`) {
  return {
    endsAt:
      sql<Date | null>`max(${accessEnd()}) filter (where ${within} and ${accessStart()} <= ${now})`.mapWith(
        enrolments.expiresAt,
      ),
    startsAt:
      sql<Date | null>`min(${accessStart()}) filter (where ${within} and ${accessStart()} > ${now})`.mapWith(
        enrolments.startsAt,
      ),
    revoked: sql<boolean>`coalesce(bool_and(${enrolments.revokedAt} is not null) filter (where ${within}), false)`,
  };
}

/** An enrolment that gives access at `now` (its product is held then); spread into `and(...)`. */
export function heldAt(now: Date): SQL[] {
  return [openAt(sql`${now.toISOString()}::timestamptz`)];
}

/** The latest expiry of the student's enrolments in a product still running at `now` (never a revoked one). */
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
        isNull(enrolments.revokedAt),
      ),
    );
  return row?.expiresAt ? new Date(row.expiresAt) : undefined;
}

/** The condition naming one row of the company: its company and its id. */
export function ownedRow(table: CompanyOwnedTable, companyCode: string, id: string): SQL {
  return and(eq(table.companyCode, companyCode), eq(table.id, id)) as SQL;
}

/**
 * The company's row of that id (when it also meets `also`), or undefined: another company's id
 * finds nothing.
 */
export function findOwned<T extends CompanyOwnedTable>(
  db: Db,
  table: T,
  companyCode: string,
  id: string,
  ...also: SQL[]
): Promise<T['$inferSelect'] | undefined> {
  return firstRow(db, table, and(eq(table.companyCode, companyCode), eq(table.id, id), ...also));
}

/** The company's row of that id, locked until the transaction ends; undefined when it has none. */
export async function lockOwned<T extends CompanyOwnedTable>(
  db: Db,
  table: T,
  companyCode: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(ownedRow(table, companyCode, id))
    .for('update');
  return rows[0] as T['$inferSelect'] | undefined;
}

/**
 * Whether the company has a row of that id (one that also meets `also`, when given): an id a
 * request names, checked before it is used. Another company's id finds nothing.
 */
export function ownedExists(
  db: Db,
  table: CompanyOwnedTable,
  companyCode: string,
  id: string,
  ...also: SQL[]
): Promise<boolean> {
  return anyRow(db, table, and(eq(table.companyCode, companyCode), eq(table.id, id), ...also));
}

/**
 * Whether another row of the company already holds a value that is unique within it: `sameValue`
 * compares the row's column with the value (case-folded where the value is), and `exceptId` is the
 * row being edited, which keeps its own.
 */
export function takenInCompany(
  db: Db,
  table: CompanyOwnedTable,
  companyCode: string,
  sameValue: SQL,
  exceptId?: string,
): Promise<boolean> {
  return anyRow(
    db,
    table,
    and(eq(table.companyCode, companyCode), sameValue, exceptId ? ne(table.id, exceptId) : undefined),
  );
}
