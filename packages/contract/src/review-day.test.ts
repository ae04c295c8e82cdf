import { describe, expect, it } from 'vitest';
import { reviewDayFits } from './review-decks';

describe('reviewDayFits: the day a device names for a review is a day some zone was in', () => {
  const at = '2026-11-22T09:00:00.000Z';
  it('takes the UTC day and the days either side that zones from UTC-12 to UTC+14 were in', () => {
    expect(reviewDayFits('2026-11-22', at)).toBe(true);
    // 09:00 UTC is 23:00 in Kiritimati (UTC+14) of the same day, 21:00 of the day before in Baker (UTC-12).
    expect(reviewDayFits('2026-11-21', at)).toBe(true);
    expect(reviewDayFits('2026-11-23', at)).toBe(false);
    expect(reviewDayFits('2026-11-23', '2026-11-22T10:00:00.000Z')).toBe(true);
    expect(reviewDayFits('2026-11-21', '2026-11-22T12:00:00.000Z')).toBe(false);
  });
  it('refuses days that are no calendar day and unreadable times', () => {
    expect(reviewDayFits('9999-99-99', at)).toBe(false);
    expect(reviewDayFits('2026-02-30', '2026-02-28T12:00:00Z')).toBe(false);
    expect(reviewDayFits('2026-11-22', 'x')).toBe(false);
  });
});
