import { describe, expect, it } from 'vitest';
import { agreementOf, categoryOf, quadraticWeightedKappa } from './agreement';

const three = { min: 0, max: 2, step: 1 };
const halfBands = { min: 0, max: 9, step: 0.5 };

describe('quadratic weighted kappa', () => {
  it('matches a value computed by hand', () => {
    // Marks 0-2, so w = (i - j)² / 4. Disagreements: (0,1) and (1,2), each 1/4: observed 0.5.
    // Rater A gives 2, 2, 2 of each mark, rater B 1, 2, 3; chance = Σ w·nA(i)·nB(j) / 6
    // = (1 + 6 + 0.5 + 1.5 + 2 + 1) / 6 = 2; κ = 1 - 0.5 / 2 = 0.75.
    expect(quadraticWeightedKappa(three, [0, 0, 1, 1, 2, 2], [0, 1, 1, 2, 2, 2])).toBeCloseTo(0.75, 12);
  });

  it('matches a second hand-computed value, on four marks', () => {
    // w = (i - j)² / 9; one disagreement (2, 3): observed 1/9 = 4/36. Marginals A 1,1,1,1 and
    // B 1,1,0,2: chance = Σ (i - j)²·nA·nB / 9 / 4 = (1+18 + 1+8 + 4+1+2 + 9+4) / 36 = 48/36;
    // κ = 1 - 4/48 = 0.91666...
    expect(quadraticWeightedKappa({ min: 0, max: 3, step: 1 }, [0, 1, 2, 3], [0, 1, 3, 3])).toBeCloseTo(
      1 - 4 / 48,
      12,
    );
  });

  it('is 1 for perfect agreement, on half bands too', () => {
    const marks = [4, 4.5, 5, 5.5, 6, 6.5, 7, 8];
    expect(quadraticWeightedKappa(halfBands, marks, marks)).toBe(1);
    expect(quadraticWeightedKappa(halfBands, [6, 6, 6], [6, 6, 6])).toBe(1);
  });

  it('is 0 for a rater who gives everyone the same mark', () => {
    expect(quadraticWeightedKappa(halfBands, [4, 5, 6, 7, 8], [6, 6, 6, 6, 6])).toBe(0);
    expect(quadraticWeightedKappa(halfBands, [6, 6, 6, 6], [4, 5, 7, 8])).toBe(0);
  });

  it('is negative when the raters rank the essays the opposite way', () => {
    expect(quadraticWeightedKappa(three, [0, 1, 2], [2, 1, 0])).toBeLessThan(0);
  });
});

describe('exact and near agreement', () => {
  it('counts the same mark and marks one step apart', () => {
    const a = agreementOf(halfBands, [5, 6, 6.5, 7, 8], [5, 6.5, 6.5, 8, 8]);
    expect(a).toMatchObject({ n: 5, exact: 0.6, withinHalfBand: 0.8, tolerance: 0.5 });
  });

  it('reads within one step on other scales (a whole band for an IELTS criterion, a CELPIP level)', () => {
    const levels = { min: 0, max: 12, step: 1 };
    expect(agreementOf(levels, [7, 8, 9, 10], [8, 8, 11, 10])).toMatchObject({
      exact: 0.5,
      withinHalfBand: 0.75,
      tolerance: 1,
    });
  });

  it('places marks on the scale, clipping those outside it', () => {
    expect(categoryOf(halfBands, 6.5)).toBe(13);
    expect(categoryOf(halfBands, 9.7)).toBe(18);
    expect(categoryOf(halfBands, -1)).toBe(0);
  });
});
