import { describe, expect, it } from 'vitest';
import { bandColor, formatBand, orderedSectionBands } from './band';

describe('band colour (spec 2 §9)', () => {
  it.each([
    [1, 'red'],
    [2.5, 'red'],
    [3, 'red'],
    [3.5, 'orange'],
    [5, 'orange'],
    [5.5, 'blue'],
    [7, 'blue'],
    [7.5, 'green'],
    [10, 'green'],
    [0, 'gray'],
    [0.5, 'gray'],
    [10.5, 'gray'],
    [-1, 'gray'],
    [null, 'gray'],
    [Number.NaN, 'gray'],
  ])('band %s is %s', (band, color) => {
    expect(bandColor(band)).toBe(color);
  });
});

describe('band text', () => {
  it("shows '-' below 0 or when unknown", () => {
    expect(formatBand(-1)).toBe('-');
    expect(formatBand(null)).toBe('-');
    expect(formatBand(undefined)).toBe('-');
  });

  it('shows the band otherwise', () => {
    expect(formatBand(0)).toBe('0');
    expect(formatBand(6.5)).toBe('6.5');
  });
});

describe('section bands', () => {
  it('come in the order Listening, Reading, Writing, Speaking, null when missing', () => {
    expect(
      orderedSectionBands([
        { referenceType: 'Speaking', band: 6 },
        { referenceType: 'reading', band: 7.5 },
        { referenceType: 'Listening', band: null },
      ]),
    ).toEqual([
      { section: 'Listening', band: null },
      { section: 'Reading', band: 7.5 },
      { section: 'Writing', band: null },
      { section: 'Speaking', band: 6 },
    ]);
  });
});
