import type { AttemptCat, AttemptCats, CatReport, ItemParams } from '@portico/contract/adaptive';
import {
  type CatAnswer,
  catResult,
  type ExposureCounts,
  nextItem,
  type PoolItem,
  thetaScale,
} from '../adaptive/cat';
import { seededRandom } from '../adaptive/rng';
import type { ItemScore } from '../items/item.types';
import { itemParams } from './routing-step';
import type { ItemRow, SectionRow } from './test-json';

/**
 * Item-by-item adaptive sections (issue 43, decision 064): a Duolingo-style section whose questions
 * the server chooses one at a time from a calibrated pool, by the ability estimate from the answers
 * so far (decision 062's `nextItem`). When an attempt is made its pool's parameters are fixed for it
 * (calibrated where the background pass re-estimated them, else authored) and its item order is
 * empty; each question enters the order when the student reaches its place. Pure: the service
 * stores what these return.
 */

/** An item's parameters re-estimated by the calibration pass, with the calibration's version. */
export interface Calibrated extends ItemParams {
  poolVersion: number;
}

/** The state of each adaptive section of a new attempt: its pool's parameters, a seed, no estimate. */
export function drawCats(
  sections: readonly SectionRow[],
  items: readonly ItemRow[],
  calibrated: ReadonlyMap<string, Calibrated>,
  seed: () => number,
): AttemptCats {
  const cats: AttemptCats = {};
  for (const section of sections) {
    if (!section.adaptive) continue;
    const pool = items.filter((i) => i.sectionId === section.id && i.retiredAt === null);
    let poolVersion: number | null = null;
    const params: Record<string, ItemParams> = {};
    for (const item of pool) {
      const own = calibrated.get(item.id);
      if (own) poolVersion = Math.max(poolVersion ?? 0, own.poolVersion);
      params[item.id] = own ? { a: own.a, b: own.b, c: own.c } : itemParams(item);
    }
    cats[section.id] = { params, poolVersion, seed: seed(), theta: null, se: null };
  }
  return cats;
}

/** The section's pool as the attempt holds it: each item with its content area (its question type). */
function poolOf(cat: AttemptCat, items: ReadonlyMap<string, ItemRow>): PoolItem[] {
  return Object.entries(cat.params).flatMap(([id, params]) => {
    const item = items.get(id);
    return item ? [{ id, area: item.topicName ?? '', ...params }] : [];
  });
}

/** The served questions' answers as right or wrong (a question left unanswered is wrong). */
const answersOf = (served: readonly string[], scores: ReadonlyMap<string, ItemScore>): CatAnswer[] =>
  served.map((itemId) => ({ itemId, correct: scores.get(itemId)?.isCorrect === true }));

export interface NextChoice {
  /** The question to serve; null when the section has its length or the pool is spent. */
  itemId: string | null;
  theta: number;
  se: number;
}

/**
 * The next question of an adaptive section after the questions served so far, from their scored
 * answers: the pool's item the rules of decision 062 pick (content shares, randomesque among the
 * most informative at the current estimate, the exposure cap), with the random pick seeded by the
 * attempt's seed and the place, so the same state always gives the same question.
 */
export function chooseNext(
  section: SectionRow,
  cat: AttemptCat,
  served: readonly string[],
  items: ReadonlyMap<string, ItemRow>,
  scores: ReadonlyMap<string, ItemScore>,
  exposure?: ExposureCounts,
): NextChoice {
  const settings = section.adaptive;
  const pool = poolOf(cat, items);
  const answers = answersOf(served, scores).filter((a) => a.itemId in cat.params);
  const now = catResult(pool, answers, (theta) => theta);
  if (!settings) return { itemId: null, theta: now.theta, se: now.se };
  const random = seededRandom((cat.seed + served.length * 7919) >>> 0);
  const next = nextItem(pool, answers, settings, random, exposure);
  return { itemId: next?.id ?? null, theta: round3(now.theta), se: round3(now.se) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The measured result of an adaptive section: the EAP ability over the questions served, its
 * standard error, and the score on the section's scale with its 80 % range; null when the attempt
 * holds no state for it or nothing was served.
 */
export function catReportOf(
  section: SectionRow,
  cat: AttemptCat | undefined,
  served: readonly string[],
  items: ReadonlyMap<string, ItemRow>,
  scores: ReadonlyMap<string, ItemScore>,
): CatReport | null {
  const settings = section.adaptive;
  if (!settings || !cat || served.length === 0) return null;
  const answers = answersOf(served, scores).filter((a) => a.itemId in cat.params);
  const result = catResult(poolOf(cat, items), answers, thetaScale(settings.scale));
  return {
    theta: round3(result.theta),
    se: round3(result.se),
    score: result.score,
    low: result.low,
    high: result.high,
    taken: answers.length,
    length: settings.length,
    poolVersion: cat.poolVersion,
  };
}
