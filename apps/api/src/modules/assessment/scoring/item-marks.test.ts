import { describe, expect, it } from 'vitest';
import type { ItemOption, ScorableItem } from '../../items/item.types';
import { itemMarks, totalMarks } from './item-marks';
import { scoreItem } from './score-item';

const option = (id: string, isCorrect = false, text = id): ItemOption => ({ id, text, isCorrect });

describe('the marks an item is worth (decision 038)', () => {
  it('a one-part item: its points, 1 when missing or 0', () => {
    const mcq: ScorableItem = { itemType: 'mcq', options: [option('a', true), option('b')] };
    expect(itemMarks(mcq)).toBe(1);
    expect(itemMarks({ ...mcq, points: 0 })).toBe(1);
    expect(itemMarks({ ...mcq, points: 2 })).toBe(2);
  });

  it('a multi-part item: the sum of its parts', () => {
    const blanks: ScorableItem = {
      itemType: 'b',
      options: [],
      blanks: [{ options: [option('x', true, 'twelve')] }, { options: [option('y', true, 'B7')], points: 2 }],
    };
    expect(itemMarks(blanks)).toBe(3);
    const reorder: ScorableItem = {
      itemType: 'reorder',
      options: [option('a'), option('b'), option('c'), option('d')],
    };
    expect(itemMarks(reorder)).toBe(3);
    const highlight: ScorableItem = {
      itemType: 'highlight',
      options: [],
      highlight: { wordIndexes: [2, 5, 5] },
    };
    expect(itemMarks(highlight)).toBe(2);
  });

  it('is what a fully right answer earns', () => {
    const cases: [ScorableItem, Parameters<typeof scoreItem>[1]][] = [
      [{ itemType: 'mcq', points: 2, options: [option('a', true), option('b')] }, { selectedOptionId: 'a' }],
      [
        { itemType: 'mca', points: 2, options: [option('a', true), option('b', true), option('c')] },
        { selectedOptionId: 'a,b' },
      ],
      [
        { itemType: 'b', options: [option('x', true, 'twelve'), option('y', true, 'B7')] },
        { inputResponses: [{ value: 'twelve' }, { value: 'B7' }] },
      ],
      [
        { itemType: 'reorder', options: [option('a'), option('b'), option('c')] },
        { inputResponses: [{ value: 'a' }, { value: 'b' }, { value: 'c' }] },
      ],
      // Under the exam's own credit rules (exam-credit.ts): an IELTS 'Choose TWO' is two marks.
      [
        {
          itemType: 'multi-select',
          exam: 'ielts',
          options: [option('a', true), option('b', true), option('c')],
        },
        { selectedOptionId: 'b,a' },
      ],
      [
        { itemType: 'b', exam: 'gre', options: [option('x', true, 'dour'), option('y', true, 'wry')] },
        { inputResponses: [{ value: 'dour' }, { value: 'wry' }] },
      ],
    ];
    for (const [item, response] of cases) expect(scoreItem(item, response).points).toBe(itemMarks(item));
  });

  it("an IELTS 'Choose TWO' without points of its own is two marks", () => {
    const chooseTwo: ScorableItem = {
      itemType: 'multi-select',
      exam: 'ielts',
      options: [option('a', true), option('b', true), option('c'), option('d')],
    };
    expect(itemMarks(chooseTwo)).toBe(2);
    expect(itemMarks({ ...chooseTwo, exam: undefined })).toBe(1);
  });

  it('adds up over a section: 38 one-mark questions and a 2-mark one are 40 marks', () => {
    const one: ScorableItem = { itemType: 'mcq', options: [option('a', true)] };
    expect(totalMarks([...Array.from({ length: 38 }, () => one), { ...one, points: 2 }])).toBe(40);
  });
});
