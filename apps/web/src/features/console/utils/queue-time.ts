import type { QueueTicket } from '@portico/contract/console';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time as the queue shows it: '12 min', '3 h', '2 d' (whole units, rounded down). */
export function formatSpan(ms: number): string {
  const span = Math.max(0, ms);
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))} min`;
  if (span < DAY) return `${Math.floor(span / HOUR)} h`;
  return `${Math.floor(span / DAY)} d`;
}

/** How long ago the student asked. */
export const ticketAge = (ticket: Pick<QueueTicket, 'createdAt'>, now: number) =>
  formatSpan(now - Date.parse(ticket.createdAt));

/**
 * When an open ticket should be answered by ('Due in 5 h') or how late it is ('Overdue by 2 h');
 * null for a ticket that is answered or closed.
 */
export function ticketDue(
  ticket: Pick<QueueTicket, 'status' | 'dueAt' | 'overdue'>,
  now: number,
): { text: string; overdue: boolean } | null {
  if (ticket.status !== 'Open') return null;
  const left = Date.parse(ticket.dueAt) - now;
  const overdue = ticket.overdue || left <= 0;
  return overdue
    ? { text: `Overdue by ${formatSpan(-left)}`, overdue }
    : { text: `Due in ${formatSpan(left)}`, overdue };
}

/** Hours to the first reply, one decimal: '5.2 h'; '-' when nothing was answered. */
export const formatHours = (hours: number | null) => (hours === null ? '-' : `${hours.toFixed(1)} h`);
