import { describe, expect, it } from 'vitest';
import type { ItemOption, ItemResponse, ScorableItem } from '../../items/item.types';
import { scoreItem } from './score-item';

const inputs = (...values: string[]): ItemResponse => ({
  inputResponses: values.map((value) => ({ value })),
});
const typed = (text: string): ItemOption[] => [{ id: text, text, isCorrect: true }];
const choices = (right: string, ...wrong: string[]): ItemOption[] => [
  { id: right, text: right.toUpperCase(), isCorrect: true },
  ...wrong.map((id) => ({ id, text: id.toUpperCase(), isCorrect: false })),
];

describe.each(['b', 'f'] as const)(
  '%s: each blank against its accepted answers (ITEM-TYPES.md)',
  (itemType) => {
    const item: ScorableItem = {
      itemType,
      negativePoints: 1,
      options: [],
      blanks: [
        { options: typed('cat~kitten') },
        { options: typed('1000'), points: 2 },
        { options: typed('mat') },
      ],
    };

    it('all right: true, points = the sum of the blanks (default 1 each)', () => {
      expect(scoreItem(item, inputs('Kitten', '1,000', ' MAT '))).toEqual({
        isCorrect: true,
        points: 4,
        negativePoints: 0,
        answered: true,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: true, points: 2 },
          { isCorrect: true, points: 1 },
        ],
      });
    });

    it('partially right: false, earns the right blanks, incurs the negative points', () => {
      expect(scoreItem(item, inputs('cat', '999', ''))).toEqual({
        isCorrect: false,
        points: 1,
        negativePoints: 1,
        answered: true,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: false, points: 0 },
          { isCorrect: false, points: 0 },
        ],
      });
    });

    it('all wrong', () => {
      expect(scoreItem(item, inputs('dog', 'x', 'rug'))).toMatchObject({ isCorrect: false, points: 0 });
    });

    it('skipped: every blank empty; the parts still listed', () => {
      expect(scoreItem(item, inputs('', ' ', ''))).toEqual({
        isCorrect: null,
        points: 0,
        negativePoints: 0,
        answered: false,
        parts: [
          { isCorrect: null, points: 0 },
          { isCorrect: null, points: 0 },
          { isCorrect: null, points: 0 },
        ],
      });
    });

    it('without explicit blanks, each option is its own blank', () => {
      const fromOptions: ScorableItem = { itemType, options: [...typed('sun'), ...typed('moon')] };
      expect(scoreItem(fromOptions, inputs('sun', 'moon')).isCorrect).toBe(true);
      expect(scoreItem(fromOptions, inputs('moon', 'sun')).isCorrect).toBe(false);
    });
  },
);

describe.each(['rf', 'drop'] as const)(
  '%s: each blank or slot against its correct option (ITEM-TYPES.md)',
  (itemType) => {
    const item: ScorableItem = {
      itemType,
      options: [],
      blanks: [{ options: choices('a1', 'a2') }, { options: choices('b2', 'b1'), points: 3 }],
    };

    it('all right', () => {
      expect(scoreItem(item, inputs('a1', 'b2'))).toMatchObject({ isCorrect: true, points: 4 });
    });

    it('partially right', () => {
      expect(scoreItem(item, inputs('a2', 'b2'))).toMatchObject({
        isCorrect: false,
        points: 3,
        parts: [
          { isCorrect: false, points: 0 },
          { isCorrect: true, points: 3 },
        ],
      });
    });

    it('the option text instead of its id is wrong: the value is the chosen id', () => {
      expect(scoreItem(item, inputs('A1', 'B2')).isCorrect).toBe(false);
    });

    it('skipped', () => {
      expect(scoreItem(item, { inputResponses: [] })).toMatchObject({ isCorrect: null, answered: false });
    });

    it('without explicit blanks, options group by column index (spec 3 §3 optionColumnIndex)', () => {
      const byColumn: ScorableItem = {
        itemType,
        options: [
          { id: 'y', text: 'Y', isCorrect: true, columnIndex: 1 },
          { id: 'x', text: 'X', isCorrect: true, columnIndex: 0 },
          { id: 'z', text: 'Z', isCorrect: false, columnIndex: 1 },
        ],
      };
      expect(scoreItem(byColumn, inputs('x', 'y')).isCorrect).toBe(true);
      expect(scoreItem(byColumn, inputs('x', 'z')).isCorrect).toBe(false);
    });

    it('without blanks or column indexes, each correct option is a slot, in order', () => {
      const plain: ScorableItem = { itemType, options: [...choices('p', 'q'), ...choices('r')] };
      expect(scoreItem(plain, inputs('p', 'r')).isCorrect).toBe(true);
    });
  },
);

describe('reorder (ITEM-TYPES.md: one point per correctly ordered adjacent pair)', () => {
  const item: ScorableItem = {
    itemType: 'reorder',
    negativePoints: 2,
    options: [],
    order: { optionIds: ['A', 'B', 'C', 'D', 'E'] },
  };

  it('the right order: every pair, true', () => {
    expect(scoreItem(item, inputs('A', 'B', 'C', 'D', 'E'))).toMatchObject({
      isCorrect: true,
      points: 4,
      negativePoints: 0,
    });
  });

  it('partially right: one point per right pair', () => {
    // Pairs: A-B right, B-D wrong, D-E right, E-C wrong.
    expect(scoreItem(item, inputs('A', 'B', 'D', 'E', 'C'))).toEqual({
      isCorrect: false,
      points: 2,
      negativePoints: 2,
      answered: true,
      parts: [
        { isCorrect: true, points: 1 },
        { isCorrect: false, points: 0 },
        { isCorrect: true, points: 1 },
        { isCorrect: false, points: 0 },
      ],
    });
  });

  it('a right pair anywhere counts, even when no paragraph is in its place', () => {
    expect(scoreItem(item, inputs('C', 'D', 'E', 'A', 'B')).points).toBe(3);
  });

  it('reversed: no pair', () => {
    expect(scoreItem(item, inputs('E', 'D', 'C', 'B', 'A'))).toMatchObject({ isCorrect: false, points: 0 });
  });

  it('points per pair when given', () => {
    const weighted = { ...item, order: { optionIds: ['A', 'B', 'C'], pointsPerPair: 2 } };
    expect(scoreItem(weighted, inputs('A', 'B', 'C')).points).toBe(4);
  });

  it('without an explicit order, the options in their authored order', () => {
    const fromOptions: ScorableItem = {
      itemType: 'reorder',
      options: [...typed('p'), ...typed('q'), ...typed('r')],
    };
    expect(scoreItem(fromOptions, inputs('p', 'q', 'r')).isCorrect).toBe(true);
  });

  it('skipped', () => {
    expect(scoreItem(item, {})).toMatchObject({ isCorrect: null, points: 0, answered: false });
  });
});

describe('highlight (ITEM-TYPES.md: +1 per right word, -1 per wrong word, never below 0)', () => {
  const item: ScorableItem = {
    itemType: 'highlight',
    negativePoints: 5,
    options: [],
    highlight: { wordIndexes: [3, 7, 12] },
  };

  it('exactly the right words: true', () => {
    expect(scoreItem(item, inputs('12', '3', '7'))).toMatchObject({
      isCorrect: true,
      points: 3,
      negativePoints: 0,
    });
  });

  it('partially right: +1 per right word, -1 per wrong word', () => {
    expect(scoreItem(item, inputs('3', '7', '8'))).toEqual({
      isCorrect: false,
      points: 1,
      negativePoints: 0,
      answered: true,
      parts: [
        { isCorrect: true, points: 1 },
        { isCorrect: true, points: 1 },
        { isCorrect: false, points: 0 },
        { isCorrect: false, points: -1 },
      ],
    });
  });

  it('more wrong than right words: 0, never below, and no extra negative points', () => {
    expect(scoreItem(item, inputs('3', '1', '2', '4'))).toMatchObject({
      isCorrect: false,
      points: 0,
      negativePoints: 0,
    });
  });

  it('a word marked twice counts once; a non-index mark is a wrong word', () => {
    expect(scoreItem(item, inputs('3', '3', 'x')).points).toBe(0);
    expect(scoreItem(item, inputs('3', '3', '7')).points).toBe(2);
  });

  it('skipped', () => {
    expect(scoreItem(item, inputs(''))).toMatchObject({ isCorrect: null, points: 0, answered: false });
  });
});
