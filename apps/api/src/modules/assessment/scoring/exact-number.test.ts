import { describe, expect, it } from 'vitest';
import { compareExact, divideExact, equalsExact, parseExactNumber, parseExactValue } from './exact-number';

const n = (text: string) => {
  const value = parseExactNumber(text);
  if (!value) throw new Error(`not a number: ${text}`);
  return value;
};

describe('parseExactNumber', () => {
  it.each(['1000', '1,000', '1000.0', ' 1000 ', '+1000', '1,000.00', '01000'])('reads %j as 1000', (text) => {
    expect(equalsExact(n(text), n('1000'))).toBe(true);
  });

  it('reads Indian digit grouping', () => {
    expect(equalsExact(n('10,00,000'), n('1000000'))).toBe(true);
    expect(equalsExact(n('1,00,000.5'), n('100000.5'))).toBe(true);
  });

  it('reads signs, a leading point and a trailing point', () => {
    expect(equalsExact(n('-.5'), n('-0.5'))).toBe(true);
    expect(equalsExact(n('\u22123'), n('-3'))).toBe(true);
    expect(equalsExact(n('5.'), n('5'))).toBe(true);
    expect(equalsExact(n('-0'), n('0'))).toBe(true);
  });

  it.each(['', ' ', 'abc', '1,5', '1,0000', '1e3', '1.2.3', '--1', '1 000', '12abc', '.', ','])(
    'does not read %j as a number',
    (text) => {
      expect(parseExactNumber(text)).toBeNull();
    },
  );

  it('is exact where floats are not', () => {
    // As floats these two are the same number.
    expect(Number('0.30000000000000001')).toBe(0.3);
    expect(equalsExact(n('0.30000000000000001'), n('0.3'))).toBe(false);
  });
});

describe('fractions', () => {
  it('divides, keeping the denominator positive', () => {
    const value = divideExact(n('3'), n('-4'));
    expect(value && equalsExact(value, n('-0.75'))).toBe(true);
    expect(value && value.den > 0n).toBe(true);
  });

  it('refuses a zero denominator', () => {
    expect(divideExact(n('3'), n('0'))).toBeNull();
    expect(parseExactValue('3/0')).toBeNull();
  });

  it("reads accepted values written '3/4' or '0.75'", () => {
    const threeQuarters = parseExactValue('3/4');
    const decimal = parseExactValue('0.75');
    expect(threeQuarters && decimal && equalsExact(threeQuarters, decimal)).toBe(true);
    expect(parseExactValue('1/2/3')).toBeNull();
    expect(parseExactValue('a/4')).toBeNull();
  });

  it('compares', () => {
    expect(compareExact(n('1'), n('2'))).toBe(-1);
    expect(compareExact(n('2'), n('1'))).toBe(1);
    expect(compareExact(n('2.0'), n('2'))).toBe(0);
  });
});
