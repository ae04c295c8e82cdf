import { describe, expect, it } from 'vitest';
import { totalTestSeconds } from './timing';

describe('total test time (SCORING.md: 60 x the sum of the section minutes, in seconds)', () => {
  it('converts the sum of the minutes', () => {
    expect(totalTestSeconds([30, 60, 60, 15])).toBe(9900);
    expect(totalTestSeconds([40])).toBe(2400);
  });

  it('no sections, or sections without a duration, add nothing', () => {
    expect(totalTestSeconds([])).toBe(0);
    expect(totalTestSeconds([30, null, undefined])).toBe(1800);
  });

  it('fractional minutes give whole seconds', () => {
    expect(totalTestSeconds([1.5])).toBe(90);
    expect(totalTestSeconds([0.3333])).toBe(20);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a duration of %s', (minutes) => {
    expect(() => totalTestSeconds([10, minutes])).toThrow(RangeError);
  });
});
