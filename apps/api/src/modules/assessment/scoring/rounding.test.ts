import { describe, expect, it } from 'vitest';
import { cleanFloat, roundScore, roundTo } from './rounding';

describe('rounding', () => {
  it('rounds halves up, never to -0', () => {
    expect(roundScore(2.5)).toBe(3);
    expect(roundScore(-2.5)).toBe(-2);
    expect(Object.is(roundScore(-0.2), 0)).toBe(true);
  });

  it('ignores float noise', () => {
    expect(cleanFloat(0.1 + 0.2)).toBe(0.3);
    expect(roundScore(3 - 0.1 * 5)).toBe(3);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });
});
