// Item-by-item adaptive testing (Duolingo-style sections; decision 062): the next item is the most
// informative at the current EAP among the content area furthest below its share, picked at random
// among the top k (randomesque), with items over an exposure cap set aside; a fixed length; the
// score with its standard error and an 80 % range on the exam's scale. Pure: no clock, no database.
import type { CatSettings, ItemParams, ThetaScale } from '@portico/contract/adaptive';
import {
  type AbilityEstimate,
  estimateAbility,
  information,
  type Quadrature,
  type ScoredResponse,
} from './irt';
import type { Random } from './rng';

/** A calibrated item of the pool: its id, its content area (e.g. the question type) and parameters. */
export interface PoolItem extends ItemParams {
  id: string;
  area: string;
}

export interface CatAnswer {
  itemId: string;
  correct: boolean;
}

/** How often each item has been given, over `tests` tests so far (read by the exposure cap). */
export interface ExposureCounts {
  tests: number;
  counts: Readonly<Record<string, number>>;
}

/** The settings of decision 062 (CatSettingsSchema's output), and the grid EAP uses. */
export type CatOptions = Pick<CatSettings, 'length' | 'targets' | 'topK' | 'maxExposure'> & {
  grid?: Quadrature;
};

/** z for an 80 % two-sided interval. */
export const Z80 = 1.2816;

/** The answers with their items' parameters; an answer to an item not in the pool is an error. */
export function scoredResponses(
  pool: readonly PoolItem[],
  answers: readonly CatAnswer[],
): (ScoredResponse & { item: PoolItem })[] {
  const byId = new Map(pool.map((item) => [item.id, item]));
  return answers.map((answer) => {
    const item = byId.get(answer.itemId);
    if (!item) throw new Error(`Item ${answer.itemId} is not in the pool`);
    return { item, correct: answer.correct };
  });
}

/** Items not yet given; without those whose exposure rate has reached the cap, unless that leaves none. */
function eligibleItems(
  pool: readonly PoolItem[],
  given: ReadonlySet<string>,
  options: CatOptions,
  exposure?: ExposureCounts,
): PoolItem[] {
  const unseen = pool.filter((item) => !given.has(item.id));
  const cap = options.maxExposure;
  if (cap === undefined || !exposure || exposure.tests === 0) return unseen;
  const under = unseen.filter((item) => (exposure.counts[item.id] ?? 0) / exposure.tests < cap);
  return under.length > 0 ? under : unseen;
}

/**
 * The content area to draw from: the one furthest below its share of the test so far counting the
 * next item (target·(n + 1) − given), among areas with items left; ties go to the earlier-listed.
 * Without targets, every area.
 */
function areaToDraw(
  candidates: readonly PoolItem[],
  givenAreas: readonly string[],
  options: CatOptions,
): string | null {
  const targets = options.targets;
  if (!targets) return null;
  const left = new Set(candidates.map((item) => item.area));
  const next = givenAreas.length + 1;
  let best: string | null = null;
  let bestDeficit = Number.NEGATIVE_INFINITY;
  const areas = [...Object.keys(targets), ...[...left].filter((area) => !(area in targets)).sort()];
  for (const area of areas) {
    if (!left.has(area)) continue;
    const deficit = (targets[area] ?? 0) * next - givenAreas.filter((a) => a === area).length;
    if (deficit > bestDeficit) {
      best = area;
      bestDeficit = deficit;
    }
  }
  return best;
}

/**
 * The next item to give, or null when the test has reached its length or the pool is spent. Never
 * an item already given. `random` picks among the top k (inject a seeded one for a reproducible run).
 */
export function nextItem(
  pool: readonly PoolItem[],
  answers: readonly CatAnswer[],
  options: CatOptions,
  random: Random,
  exposure?: ExposureCounts,
): PoolItem | null {
  if (answers.length >= options.length) return null;
  const responses = scoredResponses(pool, answers);
  const given = new Set(answers.map((a) => a.itemId));
  const eligible = eligibleItems(pool, given, options, exposure);
  if (eligible.length === 0) return null;
  const area = areaToDraw(
    eligible,
    responses.map((r) => r.item.area),
    options,
  );
  const candidates = area === null ? eligible : eligible.filter((item) => item.area === area);
  const { theta } = estimateAbility(responses, options.grid);
  const ranked = candidates
    .map((item) => ({ item, info: information(theta, item) }))
    .sort((x, y) => y.info - x.info || (x.item.id < y.item.id ? -1 : 1));
  const top = Math.max(1, Math.min(options.topK, ranked.length));
  const pick = Math.min(top - 1, Math.floor(random() * top));
  return ranked[pick]?.item ?? null;
}

/** A line of theta clamped to the scale and snapped to its step: Duolingo's is 85 + 25θ, 10–160 by 5. */
export function thetaScale(scale: ThetaScale): (theta: number) => number {
  return (theta) => {
    const raw = scale.intercept + scale.slope * theta;
    const snapped = scale.min + Math.round((raw - scale.min) / scale.step) * scale.step;
    return Math.min(scale.max, Math.max(scale.min, Number(snapped.toFixed(6))));
  };
}

export interface CatResult extends AbilityEstimate {
  items: number;
  /** theta on the exam's scale, and the 80 % range: theta ± 1.2816·SE, each end mapped. */
  score: number;
  low: number;
  high: number;
}

/** The result of a finished (or stopped) test: EAP, its SE, and the score with its 80 % range. */
export function catResult(
  pool: readonly PoolItem[],
  answers: readonly CatAnswer[],
  toScale: (theta: number) => number,
  grid?: Quadrature,
): CatResult {
  const estimate = estimateAbility(scoredResponses(pool, answers), grid);
  return {
    ...estimate,
    items: answers.length,
    score: toScale(estimate.theta),
    low: toScale(estimate.theta - Z80 * estimate.se),
    high: toScale(estimate.theta + Z80 * estimate.se),
  };
}

/**
 * A whole test against an answering function (a simulated student in the bench and the tests; the
 * runner instead calls nextItem once per screen): the answers in the order given.
 */
export function administer(
  pool: readonly PoolItem[],
  options: CatOptions,
  random: Random,
  answer: (item: PoolItem) => boolean,
  exposure?: ExposureCounts,
): CatAnswer[] {
  const answers: CatAnswer[] = [];
  for (;;) {
    const item = nextItem(pool, answers, options, random, exposure);
    if (!item) return answers;
    answers.push({ itemId: item.id, correct: answer(item) });
  }
}
