import { describe, expect, it } from 'vitest';
import type { ItemOption, ScorableItem } from '../../items/item.types';
import { scoreItem } from './score-item';

const options: ItemOption[] = [
  { id: 'a', text: 'Paris', isCorrect: true },
  { id: 'b', text: 'Lyon', isCorrect: false },
  { id: 'c', text: 'Nice', isCorrect: false },
];
const setOptions: ItemOption[] = [
  { id: 'a', text: 'red', isCorrect: true },
  { id: 'b', text: 'blue', isCorrect: true },
  { id: 'c', text: 'dog', isCorrect: false },
  { id: 'd', text: 'cat', isCorrect: false },
];
const skipped = { isCorrect: null, points: 0, negativePoints: 0, answered: false };

describe.each(['mcq', 'yesorno', 'dd-mcq', 'ssr'] as const)(
  '%s (ITEM-TYPES.md: right iff the chosen option is correct)',
  (itemType) => {
    const item: ScorableItem = { itemType, points: 2, negativePoints: 0.5, options };

    it('right: earns the points', () => {
      expect(scoreItem(item, { selectedOptionId: 'a' })).toEqual({
        isCorrect: true,
        points: 2,
        negativePoints: 0,
        answered: true,
      });
    });

    it('wrong: incurs the negative points', () => {
      expect(scoreItem(item, { selectedOptionId: 'b' })).toEqual({
        isCorrect: false,
        points: 0,
        negativePoints: 0.5,
        answered: true,
      });
    });

    it('partially right (two options sent, one correct): wrong', () => {
      expect(scoreItem(item, { selectedOptionId: 'a,b' }).isCorrect).toBe(false);
    });

    it('an id that is no option: wrong', () => {
      expect(scoreItem(item, { selectedOptionId: 'zzz' }).isCorrect).toBe(false);
    });

    it.each([
      {},
      { selectedOptionId: '' },
      { selectedOptionId: ' , ' },
      { selectedOptionId: null },
      { enteredText: 'a' },
    ])('skipped: %j', (response) => {
      expect(scoreItem(item, response)).toEqual(skipped);
    });
  },
);

describe('points and negative points (SCORING.md)', () => {
  it.each([undefined, null, 0, -3, Number.NaN])(
    'a right answer earns 1 point when points are %s',
    (points) => {
      expect(scoreItem({ itemType: 'mcq', points, options }, { selectedOptionId: 'a' }).points).toBe(1);
    },
  );

  it.each([undefined, null, Number.NaN])(
    'a wrong answer costs 0 when negative points are %s',
    (negativePoints) => {
      expect(
        scoreItem({ itemType: 'mcq', negativePoints, options }, { selectedOptionId: 'b' }).negativePoints,
      ).toBe(0);
    },
  );

  it('a penalty written as a negative number is the same penalty', () => {
    const item: ScorableItem = { itemType: 'mcq', negativePoints: -0.25, options };
    expect(scoreItem(item, { selectedOptionId: 'b' }).negativePoints).toBe(0.25);
  });

  it('an option flagged correct among several correct ones counts', () => {
    const twoRight = options.map((o) => (o.id === 'c' ? { ...o, isCorrect: true } : o));
    expect(scoreItem({ itemType: 'mcq', options: twoRight }, { selectedOptionId: 'c' }).isCorrect).toBe(true);
  });
});

describe.each(['mca', 'mca-audio', 'multi-select'] as const)(
  '%s (ITEM-TYPES.md: right iff the chosen set equals the correct set)',
  (itemType) => {
    const item: ScorableItem = { itemType, points: 3, negativePoints: 1, options: setOptions };

    it('right in any order, with spaces and repeats', () => {
      expect(scoreItem(item, { selectedOptionId: 'b, a,a' })).toEqual({
        isCorrect: true,
        points: 3,
        negativePoints: 0,
        answered: true,
      });
    });

    it('partially right (a correct subset): wrong, no partial credit', () => {
      expect(scoreItem(item, { selectedOptionId: 'a' })).toEqual({
        isCorrect: false,
        points: 0,
        negativePoints: 1,
        answered: true,
      });
    });

    it('the correct set plus a wrong option: wrong', () => {
      expect(scoreItem(item, { selectedOptionId: 'a,b,c' }).isCorrect).toBe(false);
    });

    it('all wrong: wrong', () => {
      expect(scoreItem(item, { selectedOptionId: 'c,d' }).isCorrect).toBe(false);
    });

    it('skipped', () => {
      expect(scoreItem(item, { selectedOptionId: ',' })).toEqual(skipped);
    });
  },
);
