import { describe, expect, it } from 'vitest';
import type { CompositePart, ItemResponse, ScorableItem } from '../../items/item.types';
import { scoreItem } from './score-item';

const inputs = (...values: string[]): ItemResponse => ({
  inputResponses: values.map((value) => ({ value })),
});

describe.each([
  'essay',
  'essay-topic',
  'essay-audio',
  'record-audio',
  'record-notify',
  'record-video',
] as const)('%s (ITEM-TYPES.md: no automatic score, faculty evaluated)', (itemType) => {
  const item: ScorableItem = { itemType, points: 10, negativePoints: 2, options: [] };
  const answer = {
    enteredText: itemType.startsWith('record') ? 'https://files.example/a.webm' : 'My essay.',
  };

  it('answered, not evaluated: null and 0, but answered (attempted, not skipped)', () => {
    expect(scoreItem(item, answer)).toEqual({
      isCorrect: null,
      points: 0,
      negativePoints: 0,
      answered: true,
    });
  });

  it('evaluated: the faculty score sets the points, with no penalty', () => {
    expect(scoreItem(item, answer, { score: 6.5 })).toEqual({
      isCorrect: true,
      points: 6.5,
      negativePoints: 0,
      answered: true,
    });
  });

  it('evaluated with 0: wrong, 0 points, still no penalty', () => {
    expect(scoreItem(item, answer, { score: 0 })).toEqual({
      isCorrect: false,
      points: 0,
      negativePoints: 0,
      answered: true,
    });
  });

  it('empty: skipped, and an evaluation of nothing is ignored', () => {
    const skipped = { isCorrect: null, points: 0, negativePoints: 0, answered: false };
    expect(scoreItem(item, { enteredText: '  ' })).toEqual(skipped);
    expect(scoreItem(item, {}, { score: 5 })).toEqual(skipped);
  });
});

describe('evaluations', () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a faculty score of %s', (score) => {
    expect(() => scoreItem({ itemType: 'essay', options: [] }, { enteredText: 'x' }, { score })).toThrow(
      RangeError,
    );
  });

  it('is ignored for objective items', () => {
    const item: ScorableItem = { itemType: 'mcq', options: [{ id: 'a', text: 'A', isCorrect: true }] };
    expect(scoreItem(item, { selectedOptionId: 'b' }, { score: 9 })).toMatchObject({
      isCorrect: false,
      points: 0,
    });
  });
});

const turn = (right: string, points?: number): CompositePart => ({
  itemType: 'mcq',
  points,
  options: [
    { id: right, text: right, isCorrect: true },
    { id: `${right}-wrong`, text: 'no', isCorrect: false },
  ],
});

describe.each(['interactivelistening', 'interactivedropdown'] as const)(
  '%s: objective parts only',
  (itemType) => {
    const parts: CompositePart[] =
      itemType === 'interactivedropdown'
        ? [
            { ...turn('t1'), itemType: 'dd-mcq' },
            { ...turn('t2', 2), itemType: 'dd-mcq' },
          ]
        : [turn('t1'), turn('t2', 2)];
    const item: ScorableItem = { itemType, negativePoints: 1, options: [], parts };

    it('all parts right: true, the sum of the parts', () => {
      expect(scoreItem(item, inputs('t1', 't2'))).toEqual({
        isCorrect: true,
        points: 3,
        negativePoints: 0,
        answered: true,
        parts: [
          { isCorrect: true, points: 1 },
          { isCorrect: true, points: 2 },
        ],
      });
    });

    it('partially right: false, the right parts earned, the penalty incurred', () => {
      expect(scoreItem(item, inputs('t1', 't2-wrong'))).toMatchObject({
        isCorrect: false,
        points: 1,
        negativePoints: 1,
      });
      expect(scoreItem(item, inputs('', 't2'))).toMatchObject({ isCorrect: false, points: 2 });
    });

    it('skipped', () => {
      expect(scoreItem(item, inputs('', ''))).toEqual({
        isCorrect: null,
        points: 0,
        negativePoints: 0,
        answered: false,
        parts: [
          { isCorrect: null, points: 0 },
          { isCorrect: null, points: 0 },
        ],
      });
    });
  },
);

describe.each([
  ['selectandspeak', 'record-audio'],
  ['selectandessay', 'essay'],
  ['interactivewriting', 'essay-topic'],
] as const)('%s: a choice, then a %s part evaluated by faculty', (itemType, spoken) => {
  const item: ScorableItem = {
    itemType,
    negativePoints: 1,
    options: [],
    parts: [turn('pick'), { itemType: spoken, options: [] }],
  };

  it('answered, not evaluated: null and 0 (the choice still shown in the parts)', () => {
    expect(scoreItem(item, inputs('pick', 'my answer'))).toEqual({
      isCorrect: null,
      points: 0,
      negativePoints: 0,
      answered: true,
      parts: [
        { isCorrect: true, points: 1 },
        { isCorrect: null, points: 0 },
      ],
    });
  });

  it('evaluated: the choice points plus the faculty score', () => {
    expect(scoreItem(item, inputs('pick', 'my answer'), { score: 4 })).toMatchObject({
      isCorrect: true,
      points: 5,
      negativePoints: 0,
    });
  });

  it('evaluated, the choice wrong: false, the faculty score kept, no penalty', () => {
    expect(scoreItem(item, inputs('pick-wrong', 'my answer'), { score: 4 })).toMatchObject({
      isCorrect: false,
      points: 4,
      negativePoints: 0,
    });
  });

  it('only the choice answered: scored automatically, the empty part wrong', () => {
    expect(scoreItem(item, inputs('pick', ''))).toMatchObject({
      isCorrect: false,
      points: 1,
      negativePoints: 1,
      parts: [
        { isCorrect: true, points: 1 },
        { isCorrect: false, points: 0 },
      ],
    });
  });

  it('skipped', () => {
    expect(scoreItem(item, {})).toMatchObject({ isCorrect: null, points: 0, answered: false });
  });
});
