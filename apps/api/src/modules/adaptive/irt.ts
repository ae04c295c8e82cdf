// Item response theory for adaptive mocks (decision 062): the 3PL model (2PL with c = 0, Rasch with
// a = 1 too) on the logistic metric, each item's Fisher information, and the ability estimate by
// EAP on a fixed quadrature grid with a normal prior. Pure and deterministic.
import type { ItemParams } from '@portico/contract/adaptive';

export type { ItemParams };

/** An answered item: its parameters and whether it was right. */
export interface ScoredResponse {
  item: ItemParams;
  correct: boolean;
}

/** The chance of a right answer at ability theta: c + (1 − c) / (1 + e^(−a(θ − b))). */
export function probability(theta: number, item: ItemParams): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}

/**
 * Fisher information of an item at theta: a²·(q/p)·((p − c)/(1 − c))² (Birnbaum), which is a²·p·q
 * when c = 0. Highest near b, and lower for a guessable item.
 */
export function information(theta: number, item: ItemParams): number {
  const p = probability(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const r = (p - item.c) / (1 - item.c);
  return item.a * item.a * (q / p) * r * r;
}

/** The test information: the sum of the items'. 1/√I is the standard error of the MLE at theta. */
export function testInformation(theta: number, items: readonly ItemParams[]): number {
  return items.reduce((sum, item) => sum + information(theta, item), 0);
}

/** The grid EAP integrates on: nodes and the log of the prior's weight at each. */
export interface Quadrature {
  nodes: readonly number[];
  logPrior: readonly number[];
}

export interface QuadratureOptions {
  /** Prior mean and SD of ability (default N(0, 1)). */
  mean?: number;
  sd?: number;
  /** Grid from −range to +range around the mean, in `points` equally spaced nodes (default ±5, 81). */
  range?: number;
  points?: number;
}

/** An equally spaced grid; equal spacing makes the weights the prior's density up to a constant. */
export function quadrature(options: QuadratureOptions = {}): Quadrature {
  const { mean = 0, sd = 1, range = 5, points = 81 } = options;
  const nodes: number[] = [];
  const logPrior: number[] = [];
  for (let i = 0; i < points; i++) {
    const x = mean - range + (2 * range * i) / (points - 1);
    nodes.push(x);
    logPrior.push(-0.5 * ((x - mean) / sd) ** 2);
  }
  return { nodes, logPrior };
}

/** The default grid, built once: N(0, 1), ±5, 81 nodes (a step of 0.125). */
export const standardQuadrature: Quadrature = quadrature();

/** Log of the chance of one answer at theta, kept finite for items a grid's end makes near-certain. */
export function logLikelihood(theta: number, item: ItemParams, correct: boolean): number {
  const p = probability(theta, item);
  return Math.log(Math.min(Math.max(correct ? p : 1 - p, 1e-300), 1));
}

/** The posterior over the grid, normalised (sums to 1). */
export function posterior(responses: readonly ScoredResponse[], grid: Quadrature = standardQuadrature) {
  const log = grid.nodes.map(
    (theta, k) =>
      (grid.logPrior[k] ?? 0) +
      responses.reduce((sum, r) => sum + logLikelihood(theta, r.item, r.correct), 0),
  );
  const top = Math.max(...log);
  const weights = log.map((l) => Math.exp(l - top));
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => w / total);
}

export interface AbilityEstimate {
  /** The posterior mean (EAP). */
  theta: number;
  /** The posterior SD, reported as the standard error. */
  se: number;
}

/**
 * EAP: the posterior mean and SD of ability given the answers. Unlike the MLE it exists for every
 * pattern (the MLE runs off to ±∞ when every answer is right, or every one wrong, which is how a
 * CAT begins); it is pulled towards the prior mean, the more the fewer the items.
 */
export function estimateAbility(
  responses: readonly ScoredResponse[],
  grid: Quadrature = standardQuadrature,
): AbilityEstimate {
  const w = posterior(responses, grid);
  let mean = 0;
  for (let k = 0; k < w.length; k++) mean += (w[k] ?? 0) * (grid.nodes[k] ?? 0);
  let variance = 0;
  for (let k = 0; k < w.length; k++) variance += (w[k] ?? 0) * ((grid.nodes[k] ?? 0) - mean) ** 2;
  return { theta: mean, se: Math.sqrt(variance) };
}
