import { describe, expect, it } from 'vitest';
import { referenceAlpha, referenceKr20 } from './item-analysis.fixtures';
import { cronbachAlpha, DEFAULT_SCORE_BINS, kuderRichardson20, scoreDistribution } from './test-statistics';

/** The transpose of a table with one row per attempt: one list of points per item. */
const byItem = (table: readonly (readonly number[])[]) =>
  (table[0] ?? []).map((_, item) => table.map((row) => row[item] ?? 0));

describe('cronbachAlpha and kuderRichardson20', () => {
  it('agree with each other and with the textbook formulas on 0/1 items', () => {
    const table = [
      [1, 1, 0, 1, 1],
      [1, 0, 1, 1, 0],
      [0, 0, 1, 1, 0],
      [1, 1, 1, 1, 1],
      [0, 0, 0, 1, 0],
      [1, 0, 0, 0, 1],
      [0, 1, 0, 0, 0],
    ];
    const alpha = cronbachAlpha(byItem(table));
    expect(alpha).toBeCloseTo(kuderRichardson20(byItem(table)) ?? Number.NaN, 12);
    expect(alpha).toBeCloseTo(referenceKr20(table), 12);
    expect(alpha).toBeCloseTo(referenceAlpha(table), 12);
  });

  it('is 1 for items that are exact copies of each other', () => {
    // Two identical items: var(total) = 4·var(item), so alpha = 2 · (1 − 2/4) = 1.
    expect(
      cronbachAlpha([
        [0, 1, 1, 0],
        [0, 1, 1, 0],
      ]),
    ).toBeCloseTo(1, 12);
  });

  it('can be negative when items pull against each other', () => {
    // i1 = 1 0 1 1, i2 = 0 1 0 1, totals 1 1 1 2. Sample variances: i1 (3·1/16 + 9/16)/3 = 1/4,
    // i2 (4·1/4)/3 = 1/3, total (3·1/16 + 9/16)/3 = 1/4 → alpha = 2 · (1 − (7/12)/(1/4)) = −8/3.
    expect(
      cronbachAlpha([
        [1, 0, 1, 1],
        [0, 1, 0, 1],
      ]),
    ).toBeCloseTo(-8 / 3, 12);
  });

  it('is undefined with fewer than 2 items or 2 attempts, or equal totals', () => {
    expect(cronbachAlpha([])).toBeNull();
    expect(cronbachAlpha([[1, 0, 1]])).toBeNull();
    expect(cronbachAlpha([[1], [0]])).toBeNull();
    // Totals 1 1 1: no spread to explain.
    expect(
      cronbachAlpha([
        [1, 0, 1],
        [0, 1, 0],
      ]),
    ).toBeNull();
    expect(kuderRichardson20([[1], [0]])).toBeNull();
  });

  it('has KR-20 only for 0/1 points', () => {
    expect(
      kuderRichardson20([
        [0, 1, 2],
        [0, 1, 1],
      ]),
    ).toBeNull();
    expect(
      cronbachAlpha([
        [0, 1, 2],
        [0, 1, 1],
      ]),
    ).not.toBeNull();
  });
});

describe('scoreDistribution', () => {
  const binOf = (total: number, presentedMax: number, binCount?: number) =>
    scoreDistribution([{ total, presentedMax }], binCount).findIndex((bin) => bin.count === 1);

  it('has 10 bins of 10 % by default', () => {
    expect(DEFAULT_SCORE_BINS).toBe(10);
    const bins = scoreDistribution([]);
    expect(bins).toHaveLength(10);
    expect(bins[3]).toEqual({ from: 0.3, to: 0.4, count: 0 });
  });

  it('includes a bin’s lower edge and excludes its upper edge, but puts 100 % in the last bin', () => {
    expect(binOf(0, 10)).toBe(0);
    expect(binOf(1, 10)).toBe(1);
    expect(binOf(9.99, 10)).toBe(9);
    expect(binOf(9, 10)).toBe(9);
    expect(binOf(10, 10)).toBe(9);
    expect(binOf(3, 4)).toBe(7);
  });

  it('keeps a total that lands on an edge through fractional points in the higher bin', () => {
    // Three answers of 0.7 add up to 2.0999999999999996, so 70 % of 3 scales to 6.999999999999999.
    expect(binOf(0.7 + 0.7 + 0.7, 3)).toBe(7);
    expect(binOf(0.1 + 0.2, 3)).toBe(1);
  });

  it('puts shares outside 0–100 % and attempts worth nothing in the end bins', () => {
    expect(binOf(-1, 4)).toBe(0);
    expect(binOf(5, 4)).toBe(9);
    expect(binOf(0, 0)).toBe(0);
  });

  it('takes another number of bins, and refuses a senseless one', () => {
    expect(binOf(1, 3, 3)).toBe(1);
    expect(scoreDistribution([], 1)).toEqual([{ from: 0, to: 1, count: 0 }]);
    expect(() => scoreDistribution([], 0)).toThrow(RangeError);
    expect(() => scoreDistribution([], 2.5)).toThrow(RangeError);
  });
});
