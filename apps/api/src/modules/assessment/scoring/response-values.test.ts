import { describe, expect, it } from 'vitest';
import { inputValues, isAnswered, selectedIds } from './response-values';

describe('isAnswered (spec 3 §9: an empty response is skipped)', () => {
  it.each([
    {},
    { selectedOptionId: ' , ' },
    { enteredText: ' \n ' },
    { inputResponses: [{ value: '' }, { value: null }] },
  ])('empty: %j', (response) => {
    expect(isAnswered(response)).toBe(false);
  });

  it.each([
    { selectedOptionId: 'a' },
    { enteredText: 'x' },
    { inputResponses: [{ value: '' }, { value: '3' }] },
  ])('answered: %j', (response) => {
    expect(isAnswered(response)).toBe(true);
  });

  it('with a type, only the field that type answers through counts', () => {
    expect(isAnswered({ enteredText: 'a' }, 'mcq')).toBe(false);
    expect(isAnswered({ selectedOptionId: 'a' }, 'an')).toBe(false);
    expect(isAnswered({ enteredText: 'https://x/a.webm' }, 'record-audio')).toBe(true);
    expect(isAnswered({ enteredText: '3/4' }, 'bn')).toBe(false);
    expect(isAnswered({ inputResponses: [{ value: '3' }] }, 'bn')).toBe(true);
  });
});

describe('reading a response', () => {
  it('splits comma-joined ids, dropping blanks and repeats', () => {
    expect(selectedIds({ selectedOptionId: ' b,a,, b ' })).toEqual(['b', 'a']);
    expect(selectedIds({ selectedOptionId: null })).toEqual([]);
  });

  it('keeps input positions, a missing value read as empty', () => {
    expect(inputValues({ inputResponses: [{ value: 'x' }, { value: null }, { value: undefined }] })).toEqual([
      'x',
      '',
      '',
    ]);
    expect(inputValues({ inputResponses: null })).toEqual([]);
  });
});
