import type { BandTable } from '@portico/contract/reports';

/** Raw score out of 40. */
export const RAW_SCORE_MAX = 40;

/**
 * What the mark beside a raw-score range says: the row is Portico's own extension below the lowest
 * published row, not an IELTS figure (decision 038). Worded for any company's students.
 */
export const OWN_ROW_MARK = '*';
export const OWN_ROWS_NOTE =
  '* Below the published IELTS table: IELTS publishes no band for so few correct answers, so these rows are an estimate.';

type BandRow = BandTable['bands'][number]['rows'][number];

/** A raw-score range as shown, marked when the row is Portico's own. */
export const rangeLabel = (row: BandRow | undefined): string =>
  row ? `${row.score}${row.published === false ? OWN_ROW_MARK : ''}` : '-';

export interface KnowYourBandsRow {
  band: number;
  listening: string;
  reading: string;
}

export interface KnowYourBandsTable {
  /** The Reading table's name: 'Academic Reading' or 'General Training Reading'. */
  readingTitle: string;
  rows: KnowYourBandsRow[];
  /** Whether a row is Portico's own (shown with OWN_ROWS_NOTE). */
  hasOwnRows: boolean;
}

/**
 * SCORING.md 'Know your Bands': the test's Listening and Reading tables as the server scores with
 * them (GET band-table), side by side: every band of either table, highest first, with each table's
 * raw-score range. Null when the table is not an IELTS one.
 */
export function knowYourBands(table: BandTable | null | undefined): KnowYourBandsTable | null {
  if (table?.scoreKind !== 'band') return null;
  const listening = table.bands.find((b) => b.referenceType === 'Listening');
  const reading = table.bands.find((b) => b.referenceType === 'Reading');
  if (!listening || !reading) return null;
  const all = [...listening.rows, ...reading.rows];
  const bands = [...new Set(all.map((row) => row.band))].sort((a, b) => b - a);
  return {
    readingTitle: reading.title ?? 'Reading',
    rows: bands.map((band) => ({
      band,
      listening: rangeLabel(listening.rows.find((row) => row.band === band)),
      reading: rangeLabel(reading.rows.find((row) => row.band === band)),
    })),
    hasOwnRows: all.some((row) => row.published === false),
  };
}
