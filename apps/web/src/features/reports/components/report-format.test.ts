import { describe, expect, it } from 'vitest';
import { formatAccuracy, formatDuration, formatScore, formatTakenOn } from './report-format';

describe('report formats', () => {
  it('times as hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });

  it("accuracy with 2 decimals, '-' when nothing was attempted", () => {
    expect(formatAccuracy('66.666', 2, 3)).toBe('66.67%');
    expect(formatAccuracy('-', 1, 3)).toBe('33.33%');
    expect(formatAccuracy('0', 0, 0)).toBe('-');
  });

  it('the taken-on date as DD/MM/YYYY, h:mm A', () => {
    expect(formatTakenOn('2025-03-04T15:07:00Z')).toBe('04/03/2025, 3:07 PM');
    expect(formatTakenOn(null)).toBe('-');
  });

  it('scores rounded', () => {
    expect(formatScore(7.5)).toBe('8');
    expect(formatScore(Number.NaN)).toBe('-');
  });
});
