import { describe, expect, it } from 'vitest';
import { type IeltsTableId, ieltsBand, ieltsOverallBand, ieltsTables } from './ielts';

/**
 * The conversion tables the server scores with, checked raw score by raw score (0-40) against the
 * published ones (decision 038). The published tables are typed here from their sources,
 * apart from the JSON files, so an edit of either that departs from the source fails here.
 * Sources (read November 2026):
 * - IELTS, 'Listening test: how to interpret scores', Table 1 'Average Listening raw scores', and
 *   'Academic Reading: how the Academic Reading test is marked', Table 1, on ielts.org
 *   (https://www.ielts.org/how-to-use-ielts-results/four-skills/listening/scoring and
 *   .../academic-reading/scoring); the General Training averages of the same guide as reproduced at
 *   https://comonline.in/ielts/result-reading-score.php.
 * - IDP's Listening band score table, 39-40 band 9 down to 11-12 band 4 (IDP Australia and New
 *   Zealand; reproduced at https://ieltsidpindia.com/information/ielts-band-scores/listening and
 *   https://comonline.in/ielts/result-listening-score.php).
 * - The extended practice-test tables, 'Listening Test - Raw Score Conversion', 'Academic Reading
 *   Test - Raw Score Conversion' and 'General Reading Test - Raw Score Conversion'
 *   (https://www.scribd.com/document/343103052/lll44-docx), which agree with IDP's rows.
 */
type Rows = readonly (readonly [min: number, max: number, band: number])[];

const IDP_LISTENING: Rows = [
  [39, 40, 9],
  [37, 38, 8.5],
  [35, 36, 8],
  [32, 34, 7.5],
  [30, 31, 7],
  [26, 29, 6.5],
  [23, 25, 6],
  [18, 22, 5.5],
  [16, 17, 5],
  [13, 15, 4.5],
  [11, 12, 4],
];

const EXTENDED: Record<IeltsTableId, Rows> = {
  listening: [...IDP_LISTENING, [8, 10, 3.5], [6, 7, 3], [4, 5, 2.5]],
  'academic-reading': [
    [39, 40, 9],
    [37, 38, 8.5],
    [35, 36, 8],
    [33, 34, 7.5],
    [30, 32, 7],
    [27, 29, 6.5],
    [23, 26, 6],
    [19, 22, 5.5],
    [15, 18, 5],
    [13, 14, 4.5],
    [10, 12, 4],
    [8, 9, 3.5],
    [6, 7, 3],
    [4, 5, 2.5],
  ],
  'general-reading': [
    [40, 40, 9],
    [39, 39, 8.5],
    [37, 38, 8],
    [36, 36, 7.5],
    [34, 35, 7],
    [32, 33, 6.5],
    [30, 31, 6],
    [27, 29, 5.5],
    [23, 26, 5],
    [19, 22, 4.5],
    [15, 18, 4],
    [12, 14, 3.5],
    [9, 11, 3],
    [6, 8, 2.5],
  ],
};

/** [raw, band]: the raw score test takers at a band typically reach (ielts.org). */
const OFFICIAL_AVERAGES: Record<IeltsTableId, readonly (readonly [number, number])[]> = {
  listening: [
    [16, 5],
    [23, 6],
    [30, 7],
    [35, 8],
  ],
  'academic-reading': [
    [15, 5],
    [23, 6],
    [30, 7],
    [35, 8],
  ],
  'general-reading': [
    [15, 4],
    [23, 5],
    [30, 6],
    [34, 7],
    [38, 8],
  ],
};

/** Portico's own rows below the published ones (decision 038): 0 correct band 0, 1 band 1, then 2. */
const OWN_ROWS: Record<IeltsTableId, Rows> = {
  listening: [
    [2, 3, 2],
    [1, 1, 1],
    [0, 0, 0],
  ],
  'academic-reading': [
    [2, 3, 2],
    [1, 1, 1],
    [0, 0, 0],
  ],
  'general-reading': [
    [2, 5, 2],
    [1, 1, 1],
    [0, 0, 0],
  ],
};

const bandIn = (rows: Rows, raw: number) => rows.find(([min, max]) => min <= raw && raw <= max)?.[2];
const jsonRow = (table: IeltsTableId, raw: number) =>
  ieltsTables[table].rows.find((row) => row.minRaw <= raw && raw <= row.maxRaw);
const rawScores = Array.from({ length: 41 }, (_, raw) => raw);
const tableIds = Object.keys(EXTENDED) as IeltsTableId[];

describe.each(tableIds)('the %s table against the published one, raw 0-40', (table) => {
  it.each(rawScores)('raw %i', (raw) => {
    const published = bandIn(EXTENDED[table], raw);
    const row = jsonRow(table, raw);
    if (published === undefined) {
      // Below the published table: Portico's own rows, marked so, under the lowest published band.
      expect(row?.published).toBe(false);
      expect(ieltsBand(table, raw)).toBe(bandIn(OWN_ROWS[table], raw));
      expect(ieltsBand(table, raw)).toBeLessThan(Math.min(...EXTENDED[table].map(([, , band]) => band)));
    } else {
      expect(ieltsBand(table, raw)).toBe(published);
      expect(row?.published).not.toBe(false);
    }
  });

  it('meets every average on ielts.org and names its sources', () => {
    for (const [raw, band] of OFFICIAL_AVERAGES[table]) expect(ieltsBand(table, raw)).toBe(band);
    expect(ieltsTables[table].officialAverages.map(({ raw, band }) => [raw, band])).toEqual(
      OFFICIAL_AVERAGES[table],
    );
    expect(ieltsTables[table].source).toContain('https://www.ielts.org/');
  });
});

describe('IELTS Listening (decision 038)', () => {
  it("matches IDP's table row by row, from 11 to 40", () => {
    for (const raw of rawScores.filter((r) => r >= 11)) {
      expect(ieltsBand('listening', raw)).toBe(bandIn(IDP_LISTENING, raw));
    }
  });

  it('gives raw 10 band 3.5: band 4 begins at 11', () => {
    expect(ieltsBand('listening', 10)).toBe(3.5);
    expect(ieltsBand('listening', 11)).toBe(4);
  });
});

/**
 * The overall band, by enumeration of all 19^4 = 130,321 sets of four half bands 0-9, against the
 * rule as IELTS states it ('IELTS scoring in detail', https://www.ielts.org/for-organisations/
 * ielts-scoring-in-detail): the mean of the four, reported to the nearest whole or half band; a mean
 * ending in .25 rounds up to the next half band, one ending in .75 up to the next whole band (so
 * .125 goes down to the whole band, .375 and .625 to the half band, .875 up to the next whole).
 */
describe('overall band, every combination of four half bands', () => {
  // What the mean's eighths (its part after the whole band, 0/8 to 7/8) add to the whole band.
  const RULE: Record<number, number> = { 0: 0, 1: 0, 2: 0.5, 3: 0.5, 4: 0.5, 5: 0.5, 6: 1, 7: 1 };

  it('holds in all 130,321', () => {
    const halves = Array.from({ length: 19 }, (_, i) => i);
    const wrong: string[] = [];
    let count = 0;
    for (const a of halves)
      for (const b of halves)
        for (const c of halves)
          for (const d of halves) {
            // The mean is (a + b + c + d) / 2 / 4 bands: a whole number of eighths.
            const eighths = a + b + c + d;
            const expected = Math.floor(eighths / 8) + (RULE[eighths % 8] as number);
            const overall = ieltsOverallBand([a / 2, b / 2, c / 2, d / 2]);
            if (overall !== expected) wrong.push(`${[a, b, c, d].map((x) => x / 2)} -> ${overall}`);
            count += 1;
          }
    expect(count).toBe(130_321);
    expect(wrong).toEqual([]);
  });
});
