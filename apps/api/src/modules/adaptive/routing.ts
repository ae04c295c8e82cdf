// Multistage routing (digital SAT modules, GRE sections; decision 062): the rule that sends a
// student to the easier or harder second module, and the scaled score of each route (a raw→scaled
// table per route, or an IRT score over both modules). Rules and tables are plain data
// (@portico/contract/adaptive); these functions are pure.
import type { AdaptiveRoute, ConversionTables, ItemParams, RoutingRule } from '@portico/contract/adaptive';
import { adaptiveRoutes } from '@portico/contract/adaptive';
import { type AbilityEstimate, estimateAbility, probability, type Quadrature } from './irt';

/** An item of a module with its parameters (a raw-threshold rule reads only the id). */
export interface ModuleItem extends ItemParams {
  id: string;
}

export interface ModuleAnswer {
  itemId: string;
  correct: boolean;
}

/** The module's items each scored: right when answered right; an unanswered item counts as wrong. */
function scoredModule(answers: readonly ModuleAnswer[], items: readonly ModuleItem[]) {
  const right = new Set(answers.filter((a) => a.correct).map((a) => a.itemId));
  return items.map((item) => ({ item, correct: right.has(item.id) }));
}

/** Questions right among the module's items (answers to other items are not counted). */
export function rawScore(answers: readonly ModuleAnswer[], items: readonly ModuleItem[]): number {
  return scoredModule(answers, items).filter((r) => r.correct).length;
}

/** The ability estimate (EAP) from a module's answers, unanswered items wrong. */
export function moduleAbility(
  answers: readonly ModuleAnswer[],
  items: readonly ModuleItem[],
  grid?: Quadrature,
): AbilityEstimate {
  return estimateAbility(scoredModule(answers, items), grid);
}

/**
 * The second module: 'harder' when the routing module's raw score (or EAP) is at or above the
 * threshold, 'easier' below it. At the threshold is harder: a rule reads 'at least N right'.
 */
export function pickRoute(
  rule: RoutingRule,
  answers: readonly ModuleAnswer[],
  items: readonly ModuleItem[],
  grid?: Quadrature,
): AdaptiveRoute {
  const value =
    rule.kind === 'raw-threshold' ? rawScore(answers, items) : moduleAbility(answers, items, grid).theta;
  return value >= rule.threshold ? 'harder' : 'easier';
}

/** The scale a table's scores must lie on (e.g. a SAT section: 200–800 by 10). */
export interface ScaleBounds {
  min: number;
  max: number;
  step: number;
}

const onStep = (value: number, scale: ScaleBounds) =>
  Math.abs((value - scale.min) / scale.step - Math.round((value - scale.min) / scale.step)) < 1e-9;

function tableErrors(route: AdaptiveRoute, table: readonly number[], maxRaw: number, scale?: ScaleBounds) {
  const errors: string[] = [];
  if (table.length !== maxRaw + 1)
    errors.push(`The ${route} table has scores for raw 0-${table.length - 1}; it needs 0-${maxRaw}`);
  table.forEach((scaled, raw) => {
    if (raw > 0 && scaled < (table[raw - 1] ?? scaled))
      errors.push(`The ${route} table falls from raw ${raw - 1} to raw ${raw}`);
    if (scale && (scaled < scale.min || scaled > scale.max || !onStep(scaled, scale)))
      errors.push(`The ${route} table's score ${scaled} at raw ${raw} is not on the scale`);
  });
  return errors;
}

/**
 * What is wrong with a route's tables, or [] when they can be used: each route covers raw 0..its
 * maximum (the questions of both modules on that route), never falls as raw rises, lies on the
 * scale, and never scores a raw score lower on the harder route than on the easier one.
 */
export function conversionErrors(
  tables: Partial<ConversionTables>,
  maxRaw: Readonly<Record<AdaptiveRoute, number>>,
  scale?: ScaleBounds,
): string[] {
  const errors: string[] = [];
  for (const route of adaptiveRoutes) {
    const table = tables[route];
    if (!table) errors.push(`There is no ${route} table`);
    else errors.push(...tableErrors(route, table, maxRaw[route], scale));
  }
  const { easier, harder } = tables;
  if (easier && harder)
    for (let raw = 0; raw < Math.min(easier.length, harder.length); raw++)
      if ((harder[raw] ?? 0) < (easier[raw] ?? 0))
        errors.push(`Raw ${raw} scores lower on the harder route than on the easier one`);
  return errors;
}

/** The scaled score of a raw score on a route; a raw score outside the table is an error. */
export function scaledScore(tables: ConversionTables, route: AdaptiveRoute, raw: number): number {
  const scaled = tables[route][raw];
  if (scaled === undefined || !Number.isInteger(raw))
    throw new Error(`The ${route} table has no score for raw ${raw}`);
  return scaled;
}

/**
 * The IRT alternative to a table: the EAP over every item of the route (routing module and second
 * module), unanswered wrong, mapped to the scale; the route needs no table of its own because the
 * harder module's items carry their difficulty.
 */
export function irtRouteScore(
  answers: readonly ModuleAnswer[],
  routeItems: readonly ModuleItem[],
  toScale: (theta: number) => number,
  grid?: Quadrature,
): AbilityEstimate & { score: number } {
  const estimate = moduleAbility(answers, routeItems, grid);
  return { ...estimate, score: toScale(estimate.theta) };
}

/**
 * The raw scores a student of this ability would likely get on the same items (an 80 % range): the
 * number right's conditional standard error at the EAP ability, √Σ p(1 − p) (Lord), ±1.28 of it
 * around the raw score, widened to whole scores and held within 0..the items' count. A table-scored
 * route reads its scaled range from these (decision 063).
 */
export function rawRange(
  answers: readonly ModuleAnswer[],
  items: readonly ModuleItem[],
  grid?: Quadrature,
): { low: number; high: number } {
  const { theta } = moduleAbility(answers, items, grid);
  const se = Math.sqrt(
    items.reduce((sum, i) => sum + probability(theta, i) * (1 - probability(theta, i)), 0),
  );
  const raw = rawScore(answers, items);
  return {
    low: Math.max(0, Math.floor(raw - 1.2816 * se)),
    high: Math.min(items.length, Math.ceil(raw + 1.2816 * se)),
  };
}
