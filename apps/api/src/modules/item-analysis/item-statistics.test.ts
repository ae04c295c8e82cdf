import { describe, expect, it } from 'vitest';
import {
  attemptsFromTable,
  column,
  itemOf,
  itemsWithMax,
  referenceAlpha,
  referenceItemRest,
  referenceKr20,
} from './item-analysis.fixtures';
import { analyseItems } from './item-statistics';
import { kuderRichardson20 } from './test-statistics';

// Definitions: Moodle's quiz statistics, https://docs.moodle.org/en/Quiz_statistics_calculations

describe('analyseItems on 6 attempts × 4 dichotomous items, worked by hand', () => {
  //        i1 i2 i3 i4 | total
  //   a1:   1  1  1  1 |   4
  //   a2:   1  1  1  0 |   3
  //   a3:   1  1  0  0 |   2
  //   a4:   1  0  1  0 |   2
  //   a5:   0  1  0  0 |   1
  //   a6:   0  0  0  1 |   1      mean total = 13/6
  const table = [
    [1, 1, 1, 1],
    [1, 1, 1, 0],
    [1, 1, 0, 0],
    [1, 0, 1, 0],
    [0, 1, 0, 0],
    [0, 0, 0, 1],
  ];
  const attempts = attemptsFromTable(table).map((attempt, index) => ({
    ...attempt,
    // i1 timed in four attempts: 10, 20, 30, 40 s (a3 and a5 untimed) → mean 25 s.
    answers: attempt.answers.map((answer) =>
      answer.itemId === 'i1' ? { ...answer, seconds: [10, 20, null, 30, null, 40][index] ?? null } : answer,
    ),
  }));
  const analysis = analyseItems(itemsWithMax([1, 1, 1, 1]), attempts);

  it('computes facility as mean points over the maximum', () => {
    // i1: 4/6 = 2/3; i2: 4/6 = 2/3; i3: 3/6 = 1/2; i4: 2/6 = 1/3.
    expect(itemOf(analysis, 'i1').facility).toBeCloseTo(2 / 3, 12);
    expect(itemOf(analysis, 'i2').facility).toBeCloseTo(2 / 3, 12);
    expect(itemOf(analysis, 'i3').facility).toBeCloseTo(1 / 2, 12);
    expect(itemOf(analysis, 'i4').facility).toBeCloseTo(1 / 3, 12);
    expect(analysis.items.map((item) => item.attempts)).toEqual([6, 6, 6, 6]);
  });

  it('computes discrimination as the item–rest correlation', () => {
    // i1: x = 1 1 1 1 0 0 (x̄ = 2/3), rest = total − x = 3 2 1 1 1 1 (mean 9/6 = 3/2).
    //   dx = 1/3 1/3 1/3 1/3 −2/3 −2/3;  dr = 3/2 1/2 −1/2 −1/2 −1/2 −1/2
    //   Σdx·dr = 1/3·(3/2 + 1/2 − 1/2 − 1/2) + (−2/3)·(−1/2 − 1/2) = 1/3 + 2/3 = 1
    //   Σdx² = 4·1/9 + 2·4/9 = 4/3;  Σdr² = 9/4 + 1/4 + 4·1/4 = 7/2
    //   r = 1 / √(4/3 · 7/2) = 1 / √(14/3) ≈ 0.46291
    expect(itemOf(analysis, 'i1').discrimination).toBeCloseTo(1 / Math.sqrt((4 / 3) * (7 / 2)), 12);
    expect(itemOf(analysis, 'i1').discrimination).toBeCloseTo(0.46291, 5);
    // i2: x = 1 1 1 0 1 0 (x̄ = 2/3), rest = 3 2 1 2 0 1 (mean 3/2).
    //   dx = 1/3 1/3 1/3 −2/3 1/3 −2/3;  dr = 3/2 1/2 −1/2 1/2 −3/2 −1/2
    //   Σdx·dr = 1/3·(3/2 + 1/2 − 1/2 − 3/2) − 2/3·(1/2 − 1/2) = 0  →  r = 0
    expect(itemOf(analysis, 'i2').discrimination).toBeCloseTo(0, 12);
    // i3: x = 1 1 0 1 0 0 (x̄ = 1/2), rest = 3 2 2 1 1 1 (mean 10/6 = 5/3).
    //   dx = ±1/2;  dr = 4/3 1/3 1/3 −2/3 −2/3 −2/3
    //   Σdx·dr = 1/2·(4/3 + 1/3 − 2/3) − 1/2·(1/3 − 2/3 − 2/3) = 1/2 + 1/2 = 1
    //   Σdx² = 6·1/4 = 3/2;  Σdr² = 16/9 + 2·1/9 + 3·4/9 = 30/9 = 10/3
    //   r = 1 / √(3/2 · 10/3) = 1/√5 ≈ 0.44721
    expect(itemOf(analysis, 'i3').discrimination).toBeCloseTo(1 / Math.sqrt(5), 12);
    // i4: x = 1 0 0 0 0 1 (x̄ = 1/3), rest = 3 3 2 2 1 0 (mean 11/6).
    //   dx = 2/3 −1/3 −1/3 −1/3 −1/3 2/3;  dr = 7/6 7/6 1/6 1/6 −5/6 −11/6
    //   Σdx·dr = 2/3·(7/6 − 11/6) − 1/3·(7/6 + 1/6 + 1/6 − 5/6) = −4/9 − 2/9 = −2/3
    //   Σdx² = 4/3;  Σdr² = (49 + 49 + 1 + 1 + 25 + 121)/36 = 246/36 = 41/6
    //   r = (−2/3) / √(4/3 · 41/6) = −(2/3)/√(82/9) = −2/√82 ≈ −0.22086
    expect(itemOf(analysis, 'i4').discrimination).toBeCloseTo(-2 / Math.sqrt(82), 12);
  });

  it('agrees with the one-pass reference formula for r', () => {
    for (const [index, item] of analysis.items.entries()) {
      expect(item.discrimination).toBeCloseTo(referenceItemRest(table, index), 12);
    }
  });

  it('computes discriminative efficiency as C(x, X) / C_max(x, X)', () => {
    // C_max pairs x and the rest each sorted ascending. The (n − 1) divisor cancels, so sums suffice.
    // i1: sorted x 0 0 1 1 1 1 (dx −2/3 −2/3 1/3 1/3 1/3 1/3), sorted rest 1 1 1 1 2 3
    //   (dr −1/2 −1/2 −1/2 −1/2 1/2 3/2): Σ = 2·(1/3) + 1/3·(−1/2 − 1/2 + 1/2 + 3/2) = 2/3 + 1/3 = 1
    //   DE = 1 / 1 = 1: the item already reaches the most its facility allows.
    expect(itemOf(analysis, 'i1').discriminativeEfficiency).toBeCloseTo(1, 12);
    // i2: Σdx·dr = 0 → DE = 0.
    expect(itemOf(analysis, 'i2').discriminativeEfficiency).toBeCloseTo(0, 12);
    // i3: sorted x 0 0 0 1 1 1, sorted rest 1 1 1 2 2 3 (dr −2/3 −2/3 −2/3 1/3 1/3 4/3):
    //   Σ = −1/2·(−2) + 1/2·(2) = 2 → DE = 1/2.
    expect(itemOf(analysis, 'i3').discriminativeEfficiency).toBeCloseTo(1 / 2, 12);
    // i4: sorted x 0 0 0 0 1 1 (dx −1/3 ×4, 2/3 ×2), sorted rest 0 1 2 2 3 3
    //   (dr −11/6 −5/6 1/6 1/6 7/6 7/6): Σ = −1/3·(−11/6 − 5/6 + 1/6 + 1/6) + 2/3·(14/6)
    //   = −1/3·(−14/6) + 28/18 = 7/9 + 14/9 = 7/3 → DE = (−2/3)/(7/3) = −2/7.
    expect(itemOf(analysis, 'i4').discriminativeEfficiency).toBeCloseTo(-2 / 7, 12);
  });

  it('computes the upper–lower index from the top and bottom 27 %', () => {
    // Group size max(1, round(0.27 · 6)) = round(1.62) = 2. By total: a1 (4), a2 (3), a3, a4 (2),
    // a5, a6 (1): top = a1, a2; bottom = a5, a6.
    // i1: 2/2 − 0/2 = 1; i2: 2/2 − 1/2 = 1/2; i3: 2/2 − 0/2 = 1; i4: 1/2 − 1/2 = 0.
    expect(analysis.items.map((item) => item.upperLowerIndex)).toEqual([1, 0.5, 1, 0]);
  });

  it('averages the seconds of the timed answers only', () => {
    // (10 + 20 + 30 + 40) / 4 = 25; the other items were never timed.
    expect(itemOf(analysis, 'i1').meanSeconds).toBe(25);
    expect(itemOf(analysis, 'i2').meanSeconds).toBeNull();
  });

  it('computes the test figures', () => {
    // Totals 4 3 2 2 1 1: mean 13/6; deviations 11/6 5/6 −1/6 −1/6 −7/6 −7/6;
    // Σd² = (121 + 25 + 1 + 1 + 49 + 49)/36 = 246/36 = 41/6; sample variance (41/6)/5 = 41/30.
    expect(analysis.test.attempts).toBe(6);
    expect(analysis.test.items).toBe(4);
    expect(analysis.test.maxScore).toBe(4);
    expect(analysis.test.meanScore).toBeCloseTo(13 / 6, 12);
    expect(analysis.test.sdScore).toBeCloseTo(Math.sqrt(41 / 30), 12);
  });

  it('computes alpha, equal to KR-20 on these 0/1 items', () => {
    // Sample item variances: p·q·n/(n − 1) = (2/9, 2/9, 1/4, 2/9)·6/5 = 4/15, 4/15, 3/10, 4/15;
    //   Σ = 4/5 + 3/10 = 11/10.
    // alpha = 4/3 · (1 − (11/10)/(41/30)) = 4/3 · (1 − 33/41) = 4/3 · 8/41 = 32/123 ≈ 0.26016.
    // KR-20: Σpq = 3·2/9 + 1/4 = 11/12; population variance (41/6)/6 = 41/36;
    //   4/3 · (1 − (11/12)/(41/36)) = 4/3 · (1 − 33/41) = 32/123: the same.
    expect(analysis.test.alpha).toBeCloseTo(32 / 123, 12);
    expect(analysis.test.alpha).toBeCloseTo(referenceKr20(table), 12);
    expect(analysis.test.alpha).toBeCloseTo(referenceAlpha(table), 12);
    expect(kuderRichardson20([0, 1, 2, 3].map((item) => column(table, item)))).toBeCloseTo(32 / 123, 12);
    expect(analysis.test.alphaItems).toBe(4);
  });

  it('puts each total, as a share of the maximum, into 10 % bins', () => {
    // Shares 4/4, 3/4, 2/4, 2/4, 1/4, 1/4 → bins [90, 100], [70, 80), [50, 60) ×2, [20, 30) ×2.
    expect(analysis.test.distribution.map((bin) => bin.count)).toEqual([0, 0, 2, 0, 0, 2, 0, 1, 0, 1]);
    expect(analysis.test.distribution[0]).toEqual({ from: 0, to: 0.1, count: 0 });
    expect(analysis.test.distribution[9]).toEqual({ from: 0.9, to: 1, count: 1 });
  });

  it('withholds the discrimination flags with 6 attempts, though i4 discriminates negatively', () => {
    expect(itemOf(analysis, 'i4').discrimination).toBeLessThan(0);
    expect(analysis.items.map((item) => item.flags)).toEqual([
      ['few-attempts'],
      ['few-attempts'],
      ['few-attempts'],
      ['few-attempts'],
    ]);
  });
});

describe('analyseItems with a partial-credit item, worked by hand', () => {
  //        i1 (max 2)  i2  i3 | total (max 4)
  //   a1:      2        1   1 |   4
  //   a2:      1        1   0 |   2
  //   a3:      2        0   1 |   3
  //   a4:      0        1   0 |   1
  //   a5:      1        0   0 |   1       mean total = 11/5
  const table = [
    [2, 1, 1],
    [1, 1, 0],
    [2, 0, 1],
    [0, 1, 0],
    [1, 0, 0],
  ];
  const analysis = analyseItems(itemsWithMax([2, 1, 1]), attemptsFromTable(table));

  it('computes facility over the item’s maximum', () => {
    // i1: mean 6/5 over 2 = 3/5; i2: 3/5; i3: 2/5.
    expect(analysis.items.map((item) => item.facility)).toEqual(
      [3 / 5, 3 / 5, 2 / 5].map((value) => expect.closeTo(value, 12)),
    );
  });

  it('computes the item–rest correlation and discriminative efficiency of the partial-credit item', () => {
    // i1: x = 2 1 2 0 1 (x̄ = 6/5), rest = 2 1 1 1 0 (mean 1).
    //   dx = 4/5 −1/5 4/5 −6/5 −1/5;  dr = 1 0 0 0 −1
    //   Σdx·dr = 4/5 + 1/5 = 1;  Σdx² = (16 + 1 + 16 + 36 + 1)/25 = 70/25 = 14/5;  Σdr² = 2
    //   r = 1/√(14/5 · 2) = 1/√(28/5) ≈ 0.42258
    expect(itemOf(analysis, 'i1').discrimination).toBeCloseTo(1 / Math.sqrt(28 / 5), 12);
    expect(itemOf(analysis, 'i1').discrimination).toBeCloseTo(referenceItemRest(table, 0), 12);
    // C_max: sorted x 0 1 1 2 2 (dx −6/5 −1/5 −1/5 4/5 4/5), sorted rest 0 1 1 1 2 (dr −1 0 0 0 1):
    //   Σ = 6/5 + 4/5 = 2 → DE = 1/2.
    expect(itemOf(analysis, 'i1').discriminativeEfficiency).toBeCloseTo(1 / 2, 12);
  });

  it('computes the other items', () => {
    // i2: x = 1 1 0 1 0 (x̄ = 3/5), rest = 3 1 3 0 1 (mean 8/5).
    //   dx = 2/5 2/5 −3/5 2/5 −3/5;  dr = 7/5 −3/5 7/5 −8/5 −3/5
    //   Σdx·dr = (14 − 6 − 21 − 16 + 9)/25 = −20/25 = −4/5;  Σdx² = 6/5;  Σdr² = 180/25 = 36/5
    //   r = (−4/5)/√(6/5 · 36/5) = (−4/5)/(6√6/5) = −2/(3√6) ≈ −0.27217
    expect(itemOf(analysis, 'i2').discrimination).toBeCloseTo(-2 / (3 * Math.sqrt(6)), 12);
    // i3: x = 1 0 1 0 0 (x̄ = 2/5), rest = 3 2 2 1 1 (mean 9/5).
    //   dx = 3/5 −2/5 3/5 −2/5 −2/5;  dr = 6/5 1/5 1/5 −4/5 −4/5
    //   Σdx·dr = (18 − 2 + 3 + 8 + 8)/25 = 35/25 = 7/5;  Σdx² = 6/5;  Σdr² = 70/25 = 14/5
    //   r = (7/5)/√(6/5 · 14/5) = 7/√84 ≈ 0.76376.
    //   C_max: sorted x 0 0 0 1 1 against sorted rest 1 1 2 2 3 (dr −4/5 −4/5 1/5 1/5 6/5):
    //   Σ = −2/5·(−4/5 − 4/5 + 1/5) + 3/5·(1/5 + 6/5) = 14/25 + 21/25 = 7/5 → DE = 1.
    expect(itemOf(analysis, 'i3').discrimination).toBeCloseTo(7 / Math.sqrt(84), 12);
    expect(itemOf(analysis, 'i3').discriminativeEfficiency).toBeCloseTo(1, 12);
  });

  it('breaks the tie at the cut of the 27 % groups by attempt id', () => {
    // Group size round(0.27 · 5) = round(1.35) = 1. By total: a1 (4), a3 (3), a2 (2), a4 (1), a5 (1);
    // a4 and a5 tie, a4 ranks first, so the bottom group is a5.
    // i1: 2/2 − 1/2 = 1/2; i2: 1 − 0 = 1; i3: 1 − 0 = 1. (With a4 at the bottom i2 would give 0.)
    expect(analysis.items.map((item) => item.upperLowerIndex)).toEqual([0.5, 1, 1]);
  });

  it('computes alpha with sample variances', () => {
    // Sample variances: i1 (14/5)/4 = 7/10; i2 (6/5)/4 = 3/10; i3 3/10; Σ = 13/10.
    // Totals 4 2 3 1 1, mean 11/5: Σd² = (81 + 1 + 16 + 36 + 36)/25 = 170/25 = 34/5; variance 17/10.
    // alpha = 3/2 · (1 − 13/17) = 3/2 · 4/17 = 6/17 ≈ 0.35294.
    expect(analysis.test.alpha).toBeCloseTo(6 / 17, 12);
    expect(analysis.test.alpha).toBeCloseTo(referenceAlpha(table), 12);
    expect(analysis.test.sdScore).toBeCloseTo(Math.sqrt(17 / 10), 12);
    expect(analysis.test.maxScore).toBe(4);
  });

  it('has no KR-20 on a partial-credit item', () => {
    expect(kuderRichardson20([0, 1, 2].map((item) => column(table, item)))).toBeNull();
  });
});
