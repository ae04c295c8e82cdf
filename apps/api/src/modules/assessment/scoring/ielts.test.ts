import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBandLookup,
  type IeltsConversionTable,
  type IeltsTableId,
  ieltsBand,
  ieltsBandOptions,
  ieltsBandOutOf,
  ieltsOverallBand,
  ieltsTables,
  isIeltsBand,
  roundToHalfBand,
} from './ielts';

// Row by row against the published tables, every raw score 0-40: ielts-published.test.ts.
const tableIds = Object.keys(ieltsTables) as IeltsTableId[];

describe.each(tableIds)('IELTS %s conversion (SCORING.md: the official tables, as data)', (table) => {
  it('agrees with every average IELTS publishes', () => {
    for (const { raw, band } of ieltsTables[table].officialAverages) expect(ieltsBand(table, raw)).toBe(band);
  });

  it('cites its source and says what is not published', () => {
    expect(ieltsTables[table].source).toMatch(/ielts\.org/);
    expect(ieltsTables[table].note).toMatch(/extension/);
  });

  it.each([-1, 41, 20.5, Number.NaN])('raw %s is an error', (raw) => {
    expect(() => ieltsBand(table, raw)).toThrow(RangeError);
  });

  it('is monotonic non-decreasing in the raw score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(ieltsBand(table, low)).toBeLessThanOrEqual(ieltsBand(table, high));
      }),
    );
  });
});

describe('marks out of other than 40 (decision 038)', () => {
  it('reads a test out of 40 as it is', () => {
    expect(ieltsBandOutOf('listening', 31, 40)).toBe(7);
    expect(ieltsBandOutOf('listening', 32, 40)).toBe(7.5);
  });

  it('scales to 40 and rounds to the nearest mark, a half up', () => {
    // 10 of 13 = 30.77 of 40 → 31; 31 of 39 = 31.79 → 32; 1 of 80 = 0.5 → 1; 13 of 13 = 40.
    expect(ieltsBandOutOf('listening', 10, 13)).toBe(ieltsBand('listening', 31));
    expect(ieltsBandOutOf('listening', 31, 39)).toBe(ieltsBand('listening', 32));
    expect(ieltsBandOutOf('academic-reading', 1, 80)).toBe(ieltsBand('academic-reading', 1));
    expect(ieltsBandOutOf('general-reading', 13, 13)).toBe(9);
  });

  it.each([
    [-1, 40],
    [41, 40],
    [5, 0],
    [Number.NaN, 40],
  ])('refuses %s of %s', (marks, outOf) => {
    expect(() => ieltsBandOutOf('listening', marks, outOf)).toThrow(RangeError);
  });
});

describe('a malformed table fails at load', () => {
  const base: IeltsConversionTable = {
    ...ieltsTables.listening,
    maxRaw: 3,
    rows: [
      { minRaw: 2, maxRaw: 3, band: 2 },
      { minRaw: 0, maxRaw: 1, band: 1 },
    ],
  };

  it('accepts a whole table', () => {
    expect(buildBandLookup(base)).toEqual([1, 1, 2, 2]);
  });

  it.each([
    [
      'a gap',
      [
        { minRaw: 2, maxRaw: 3, band: 2 },
        { minRaw: 0, maxRaw: 0, band: 1 },
      ],
    ],
    [
      'an overlap',
      [
        { minRaw: 1, maxRaw: 3, band: 2 },
        { minRaw: 0, maxRaw: 1, band: 1 },
      ],
    ],
    [
      'a falling band',
      [
        { minRaw: 2, maxRaw: 3, band: 1 },
        { minRaw: 0, maxRaw: 1, band: 2 },
      ],
    ],
    ['a band off the scale', [{ minRaw: 0, maxRaw: 3, band: 6.25 }]],
    ['a raw off the scale', [{ minRaw: 0, maxRaw: 4, band: 1 }]],
    ['a reversed range', [{ minRaw: 3, maxRaw: 0, band: 1 }]],
  ])('refuses %s', (_, rows) => {
    expect(() => buildBandLookup({ ...base, rows })).toThrow();
  });
});

describe('overall band (SCORING.md: mean of four, .25 up to the half band, .75 up to the whole band)', () => {
  it.each([
    [6.125, 6],
    [6.25, 6.5],
    [6.375, 6.5],
    [6.5, 6.5],
    [6.625, 6.5],
    [6.75, 7],
    [6.875, 7],
    [7, 7],
  ])('a mean of %s rounds to %s', (mean, band) => {
    expect(roundToHalfBand(mean)).toBe(band);
  });

  it.each([
    [[6.5, 6.5, 5, 7], 6.5],
    [[4, 3.5, 4, 4], 4],
    [[6.5, 6.5, 5.5, 6], 6],
    [[7, 6.5, 6, 7.5], 7],
    [[9, 9, 9, 9], 9],
    [[0, 0, 0, 0.5], 0],
  ] as const)('bands %j give %s', (bands, overall) => {
    expect(ieltsOverallBand(bands)).toBe(overall);
  });

  it.each([[[6.5, 6.5, 5, 9.5]], [[6.25, 6, 6, 6]], [[-1, 6, 6, 6]], [[6, 6, 6]]])('refuses %j', (bands) => {
    expect(() => ieltsOverallBand(bands as unknown as [number, number, number, number])).toThrow(RangeError);
  });

  it('is a half band between the lowest and highest section band', () => {
    const band = fc.integer({ min: 0, max: 18 }).map((n) => n / 2);
    fc.assert(
      fc.property(fc.tuple(band, band, band, band), (bands) => {
        const overall = ieltsOverallBand(bands);
        expect(isIeltsBand(overall)).toBe(true);
        expect(overall).toBeGreaterThanOrEqual(Math.min(...bands));
        expect(overall).toBeLessThanOrEqual(Math.max(...bands));
      }),
    );
  });
});

describe('half-band options for forms', () => {
  it('lists the 19 bands 0 to 9', () => {
    expect(ieltsBandOptions).toHaveLength(19);
    expect(ieltsBandOptions[0]).toBe(0);
    expect(ieltsBandOptions[1]).toBe(0.5);
    expect(ieltsBandOptions[18]).toBe(9);
    expect(ieltsBandOptions.every(isIeltsBand)).toBe(true);
  });
});
