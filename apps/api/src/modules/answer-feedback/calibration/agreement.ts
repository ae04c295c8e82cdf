/**
 * How well two sets of marks on the same essays agree: the model's against the teachers' on essays
 * the model never learnt from. The measures are the ones the essay-scoring literature reports, so a
 * company's figures can be read beside published ones.
 */

/** A scale of marks: lowest, highest and the step between two neighbouring marks. */
import type { Agreement, Scale } from '@portico/contract/band-model';

export type { Agreement, Scale };

/** The index of a mark on its scale (0 for the lowest), after clipping it to the scale. */
export function categoryOf(scale: Scale, value: number): number {
  const top = Math.round((scale.max - scale.min) / scale.step);
  return Math.min(top, Math.max(0, Math.round((value - scale.min) / scale.step)));
}

/**
 * Quadratic weighted kappa (Cohen 1968, "Weighted kappa: nominal scale agreement with provision
 * for scaled disagreement or partial credit", Psychological Bulletin 70(4), 213-220), with the
 * quadratic weights w(i, j) = (i - j)² / (k - 1)² over the scale's k marks:
 * κ = 1 - Σ w·observed / Σ w·expected, the expected counts being what two raters with the same
 * marginals would give by chance. Two raters who both give one and the same mark to every essay
 * agree perfectly (1); either rater giving every essay the same mark while the other varies is
 * chance (0).
 */
export function quadraticWeightedKappa(scale: Scale, a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 0;
  const k = categoryOf(scale, scale.max) + 1;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const histA = new Array<number>(k).fill(0);
  const histB = new Array<number>(k).fill(0);
  for (let e = 0; e < n; e++) {
    const i = categoryOf(scale, a[e] as number);
    const j = categoryOf(scale, b[e] as number);
    (observed[i] as number[])[j] = ((observed[i] as number[])[j] as number) + 1;
    histA[i] = (histA[i] as number) + 1;
    histB[j] = (histB[j] as number) + 1;
  }
  const weight = (i: number, j: number) => (k === 1 ? 0 : (i - j) ** 2 / (k - 1) ** 2);
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      disagreement += weight(i, j) * ((observed[i] as number[])[j] as number);
      chance += (weight(i, j) * (histA[i] as number) * (histB[j] as number)) / n;
    }
  }
  // No disagreement is possible even by chance only when both raters gave everyone one same mark.
  if (chance === 0) return disagreement === 0 ? 1 : 0;
  return 1 - disagreement / chance;
}

/** Kappa, exact and near agreement of `predicted` with `actual` on one scale. */
export function agreementOf(
  scale: Scale,
  actual: number[],
  predicted: number[],
  tolerance = scale.step,
): Agreement {
  const n = Math.min(actual.length, predicted.length);
  let exact = 0;
  let near = 0;
  for (let e = 0; e < n; e++) {
    const gap = Math.abs(categoryOf(scale, actual[e] as number) - categoryOf(scale, predicted[e] as number));
    if (gap === 0) exact++;
    // In steps of the scale, with room for floating-point error in tolerance / step.
    if (gap * scale.step <= tolerance + 1e-9) near++;
  }
  return {
    n,
    qwk: quadraticWeightedKappa(scale, actual, predicted),
    exact: n === 0 ? 0 : exact / n,
    withinHalfBand: n === 0 ? 0 : near / n,
    tolerance,
  };
}
