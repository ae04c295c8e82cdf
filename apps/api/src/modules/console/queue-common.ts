import type { Turnaround } from '@portico/contract/console';
import type { TurnaroundHours } from '@portico/contract/console-settings';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { type Actor, courseScope } from '../../lib/staff-actor';
import type { AuditInsert } from './audited.repository';
import type { ListNarrowing } from './queue.repository';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** CONSOLE.md: each queue shows the turnaround of the last 30 days. */
export const TURNAROUND_DAYS = 30;

/**
 * Issue 40, the one rule of 'late' every queue and the console home use: an item still waiting is
 * due its queue's target hours (the company's turnaround setting) after it began to wait, and late
 * once that moment has passed.
 */
export const dueAt = (waitingSince: Date, targetHours: number) =>
  new Date(waitingSince.getTime() + targetHours * HOUR);
/** Whether an item still waiting, due at `due` (none: no target), is late now. */
export const isLate = (due: Date | null, now: Date) => due !== null && now.getTime() > due.getTime();
/**
 * The same rule for counting (queue.repository.ts `lateSince`): an item still waiting is late when it
 * began to wait before this moment, since `since + target < now` is `since < now - target`.
 */
export const lateIfWaitingBefore = (now: Date, targetHours: number) =>
  new Date(now.getTime() - targetHours * HOUR);

/**
 * A queue's list narrowed as its query asks (issue 40): `late`, to the items late now by the same
 * rule (the company's target for `queue`); `mine`, to the items given to the member acting.
 */
export const listNarrowing = (
  actor: Actor,
  now: Date,
  queue: keyof TurnaroundHours,
  asked: { late: boolean; mine: boolean },
): ListNarrowing => ({
  lateBefore: asked.late ? lateIfWaitingBefore(now, actor.dueHours[queue]) : null,
  staffId: asked.mine ? actor.staff.id : null,
});

/**
 * The `p` quantile (0 to 1) of ascending hours, to one decimal; null when there are none. Linear
 * interpolation between the closest ranks (R's type 7, numpy's default, Excel's PERCENTILE.INC):
 * at h = (n - 1) * p, sorted[floor(h)] plus the fraction of h times the step to the next one. The
 * median of an even count is thus the mean of the two middle values.
 */
function hoursAt(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const h = (sorted.length - 1) * p;
  const below = sorted[Math.floor(h)] ?? 0;
  const above = sorted[Math.ceil(h)] ?? below;
  return Math.round((below + (h - Math.floor(h)) * (above - below)) * 10) / 10;
}

/** Median and 90th percentile of turnaround hours (CONSOLE.md Queues). */
export function turnaroundOf(hours: number[]): Turnaround {
  const sorted = [...hours].sort((a, b) => a - b);
  return { count: sorted.length, medianHours: hoursAt(sorted, 0.5), p90Hours: hoursAt(sorted, 0.9) };
}

/** Turnaround per staff member, by name, from (staff, hours) pairs of finished items. */
export function turnaroundByStaff(
  done: { staffId: string | null; staffName: string | null; hours: number }[],
): ({ staffId: string; name: string } & Turnaround)[] {
  const byStaff = new Map<string, { name: string; hours: number[] }>();
  for (const r of done) {
    if (!r.staffId) continue;
    const entry = byStaff.get(r.staffId) ?? { name: r.staffName ?? '', hours: [] };
    entry.hours.push(r.hours);
    byStaff.set(r.staffId, entry);
  }
  return [...byStaff.entries()]
    .map(([staffId, e]) => ({ staffId, name: e.name, ...turnaroundOf(e.hours) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Since when a queue's turnaround counts: the last TURNAROUND_DAYS. */
export const turnaroundSince = (now: Date) => new Date(now.getTime() - TURNAROUND_DAYS * DAY);

/** A queue's turnaround over its finished items, in all and per member; `hours` each took. */
export function turnaroundSummary<T extends { staffId: string | null; staffName: string | null }>(
  done: T[],
  hours: (item: T) => number,
) {
  return {
    turnaround: turnaroundOf(done.map(hours)),
    byStaff: turnaroundByStaff(done.map((r) => ({ ...r, hours: hours(r) }))),
  };
}

/**
 * Faculty take work for themselves only; an admin gives it to any member who may act on it
 * (`members`: the queue's assignable staff).
 */
export async function checkAssignee(
  actor: Actor,
  staffId: string | null,
  members: () => Promise<{ id: string }[]>,
  messages: { assignOthers: string; unknownStaff: string },
) {
  if (actor.staff.role !== 'admin' && staffId !== actor.staff.id) throw forbidden(messages.assignOthers);
  if (staffId && !(await members()).some((m) => m.id === staffId)) throw notFound(messages.unknownStaff);
}

/** Whether an item of this course is within the actor's queues (an item of no course is an admin's). */
export const inActorCourses = (actor: Actor, courseId: string | null) => {
  const scope = courseScope(actor);
  return !scope || Boolean(courseId && scope.includes(courseId));
};

type ActRepo<R> = {
  transaction<T>(work: (repo: R, tx: Db) => Promise<T>): Promise<T>;
  lock(companyCode: string, id: string): Promise<unknown>;
  audit(entry: AuditInsert): Promise<void>;
};

/** What the act skeleton needs of one queue: its item, who may act on it, and what its audit keeps. */
export interface QueueDesk<R, Item> {
  /** The audit log's entity of the queue's items. */
  entity: string;
  notFound: string;
  read(repo: R, companyCode: string, id: string): Promise<Item | undefined>;
  /** Refuses (403) an item off the actor's courses. */
  checkScope(repo: R, actor: Actor, item: Item, id: string): Promise<void>;
  snapshot(item: Item): object;
}

/**
 * One act, one transaction: the item's row locked, read, checked, changed by `work`, read again,
 * and the change in the audit log (`after` adds what the act says of it beside the item as it is).
 * `work` has the transaction itself too, for what the act tells the student (StudentNews).
 */
export function queueAct<R extends ActRepo<R>, Item, Out>(
  desk: QueueDesk<R, Item>,
  repo: R,
  act: { actor: Actor; id: string; action: string },
  work: (repo: R, before: Item, tx: Db) => Promise<Out>,
  after: (item: Item, out: Out) => object = (item) => desk.snapshot(item),
): Promise<Out> {
  const { actor, id, action } = act;
  const { companyCode } = actor.staff;
  return repo.transaction(async (r, tx) => {
    if (!(await r.lock(companyCode, id))) throw notFound(desk.notFound);
    const before = await desk.read(r, companyCode, id);
    if (!before) throw notFound(desk.notFound);
    await desk.checkScope(r, actor, before, id);
    const out = await work(r, before, tx);
    const changed = await desk.read(r, companyCode, id);
    await r.audit({
      companyCode,
      staffId: actor.staff.id,
      action,
      entity: desk.entity,
      entityId: id,
      before: desk.snapshot(before),
      after: changed ? after(changed, out) : null,
      ip: actor.ip,
    });
    return out;
  });
}

/**
 * A queue's page: its items of the actor's scope, the turnaround of those finished in the last
 * TURNAROUND_DAYS (each taking `hours`), and the members its work can be given to.
 */
export async function queueView<Row, Done extends { staffId: string | null; staffName: string | null }, S>(
  repo: { enabledStaff(companyCode: string): Promise<S> },
  actor: Actor,
  now: Date,
  read: {
    items(companyCode: string, scope: string[] | null): Promise<Row[]>;
    done(companyCode: string, scope: string[] | null, since: Date): Promise<Done[]>;
    hours(item: Done): number;
  },
) {
  const { companyCode } = actor.staff;
  const scope = courseScope(actor);
  const rows = await read.items(companyCode, scope);
  const done = await read.done(companyCode, scope, turnaroundSince(now));
  return { rows, ...turnaroundSummary(done, read.hours), staff: await repo.enabledStaff(companyCode) };
}
