/** One row of an IELTS raw-score (out of 40) to band table. */
export interface BandRow {
  minRaw: number;
  maxRaw: number;
  band: number;
}

/**
 * SCORING.md 'Know your Bands': the published rows of the server's official conversion tables
 * (apps/api/src/modules/assessment/scoring/ielts-listening.json and ielts-academic-reading.json),
 * copied as they are; bands.test.ts fails when they drift apart. Portico's own extension below the
 * lowest published row (`published: false`) is left out: it is not an IELTS table.
 */
export const LISTENING_BANDS: readonly BandRow[] = [
  { minRaw: 39, maxRaw: 40, band: 9 },
  { minRaw: 37, maxRaw: 38, band: 8.5 },
  { minRaw: 35, maxRaw: 36, band: 8 },
  { minRaw: 32, maxRaw: 34, band: 7.5 },
  { minRaw: 30, maxRaw: 31, band: 7 },
  { minRaw: 26, maxRaw: 29, band: 6.5 },
  { minRaw: 23, maxRaw: 25, band: 6 },
  { minRaw: 18, maxRaw: 22, band: 5.5 },
  { minRaw: 16, maxRaw: 17, band: 5 },
  { minRaw: 13, maxRaw: 15, band: 4.5 },
  { minRaw: 10, maxRaw: 12, band: 4 },
  { minRaw: 8, maxRaw: 9, band: 3.5 },
  { minRaw: 6, maxRaw: 7, band: 3 },
  { minRaw: 4, maxRaw: 5, band: 2.5 },
];

export const ACADEMIC_READING_BANDS: readonly BandRow[] = [
  { minRaw: 39, maxRaw: 40, band: 9 },
  { minRaw: 37, maxRaw: 38, band: 8.5 },
  { minRaw: 35, maxRaw: 36, band: 8 },
  { minRaw: 33, maxRaw: 34, band: 7.5 },
  { minRaw: 30, maxRaw: 32, band: 7 },
  { minRaw: 27, maxRaw: 29, band: 6.5 },
  { minRaw: 23, maxRaw: 26, band: 6 },
  { minRaw: 19, maxRaw: 22, band: 5.5 },
  { minRaw: 15, maxRaw: 18, band: 5 },
  { minRaw: 13, maxRaw: 14, band: 4.5 },
  { minRaw: 10, maxRaw: 12, band: 4 },
  { minRaw: 8, maxRaw: 9, band: 3.5 },
  { minRaw: 6, maxRaw: 7, band: 3 },
  { minRaw: 4, maxRaw: 5, band: 2.5 },
];

/** Raw score out of 40. */
export const RAW_SCORE_MAX = 40;

export interface KnowYourBandsRow {
  band: number;
  listening: string;
  reading: string;
}

const range = (row: BandRow | undefined): string =>
  row ? (row.minRaw === row.maxRaw ? String(row.minRaw) : `${row.minRaw}–${row.maxRaw}`) : '-';

/** The 'Know your Bands' rows: every band of either table, highest first, with each table's raw range. */
export function knowYourBandsRows(
  listening: readonly BandRow[] = LISTENING_BANDS,
  reading: readonly BandRow[] = ACADEMIC_READING_BANDS,
): KnowYourBandsRow[] {
  const bands = [...new Set([...listening, ...reading].map((row) => row.band))].sort((a, b) => b - a);
  return bands.map((band) => ({
    band,
    listening: range(listening.find((row) => row.band === band)),
    reading: range(reading.find((row) => row.band === band)),
  }));
}
