// Builders and independent reference formulas shared by the item analysis tests. The references are
// written the textbook way, on purpose in a different form from the module's, so a test cannot
// agree with the module by construction.
import type { AttemptResponses, ItemAnalysis, ItemMeta, ItemStatistics } from './item-statistics';

/** Dichotomous (or partial-credit) items with the given maxima, named i1, i2, … */
export function itemsWithMax(maxPoints: readonly number[]): ItemMeta[] {
  return maxPoints.map((max, index) => ({ itemId: `i${index + 1}`, maxPoints: max }));
}

/**
 * Attempts a1, a2, … from a table of points, one row per attempt and one column per item (i1, i2,
 * …); a null cell is an item the attempt was not presented.
 */
export function attemptsFromTable(table: readonly (readonly (number | null)[])[]): AttemptResponses[] {
  return table.map((row, attempt) => ({
    attemptId: `a${attempt + 1}`,
    answers: row.flatMap((points, item) =>
      points === null ? [] : [{ itemId: `i${item + 1}`, points, seconds: null }],
    ),
  }));
}

/** The figures of one item of an analysis, failing loudly when it is missing. */
export function itemOf(analysis: ItemAnalysis, itemId: string): ItemStatistics {
  const found = analysis.items.find((item) => item.itemId === itemId);
  if (!found) throw new Error(`no item ${itemId} in the analysis`);
  return found;
}

/** A column of a full table: one item's points in attempt order. */
export function column(table: readonly (readonly number[])[], item: number): number[] {
  return table.map((row) => row[item] ?? 0);
}

/** Pearson's r by the one-pass "computational" formula: (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)). */
export function referencePearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i] ?? 0;
    const y = ys[i] ?? 0;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  return (n * sxy - sx * sy) / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
}

/** The item–rest correlation of item `item` of a full table, by the reference formula. */
export function referenceItemRest(table: readonly (readonly number[])[], item: number): number {
  const points = column(table, item);
  const rests = table.map((row) => row.reduce((a, b) => a + b, 0) - (row[item] ?? 0));
  return referencePearson(points, rests);
}

/** KR-20 the textbook way: k/(k − 1) · (1 − Σpq / σ²), σ² = (Σt² − (Σt)²/n) / n. */
export function referenceKr20(table: readonly (readonly number[])[]): number {
  const n = table.length;
  const k = table[0]?.length ?? 0;
  let pq = 0;
  for (let item = 0; item < k; item++) {
    const p = column(table, item).reduce((a, b) => a + b, 0) / n;
    pq += p * (1 - p);
  }
  const totals = table.map((row) => row.reduce((a, b) => a + b, 0));
  const sumT = totals.reduce((a, b) => a + b, 0);
  const sumT2 = totals.reduce((a, b) => a + b * b, 0);
  const variance = (sumT2 - (sumT * sumT) / n) / n;
  return (k / (k - 1)) * (1 - pq / variance);
}

/** Cronbach's alpha the textbook way, with (n − 1) variances by Σx² − (Σx)²/n. */
export function referenceAlpha(table: readonly (readonly number[])[]): number {
  const n = table.length;
  const k = table[0]?.length ?? 0;
  const variance = (values: readonly number[]) => {
    const s = values.reduce((a, b) => a + b, 0);
    const s2 = values.reduce((a, b) => a + b * b, 0);
    return (s2 - (s * s) / n) / (n - 1);
  };
  let itemVariances = 0;
  for (let item = 0; item < k; item++) itemVariances += variance(column(table, item));
  const totals = table.map((row) => row.reduce((a, b) => a + b, 0));
  return (k / (k - 1)) * (1 - itemVariances / variance(totals));
}
