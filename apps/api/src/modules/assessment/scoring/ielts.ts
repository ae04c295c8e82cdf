import academicReading from './ielts-academic-reading.json' with { type: 'json' };
import generalReading from './ielts-general-reading.json' with { type: 'json' };
import listening from './ielts-listening.json' with { type: 'json' };
import { cleanFloat } from './rounding';

/** One row of a raw-score (out of 40) to band table; `published: false` marks Portico's extension. */
export interface IeltsBandRow {
  minRaw: number;
  maxRaw: number;
  band: number;
  published?: boolean;
}

/** A conversion table as shipped in the JSON files beside this one (SCORING.md: 'ship them as data'). */
export interface IeltsConversionTable {
  exam: string;
  section: string;
  maxRaw: number;
  source: string;
  note: string;
  officialAverages: { raw: number; band: number }[];
  rows: IeltsBandRow[];
}

export type IeltsTableId = 'listening' | 'academic-reading' | 'general-reading';

/** SCORING.md: one table for Listening, one for Academic Reading, one for General Training Reading. */
export const ieltsTables: Record<IeltsTableId, IeltsConversionTable> = {
  listening,
  'academic-reading': academicReading,
  'general-reading': generalReading,
};

/**
 * The Reading table of a test: General Training's for an exam family of 'ielts-general', else the
 * Academic one (decision 038). The same choice scores the test and shows its 'Know your Bands'.
 */
export function ieltsReadingTable(examFamily: string | null): 'academic-reading' | 'general-reading' {
  return examFamily === 'ielts-general' ? 'general-reading' : 'academic-reading';
}

/** SCORING.md: bands 0-9 in half bands; the 19 values a faculty form offers. */
export const ieltsBandOptions: readonly number[] = Array.from({ length: 19 }, (_, i) => i / 2);

export function isIeltsBand(value: number): boolean {
  return Number.isInteger(value * 2) && value >= 0 && value <= 9;
}

/**
 * The band of every raw score 0..maxRaw. Throws when the table leaves a raw score out, gives one
 * two bands, strays off the half-band scale or lets a higher raw score get a lower band, so a bad
 * data file fails when the module loads instead of mis-scoring students.
 */
export function buildBandLookup(table: IeltsConversionTable): number[] {
  const bands: (number | undefined)[] = Array.from({ length: table.maxRaw + 1 }, () => undefined);
  for (const row of table.rows) {
    if (!isIeltsBand(row.band)) throw new Error(`${table.section}: ${row.band} is not an IELTS band`);
    if (!Number.isInteger(row.minRaw) || !Number.isInteger(row.maxRaw) || row.minRaw > row.maxRaw) {
      throw new Error(`${table.section}: bad raw range ${row.minRaw}-${row.maxRaw}`);
    }
    for (let raw = row.minRaw; raw <= row.maxRaw; raw++) {
      if (raw < 0 || raw > table.maxRaw) throw new Error(`${table.section}: raw ${raw} is off the scale`);
      if (bands[raw] !== undefined) throw new Error(`${table.section}: raw ${raw} appears twice`);
      bands[raw] = row.band;
    }
  }
  return bands.map((band, raw) => {
    if (band === undefined) throw new Error(`${table.section}: raw ${raw} has no band`);
    const below = bands[raw - 1];
    if (below !== undefined && band < below) throw new Error(`${table.section}: band falls at raw ${raw}`);
    return band;
  });
}

const lookups: Record<IeltsTableId, number[]> = {
  listening: buildBandLookup(ieltsTables.listening),
  'academic-reading': buildBandLookup(ieltsTables['academic-reading']),
  'general-reading': buildBandLookup(ieltsTables['general-reading']),
};

/** SCORING.md: Listening and Reading raw scores out of 40 convert to bands by the official tables. */
export function ieltsBand(table: IeltsTableId, raw: number): number {
  const band = Number.isInteger(raw) ? lookups[table][raw] : undefined;
  if (band === undefined) {
    throw new RangeError(
      `An IELTS raw score is a whole number from 0 to ${ieltsTables[table].maxRaw}, not ${raw}`,
    );
  }
  return band;
}

/** IELTS Listening and Reading are out of 40 marks (one mark a question, 40 questions). */
export const IELTS_MARKS = 40;

/**
 * The band of `marks` earned out of `outOf` marks (decision 038: a raw score is marks, not items).
 * Out of 40: the table as it is. A test out of other than 40 (a sectional practice of 13 questions;
 * a section with a 2-mark item) is scaled to 40 first, rounded to the nearest whole mark (a half up),
 * so the same share of the marks gives the same band: 10 of 13 is 30.8, so 31 of 40.
 */
export function ieltsBandOutOf(table: IeltsTableId, marks: number, outOf: number): number {
  if (!Number.isFinite(marks) || !Number.isFinite(outOf) || outOf <= 0 || marks < 0 || marks > outOf) {
    throw new RangeError(
      `An IELTS raw score is marks from 0 to the marks of the test, not ${marks} of ${outOf}`,
    );
  }
  const of40 = outOf === IELTS_MARKS ? marks : (marks * IELTS_MARKS) / outOf;
  return ieltsBand(table, Math.min(IELTS_MARKS, Math.round(cleanFloat(of40))));
}

/**
 * SCORING.md: the overall band is the mean of the four section bands rounded to the nearest half
 * band, a mean ending in .25 rounding up to the next half band and one ending in .75 up to the
 * next whole band (so 6.125 -> 6, 6.25 -> 6.5, 6.625 -> 6.5, 6.75 -> 7).
 */
export function ieltsOverallBand(bands: readonly [number, number, number, number]): number {
  if (bands.length !== 4 || !bands.every(isIeltsBand)) {
    throw new RangeError(
      `The overall band needs four bands from 0 to 9 in half bands, not ${bands.join(', ')}`,
    );
  }
  return roundToHalfBand((bands[0] + bands[1] + bands[2] + bands[3]) / 4);
}

/** Nearest half band, a tie (x.25, x.75) going up. */
export function roundToHalfBand(value: number): number {
  return Math.floor(cleanFloat(value * 2) + 0.5) / 2;
}
