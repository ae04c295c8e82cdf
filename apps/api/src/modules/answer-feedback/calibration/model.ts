import { createHash } from 'node:crypto';
import {
  BAND_ESTIMATE_BAR,
  type BandEstimate,
  type WritingIndicators,
} from '@portico/contract/answer-feedback';
import type { BandModel, CriterionModel } from '@portico/contract/band-model';
import type { Criterion } from '@portico/contract/evaluation-criteria';
import { answerResult } from '@portico/contract/evaluation-results';
import type { Rubric } from '@portico/contract/evaluation-rubrics';
import { type Agreement, agreementOf, type Scale } from './agreement';
import { BAND_FEATURE_NAMES, BAND_FEATURES, featureVector } from './features';
import { type CrossValidated, fitRidgeCV, predictRidge } from './ridge';

/**
 * A company's band model for one task (decision 058): for each criterion of the task's rubric, a
 * ridge regression from the essay's indicators to the mark its teachers gave, learnt from the
 * evaluations they released. Before it is trusted, it is checked on essays it never saw: a fixed
 * fifth of the essays, picked by their id, so adding essays never moves an old one between the
 * part learnt from and the part checked on. The model shipped is then refitted on every essay.
 */

/** Graded essays of a task needed before any model is fitted. */
export const MIN_GRADED_ESSAYS = 30;
/** Essays whose id hashes (SHA-256, as a number, modulo 100) below this are held out. */
export const HELD_OUT_PERCENT = 20;
/** Share of held-out essays whose error an estimate's range covers. */
export const RANGE_COVERAGE = 0.8;

export type BandExample = { id: string; indicators: WritingIndicators; criteria: Record<string, number> };

export type { BandModel, CriterionModel, HeldOutAgreement } from '@portico/contract/band-model';

/** Why a task has no model yet, as the console shows it; null once there are enough essays. */
export function whyNoBandModel(gradedEssays: number): string | null {
  if (gradedEssays >= MIN_GRADED_ESSAYS) return null;
  return `Fewer than ${MIN_GRADED_ESSAYS} graded answers of this task: ${gradedEssays} so far.`;
}

/** SHA-256 of the essay's id, read as one number. */
const idHash = (id: string) => BigInt(`0x${createHash('sha256').update(id).digest('hex')}`);

/** Whether the essay belongs to the held-out part (its id alone decides, once and for all). */
export function isHeldOut(id: string): boolean {
  return idHash(id) % 100n < BigInt(HELD_OUT_PERCENT);
}

/** The scale of a criterion's marks. */
const scaleOf = (c: Criterion): Scale => ({ min: c.min, max: c.max, step: c.step });

/** The scale of the answer's result: half bands for IELTS, levels for CELPIP, points otherwise. */
export function resultScale(rubric: Rubric): Scale {
  const at = (pick: (c: Criterion) => number) =>
    answerResult(rubric, Object.fromEntries(rubric.criteria.map((c) => [c.key, pick(c)])), 1)?.value ?? 0;
  const steps = rubric.criteria.map((c) => c.step);
  const step = rubric.id.startsWith('ielts') ? 0.5 : rubric.id.startsWith('celpip') ? 1 : Math.min(...steps);
  return { min: at((c) => c.min), max: at((c) => c.max), step };
}

/** A value clipped to the scale and moved to its nearest step. */
export function snap(scale: Scale, value: number): number {
  const clipped = Math.min(scale.max, Math.max(scale.min, value));
  const snapped = scale.min + Math.round((clipped - scale.min) / scale.step) * scale.step;
  return Math.round(snapped * 1e6) / 1e6;
}

/** The value below which `share` of the numbers lie (nearest rank); 0 for none. */
function quantile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
}

type Prepared = {
  id: string;
  hash: bigint;
  features: number[];
  criteria: Record<string, number>;
  result: number;
};

/** Essays whose criteria are all given and on the rubric's scales, in the order of their ids. */
function prepare(examples: BandExample[], rubric: Rubric): Prepared[] {
  return examples
    .flatMap((e) => {
      const result = answerResult(rubric, e.criteria, 1);
      if (!result) return [];
      return [
        {
          id: e.id,
          hash: idHash(e.id),
          features: featureVector(e.indicators),
          criteria: e.criteria,
          result: result.value,
        },
      ];
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** λ's folds from the id's hash too (its digits above the held-out ones), so they do not depend on order. */
const foldsOf = (essays: Prepared[]) => essays.map((e) => Number((e.hash / 100n) % 5n));

function fitCriterion(essays: Prepared[], key: string): CrossValidated {
  return fitRidgeCV(
    essays.map((e) => e.features),
    essays.map((e) => e.criteria[key] as number),
    { folds: foldsOf(essays) },
  );
}

/** The result of the given criteria values (which are on their scales), or the scale's lowest. */
const resultOf = (rubric: Rubric, values: Record<string, number>) =>
  answerResult(rubric, values, 1)?.value ?? 0;

/** Fits on the training part, measures on the held-out part; the held-out absolute errors too. */
function holdOut(train: Prepared[], held: Prepared[], rubric: Rubric) {
  const criteria: Record<string, Agreement> = {};
  const errors: Record<string, number[]> = {};
  const snapped = held.map(() => ({}) as Record<string, number>);
  for (const c of rubric.criteria) {
    const scale = scaleOf(c);
    const fit = train.length > 0 ? fitCriterion(train, c.key) : null;
    const predicted = held.map((e) => (fit ? predictRidge(fit, e.features) : (scale.min + scale.max) / 2));
    errors[c.key] = predicted.map((p, i) => Math.abs(p - ((held[i] as Prepared).criteria[c.key] as number)));
    predicted.forEach((p, i) => {
      (snapped[i] as Record<string, number>)[c.key] = snap(scale, p);
    });
    criteria[c.key] = agreementOf(
      scale,
      held.map((e) => e.criteria[c.key] as number),
      predicted.map((p) => snap(scale, p)),
    );
  }
  const scale = resultScale(rubric);
  const result = {
    ...agreementOf(
      scale,
      held.map((e) => e.result),
      snapped.map((values) => resultOf(rubric, values)),
    ),
    scale,
  };
  return { agreement: { train: train.length, heldOut: held.length, criteria, result }, errors };
}

/**
 * The task's band model from its graded essays, or null while there are fewer than
 * MIN_GRADED_ESSAYS with every criterion of the rubric marked (whyNoBandModel says so). The same
 * essays give the same model, whatever their order.
 */
export function fitBandModel(examples: BandExample[], rubric: Rubric): BandModel | null {
  const essays = prepare(examples, rubric);
  if (whyNoBandModel(essays.length) !== null) return null;
  const held = essays.filter((e) => e.hash % 100n < BigInt(HELD_OUT_PERCENT));
  const train = essays.filter((e) => e.hash % 100n >= BigInt(HELD_OUT_PERCENT));
  const { agreement, errors } = holdOut(train, held, rubric);
  const criteria = rubric.criteria.map((c): CriterionModel => {
    const fit = fitCriterion(essays, c.key);
    // With no held-out essay yet, the errors of cross-validation stand in for them.
    const heldErrors = errors[c.key] ?? [];
    const spread = heldErrors.length
      ? quantile(heldErrors, RANGE_COVERAGE)
      : quantile(
          fit.outOfFold.map((p, i) => Math.abs(p - ((essays[i] as Prepared).criteria[c.key] as number))),
          RANGE_COVERAGE,
        );
    const { means, sds, weights, intercept, lambda } = fit;
    return { key: c.key, label: c.label, scale: scaleOf(c), lambda, means, sds, weights, intercept, spread };
  });
  return {
    version: 1,
    rubricId: rubric.id,
    features: [...BAND_FEATURE_NAMES],
    essays: essays.length,
    criteria,
    heldOut: agreement,
  };
}

/** Whether held-out agreement is good enough to show students the estimate (BAND_ESTIMATE_BAR). */
export function clearsBar(agreement: Agreement): boolean {
  return (
    agreement.n >= BAND_ESTIMATE_BAR.minHeldOut &&
    agreement.qwk >= BAND_ESTIMATE_BAR.qwk &&
    agreement.withinHalfBand >= BAND_ESTIMATE_BAR.withinHalfBand
  );
}

/** What keeps the agreement under the bar, in plain words; [] when it clears it. */
export function shortOfBar(agreement: Agreement): string[] {
  const pct = (v: number) => `${Math.round(v * 100)} %`;
  const bar = BAND_ESTIMATE_BAR;
  return [
    agreement.n < bar.minHeldOut ? `${agreement.n} held-out essays (at least ${bar.minHeldOut} needed)` : '',
    agreement.qwk < bar.qwk ? `agreement (QWK) ${agreement.qwk.toFixed(2)}, under ${bar.qwk.toFixed(2)}` : '',
    agreement.withinHalfBand < bar.withinHalfBand
      ? `${pct(agreement.withinHalfBand)} within half a band, under ${pct(bar.withinHalfBand)}`
      : '',
  ].filter(Boolean);
}

/** Whether the model was fitted for this rubric and on the features as they are now. */
function fits(model: BandModel, rubric: Rubric): boolean {
  return (
    model.version === 1 &&
    model.rubricId === rubric.id &&
    model.features.join(',') === BAND_FEATURE_NAMES.join(',') &&
    rubric.criteria.every((c) => model.criteria.some((m) => m.key === c.key))
  );
}

/**
 * The essay's estimate: each criterion's prediction give or take its spread, clipped to its scale
 * and on its steps, and the result's range from the criteria's lows and highs. Null when the model
 * is not for this rubric or predates the features (it is refitted).
 */
export function estimateBand(
  model: BandModel,
  indicators: WritingIndicators,
  rubric: Rubric,
): BandEstimate | null {
  if (!fits(model, rubric)) return null;
  const x = featureVector(indicators);
  const criteria = rubric.criteria.map((c) => {
    const m = model.criteria.find((mc) => mc.key === c.key) as CriterionModel;
    const predicted = predictRidge(m, x);
    const scale = scaleOf(c);
    return {
      key: c.key,
      label: c.label,
      low: snap(scale, predicted - m.spread),
      high: snap(scale, predicted + m.spread),
    };
  });
  const low = resultOf(rubric, Object.fromEntries(criteria.map((c) => [c.key, c.low])));
  const high = resultOf(rubric, Object.fromEntries(criteria.map((c) => [c.key, c.high])));
  return { resultLabel: rubric.resultLabel, low, high, criteria, essays: model.essays };
}

/** A criterion's weights by feature, largest first: what the model leans on, for the console. */
export function modelWeights(
  model: BandModel,
  key: string,
): { name: string; label: string; weight: number }[] {
  const m = model.criteria.find((c) => c.key === key);
  if (!m) return [];
  return model.features
    .map((name, i) => ({
      name,
      label: BAND_FEATURES.find((f) => f.name === name)?.label ?? name,
      weight: m.weights[i] ?? 0,
    }))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight));
}
