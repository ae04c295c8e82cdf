import { describe, expect, it } from 'vitest';
import { type CalculatorKey, ERROR, formatNumber, initialCalculator, press, pressAll } from './calculator';

const keys = (text: string): CalculatorKey[] =>
  (text.match(/MC|MR|M\+|CE|[0-9.+−×÷()=√±C]/g) ?? []) as CalculatorKey[];
const run = (text: string) => pressAll(keys(text)).display;

describe('the GRE calculator', () => {
  it('follows the order of operations and takes parentheses', () => {
    expect(run('2+3×4=')).toBe('14');
    expect(run('(2+3)×4=')).toBe('20');
    expect(run('10−4−3=')).toBe('3');
    expect(run('8÷4÷2=')).toBe('1');
    expect(run('((2+3)×(4−1))=')).toBe('15');
    expect(run('2×(3+4')).toBe('4');
    // An unclosed bracket closes at '='.
    expect(run('2×(3+4=')).toBe('14');
  });

  it('shows a bracket’s value when it closes, and continues from a result', () => {
    expect(run('(6+3)')).toBe('9');
    expect(run('5+5=×3=')).toBe('30');
    // A second operator replaces the first.
    expect(run('7+×2=')).toBe('14');
  });

  it('takes square roots, changes sign and keeps a memory', () => {
    expect(run('144√')).toBe('12');
    expect(run('2√')).toBe('1.4142136');
    expect(run('5±')).toBe('-5');
    expect(run('5±×3=')).toBe('-15');
    expect(run('12M+CE3M+MR')).toBe('15');
    expect(run('9M+C MR'.replace(' ', ''))).toBe('9');
    expect(run('9M+MCMR')).toBe('0');
  });

  it('shows eight digits at most and Error for what it cannot show', () => {
    expect(run('123456789')).toBe('12345678');
    expect(run('1÷3=')).toBe('0.3333333');
    expect(run('99999999+1=')).toBe(ERROR);
    expect(run('5÷0=')).toBe(ERROR);
    expect(run('4±√')).toBe(ERROR);
    // After Error a digit starts again; an operator does nothing.
    expect(run('5÷0=×')).toBe(ERROR);
    expect(run('5÷0=7')).toBe('7');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0.0000001)).toBe('-0.0000001');
  });

  it('types decimals once and clears', () => {
    expect(run('1.2.5')).toBe('1.25');
    expect(run('.5+.25=')).toBe('0.75');
    expect(run('12+3CE4=')).toBe('16');
    expect(press(pressAll(keys('12+3')), 'C')).toEqual(initialCalculator);
  });
});
