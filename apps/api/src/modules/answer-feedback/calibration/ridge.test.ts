import { describe, expect, it } from 'vitest';
import { fitRidge, fitRidgeCV, predictRidge, solveSymmetric } from './ridge';

describe('ridge regression', () => {
  it('solves a symmetric positive definite system', () => {
    // 4x + 2y = 10, 2x + 3y = 11: x = 1, y = 3.
    const [x, y] = solveSymmetric(
      [
        [4, 2],
        [2, 3],
      ],
      [10, 11],
    );
    expect(x).toBeCloseTo(1, 12);
    expect(y).toBeCloseTo(3, 12);
  });

  it('recovers an exact linear relation when the penalty is tiny', () => {
    const rows = Array.from({ length: 40 }, (_, i) => [i % 7, (i * 3) % 11, 5]);
    const targets = rows.map(([a, b]) => 2 + 0.5 * (a as number) - 0.25 * (b as number));
    const fit = fitRidge(rows, targets, 1e-9);
    expect(predictRidge(fit, [3, 4, 5])).toBeCloseTo(2 + 1.5 - 1, 6);
    // The constant column says nothing: not used, and an unknown value reads as the average.
    expect(fit.sds[2]).toBe(0);
    expect(fit.weights[2]).toBe(0);
    expect(predictRidge(fit, [3, 4, Number.NaN])).toBeCloseTo(2.5, 6);
  });

  it('shrinks towards the mean as the penalty grows', () => {
    const rows = Array.from({ length: 20 }, (_, i) => [i]);
    const targets = rows.map(([a]) => a as number);
    const loose = fitRidge(rows, targets, 0.01);
    const tight = fitRidge(rows, targets, 1e6);
    expect(Math.abs(predictRidge(tight, [19]) - 9.5)).toBeLessThan(0.01);
    expect(predictRidge(loose, [19])).toBeCloseTo(19, 1);
  });

  it('picks a small penalty for a clean signal and a large one for noise', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rows = Array.from({ length: 100 }, () => [random(), random(), random()]);
    const clean = fitRidgeCV(
      rows,
      rows.map(([a, b]) => 3 * (a as number) - 2 * (b as number) + 0.01 * random()),
    );
    const noise = fitRidgeCV(
      rows,
      rows.map(() => random()),
    );
    expect(clean.lambda).toBeLessThanOrEqual(1);
    expect(noise.lambda).toBeGreaterThanOrEqual(100);
    expect(clean.outOfFold).toHaveLength(100);
  });
});
