// Classical item analysis of a Portico test (issue 45): for every item, how easy students found it
// and how well it separates strong students from weak ones, and for choice items which options they
// chose; for the whole test, the spread of totals and its internal consistency. Authors and teachers
// use it to find items to rewrite. Definitions follow Moodle's quiz statistics:
// https://docs.moodle.org/en/Quiz_statistics_calculations
//
// Pure: the caller reads the attempts (one per student, their first) and passes them in. An item a
// student was not presented is left out of that item's figures, as Moodle does for questions drawn
// at random; an item presented but not answered carries 0 points.
import {
  clamp,
  compareIds,
  correlation,
  isConstant,
  maxCovariance,
  mean,
  sampleCovariance,
  strongestFirst,
  sum,
} from './statistics-math';
import { summariseTest, type TestStatistics } from './test-statistics';

export type { ScoreBin, TestStatistics } from './test-statistics';

/**
 * Below this many attempts on an item its discrimination figures are noise (one student moves them
 * a long way), so the flags that read them are withheld; see ItemFlag.
 */
export const MIN_ATTEMPTS_FOR_FLAGS = 10;

/** The share of attempts in each of the top and bottom groups of the upper–lower index (Kelley's 27 %). */
export const UPPER_LOWER_SHARE = 0.27;

/** An option of a choice item, as authored. */
export interface ChoiceOption {
  readonly id: string;
  readonly label: string;
  /** Whether choosing it is (part of) the right answer. */
  readonly key: boolean;
}

/** An item of the test. */
export interface ItemMeta {
  /** Unique within the test. */
  readonly itemId: string;
  /** The most points the item gives; an item worth nothing gets no facility. */
  readonly maxPoints: number;
  /** For choice items, their options with the key ones marked. */
  readonly options?: readonly ChoiceOption[];
}

/** One item as presented in an attempt. */
export interface ItemAnswer {
  readonly itemId: string;
  /** Points earned: 0 when not answered; may be negative where a wrong answer costs points. */
  readonly points: number;
  /** Seconds the student spent on the item, when timed. */
  readonly seconds: number | null;
  /** For choice items, the option ids the student chose (none when not answered). */
  readonly chosen?: readonly string[];
}

/** A student's attempt: every item it presented, answered or not. */
export interface AttemptResponses {
  /** Unique among the attempts analysed. */
  readonly attemptId: string;
  readonly answers: readonly ItemAnswer[];
}

/**
 * What an author should look at:
 * - `negative-discrimination`: stronger students (by the rest of the test) did worse on the item;
 * - `distractor-beats-key`: among the strongest third, a wrong option was chosen more often than
 *   the most-chosen key;
 * - `nobody-right`: no attempt earned any points (facility 0);
 * - `everybody-right`: every attempt earned full points (facility 1);
 * - `few-attempts`: fewer than MIN_ATTEMPTS_FOR_FLAGS attempts. The two discrimination flags are
 *   then withheld, since a correlation or a third of a handful of students means little, while
 *   `nobody-right` and `everybody-right` still show: they state a fact, not an estimate.
 */
export type ItemFlag =
  | 'negative-discrimination'
  | 'distractor-beats-key'
  | 'nobody-right'
  | 'everybody-right'
  | 'few-attempts';

/** How one option of a choice item was chosen. */
export interface OptionStatistics {
  readonly optionId: string;
  readonly label: string;
  readonly key: boolean;
  /** Attempts that chose it (an attempt choosing several options counts for each). */
  readonly count: number;
  /** count / attempts presented the item; null with none. */
  readonly share: number | null;
  /** The share among the strongest third of those attempts; null when the third is empty. */
  readonly strongShare: number | null;
  /** The share among the weakest third; null when the third is empty. */
  readonly weakShare: number | null;
}

/** One item's figures. */
export interface ItemStatistics {
  readonly itemId: string;
  readonly maxPoints: number;
  /** Attempts that were presented the item. */
  readonly attempts: number;
  /**
   * Mean points / maxPoints, in [0, 1] (a mean pushed below 0 by penalties reads as 0); null with
   * no attempts or when the item is worth nothing. Moodle's facility index F.
   */
  readonly facility: number | null;
  /**
   * The item–rest correlation: Pearson's r between the item's points and the attempt's points on
   * the other items presented, over the attempts that saw it. Moodle's discrimination index (as a
   * fraction, not a percentage); null with fewer than 2 attempts or when either side has no spread.
   */
  readonly discrimination: number | null;
  /**
   * Facility among the top 27 % of those attempts by total minus facility among the bottom 27 %
   * (each group max(1, round(0.27 n)) attempts, ties at the cut broken by attempt id); in [−1, 1],
   * null with fewer than 2 attempts or when the item is worth nothing.
   */
  readonly upperLowerIndex: number | null;
  /**
   * Moodle's discriminative efficiency: C(x, X) / C_max(x, X), the item–rest covariance over the
   * largest covariance the same two lists could have if paired in rank order; how much of the
   * discrimination the item's facility allows it actually reaches. In [−1, 1] (a fraction, not a
   * percentage); null when discrimination is.
   */
  readonly discriminativeEfficiency: number | null;
  /** Mean seconds over the attempts that timed the item; null when none did. */
  readonly meanSeconds: number | null;
  /** For choice items, one entry per authored option in its order; null for other items. */
  readonly options: readonly OptionStatistics[] | null;
  readonly flags: readonly ItemFlag[];
}

/** The whole analysis: the test's figures and one entry per item, in the order items were given. */
export interface ItemAnalysis {
  readonly test: TestStatistics;
  readonly items: readonly ItemStatistics[];
}

export interface ItemAnalysisOptions {
  /** Bins of the score distribution (default 10, of 10 % each). */
  readonly scoreBins?: number;
}

/** An attempt with its answers looked up by item, and its total over the test's items. */
interface ScoredAttempt {
  readonly attemptId: string;
  readonly answers: ReadonlyMap<string, ItemAnswer>;
  readonly total: number;
  readonly presentedMax: number;
}

/** One attempt's answer to the item under analysis, with where the attempt stands. */
interface Observation {
  readonly attemptId: string;
  /** The attempt's total over every item it presented, this one included. */
  readonly total: number;
  readonly points: number;
  /** The attempt's total over the other items: the "rest of the test" X. */
  readonly rest: number;
  readonly seconds: number | null;
  readonly chosen: ReadonlySet<string>;
}

/**
 * Analyses a test's attempts: every item's figures and the test's. The result does not depend on
 * the order of the attempts or of the answers within them. Answers to items not in `items` are
 * ignored, and of two answers to one item in an attempt the first counts.
 *
 * @throws RangeError when two items or two attempts share an id (the caller's data is wrong).
 */
export function analyseItems(
  items: readonly ItemMeta[],
  attempts: readonly AttemptResponses[],
  options: ItemAnalysisOptions = {},
): ItemAnalysis {
  assertUnique(
    items.map((item) => item.itemId),
    'item',
  );
  assertUnique(
    attempts.map((attempt) => attempt.attemptId),
    'attempt',
  );
  const scored = scoreAttempts(items, attempts);
  const commonItems = items.filter((item) => scored.every((attempt) => attempt.answers.has(item.itemId)));
  const test = summariseTest({
    itemMaxPoints: items.map((item) => item.maxPoints),
    attempts: scored,
    commonItemScores: commonItems.map((item) =>
      scored.map((attempt) => attempt.answers.get(item.itemId)?.points ?? 0),
    ),
    binCount: options.scoreBins,
  });
  return { test, items: items.map((item) => analyseItem(item, observationsOf(item, scored))) };
}

function assertUnique(ids: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new RangeError(`Item analysis got ${what} id ${id} twice`);
    seen.add(id);
  }
}

/**
 * Every attempt's answers by item and its totals, in attempt-id order: one fixed order makes every
 * floating-point sum, and so the result, independent of the order attempts were passed in.
 */
function scoreAttempts(items: readonly ItemMeta[], attempts: readonly AttemptResponses[]): ScoredAttempt[] {
  const known = new Set(items.map((item) => item.itemId));
  return [...attempts]
    .sort((a, b) => compareIds(a.attemptId, b.attemptId))
    .map(({ attemptId, answers }) => {
      const byItem = new Map<string, ItemAnswer>();
      for (const answer of answers) {
        if (known.has(answer.itemId) && !byItem.has(answer.itemId)) byItem.set(answer.itemId, answer);
      }
      // Summed in the test's item order, so the order of answers within an attempt does not matter.
      const presented = items.filter((item) => byItem.has(item.itemId));
      return {
        attemptId,
        answers: byItem,
        total: sum(presented.map((item) => byItem.get(item.itemId)?.points ?? 0)),
        presentedMax: sum(presented.map((item) => item.maxPoints)),
      };
    });
}

/** The attempts that were presented the item, in attempt-id order. */
function observationsOf(item: ItemMeta, attempts: readonly ScoredAttempt[]): Observation[] {
  return attempts.flatMap((attempt) => {
    const answer = attempt.answers.get(item.itemId);
    if (!answer) return [];
    return [
      {
        attemptId: attempt.attemptId,
        total: attempt.total,
        points: answer.points,
        rest: attempt.total - answer.points,
        seconds: answer.seconds,
        chosen: new Set(answer.chosen ?? []),
      },
    ];
  });
}

/** One item's figures from the attempts that saw it. */
function analyseItem(item: ItemMeta, observations: readonly Observation[]): ItemStatistics {
  const points = observations.map((observation) => observation.points);
  const rests = observations.map((observation) => observation.rest);
  const discrimination = correlation(points, rests);
  const options = item.options ? optionStatistics(item.options, observations) : null;
  return {
    itemId: item.itemId,
    maxPoints: item.maxPoints,
    attempts: observations.length,
    facility: facilityOf(points, item.maxPoints),
    discrimination,
    upperLowerIndex: upperLowerIndex(observations, item.maxPoints),
    discriminativeEfficiency: discriminativeEfficiency(points, rests),
    meanSeconds: meanSeconds(observations),
    options,
    flags: flagsOf(item, points, discrimination, options),
  };
}

/** Whether every attempt earned full points (true) or none earned any (false); null otherwise. */
function unanimity(points: readonly number[], maxPoints: number): boolean | null {
  if (points.length === 0 || !(maxPoints > 0)) return null;
  if (points.every((p) => p >= maxPoints)) return true;
  if (points.every((p) => p <= 0)) return false;
  return null;
}

/** Mean points / maxPoints in [0, 1]; exactly 0 or 1 when nobody or everybody was right. */
function facilityOf(points: readonly number[], maxPoints: number): number | null {
  if (points.length === 0 || !(maxPoints > 0)) return null;
  const unanimous = unanimity(points, maxPoints);
  if (unanimous !== null) return unanimous ? 1 : 0;
  return clamp(mean(points) / maxPoints, 0, 1);
}

/** Facility among the top 27 % by total minus facility among the bottom 27 %. */
function upperLowerIndex(observations: readonly Observation[], maxPoints: number): number | null {
  if (observations.length < 2 || !(maxPoints > 0)) return null;
  const ranked = strongestFirst(observations);
  const groupSize = Math.max(1, Math.round(UPPER_LOWER_SHARE * ranked.length));
  const facilityIn = (group: readonly Observation[]) =>
    clamp(mean(group.map((observation) => observation.points)) / maxPoints, 0, 1);
  return facilityIn(ranked.slice(0, groupSize)) - facilityIn(ranked.slice(-groupSize));
}

/** Moodle's C(x, X) / C_max(x, X); null where the item–rest correlation is undefined. */
function discriminativeEfficiency(points: readonly number[], rests: readonly number[]): number | null {
  if (points.length < 2 || isConstant(points) || isConstant(rests)) return null;
  return clamp(sampleCovariance(points, rests) / maxCovariance(points, rests), -1, 1);
}

function meanSeconds(observations: readonly Observation[]): number | null {
  const timed = observations.flatMap(({ seconds }) =>
    seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? [seconds] : [],
  );
  return timed.length > 0 ? mean(timed) : null;
}

/**
 * How each option was chosen, overall and in the strongest and weakest thirds by total score. A
 * third is round(n / 3) attempts cut from either end of the ranking (ties by attempt id), so with
 * 2 attempts each "third" is one attempt and with 1 attempt both are empty (their shares null):
 * one student cannot be both the strongest and the weakest. Chosen ids that are not among the
 * authored options are ignored.
 */
function optionStatistics(
  options: readonly ChoiceOption[],
  observations: readonly Observation[],
): OptionStatistics[] {
  const ranked = strongestFirst(observations);
  const thirdSize = Math.round(ranked.length / 3);
  const strong = ranked.slice(0, thirdSize);
  const weak = ranked.slice(ranked.length - thirdSize);
  const shareIn = (group: readonly Observation[], optionId: string) =>
    group.length > 0 ? countChoosing(group, optionId) / group.length : null;
  return options.map((option) => ({
    optionId: option.id,
    label: option.label,
    key: option.key,
    count: countChoosing(observations, option.id),
    share: shareIn(observations, option.id),
    strongShare: shareIn(strong, option.id),
    weakShare: shareIn(weak, option.id),
  }));
}

function countChoosing(observations: readonly Observation[], optionId: string): number {
  return observations.filter((observation) => observation.chosen.has(optionId)).length;
}

/** Whether, in the strongest third, a wrong option drew more students than the most popular key. */
function distractorBeatsKey(options: readonly OptionStatistics[]): boolean {
  const keys = options.filter((option) => option.key).map((option) => option.strongShare);
  const distractors = options.filter((option) => !option.key).map((option) => option.strongShare);
  if (keys.length === 0 || distractors.length === 0) return false;
  const bestKey = Math.max(...keys.map((share) => share ?? 0));
  return distractors.some((share) => share !== null && share > bestKey);
}

/** The item's flags, in ItemFlag's order (see there for their meaning and the few-attempts rule). */
function flagsOf(
  item: ItemMeta,
  points: readonly number[],
  discrimination: number | null,
  options: readonly OptionStatistics[] | null,
): ItemFlag[] {
  const flags: ItemFlag[] = [];
  const enoughAttempts = points.length >= MIN_ATTEMPTS_FOR_FLAGS;
  if (enoughAttempts && discrimination !== null && discrimination < 0) flags.push('negative-discrimination');
  if (enoughAttempts && options && distractorBeatsKey(options)) flags.push('distractor-beats-key');
  const unanimous = unanimity(points, item.maxPoints);
  if (unanimous === false) flags.push('nobody-right');
  if (unanimous === true) flags.push('everybody-right');
  if (!enoughAttempts) flags.push('few-attempts');
  return flags;
}
