import { describe, expect, it } from 'vitest';
import { bandColour, bandLabel } from './band-colour';

describe('band colours (SCORING.md / spec 2 §9)', () => {
  it.each([
    [1, 'red'],
    [2, 'red'],
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

  it.each([0, 0.5, 0.99, 10.5, -1, Number.NaN, null, undefined])('band %s is grey', (band) => {
    expect(bandColour(band)).toBe('grey');
  });

  it('the boundaries belong to the lower colour ("above 3 to 5")', () => {
    expect(bandColour(3.0001)).toBe('orange');
    expect(bandColour(5.0001)).toBe('blue');
    expect(bandColour(7.0001)).toBe('green');
  });
});

describe("band label: '-' when the band is below 0", () => {
  it.each([
    [-1, '-'],
    [-0.5, '-'],
    [null, '-'],
    [undefined, '-'],
    [0, '0'],
    [6.5, '6.5'],
    [9, '9'],
  ] as const)('%s shows %j', (band, label) => {
    expect(bandLabel(band)).toBe(label);
  });
});
