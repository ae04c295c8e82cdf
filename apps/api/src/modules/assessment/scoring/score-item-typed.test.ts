import { describe, expect, it } from 'vitest';
import type { ItemOption, ScorableItem } from '../../items/item.types';
import { scoreItem } from './score-item';

const key = (text: string): ItemOption[] => [{ id: 'k', text, isCorrect: true }];
const skipped = { isCorrect: null, points: 0, negativePoints: 0, answered: false };

describe('an (ITEM-TYPES.md: right iff it equals one accepted answer)', () => {
  const item: ScorableItem = {
    itemType: 'an',
    points: 2,
    negativePoints: 1,
    options: key('photosynthesis~Photo synthesis'),
  };

  it('right, whatever the case and spacing', () => {
    expect(scoreItem(item, { enteredText: '  PHOTO   synthesis ' })).toEqual({
      isCorrect: true,
      points: 2,
      negativePoints: 0,
      answered: true,
    });
  });

  it('wrong', () => {
    expect(scoreItem(item, { enteredText: 'photosynthesys' })).toEqual({
      isCorrect: false,
      points: 0,
      negativePoints: 1,
      answered: true,
    });
  });

  it('partially right (a prefix of the answer): wrong', () => {
    expect(scoreItem(item, { enteredText: 'photo' }).isCorrect).toBe(false);
  });

  it.each([{}, { enteredText: '' }, { enteredText: '   ' }, { selectedOptionId: 'k' }])(
    'skipped: %j',
    (response) => {
      expect(scoreItem(item, response)).toEqual(skipped);
    },
  );

  it('numbers in an answer compare as numbers', () => {
    expect(scoreItem({ itemType: 'an', options: key('1000') }, { enteredText: '1,000' }).isCorrect).toBe(
      true,
    );
  });
});

describe('ne (ITEM-TYPES.md: right iff the number equals an accepted number)', () => {
  const item: ScorableItem = { itemType: 'ne', options: key('1000~2.5') };

  it.each(['1000', '1,000', '1000.0', ' 1000.000 ', '2.50'])('right: %j', (enteredText) => {
    expect(scoreItem(item, { enteredText }).isCorrect).toBe(true);
  });

  it.each(['999', 'one thousand', '1000 m', '1,00,0'])('wrong: %j', (enteredText) => {
    expect(scoreItem(item, { enteredText }).isCorrect).toBe(false);
  });

  it('skipped', () => {
    expect(scoreItem(item, { enteredText: ' ' })).toEqual(skipped);
  });
});

describe('bn (ITEM-TYPES.md: num/den equals the accepted value, equivalent fractions count)', () => {
  const answer = (num: string, den: string) => ({ inputResponses: [{ value: num }, { value: den }] });

  it.each([
    ['3/4', '3', '4'],
    ['3/4', '6', '8'],
    ['0.75', '3', '4'],
    ['0.75', '9', '12'],
  ])('accepted %s: %s/%s is right', (accepted, num, den) => {
    expect(scoreItem({ itemType: 'bn', options: key(accepted) }, answer(num, den)).isCorrect).toBe(true);
  });

  it('wrong fraction, zero denominator, half-filled boxes: wrong', () => {
    const item: ScorableItem = { itemType: 'bn', options: key('3/4') };
    expect(scoreItem(item, answer('4', '3')).isCorrect).toBe(false);
    expect(scoreItem(item, answer('3', '0')).isCorrect).toBe(false);
    expect(scoreItem(item, answer('3', '')).isCorrect).toBe(false);
  });

  it('both boxes empty: skipped', () => {
    expect(scoreItem({ itemType: 'bn', options: key('3/4') }, answer(' ', ''))).toEqual(skipped);
  });
});

describe("rangelimit (ITEM-TYPES.md: right iff min <= value <= max, the option text 'min~max')", () => {
  const item: ScorableItem = { itemType: 'rangelimit', points: 4, options: key('10~20') };

  it.each(['10', '20', '10.0', '15', '19.99'])('right (bounds inclusive): %j', (enteredText) => {
    expect(scoreItem(item, { enteredText })).toMatchObject({ isCorrect: true, points: 4 });
  });

  it.each(['9.99', '20.01', '-15', 'fifteen'])('wrong: %j', (enteredText) => {
    expect(scoreItem(item, { enteredText }).isCorrect).toBe(false);
  });

  it('skipped', () => {
    expect(scoreItem(item, {})).toEqual(skipped);
  });
});
