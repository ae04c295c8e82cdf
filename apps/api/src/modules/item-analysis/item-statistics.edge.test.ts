import { describe, expect, it } from 'vitest';
import { attemptsFromTable, itemOf, itemsWithMax, referenceAlpha } from './item-analysis.fixtures';
import {
  type AttemptResponses,
  analyseItems,
  type ItemMeta,
  MIN_ATTEMPTS_FOR_FLAGS,
} from './item-statistics';

/** 12 attempts: three items of rising difficulty, right from the k-th weakest student on. */
const ladder = (k: number) => [k >= 3 ? 1 : 0, k >= 6 ? 1 : 0, k >= 9 ? 1 : 0];

describe('analyseItems flags', () => {
  it('uses 10 attempts as the threshold for the discrimination flags', () => {
    expect(MIN_ATTEMPTS_FOR_FLAGS).toBe(10);
  });

  it('flags an item the weakest students get right and the strongest miss', () => {
    // i4 is right for the four weakest students only: its item–rest correlation is clearly negative.
    const table = Array.from({ length: 12 }, (_, k) => [...ladder(k), k < 4 ? 1 : 0]);
    const analysis = analyseItems(itemsWithMax([1, 1, 1, 1]), attemptsFromTable(table));
    const negative = itemOf(analysis, 'i4');
    expect(negative.discrimination).toBeLessThan(-0.5);
    expect(negative.upperLowerIndex).toBeLessThan(0);
    expect(negative.flags).toEqual(['negative-discrimination']);
    expect(itemOf(analysis, 'i1').discrimination).toBeGreaterThan(0);
    expect(itemOf(analysis, 'i1').flags).toEqual([]);
  });

  it('flags an item everybody got right and leaves its discrimination undefined', () => {
    const table = Array.from({ length: 12 }, (_, k) => [1, ...ladder(k)]);
    const everybody = itemOf(analyseItems(itemsWithMax([1, 1, 1, 1]), attemptsFromTable(table)), 'i1');
    expect(everybody.facility).toBe(1);
    expect(everybody.discrimination).toBeNull();
    expect(everybody.discriminativeEfficiency).toBeNull();
    expect(everybody.upperLowerIndex).toBe(0);
    expect(everybody.flags).toEqual(['everybody-right']);
  });

  it('flags an item nobody got right', () => {
    const table = Array.from({ length: 12 }, (_, k) => [0, ...ladder(k)]);
    const nobody = itemOf(analyseItems(itemsWithMax([1, 1, 1, 1]), attemptsFromTable(table)), 'i1');
    expect(nobody.facility).toBe(0);
    expect(nobody.discrimination).toBeNull();
    expect(nobody.flags).toEqual(['nobody-right']);
  });

  it('needs full points from everyone for everybody-right on a partial-credit item', () => {
    const full = analyseItems(itemsWithMax([2]), attemptsFromTable([[2], [2], [2]]));
    const partial = analyseItems(itemsWithMax([2]), attemptsFromTable([[2], [1], [2]]));
    expect(itemOf(full, 'i1').flags).toEqual(['everybody-right', 'few-attempts']);
    expect(itemOf(partial, 'i1').flags).toEqual(['few-attempts']);
    expect(itemOf(partial, 'i1').facility).toBeCloseTo(5 / 6, 12);
  });

  it('reads a mean pushed below zero by penalties as facility 0, and nobody right', () => {
    const analysis = analyseItems(
      itemsWithMax([1, 1]),
      attemptsFromTable([
        [-0.25, 1],
        [0, 1],
      ]),
    );
    expect(itemOf(analysis, 'i1').facility).toBe(0);
    expect(itemOf(analysis, 'i1').flags).toEqual(['nobody-right', 'few-attempts']);
    // The penalty still counts in the total, as Moodle uses the final item score.
    expect(analysis.test.meanScore).toBeCloseTo((0.75 + 1) / 2, 12);
  });

  it('gives an item worth nothing no facility and no right or wrong flags', () => {
    const analysis = analyseItems(
      itemsWithMax([0, 1]),
      attemptsFromTable([
        [0, 1],
        [0, 0],
      ]),
    );
    const survey = itemOf(analysis, 'i1');
    expect(survey.facility).toBeNull();
    expect(survey.upperLowerIndex).toBeNull();
    expect(survey.flags).toEqual(['few-attempts']);
  });
});

describe('analyseItems on choice items', () => {
  const choiceItems: ItemMeta[] = [
    ...itemsWithMax([1, 1, 1, 1]),
    {
      itemId: 'q',
      maxPoints: 1,
      options: [
        { id: 'A', label: 'A', key: true },
        { id: 'B', label: 'B', key: false },
        { id: 'C', label: 'C', key: false },
      ],
    },
  ];
  //   attempt  anchors i1–i4  q   total
  //   s01–s02      4          B     4     three of the four strongest choose distractor B …
  //   s03          4          A     5
  //   s04          4          B     4
  //   s05–s07      3          A     4     … while the middle chooses the key A
  //   s08          2          A     3
  //   s09          1          C     1
  //   s10          1          A     2
  //   s11–s12      0          C     0
  // So A still goes with higher totals overall (positive discrimination), yet B wins the top third.
  const rows: [number, string][] = [
    [4, 'B'],
    [4, 'B'],
    [4, 'A'],
    [4, 'B'],
    [3, 'A'],
    [3, 'A'],
    [3, 'A'],
    [2, 'A'],
    [1, 'C'],
    [1, 'A'],
    [0, 'C'],
    [0, 'C'],
  ];
  const attempts: AttemptResponses[] = rows.map(([anchors, choice], index) => ({
    attemptId: `s${String(index + 1).padStart(2, '0')}`,
    answers: [
      ...[1, 2, 3, 4].map((item) => ({ itemId: `i${item}`, points: item <= anchors ? 1 : 0, seconds: null })),
      { itemId: 'q', points: choice === 'A' ? 1 : 0, seconds: 30, chosen: [choice] },
    ],
  }));

  it('counts each option overall and in the strongest and weakest thirds', () => {
    // Thirds of round(12/3) = 4. Strongest: s03 (5), then of the six on 4 the first by id: s01, s02,
    // s04. Weakest: s10 (2), s09 (1), s11, s12 (0).
    const q = itemOf(analyseItems(choiceItems, attempts), 'q');
    expect(q.options).toEqual([
      { optionId: 'A', label: 'A', key: true, count: 6, share: 6 / 12, strongShare: 1 / 4, weakShare: 1 / 4 },
      { optionId: 'B', label: 'B', key: false, count: 3, share: 3 / 12, strongShare: 3 / 4, weakShare: 0 },
      { optionId: 'C', label: 'C', key: false, count: 3, share: 3 / 12, strongShare: 0, weakShare: 3 / 4 },
    ]);
    expect(q.meanSeconds).toBe(30);
  });

  it('flags a distractor the strongest students prefer to the key', () => {
    const q = itemOf(analyseItems(choiceItems, attempts), 'q');
    expect(q.discrimination).toBeGreaterThan(0);
    expect(q.flags).toEqual(['distractor-beats-key']);
  });

  it('withholds the distractor and discrimination flags below 10 attempts', () => {
    const q = itemOf(analyseItems(choiceItems, attempts.slice(0, 9)), 'q');
    // Strongest third of 9: s03, s01, s02: B beats A 2 to 1, the same pattern, but only 9 students.
    expect(q.options?.find((option) => option.optionId === 'B')?.strongShare).toBeCloseTo(2 / 3, 12);
    expect(q.flags).toEqual(['few-attempts']);
  });

  it('does not flag an item whose key the strongest students prefer', () => {
    const keyed = attempts.map((attempt) => ({
      ...attempt,
      answers: attempt.answers.map((answer) =>
        answer.itemId === 'q' && answer.chosen?.[0] === 'B'
          ? { ...answer, points: 1, chosen: ['A'] }
          : answer,
      ),
    }));
    expect(itemOf(analyseItems(choiceItems, keyed), 'q').flags).toEqual([]);
  });

  it('makes each "third" of 2 attempts one attempt, and of 1 attempt empty', () => {
    const two = itemOf(analyseItems(choiceItems, [attempts[0]!, attempts[11]!]), 'q');
    expect(two.options?.map((option) => [option.strongShare, option.weakShare])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    const one = itemOf(analyseItems(choiceItems, [attempts[0]!]), 'q');
    expect(one.options?.map((option) => [option.share, option.strongShare, option.weakShare])).toEqual([
      [0, null, null],
      [1, null, null],
      [0, null, null],
    ]);
  });

  it('counts an attempt choosing several options for each, and ignores ids that are not options', () => {
    const multi: AttemptResponses = {
      attemptId: 'm',
      answers: [{ itemId: 'q', points: 0, seconds: null, chosen: ['A', 'C', 'C', 'Z'] }],
    };
    const q = itemOf(analyseItems(choiceItems, [multi]), 'q');
    expect(q.options?.map((option) => option.count)).toEqual([1, 0, 1]);
  });

  it('gives a choice item without attempts zero counts and no shares', () => {
    const q = itemOf(analyseItems(choiceItems, []), 'q');
    expect(q.options?.map((option) => [option.count, option.share, option.strongShare])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
  });

  it('gives items without options no option figures', () => {
    expect(itemOf(analyseItems(choiceItems, attempts), 'i1').options).toBeNull();
  });
});

describe('analyseItems edge cases', () => {
  it('handles one attempt: facility defined, correlations and alpha undefined', () => {
    const analysis = analyseItems(itemsWithMax([1, 1]), attemptsFromTable([[1, 0]]));
    expect(analysis.items.map((item) => item.facility)).toEqual([1, 0]);
    for (const item of analysis.items) {
      expect(item.attempts).toBe(1);
      expect(item.discrimination).toBeNull();
      expect(item.discriminativeEfficiency).toBeNull();
      expect(item.upperLowerIndex).toBeNull();
    }
    expect(analysis.items.map((item) => item.flags)).toEqual([
      ['everybody-right', 'few-attempts'],
      ['nobody-right', 'few-attempts'],
    ]);
    expect(analysis.test).toMatchObject({ attempts: 1, meanScore: 1, sdScore: null, alpha: null });
    expect(analysis.test.distribution[5]?.count).toBe(1);
  });

  it('handles no attempts', () => {
    const analysis = analyseItems(itemsWithMax([1, 2]), []);
    expect(analysis.test).toMatchObject({
      attempts: 0,
      items: 2,
      maxScore: 3,
      meanScore: null,
      sdScore: null,
    });
    expect(analysis.test.alpha).toBeNull();
    expect(analysis.test.distribution.every((bin) => bin.count === 0)).toBe(true);
    expect(analysis.items[0]).toEqual({
      itemId: 'i1',
      maxPoints: 1,
      attempts: 0,
      facility: null,
      discrimination: null,
      upperLowerIndex: null,
      discriminativeEfficiency: null,
      meanSeconds: null,
      options: null,
      flags: ['few-attempts'],
    });
  });

  it('handles no items: every attempt scores 0 of 0 and counts in the first bin', () => {
    const analysis = analyseItems([], attemptsFromTable([[], []]));
    expect(analysis.items).toEqual([]);
    expect(analysis.test).toMatchObject({
      attempts: 2,
      items: 0,
      maxScore: 0,
      meanScore: 0,
      sdScore: 0,
      alpha: null,
      alphaItems: 0,
    });
    expect(analysis.test.distribution[0]?.count).toBe(2);
  });

  it('leaves an item out of the attempts that did not present it', () => {
    //        i1 i2 i3 | total / presented max
    //   a1:   1  1  – |  2 / 2 → 100 %
    //   a2:   1  0  1 |  2 / 3 →  66.7 %
    //   a3:   0  –  1 |  1 / 2 →  50 %
    //   a4:   0  0  0 |  0 / 3 →   0 %
    const analysis = analyseItems(
      itemsWithMax([1, 1, 1]),
      attemptsFromTable([
        [1, 1, null],
        [1, 0, 1],
        [0, null, 1],
        [0, 0, 0],
      ]),
    );
    expect(analysis.items.map((item) => item.attempts)).toEqual([4, 3, 3]);
    // i2 over a1, a2, a4: x = 1 0 0 (facility 1/3); rest = 1 2 0 (mean 1): dx = 2/3 −1/3 −1/3,
    // dr = 0 1 −1: Σdx·dr = 0 − 1/3 + 1/3 = 0 → r = 0.
    expect(itemOf(analysis, 'i2').facility).toBeCloseTo(1 / 3, 12);
    expect(itemOf(analysis, 'i2').discrimination).toBeCloseTo(0, 12);
    // i3 over a2, a3, a4: x = 1 1 0 (facility 2/3); rest = 1 0 0 (mean 1/3): dx = 1/3 1/3 −2/3,
    // dr = 2/3 −1/3 −1/3: Σdx·dr = 2/9 − 1/9 + 2/9 = 1/3; Σdx² = 2/3; Σdr² = 2/3 → r = 1/2.
    expect(itemOf(analysis, 'i3').discrimination).toBeCloseTo(1 / 2, 12);
    // Only i1 is in every attempt: alpha needs two items.
    expect(analysis.test).toMatchObject({ alpha: null, alphaItems: 1, maxScore: 3 });
    expect(analysis.test.distribution.map((bin) => bin.count)).toEqual([1, 0, 0, 0, 0, 1, 1, 0, 0, 1]);
  });

  it('computes alpha over the items every attempt was presented', () => {
    const common = [
      [1, 1, 1],
      [1, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
      [0, 0, 0],
    ];
    const withGap = common.map((row, index) => [...row, index === 0 ? null : 1]);
    const analysis = analyseItems(itemsWithMax([1, 1, 1, 1]), attemptsFromTable(withGap));
    expect(analysis.test.alphaItems).toBe(3);
    expect(analysis.test.alpha).toBeCloseTo(referenceAlpha(common), 12);
  });

  it('ignores answers to items not in the test, and all but the first answer to an item', () => {
    const attempts: AttemptResponses[] = [
      {
        attemptId: 'a1',
        answers: [
          { itemId: 'i1', points: 1, seconds: 5 },
          { itemId: 'i1', points: 0, seconds: 50 },
          { itemId: 'gone', points: 7, seconds: null },
        ],
      },
    ];
    const analysis = analyseItems(itemsWithMax([1]), attempts);
    expect(itemOf(analysis, 'i1')).toMatchObject({ facility: 1, meanSeconds: 5 });
    expect(analysis.test.meanScore).toBe(1);
  });

  it('averages only usable timings', () => {
    const attempts: AttemptResponses[] = [-3, Number.NaN, null, 12].map((seconds, index) => ({
      attemptId: `a${index}`,
      answers: [{ itemId: 'i1', points: 1, seconds }],
    }));
    expect(itemOf(analyseItems(itemsWithMax([1]), attempts), 'i1').meanSeconds).toBe(12);
  });

  it('refuses two items or two attempts with the same id', () => {
    expect(() => analyseItems([...itemsWithMax([1]), ...itemsWithMax([2])], [])).toThrow(RangeError);
    expect(() =>
      analyseItems(
        itemsWithMax([1]),
        attemptsFromTable([[1], [0]]).map(({ answers }) => ({ attemptId: 'x', answers })),
      ),
    ).toThrow(RangeError);
  });

  it('takes the number of score bins as an option', () => {
    const analysis = analyseItems(
      itemsWithMax([1, 1]),
      attemptsFromTable([
        [1, 1],
        [1, 0],
        [0, 0],
      ]),
      {
        scoreBins: 4,
      },
    );
    expect(analysis.test.distribution).toEqual([
      { from: 0, to: 0.25, count: 1 },
      { from: 0.25, to: 0.5, count: 0 },
      { from: 0.5, to: 0.75, count: 1 },
      { from: 0.75, to: 1, count: 1 },
    ]);
  });
});
