import { describe, expect, it } from 'vitest';
import { type Entry, formatValue, readEntry } from './graph-expression';

const at = (entry: Entry, x: number) => (entry.kind === 'graph' ? entry.f(x) : Number.NaN);
const value = (text: string) => {
  const entry = readEntry(text);
  return entry.kind === 'value' ? formatValue(entry.value) : entry.kind;
};

describe('the graphing calculator reads what a student types (decision 042)', () => {
  it('reads y = …, f(x) = … and a bare expression of x as graphs', () => {
    expect(at(readEntry('y=2x+3'), 4)).toBe(11);
    expect(at(readEntry('y = 2x + 3'), -1.5)).toBe(0);
    expect(at(readEntry('x^2-4'), 2)).toBe(0);
    expect(at(readEntry('f(x) = 3(x+1)(x-1)'), 2)).toBe(9);
    expect(at(readEntry('y = -x^2'), 3)).toBe(-9);
    expect(at(readEntry('y=2^-x'), 1)).toBe(0.5);
    expect(at(readEntry('y = √x'), 9)).toBe(3);
    expect(at(readEntry('y = |x − 2|'), -1)).toBe(3);
    expect(at(readEntry('y = 2sin(x)'), Math.PI / 2)).toBe(2);
    expect(at(readEntry('y = x²'), 5)).toBe(25);
  });

  it('reads x = a number as a vertical line', () => {
    expect(readEntry('x = 3')).toEqual({ kind: 'vertical', x: 3 });
    expect(readEntry('x = 2x').kind).toBe('error');
  });

  it('works out a numeric expression', () => {
    expect(value('3/4 + 2^3')).toBe('8.75');
    expect(value('2^3^2')).toBe('512');
    expect(value('sqrt(16) + abs(-2)')).toBe('6');
    expect(value('2π')).toBe('6.283185307');
    expect(value('ln(e)')).toBe('1');
    expect(value('log(1000)')).toBe('3');
    expect(value('1/0')).toBe('undefined');
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(value('-(3)·2')).toBe('-6');
  });

  it('says what is wrong with an expression it cannot read', () => {
    expect(readEntry('')).toEqual({ kind: 'empty' });
    expect(readEntry('2 + ')).toEqual({ kind: 'error', message: 'The expression ends too soon.' });
    expect(readEntry('(x + 1')).toEqual({ kind: 'error', message: "A ')' is missing." });
    expect(readEntry('y = 2z')).toEqual({
      kind: 'error',
      message: "'z' is not a name the calculator knows.",
    });
    expect(readEntry('2 # 3')).toEqual({ kind: 'error', message: "'#' cannot be used here." });
    expect(readEntry('y = x = 2')).toEqual({ kind: 'error', message: 'Use one = at most.' });
    expect(readEntry('2 = 3').kind).toBe('error');
    expect(readEntry('3 )').kind).toBe('error');
  });
});
