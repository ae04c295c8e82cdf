// The descriptive statistics Portico's item analysis is built from. Variances and covariances are
// sample estimates (divided by n − 1), as in Moodle's quiz statistics
// (https://docs.moodle.org/en/Quiz_statistics_calculations); in a correlation or a ratio of two of
// them the divisor cancels, so the choice only shows in a standard deviation.

/** The sum of a list, in its order (callers pass lists in a fixed order, so sums are reproducible). */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The arithmetic mean of a non-empty list. */
export function mean(values: readonly number[]): number {
  return sum(values) / values.length;
}

/**
 * Whether every value is the same. Checked on the values themselves, not on a variance, because a
 * variance of equal fractional values can come out a hair above zero after rounding.
 */
export function isConstant(values: readonly number[]): boolean {
  return values.every((value) => value === values[0]);
}

/** The sample covariance of two lists of the same length n ≥ 2: Σ(x − x̄)(y − ȳ) / (n − 1). */
export function sampleCovariance(xs: readonly number[], ys: readonly number[]): number {
  const meanX = mean(xs);
  const meanY = mean(ys);
  let products = 0;
  for (let i = 0; i < xs.length; i++) products += ((xs[i] ?? meanX) - meanX) * ((ys[i] ?? meanY) - meanY);
  return products / (xs.length - 1);
}

/** The sample variance of a list of n ≥ 2 values: Σ(x − x̄)² / (n − 1). */
export function sampleVariance(values: readonly number[]): number {
  return sampleCovariance(values, values);
}

/** `value` held within [low, high]: guards figures that are bounded in theory against rounding. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * Pearson's correlation of two paired lists, in [−1, 1]; null when it is undefined: fewer than two
 * pairs, or either list without spread.
 */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length < 2 || isConstant(xs) || isConstant(ys)) return null;
  const r = sampleCovariance(xs, ys) / Math.sqrt(sampleVariance(xs) * sampleVariance(ys));
  return clamp(r, -1, 1);
}

/**
 * The largest covariance any pairing of the two lists' values could reach: both sorted ascending
 * and paired in that order (the rearrangement inequality). Moodle's C_max(x, X).
 */
export function maxCovariance(xs: readonly number[], ys: readonly number[]): number {
  const ascending = (a: number, b: number) => a - b;
  return sampleCovariance([...xs].sort(ascending), [...ys].sort(ascending));
}

/** Code-unit order of two ids: the same on every machine, unlike a locale's collation. */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Attempts from strongest to weakest: by total score, highest first, and at equal totals by
 * attempt id, so groups cut from either end do not depend on the order attempts arrived in.
 */
export function strongestFirst<T extends { readonly attemptId: string; readonly total: number }>(
  attempts: readonly T[],
): T[] {
  return [...attempts].sort((a, b) => b.total - a.total || compareIds(a.attemptId, b.attemptId));
}
