import { type ExamScale, type ExamScaleId, examScales, isOnScale } from './exam-scales';

/**
 * One row of a test's raw-to-scaled table (SCORING.md: 'each test carries its own conversion
 * table'): a single raw score, or an inclusive range of them.
 */
export type ConversionRow =
  | { raw: number; scaled: number }
  | { minRaw: number; maxRaw: number; scaled: number };

interface RangeRow {
  minRaw: number;
  maxRaw: number;
  scaled: number;
}

function toRange(row: ConversionRow): RangeRow {
  return 'raw' in row ? { minRaw: row.raw, maxRaw: row.raw, scaled: row.scaled } : row;
}

function sortedRanges(table: readonly ConversionRow[]): RangeRow[] {
  return table.map(toRange).sort((a, b) => a.minRaw - b.minRaw || a.maxRaw - b.maxRaw);
}

/**
 * The scaled score of a raw score. Clamping rules, so any raw score the test can produce has a
 * scaled score:
 * - a raw score inside a row gets that row's score;
 * - below the first row: the first row's score (the bottom of the table is the floor);
 * - above the last row: the last row's score (the top is the ceiling);
 * - between rows (a raw the table skips, or a fractional raw from partial credit): the score of
 *   the row below, since the next row's raw score has not been reached.
 * Validate tables with validateConversionTable when they are authored or imported.
 */
export function scaledScore(table: readonly ConversionRow[], raw: number): number {
  if (!Number.isFinite(raw)) throw new RangeError(`A raw score must be a number, not ${raw}`);
  const rows = sortedRanges(table);
  const first = rows[0];
  if (!first) throw new RangeError('The conversion table is empty');
  let result = first.scaled;
  for (const row of rows) {
    if (raw < row.minRaw) break;
    result = row.scaled;
  }
  return result;
}

export interface TableValidation {
  valid: boolean;
  errors: string[];
}

/**
 * Checks an authored table against its exam's scale (SCORING.md): not empty; raw scores are numbers
 * >= 0, each range with min <= max; no raw score in two rows; every scaled score on the scale
 * (bounds and step); and monotonic: a higher raw score never gets a lower scaled score.
 */
export function validateConversionTable(
  table: readonly ConversionRow[],
  scale: ExamScaleId | ExamScale,
): TableValidation {
  const s = typeof scale === 'string' ? examScales[scale] : scale;
  const errors: string[] = [];
  if (table.length === 0) errors.push('The table has no rows');
  const rows = sortedRanges(table);
  for (const row of rows) {
    const range = `raw ${row.minRaw}-${row.maxRaw}`;
    if (!Number.isFinite(row.minRaw) || !Number.isFinite(row.maxRaw) || row.minRaw < 0) {
      errors.push(`${range}: raw scores must be numbers >= 0`);
    } else if (row.minRaw > row.maxRaw) {
      errors.push(`${range}: the range is reversed`);
    }
    if (!isOnScale(row.scaled, s)) {
      errors.push(`${range}: ${row.scaled} is not a ${s.label} score (${s.min}-${s.max}, step ${s.step})`);
    }
  }
  rows.slice(1).forEach((row, index) => {
    const before = rows[index] as RangeRow;
    if (row.minRaw <= before.maxRaw) errors.push(`raw ${row.minRaw} is in two rows`);
    if (row.scaled < before.scaled) errors.push(`raw ${row.minRaw} scales lower than raw ${before.maxRaw}`);
  });
  return { valid: errors.length === 0, errors };
}
