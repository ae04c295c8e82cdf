import { describe, expect, it } from 'vitest';
import type { ItemOption } from '../../items/item.types';
import {
  acceptedAnswers,
  answerKeyOptions,
  matchesFraction,
  matchesNumber,
  matchesRange,
  matchesTypedAnswer,
  normaliseAnswer,
} from './answer-match';

const option = (text: string, isCorrect = true, id = text): ItemOption => ({ id, text, isCorrect });

describe('normaliseAnswer (ITEM-TYPES.md: trim, collapse inner white space, ignore case)', () => {
  it('trims, collapses and lower-cases', () => {
    expect(normaliseAnswer('  The   Big\tCat \n')).toBe('the big cat');
  });

  it('treats composed and decomposed accents alike', () => {
    expect(normaliseAnswer('Cafe\u0301')).toBe(normaliseAnswer('Caf\u00e9'));
  });
});

describe("acceptedAnswers (spec 3 §3: option text split on '~')", () => {
  it('splits, normalises and drops empty pieces', () => {
    expect(acceptedAnswers([option(' Colour ~color~~ ')])).toEqual(['colour', 'color']);
  });

  it('reads only the options flagged correct', () => {
    expect(acceptedAnswers([option('right'), option('wrong', false)])).toEqual(['right']);
  });

  it('reads every option of a typed part when none is flagged', () => {
    expect(answerKeyOptions([option('a', false), option('b', false)])).toHaveLength(2);
    expect(acceptedAnswers([option('a~b', false)])).toEqual(['a', 'b']);
  });
});

describe('matchesTypedAnswer (an, b, f)', () => {
  const accepted = acceptedAnswers([option('New York~NYC')]);

  it('accepts any accepted answer, ignoring case and spacing', () => {
    expect(matchesTypedAnswer('new   york', accepted)).toBe(true);
    expect(matchesTypedAnswer(' nyc ', accepted)).toBe(true);
  });

  it('rejects other and empty answers', () => {
    expect(matchesTypedAnswer('new yorkshire', accepted)).toBe(false);
    expect(matchesTypedAnswer('   ', accepted)).toBe(false);
  });

  it("compares numbers as numbers ('1,000' = '1000' = '1000.0')", () => {
    const key = acceptedAnswers([option('1000')]);
    expect(matchesTypedAnswer('1,000', key)).toBe(true);
    expect(matchesTypedAnswer('1000.0', key)).toBe(true);
    expect(matchesTypedAnswer('1001', key)).toBe(false);
  });
});

describe('matchesNumber (ne)', () => {
  it('accepts an equal number in any accepted format', () => {
    expect(matchesNumber('1000', ['1,000'])).toBe(true);
    expect(matchesNumber('1,000', ['1000.0'])).toBe(true);
    expect(matchesNumber('0.50', ['.5'])).toBe(true);
  });

  it('rejects text and unequal numbers', () => {
    expect(matchesNumber('one thousand', ['1000'])).toBe(false);
    expect(matchesNumber('999.99', ['1000'])).toBe(false);
    expect(matchesNumber('1000', ['one thousand'])).toBe(false);
  });
});

describe('matchesFraction (bn)', () => {
  it('accepts the value and equivalent fractions', () => {
    expect(matchesFraction('3', '4', ['3/4'])).toBe(true);
    expect(matchesFraction('6', '8', ['3/4'])).toBe(true);
    expect(matchesFraction('75', '100', ['0.75'])).toBe(true);
    expect(matchesFraction('-3', '-4', ['0.75'])).toBe(true);
    expect(matchesFraction('1.5', '2', ['3/4'])).toBe(true);
  });

  it('rejects other values, a zero denominator and blanks', () => {
    expect(matchesFraction('3', '5', ['3/4'])).toBe(false);
    expect(matchesFraction('3', '0', ['3/4'])).toBe(false);
    expect(matchesFraction('3', '', ['3/4'])).toBe(false);
    expect(matchesFraction('-3', '4', ['3/4'])).toBe(false);
  });

  it('is exact: 1/3 is not 0.333', () => {
    expect(matchesFraction('1', '3', ['0.333'])).toBe(false);
    expect(matchesFraction('2', '6', ['1/3'])).toBe(true);
  });
});

describe("matchesRange (rangelimit 'min~max', inclusive)", () => {
  it('accepts both bounds and values between', () => {
    expect(matchesRange('10', ['10~20'])).toBe(true);
    expect(matchesRange('20', ['10~20'])).toBe(true);
    expect(matchesRange('15.5', ['10~20'])).toBe(true);
  });

  it('rejects values just outside', () => {
    expect(matchesRange('9.999', ['10~20'])).toBe(false);
    expect(matchesRange('20.001', ['10~20'])).toBe(false);
  });

  it('reads numbers with separators, reversed bounds and a single value', () => {
    expect(matchesRange('1,500', ['1,000~2,000'])).toBe(true);
    expect(matchesRange('15', ['20~10'])).toBe(true);
    expect(matchesRange('7', ['7'])).toBe(true);
  });

  it('never matches text or a malformed key', () => {
    expect(matchesRange('fifteen', ['10~20'])).toBe(false);
    expect(matchesRange('15', ['10~x'])).toBe(false);
    expect(matchesRange('15', ['10~15~20'])).toBe(false);
  });
});
