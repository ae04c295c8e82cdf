import { describe, expect, it } from 'vitest';
import type { ItemOption, ScorableItem } from '../../items/item.types';
import { itemMarks } from './item-marks';
import { scoreItem } from './score-item';
import { sectionScore } from './section-score';

/**
 * Partial credit as each exam publishes it (decision 039):
 * - IELTS: every question number is one mark (British Council, 'IELTS Listening: information about
 *   the test', 2012: 'you get one mark for each correct answer, which makes 40 marks in total'); a
 *   'Choose TWO letters' item covers two question numbers, so each right letter is a mark.
 * - PTE Academic, Multiple-choice, choose multiple answers (Reading and Listening): 'partial credit;
 *   points deducted for incorrect options chosen': +1 per right option, -1 per wrong one, minimum 0
 *   (Pearson, PTE Academic Score Guide for test takers).
 * - GRE: Text Completion with two or three blanks and 'select one or more' / Sentence Equivalence
 *   questions give 'no credit for partially correct answers' (ETS, GRE General Test: Verbal Reasoning
 *   question types).
 */

const letters: ItemOption[] = [
  { id: 'A', text: 'the library', isCorrect: true },
  { id: 'B', text: 'the canteen', isCorrect: false },
  { id: 'C', text: 'the gym', isCorrect: true },
  { id: 'D', text: 'the car park', isCorrect: false },
  { id: 'E', text: 'the lab', isCorrect: false },
];
const choose = (selectedOptionId: string) => ({ selectedOptionId });

describe.each(['mca', 'mca-audio', 'multi-select'] as const)('IELTS Choose TWO (%s)', (itemType) => {
  const item: ScorableItem = { itemType, options: letters, exam: 'ielts' };

  it('is worth two marks, one per question number', () => {
    expect(itemMarks(item)).toBe(2);
  });

  it('both letters right, in either order: 2 marks', () => {
    expect(scoreItem(item, choose('C,A'))).toMatchObject({ isCorrect: true, points: 2 });
    expect(scoreItem(item, choose('A,C'))).toMatchObject({ isCorrect: true, points: 2 });
  });

  it('one right and one wrong letter: 1 mark (today: 0)', () => {
    const score = scoreItem(item, choose('A,B'));
    expect(score).toMatchObject({ isCorrect: false, points: 1, negativePoints: 0 });
    expect(score.parts).toEqual([
      { isCorrect: true, points: 1 },
      { isCorrect: false, points: 0 },
    ]);
  });

  it('one right letter alone: 1 mark; two wrong letters: 0', () => {
    expect(scoreItem(item, choose('C')).points).toBe(1);
    expect(scoreItem(item, choose('B,D'))).toMatchObject({ isCorrect: false, points: 0 });
  });

  it('more letters than the question asks for earns nothing (the test lets one choose only two)', () => {
    expect(scoreItem(item, choose('A,B,C'))).toMatchObject({ isCorrect: false, points: 0 });
  });

  it('an item authored with its own points shares them: 2 points, 1 per letter', () => {
    const authored = { ...item, points: 2 };
    expect(itemMarks(authored)).toBe(2);
    expect(scoreItem(authored, choose('E,C')).points).toBe(1);
  });

  it('the section adds the mark of a partly right item (section-score.ts partial credit)', () => {
    const half = scoreItem(item, choose('A,B'));
    const whole = scoreItem(item, choose('A,C'));
    expect(sectionScore([half, whole]).rawScore).toBe(3);
  });
});

describe.each(['mca', 'mca-audio'] as const)('PTE Multiple-choice, multiple answers (%s)', (itemType) => {
  const item: ScorableItem = { itemType, options: letters, exam: 'pte' };

  it.each([
    ['A,C', true, 2],
    ['A', false, 1],
    ['A,B', false, 0],
    ['A,C,B', false, 1],
    ['A,C,B,D', false, 0],
    ['B', false, 0],
    ['B,D,E', false, 0],
  ])('%s: right %s, %s points (+1 right, -1 wrong, never below 0)', (chosen, isCorrect, points) => {
    expect(scoreItem(item, choose(chosen))).toMatchObject({ isCorrect, points, negativePoints: 0 });
  });

  it('is worth one point per right option', () => {
    expect(itemMarks(item)).toBe(2);
    expect(itemMarks({ ...item, options: letters.map((o) => ({ ...o, isCorrect: o.id !== 'E' })) })).toBe(4);
  });

  it('the wrong option chosen is a part of negative points, beside each right option', () => {
    expect(scoreItem(item, choose('A,C,B')).parts).toEqual([
      { isCorrect: true, points: 1 },
      { isCorrect: true, points: 1 },
      { isCorrect: false, points: -1 },
    ]);
  });

  it('an authored negative mark is not taken on top of the -1 per wrong option', () => {
    expect(scoreItem({ ...item, negativePoints: 1 }, choose('B')).negativePoints).toBe(0);
  });

  it('three thirds of an authored point make one point', () => {
    const three = letters.map((o) => ({ ...o, isCorrect: o.id !== 'D' && o.id !== 'E' }));
    expect(scoreItem({ ...item, points: 1, options: three }, choose('A,B,C')).points).toBe(1);
  });
});

describe('GRE: no partial credit', () => {
  const blank = (right: string, wrong: string[]): { options: ItemOption[] } => ({
    options: [
      { id: right, text: right, isCorrect: true },
      ...wrong.map((id) => ({ id, text: id, isCorrect: false })),
    ],
  });
  const twoBlank: ScorableItem = {
    itemType: 'rf',
    options: [],
    blanks: [blank('candid', ['coy', 'terse']), blank('belied', ['bore', 'beset'])],
    exam: 'gre',
  };
  const twoAnswers = (value: string, value2: string) => ({
    inputResponses: [{ value }, { value: value2 }],
  });

  it('a two-blank Text Completion with one blank wrong: 0 (today: 1)', () => {
    const score = scoreItem(twoBlank, twoAnswers('candid', 'bore'));
    expect(score).toMatchObject({ isCorrect: false, points: 0 });
    // The review still shows which blank was right.
    expect(score.parts?.map((p) => p.isCorrect)).toEqual([true, false]);
  });

  it('every blank right: one question, one point (its own points when authored)', () => {
    expect(scoreItem(twoBlank, twoAnswers('candid', 'belied'))).toMatchObject({ isCorrect: true, points: 1 });
    expect(scoreItem({ ...twoBlank, points: 3 }, twoAnswers('candid', 'belied')).points).toBe(3);
    expect(itemMarks(twoBlank)).toBe(1);
  });

  it('Sentence Equivalence and select-one-or-more: one right and one wrong is 0', () => {
    for (const itemType of ['multi-select', 'mca'] as const) {
      const item: ScorableItem = { itemType, options: letters, exam: 'gre' };
      expect(scoreItem(item, choose('A,B'))).toMatchObject({ isCorrect: false, points: 0 });
      expect(scoreItem(item, choose('A,C'))).toMatchObject({ isCorrect: true, points: 1 });
      expect(itemMarks(item)).toBe(1);
    }
  });

  it('a skipped multi-blank question stays skipped', () => {
    expect(scoreItem(twoBlank, twoAnswers('', ''))).toMatchObject({ isCorrect: null, points: 0 });
  });
});

describe("other tests keep ITEM-TYPES.md's rules", () => {
  it.each(['sat', 'celpip', 'duolingo', 'default', undefined] as const)(
    '%s: a choice set is all or nothing',
    (exam) => {
      const item: ScorableItem = { itemType: 'mca', options: letters, ...(exam ? { exam } : {}) };
      expect(scoreItem(item, choose('A,B'))).toMatchObject({ isCorrect: false, points: 0 });
    },
  );

  it('PTE and IELTS blanks still earn each right blank', () => {
    for (const exam of ['pte', 'ielts'] as const) {
      const item: ScorableItem = {
        itemType: 'b',
        options: [
          { id: 'x', text: 'cat', isCorrect: true },
          { id: 'y', text: 'dog', isCorrect: true },
        ],
        exam,
      };
      expect(scoreItem(item, { inputResponses: [{ value: 'cat' }, { value: 'cow' }] }).points).toBe(1);
    }
  });
});

/**
 * An item's own credit rules (decision 066): a QTI item is marked as its response processing says,
 * whatever the exam of the test it lands in. QTI 3.0 ASI, response processing templates: match_correct
 * gives 1 only when the response equals the correct response; map_response sums the mapped values.
 */
describe('an item’s own credit rules', () => {
  const order: ScorableItem = {
    itemType: 'reorder',
    options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id, isCorrect: false })),
  };
  const swapped = { inputResponses: ['A', 'B', 'D', 'C'].map((value) => ({ value })) };

  it('a reorder marked all or nothing: the whole order right or nothing', () => {
    expect(scoreItem(order, swapped).points).toBe(1);
    const whole = { ...order, credit: { order: 'whole' as const } };
    expect(itemMarks(whole)).toBe(1);
    expect(scoreItem(whole, swapped)).toMatchObject({ isCorrect: false, points: 0 });
    const right = { inputResponses: ['A', 'B', 'C', 'D'].map((value) => ({ value })) };
    expect(scoreItem(whole, right)).toMatchObject({ isCorrect: true, points: 1 });
  });

  it('a choice set of an IELTS test marked all or nothing, and one of no exam a mark per right option', () => {
    const whole: ScorableItem = {
      itemType: 'mca',
      options: letters,
      exam: 'ielts',
      credit: { choiceSet: 'whole' },
    };
    expect(scoreItem(whole, choose('A,B')).points).toBe(0);
    expect(itemMarks(whole)).toBe(1);
    const perRight: ScorableItem = { itemType: 'mca', options: letters, credit: { choiceSet: 'per-right' } };
    expect(scoreItem(perRight, choose('A,B')).points).toBe(1);
    expect(itemMarks(perRight)).toBe(2);
  });
});
