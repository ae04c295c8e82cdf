import { describe, expect, it } from 'vitest';
import { disagreementNote, disagrees, estimateRange, gapFromEstimate } from './band-estimate';

const estimate = { resultLabel: 'Level', low: 7, high: 8, criteria: [], essays: 50 };

describe('a grade against the band estimate (issue 41)', () => {
  it('measures how far a result lies outside the range, and disagrees only past one step', () => {
    expect(gapFromEstimate(7.5, estimate)).toBe(0);
    expect(gapFromEstimate(5.5, estimate)).toBe(1.5);
    expect(gapFromEstimate(9, estimate)).toBe(1);
    expect(disagrees(6, estimate)).toBe(false);
    expect(disagrees(9, estimate)).toBe(false);
    expect(disagrees(5.5, estimate)).toBe(true);
    expect(disagrees(10, estimate)).toBe(true);
  });

  it('writes the note in the result’s own unit', () => {
    expect(estimateRange(6, 6)).toBe('6');
    expect(disagreementNote('Question 2', 5, estimate)).toBe(
      'Question 2: the level estimate (7–8) and my grade (5) differ by more than one level.',
    );
  });
});
