import { formatSpan } from './queue-time';

/**
 * When a waiting item (a pending score report, a career submission) is due ('Due in 5 h') or how
 * late it is ('Overdue by 2 h'); null when it waits for nobody or has no due time. Used by the
 * score-report and career queues alike.
 */
export function reviewDue(
  item: { dueAt: string | null; overdue: boolean },
  waiting: boolean,
  now: number,
): { text: string; overdue: boolean } | null {
  if (!waiting || !item.dueAt) return null;
  const left = Date.parse(item.dueAt) - now;
  const overdue = item.overdue || left <= 0;
  return overdue
    ? { text: `Overdue by ${formatSpan(-left)}`, overdue }
    : { text: `Due in ${formatSpan(left)}`, overdue };
}

/** How long ago something happened: '3 h'; '-' when it did not. */
export const ageOf = (at: string | null, now: number) => (at ? formatSpan(now - Date.parse(at)) : '-');

/** A band as IELTS writes it: 7 → '7.0'. */
export const band = (n: number) => n.toFixed(1);
