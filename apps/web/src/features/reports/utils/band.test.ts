import { describe, expect, it } from 'vitest';
import { bandColour, bandLabel } from './band';

describe('bandColour (spec 2 §9)', () => {
  it.each([
    [1, 'red'],
    [2.5, 'red'],
    [3, 'red'],
    [3.5, 'orange'],
    [5, 'orange'],
    [5.5, 'blue'],
    [7, 'blue'],
    [7.5, 'green'],
    [9, 'green'],
    [10, 'green'],
  ] as const)('band %s is %s', (band, colour) => {
    expect(bandColour(band)).toBe(colour);
  });

  it.each([0, 0.5, 0.99, -1, 10.5, Number.NaN, null, undefined])('%s is grey', (band) => {
    expect(bandColour(band)).toBe('grey');
  });

  it('tells the boundaries apart just above them', () => {
    expect(bandColour(3.0001)).toBe('orange');
    expect(bandColour(5.0001)).toBe('blue');
    expect(bandColour(7.0001)).toBe('green');
  });
});

describe('bandLabel', () => {
  it("shows '-' below 0 or without a band", () => {
    expect(bandLabel(-1)).toBe('-');
    expect(bandLabel(null)).toBe('-');
    expect(bandLabel(0)).toBe('0');
    expect(bandLabel(6.5)).toBe('6.5');
  });
});
