import { describe, expect, it } from 'vitest';
import { formatHours, formatSpan, ticketAge, ticketDue } from './queue-time';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR).toISOString();

describe('queue times', () => {
  it('shows a span in minutes, hours or days, rounded down', () => {
    expect(formatSpan(0)).toBe('1 min');
    expect(formatSpan(59 * 60_000)).toBe('59 min');
    expect(formatSpan(3.9 * HOUR)).toBe('3 h');
    expect(formatSpan(23.99 * HOUR)).toBe('23 h');
    expect(formatSpan(49 * HOUR)).toBe('2 d');
    expect(ticketAge({ createdAt: at(-3.2) }, NOW)).toBe('3 h');
  });

  it('gives an open ticket its due time, and how late it is once past it', () => {
    expect(ticketDue({ status: 'Open', dueAt: at(5.5), overdue: false }, NOW)).toEqual({
      text: 'Due in 5 h',
      overdue: false,
    });
    expect(ticketDue({ status: 'Open', dueAt: at(-2.5), overdue: true }, NOW)).toEqual({
      text: 'Overdue by 2 h',
      overdue: true,
    });
    // Past due by this clock although the server did not say so yet.
    expect(ticketDue({ status: 'Open', dueAt: at(-0.5), overdue: false }, NOW)?.overdue).toBe(true);
    expect(ticketDue({ status: 'Answered', dueAt: at(-2), overdue: false }, NOW)).toBeNull();
    expect(ticketDue({ status: 'Closed', dueAt: at(5), overdue: false }, NOW)).toBeNull();
  });

  it('shows turnaround hours with one decimal, or a dash when there are none', () => {
    expect(formatHours(5.24)).toBe('5.2 h');
    expect(formatHours(20.08)).toBe('20.1 h');
    expect(formatHours(null)).toBe('-');
  });
});
