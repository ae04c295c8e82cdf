import type { GradingPolicy, TurnaroundHours } from '@portico/contract/console-settings';
import type { staff } from '../db/schema';

type StaffRow = typeof staff.$inferSelect;

/** Who acts in the console: the staff member, the courses they work on, and their address. */
export type Actor = {
  staff: StaffRow;
  courseIds: string[];
  ip: string;
  /** The company's turnaround target of each queue (its settings; issue 40). */
  dueHours: TurnaroundHours;
  /** The company's grading policy: blind marking, review before release (issue 40). */
  grading: GradingPolicy;
};

/** The courses an actor's queues are limited to: null (all of the company) for an admin. */
export const courseScope = (actor: Actor): string[] | null =>
  actor.staff.role === 'admin' ? null : actor.courseIds;
