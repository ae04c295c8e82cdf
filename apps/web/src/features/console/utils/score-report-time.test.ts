import { describe, expect, it } from 'vitest';
import { ageOf, band, reviewDue } from './score-report-time';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe('review due times', () => {
  it('reads due, overdue, or nothing for an item that waits for nobody', () => {
    expect(reviewDue({ dueAt: at(5), overdue: false }, true, NOW)).toEqual({
      text: 'Due in 5 h',
      overdue: false,
    });
    expect(reviewDue({ dueAt: at(-50), overdue: true }, true, NOW)).toEqual({
      text: 'Overdue by 2 d',
      overdue: true,
    });
    expect(reviewDue({ dueAt: at(-1), overdue: false }, true, NOW)?.overdue).toBe(true);
    expect(reviewDue({ dueAt: at(5), overdue: false }, false, NOW)).toBeNull();
    expect(reviewDue({ dueAt: null, overdue: false }, true, NOW)).toBeNull();
  });

  it('reads ages and bands', () => {
    expect(ageOf(at(-3), NOW)).toBe('3 h');
    expect(ageOf(null, NOW)).toBe('-');
    expect(band(7)).toBe('7.0');
    expect(band(6.5)).toBe('6.5');
  });
});
