import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptsFromTable, itemsWithMax, referenceItemRest, referenceKr20 } from './item-analysis.fixtures';
import {
  type AttemptResponses,
  analyseItems,
  type ItemMeta,
  MIN_ATTEMPTS_FOR_FLAGS,
} from './item-statistics';
import { cronbachAlpha, kuderRichardson20 } from './test-statistics';

const OPTION_IDS = ['A', 'B', 'C', 'D'];

/** An item: worth 0–3 points, and a choice item with one or two keys half the time. */
const itemArb = fc.record({
  maxPoints: fc.integer({ min: 0, max: 3 }),
  choice: fc.boolean(),
  keys: fc.integer({ min: 1, max: 2 }),
});

/**
 * One item in one attempt: not presented (null), or points in quarters of the maximum from −¼
 * (a penalty) to full, an optional timing, and the options chosen.
 */
const cellArb = fc.option(
  fc.record({
    quarters: fc.integer({ min: -1, max: 4 }),
    seconds: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
    chosen: fc.subarray(OPTION_IDS),
  }),
  { nil: null, freq: 6 },
);

/** A test's items and its attempts (ids s0, s1, …), with a shuffled copy of the attempts. */
const inputArb = fc.array(itemArb, { maxLength: 6 }).chain((specs) => {
  const items: ItemMeta[] = specs.map((spec, index) => ({
    itemId: `i${index + 1}`,
    maxPoints: spec.maxPoints,
    ...(spec.choice
      ? { options: OPTION_IDS.map((id, option) => ({ id, label: id, key: option < spec.keys })) }
      : {}),
  }));
  const rowArb = fc.array(cellArb, { minLength: items.length, maxLength: items.length });
  return fc.array(rowArb, { maxLength: 30 }).chain((rows) => {
    const attempts: AttemptResponses[] = rows.map((row, attempt) => ({
      attemptId: `s${attempt}`,
      answers: items.flatMap((item, index) => {
        const cell = row[index];
        if (!cell) return [];
        const points = (item.maxPoints * cell.quarters) / 4;
        return [{ itemId: item.itemId, points, seconds: cell.seconds, chosen: cell.chosen }];
      }),
    }));
    return fc.record({
      items: fc.constant(items),
      attempts: fc.constant(attempts),
      shuffled: fc.shuffledSubarray(attempts, { minLength: attempts.length }),
    });
  });
});

/** A full table of 0/1 points: 2–30 attempts × 2–6 items. */
const dichotomousArb = fc
  .record({ attempts: fc.integer({ min: 2, max: 30 }), items: fc.integer({ min: 2, max: 6 }) })
  .chain(({ attempts, items }) =>
    fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: items, maxLength: items }), {
      minLength: attempts,
      maxLength: attempts,
    }),
  );

const within = (value: number | null, low: number, high: number) =>
  value === null || (value >= low && value <= high);

describe('analyseItems properties', () => {
  it('keeps facility in [0, 1], null only without attempts or points to earn', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        for (const item of analyseItems(items, attempts).items) {
          expect(within(item.facility, 0, 1)).toBe(true);
          expect(item.facility === null).toBe(item.attempts === 0 || item.maxPoints === 0);
        }
      }),
    );
  });

  it('keeps discrimination, discriminative efficiency and the upper–lower index in [−1, 1] or null', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        for (const item of analyseItems(items, attempts).items) {
          expect(within(item.discrimination, -1, 1)).toBe(true);
          expect(within(item.discriminativeEfficiency, -1, 1)).toBe(true);
          expect(within(item.upperLowerIndex, -1, 1)).toBe(true);
          expect(item.discriminativeEfficiency === null).toBe(item.discrimination === null);
        }
      }),
    );
  });

  it('keeps alpha at most 1, or null', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        expect(within(analyseItems(items, attempts).test.alpha, Number.NEGATIVE_INFINITY, 1)).toBe(true);
      }),
    );
  });

  it('counts every attempt in exactly one bin of the distribution', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        const { distribution } = analyseItems(items, attempts).test;
        expect(distribution.reduce((total, bin) => total + bin.count, 0)).toBe(attempts.length);
      }),
    );
  });

  it('does not depend on the order of the attempts, or of the answers within them', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts, shuffled }) => {
        const reordered = shuffled.map((attempt) => ({
          ...attempt,
          answers: [...attempt.answers].reverse(),
        }));
        expect(analyseItems(items, reordered)).toEqual(analyseItems(items, attempts));
      }),
    );
  });

  it('keeps option counts and shares consistent with the attempts', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        for (const item of analyseItems(items, attempts).items) {
          for (const option of item.options ?? []) {
            expect(option.count).toBeLessThanOrEqual(item.attempts);
            expect(option.share === null ? 0 : option.share * item.attempts).toBeCloseTo(option.count, 9);
            expect(within(option.strongShare, 0, 1) && within(option.weakShare, 0, 1)).toBe(true);
          }
        }
      }),
    );
  });

  it('withholds the discrimination flags below MIN_ATTEMPTS_FOR_FLAGS, and only then flags few attempts', () => {
    fc.assert(
      fc.property(inputArb, ({ items, attempts }) => {
        for (const item of analyseItems(items, attempts).items) {
          const few = item.attempts < MIN_ATTEMPTS_FOR_FLAGS;
          expect(item.flags.includes('few-attempts')).toBe(few);
          if (few) {
            expect(item.flags.filter((flag) => flag.endsWith('-right') || flag === 'few-attempts')).toEqual(
              item.flags,
            );
          }
        }
      }),
    );
  });

  it('matches the one-pass reference formula for the item–rest correlation on full 0/1 tables', () => {
    fc.assert(
      fc.property(dichotomousArb, (table) => {
        const analysis = analyseItems(itemsWithMax(table[0]?.map(() => 1) ?? []), attemptsFromTable(table));
        for (const [index, item] of analysis.items.entries()) {
          const reference = referenceItemRest(table, index);
          if (item.discrimination === null) expect(Number.isFinite(reference)).toBe(false);
          else expect(item.discrimination).toBeCloseTo(reference, 9);
        }
      }),
    );
  });

  it('gives alpha equal to KR-20 on 0/1 items', () => {
    fc.assert(
      fc.property(dichotomousArb, (table) => {
        const byItem = (table[0] ?? []).map((_, item) => table.map((row) => row[item] ?? 0));
        const alpha = cronbachAlpha(byItem);
        expect(kuderRichardson20(byItem)).toEqual(alpha === null ? null : expect.closeTo(alpha, 9));
        if (alpha !== null) expect(alpha).toBeCloseTo(referenceKr20(table), 9);
        const analysed = analyseItems(itemsWithMax(byItem.map(() => 1)), attemptsFromTable(table)).test.alpha;
        // The module sums in attempt-id order, so only rounding may differ.
        expect(analysed).toEqual(alpha === null ? null : expect.closeTo(alpha, 9));
      }),
    );
  });
});
