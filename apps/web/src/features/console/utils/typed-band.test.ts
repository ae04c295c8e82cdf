import { describe, expect, it } from 'vitest';
import { scaleOf } from './evaluation-form';
import { isBandKey, typedBand } from './typed-band';

const ielts = scaleOf({ min: 0, max: 9, step: 1 });
const celpip = scaleOf({ min: 0, max: 12, step: 1 });
const gre = scaleOf({ min: 0, max: 6, step: 0.5 });

/** Types the characters one after another, as the picker does, and answers each step's result. */
function type(chars: string, scale: readonly string[]) {
  let typed = '';
  return [...chars].map((c) => {
    const out = typedBand(typed + c, scale);
    typed = out.typed;
    return out;
  });
}

describe('typedBand', () => {
  it('picks an IELTS band with one key and is done', () => {
    expect(typedBand('6', ielts)).toEqual({ value: '6', done: true, typed: '' });
    expect(type('67', ielts).map((s) => s.value)).toEqual(['6', '7']);
  });

  it('waits for a second digit where the scale goes on (CELPIP 10-12)', () => {
    const [one, twelve] = type('12', celpip);
    expect(one).toEqual({ value: '1', done: false, typed: '1' });
    expect(twelve).toEqual({ value: '12', done: true, typed: '' });
    // '1' then '5' (no level 15): the 5 starts anew and picks 5.
    expect(type('15', celpip).map((s) => s.value)).toEqual(['1', '5']);
    expect(typedBand('9', celpip)).toEqual({ value: '9', done: true, typed: '' });
  });

  it('types a half band with its point, a comma too', () => {
    expect(type('4.5', gre).map((s) => [s.value, s.done])).toEqual([
      ['4', false],
      [null, false],
      ['4.5', true],
    ]);
    expect(type('3,5', gre).at(-1)).toEqual({ value: '3.5', done: true, typed: '' });
    expect(typedBand('6', gre)).toEqual({ value: '6', done: true, typed: '' });
    // 4.7 is not on the scale: the 7 starts anew, and there is no 7 either.
    expect(type('4.7', gre).at(-1)).toEqual({ value: null, done: true, typed: '' });
  });

  it('ignores what is off the scale', () => {
    expect(typedBand('.', ielts)).toEqual({ value: null, done: true, typed: '' });
    expect(typedBand('7', scaleOf({ min: 0, max: 5, step: 1 }))).toEqual({
      value: null,
      done: true,
      typed: '',
    });
  });

  it('knows the keys that type a band', () => {
    expect(['0', '9', '.', ','].every(isBandKey)).toBe(true);
    expect(['a', 'Enter', ' ', '10'].some(isBandKey)).toBe(false);
  });
});
