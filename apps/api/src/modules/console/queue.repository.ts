import { and, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema';
import { findOwned } from '../tenancy/owned-rows.repository';
import { AuditedRepository, type OwnedTable } from './audited.repository';
import { assignableStaff } from './staff-directory.repository';

export type FileRow = typeof fileObjects.$inferSelect;

/** A queue lists at most this many items, the longest waiting first. */
export const QUEUE_LIMIT = 500;

/** What the console home counts of a queue's waiting items (issue 40). */
export type WaitingFigures = {
  waiting: number;
  /** Those past their due time; null for a queue without a turnaround target. */
  late: number | null;
  /** When the longest waiting began to wait (epoch milliseconds); null when nothing waits. */
  oldestSince: number | null;
  /** Those given to the member asking; null for a queue whose items have no owner. */
  mine: number | null;
};

/** How a queue's waiting items are counted for one member: late by the company's target for it. */
export type WaitingCount = { lateBefore: Date; staffId: string };

/**
 * Issue 40's rule of 'late' in SQL, for counting and for listing alike: an item still waiting is late
 * when it began to wait (`since`) before `lateBefore` (queue-common.ts's `lateIfWaitingBefore`) and
 * meets what else a late item of its queue meets (`lateToo`).
 */
const lateWhere = (since: SQL | PgColumn, lateBefore: Date, lateToo?: SQL) =>
  and(sql`${since} < ${lateBefore.toISOString()}::timestamptz`, lateToo);

/**
 * What narrows a queue's list (issue 40, queue-common.ts `listNarrowing`): to its late items (those
 * waiting that began to wait before `lateBefore`), to the items given to member `staffId`; null: not so.
 */
export type ListNarrowing = { lateBefore: Date | null; staffId: string | null };

/**
 * How a queue knows its waiting items, for the home's count and its list's narrowing alike: what a
 * waiting item meets, when it began to wait, its owner's column, what else a late one meets.
 */
export type WaitingRule = { waiting: SQL | undefined; since: SQL | PgColumn; owner: PgColumn; lateToo?: SQL };

/** The condition of a list narrowed to late items and to the member's own (none when not narrowed). */
export function narrowedBy(rule: WaitingRule, narrowing: ListNarrowing): SQL | undefined {
  const { lateBefore, staffId } = narrowing;
  return and(
    lateBefore ? and(rule.waiting, lateWhere(rule.since, lateBefore, rule.lateToo)) : undefined,
    staffId ? eq(rule.owner, staffId) : undefined,
  );
}

/**
 * The counting columns of a queue's waiting items (those `rule.waiting` keeps): how many, how many
 * late, since when the oldest waits, how many are the member's. Late is queue-common.ts's rule
 * (`lateIfWaitingBefore` gives `count.lateBefore`), never a copy of it.
 */
export function waitingColumns(rule: WaitingRule, count: WaitingCount) {
  const late = lateWhere(rule.since, count.lateBefore, rule.lateToo);
  return {
    waiting: sql<number>`count(*)::int`,
    late: sql<number>`(count(*) filter (where ${late}))::int`,
    oldestSince: sql<number | null>`(extract(epoch from min(${rule.since})) * 1000)::float8`,
    mine: sql<number>`(count(*) filter (where ${rule.owner} = ${count.staffId}))::int`,
  };
}

/** The one row of a count (a query without rows counts nothing). */
export const countedRow = (rows: WaitingFigures[]): WaitingFigures =>
  rows[0] ?? { waiting: 0, late: 0, oldestSince: null, mine: 0 };

/** A queue's select of its items (each queue's `select()`), before its condition. */
type ItemSelect<Row> = { where(where: SQL | undefined): { limit(limit: number): PromiseLike<Row[]> } };

/**
 * What the console's queues share in their repositories: every query is of one company, faculty's
 * of their courses only; the item's row locked and changed by the act; the members work can be given
 * to; the stored files an item refers to.
 */
export abstract class QueueRepository<Self, Item extends OwnedTable> extends AuditedRepository<Self> {
  constructor(
    db: Db,
    /** The queue's item table: the row an act locks and changes. */
    private readonly itemTable: Item,
    /** What an item is called in the error of an update that changed nothing. */
    private readonly itemName: string,
  ) {
    super(db);
  }

  /** The items of these courses (the company's already chosen): what a faculty member may see. */
  protected abstract ofCourses(courseIds: string[], companyCode: string): SQL | undefined;

  /**
   * `courseIds` null: the whole company (an admin); none: nothing; else the company's items that
   * `ofCourses` keeps.
   */
  protected scope(companyCode: string, courseIds: string[] | null): SQL | undefined {
    const company = eq(this.itemTable.companyCode, companyCode);
    if (courseIds === null) return company;
    if (courseIds.length === 0) return sql`false`;
    return and(company, this.ofCourses(courseIds, companyCode));
  }

  /**
   * The items in scope first answered since `since` (the window of the queue's turnaround), when
   * they also meet `also`: `answeredAt` is the column of that first answer.
   */
  protected answeredScope(
    companyCode: string,
    courseIds: string[] | null,
    answeredAt: PgColumn,
    since: Date,
    ...also: SQL[]
  ): SQL | undefined {
    return and(this.scope(companyCode, courseIds), ...also, isNotNull(answeredAt), gte(answeredAt, since));
  }

  /** The company's item of that id (another company's id finds nothing); spread into `and(...)`. */
  protected idOf(companyCode: string, id: string): [SQL, SQL] {
    return [eq(this.itemTable.companyCode, companyCode), eq(this.itemTable.id, id)];
  }

  /** The company's item of that id in `items` (when it also meets `also`), or undefined. */
  protected async one<Row>(
    items: ItemSelect<Row>,
    companyCode: string,
    id: string,
    ...also: SQL[]
  ): Promise<Row | undefined> {
    const [row] = await items.where(and(...this.idOf(companyCode, id), ...also)).limit(1);
    return row;
  }

  /** Locks the item's row for the act that changes it; undefined when the company has none of that id. */
  lock(companyCode: string, id: string): Promise<Item['$inferSelect'] | undefined> {
    return this.lockOwned(this.itemTable, companyCode, id);
  }

  /** Changes the item's row (inside the act's transaction, after `lock`). */
  async update(companyCode: string, id: string, set: Partial<Item['$inferInsert']>): Promise<void> {
    await this.updateOwned(this.itemTable, companyCode, id, set, this.itemName);
  }

  /** Who work can be given to (staff-directory.repository.ts). */
  enabledStaff(companyCode: string) {
    return assignableStaff(this.db, companyCode);
  }

  async file(companyCode: string, id: string): Promise<FileRow | undefined> {
    return findOwned(this.db, fileObjects, companyCode, id);
  }

  /** A file the company keeps (an expert CV, a feedback clip): no student owns it until it is given. */
  async insertFile(values: typeof fileObjects.$inferInsert): Promise<FileRow> {
    return this.insertOne(fileObjects, values, 'file object');
  }
}
