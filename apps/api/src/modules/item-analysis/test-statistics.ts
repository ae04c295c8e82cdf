// Test-level figures of Portico's item analysis: the spread of students' totals, the test's internal
// consistency (Cronbach's alpha, Moodle's "coefficient of internal consistency") and the score
// distribution teachers see as a histogram. Definitions follow Moodle's quiz statistics:
// https://docs.moodle.org/en/Quiz_statistics_calculations
import { clamp, isConstant, mean, sampleVariance, sum } from './statistics-math';

/** How many bins the score distribution has unless asked otherwise: 10 bins of 10 %. */
export const DEFAULT_SCORE_BINS = 10;

/**
 * A share of the bins' width under which a total still counts in the higher bin: fractional points
 * can land a total a rounding error below a bin's edge (0.7 of the maximum read as 0.69999…).
 */
const BIN_EDGE_TOLERANCE = 1e-9;

/**
 * One bin of the score distribution: the attempts whose total, as a share of the points the
 * attempt could earn, lies in [from, to): `from` included, `to` excluded, except that the last bin
 * also holds `to` = 1 (a full score).
 */
export interface ScoreBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** One attempt as the test-level figures see it. */
export interface AttemptScore {
  /** Points earned over the items the attempt was presented. */
  readonly total: number;
  /** The most points those items could give (the maxima of the items presented). */
  readonly presentedMax: number;
}

/** The whole test's figures. */
export interface TestStatistics {
  /** Attempts analysed (one per student). */
  readonly attempts: number;
  /** Items of the test. */
  readonly items: number;
  /** The most points the whole test can give: the sum of its items' maxima. */
  readonly maxScore: number;
  /** The mean total, in points; null with no attempts. */
  readonly meanScore: number | null;
  /** The sample standard deviation (n − 1) of the totals, in points; null with fewer than 2 attempts. */
  readonly sdScore: number | null;
  /**
   * Cronbach's alpha over the items presented in every attempt (KR-20 when they are all
   * dichotomous), at most 1 and possibly negative; null when it is undefined.
   */
  readonly alpha: number | null;
  /** How many items alpha is computed over (those presented in every attempt). */
  readonly alphaItems: number;
  readonly distribution: readonly ScoreBin[];
}

/** Each attempt's total over the given items (one list of points per item, in attempt order). */
function totalsOf(itemScores: readonly (readonly number[])[]): number[] {
  const attemptCount = itemScores[0]?.length ?? 0;
  return Array.from({ length: attemptCount }, (_, attempt) =>
    sum(itemScores.map((points) => points[attempt] ?? 0)),
  );
}

/**
 * Cronbach's alpha, k/(k − 1) · (1 − Σ var(item) / var(total)), from one list of points per item,
 * each in the same attempt order (every attempt answering every item). Both variances are sample
 * variances (n − 1), as Moodle uses; the divisor cancels in the ratio, so on 0/1 items this is
 * exactly KR-20 with its population p·q. Null with fewer than 2 items or 2 attempts, or when every
 * attempt has the same total (alpha is then 0/0).
 */
export function cronbachAlpha(itemScores: readonly (readonly number[])[]): number | null {
  const itemCount = itemScores.length;
  const totals = totalsOf(itemScores);
  if (itemCount < 2 || totals.length < 2 || isConstant(totals)) return null;
  const itemVariances = sum(itemScores.map((points) => sampleVariance(points)));
  const alpha = (itemCount / (itemCount - 1)) * (1 - itemVariances / sampleVariance(totals));
  // k · Σ var(item) ≥ var(total) (Cauchy–Schwarz) keeps alpha ≤ 1; the bound guards rounding.
  return Math.min(1, alpha);
}

/**
 * Kuder–Richardson 20, k/(k − 1) · (1 − Σ p·q / σ²) with σ² the population variance of the totals,
 * for 0/1 points (one list per item, in the same attempt order). Null when alpha would be, or when
 * some point is neither 0 nor 1. Equal to `cronbachAlpha` on such data; kept as the textbook form.
 */
export function kuderRichardson20(itemScores: readonly (readonly number[])[]): number | null {
  const itemCount = itemScores.length;
  const totals = totalsOf(itemScores);
  if (itemCount < 2 || totals.length < 2 || isConstant(totals)) return null;
  if (!itemScores.every((points) => points.every((p) => p === 0 || p === 1))) return null;
  const pq = sum(itemScores.map((points) => mean(points) * (1 - mean(points))));
  const totalMean = mean(totals);
  const populationVariance = sum(totals.map((total) => (total - totalMean) ** 2)) / totals.length;
  return Math.min(1, (itemCount / (itemCount - 1)) * (1 - pq / populationVariance));
}

/**
 * The score distribution: each attempt's total as a share of the points its own items could give
 * (students may be presented different items), counted into `binCount` equal bins over [0, 1]
 * (see ScoreBin for which edges belong where). Shares outside [0, 1] (penalties, bonus points) go
 * to the end bins, and an attempt that could earn nothing counts as 0 %, so the counts always add
 * up to the number of attempts.
 */
export function scoreDistribution(
  attempts: readonly AttemptScore[],
  binCount: number = DEFAULT_SCORE_BINS,
): ScoreBin[] {
  if (!Number.isInteger(binCount) || binCount < 1) {
    throw new RangeError(`A score distribution needs a whole number of bins, not ${binCount}`);
  }
  const counts = new Array<number>(binCount).fill(0);
  for (const { total, presentedMax } of attempts) {
    const scaled = presentedMax > 0 ? (total * binCount) / presentedMax : 0;
    const bin = clamp(Math.floor(scaled + BIN_EDGE_TOLERANCE), 0, binCount - 1);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts.map((count, bin) => ({ from: bin / binCount, to: (bin + 1) / binCount, count }));
}

/** What the test-level figures are computed from. */
export interface TestStatisticsInput {
  /** Every item's maximum, in the test's order. */
  readonly itemMaxPoints: readonly number[];
  readonly attempts: readonly AttemptScore[];
  /**
   * For each item presented in every attempt, its points in `attempts`' order: what alpha is
   * computed over.
   */
  readonly commonItemScores: readonly (readonly number[])[];
  readonly binCount?: number;
}

/** The whole test's figures (see TestStatistics for each one's definition). */
export function summariseTest(input: TestStatisticsInput): TestStatistics {
  const totals = input.attempts.map((attempt) => attempt.total);
  return {
    attempts: totals.length,
    items: input.itemMaxPoints.length,
    maxScore: sum(input.itemMaxPoints),
    meanScore: totals.length > 0 ? mean(totals) : null,
    sdScore: totals.length > 1 ? Math.sqrt(sampleVariance(totals)) : null,
    alpha: cronbachAlpha(input.commonItemScores),
    alphaItems: input.commonItemScores.length,
    distribution: scoreDistribution(input.attempts, input.binCount),
  };
}
