import type { Turnaround } from '@portico/contract/console';
import type { StaffRow } from './console.repository';

/** Who acts in the console: the staff member, the courses they work on, and their address. */
export type Actor = { staff: StaffRow; courseIds: string[]; ip: string };

/** The courses an actor's queues are limited to: null (all of the company) for an admin. */
export const courseScope = (actor: Actor): string[] | null =>
  actor.staff.role === 'admin' ? null : actor.courseIds;

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** CONSOLE.md: each queue shows the turnaround of the last 30 days. */
export const TURNAROUND_DAYS = 30;

/** The percentile of hours (nearest rank), to one decimal; null when there are none. */
function hoursAt(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return Math.round((sorted[at] ?? 0) * 10) / 10;
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
