import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConversionRow, scaledScore, validateConversionTable } from './scaled-score';

const greVerbal: ConversionRow[] = [
  { minRaw: 0, maxRaw: 5, scaled: 130 },
  { raw: 6, scaled: 135 },
  { raw: 7, scaled: 137 },
  { raw: 9, scaled: 142 },
  { minRaw: 10, maxRaw: 27, scaled: 160 },
];

describe('scaledScore (SCORING.md: each test carries its own raw-to-scaled table)', () => {
  it('reads a point row and a range row, bounds inclusive', () => {
    expect(scaledScore(greVerbal, 6)).toBe(135);
    expect(scaledScore(greVerbal, 0)).toBe(130);
    expect(scaledScore(greVerbal, 5)).toBe(130);
    expect(scaledScore(greVerbal, 10)).toBe(160);
    expect(scaledScore(greVerbal, 27)).toBe(160);
  });

  it('clamps below the first row and above the last', () => {
    expect(
      scaledScore(
        [
          { raw: 3, scaled: 140 },
          { raw: 5, scaled: 150 },
        ],
        0,
      ),
    ).toBe(140);
    expect(scaledScore(greVerbal, 40)).toBe(160);
  });

  it('between rows takes the row below', () => {
    expect(scaledScore(greVerbal, 8)).toBe(137);
    expect(scaledScore(greVerbal, 6.5)).toBe(135);
  });

  it('reads rows in any order', () => {
    expect(scaledScore([...greVerbal].reverse(), 7)).toBe(137);
  });

  it('refuses an empty table and a non-number', () => {
    expect(() => scaledScore([], 3)).toThrow(RangeError);
    expect(() => scaledScore(greVerbal, Number.NaN)).toThrow(RangeError);
  });

  it('is monotonic for a valid table', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 50, noNaN: true }),
        fc.double({ min: -5, max: 50, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(scaledScore(greVerbal, low)).toBeLessThanOrEqual(scaledScore(greVerbal, high));
        },
      ),
    );
  });
});

describe('validateConversionTable', () => {
  it('accepts a table on its scale', () => {
    expect(validateConversionTable(greVerbal, 'gre-verbal')).toEqual({ valid: true, errors: [] });
  });

  it.each([
    ['empty', [], 'gre-verbal'],
    ['off the GRE scale', [{ raw: 0, scaled: 120 }], 'gre-verbal'],
    ['off the AW steps', [{ raw: 0, scaled: 3.25 }], 'gre-writing'],
    ['off the Duolingo steps', [{ raw: 0, scaled: 12 }], 'duolingo'],
    ['off the SAT steps', [{ raw: 0, scaled: 205 }], 'sat-section'],
    ['above the SAT total', [{ raw: 0, scaled: 1610 }], 'sat-total'],
    ['off the PTE scale', [{ raw: 0, scaled: 91 }], 'pte'],
    // CELPIP: M (stored as 0), then 3-12; there is no level 1 or 2 (decision 040).
    ['off the CELPIP scale', [{ raw: 0, scaled: 2 }], 'celpip'],
    [
      'overlapping',
      [
        { minRaw: 0, maxRaw: 5, scaled: 130 },
        { raw: 5, scaled: 131 },
      ],
      'gre-verbal',
    ],
    [
      'falling',
      [
        { raw: 0, scaled: 140 },
        { raw: 1, scaled: 135 },
      ],
      'gre-verbal',
    ],
    ['a reversed range', [{ minRaw: 5, maxRaw: 2, scaled: 140 }], 'gre-verbal'],
    ['a negative raw', [{ raw: -1, scaled: 140 }], 'gre-verbal'],
  ] as const)('refuses a table %s', (_, table, scale) => {
    const result = validateConversionTable(table as readonly ConversionRow[], scale);
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('takes a scale object as well as an id', () => {
    expect(
      validateConversionTable([{ raw: 0, scaled: 7 }], { label: 'x', min: 0, max: 10, step: 1 }).valid,
    ).toBe(true);
  });
});
