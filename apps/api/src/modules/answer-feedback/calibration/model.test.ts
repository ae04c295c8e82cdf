import type { WritingIndicators } from '@portico/contract/answer-feedback';
import { answerResult } from '@portico/contract/evaluation-results';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { describe, expect, it } from 'vitest';
import { linearWorld, noiseWorld } from './fixtures/band-worlds';
import {
  clearsBar,
  estimateBand,
  fitBandModel,
  isHeldOut,
  MIN_GRADED_ESSAYS,
  modelWeights,
  shortOfBar,
  whyNoBandModel,
} from './model';

const rubric = RUBRICS['ielts-writing-task2'];

describe('band model', () => {
  it('learns a linear world well enough to clear the bar', () => {
    const model = fitBandModel(linearWorld(400, 0.3), rubric);
    if (!model) throw new Error('no model');
    expect(model.essays).toBe(400);
    expect(model.heldOut.train + model.heldOut.heldOut).toBe(400);
    expect(model.heldOut.heldOut).toBeGreaterThan(50);
    expect(model.heldOut.result.scale).toEqual({ min: 0, max: 9, step: 0.5 });
    expect(model.heldOut.result.qwk).toBeGreaterThan(0.85);
    for (const key of ['TR', 'CC', 'LR', 'GRA'])
      expect(model.heldOut.criteria[key]?.qwk).toBeGreaterThan(0.75);
    expect(clearsBar(model.heldOut.result)).toBe(true);
    expect(shortOfBar(model.heldOut.result)).toEqual([]);
    // Lexical Resource leans on the uncommon words most, as the world was made.
    expect(
      modelWeights(model, 'LR')
        .slice(0, 3)
        .map((w) => w.name),
    ).toContain('uncommonShare');
  });

  it('does not clear the bar when the bands are noise', () => {
    const model = fitBandModel(noiseWorld(300), rubric);
    if (!model) throw new Error('no model');
    expect(model.heldOut.result.qwk).toBeLessThan(0.3);
    expect(clearsBar(model.heldOut.result)).toBe(false);
    expect(shortOfBar(model.heldOut.result).join('; ')).toContain('agreement (QWK)');
  });

  it('fits no model on too few essays, and says why', () => {
    const few = linearWorld(MIN_GRADED_ESSAYS - 1, 0.3);
    expect(fitBandModel(few, rubric)).toBeNull();
    expect(whyNoBandModel(12)).toBe('Fewer than 30 graded answers of this task: 12 so far.');
    expect(whyNoBandModel(MIN_GRADED_ESSAYS)).toBeNull();
    // Essays missing a criterion do not count towards the minimum.
    const incomplete = linearWorld(40, 0.3).map((e, i) => (i < 15 ? { ...e, criteria: { TR: 6 } } : e));
    expect(fitBandModel(incomplete, rubric)).toBeNull();
  });

  it('gives the same model for the same essays, in any order', () => {
    const essays = linearWorld(120, 0.5);
    const once = JSON.stringify(fitBandModel(essays, rubric));
    expect(JSON.stringify(fitBandModel(essays, rubric))).toBe(once);
    expect(JSON.stringify(fitBandModel([...essays].reverse(), rubric))).toBe(once);
    expect(JSON.parse(once)).toMatchObject({ version: 1, rubricId: 'ielts-writing-task2' });
  });

  it('holds out a fifth of the essays by their id alone', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `essay-${i}`);
    const held = ids.filter(isHeldOut).length;
    expect(held / ids.length).toBeGreaterThan(0.17);
    expect(held / ids.length).toBeLessThan(0.23);
    expect(ids.slice(0, 50).map(isHeldOut)).toEqual(ids.slice(0, 50).map(isHeldOut));
  });

  it('estimates ranges on the scale, the result through the rubric', () => {
    const essays = linearWorld(300, 0.3);
    const model = fitBandModel(essays, rubric);
    if (!model) throw new Error('no model');
    const serialised = JSON.parse(JSON.stringify(model));
    let covered = 0;
    for (const essay of essays.slice(0, 100)) {
      const estimate = estimateBand(serialised, essay.indicators, rubric);
      if (!estimate) throw new Error('no estimate');
      expect(estimate.essays).toBe(300);
      expect(estimate.resultLabel).toBe('Band');
      for (const c of estimate.criteria) {
        expect(Number.isInteger(c.low) && Number.isInteger(c.high)).toBe(true);
        expect(c.low).toBeGreaterThanOrEqual(0);
        expect(c.high).toBeLessThanOrEqual(9);
        expect(c.low).toBeLessThanOrEqual(c.high);
      }
      const lows = Object.fromEntries(estimate.criteria.map((c) => [c.key, c.low]));
      expect(estimate.low).toBe(answerResult(rubric, lows, 1)?.value);
      expect(estimate.low * 2).toBe(Math.round(estimate.low * 2));
      const actual = answerResult(rubric, essay.criteria, 1)?.value ?? -1;
      if (actual >= estimate.low && actual <= estimate.high) covered++;
    }
    expect(covered).toBeGreaterThan(70);
    // A model for another task is not used on this one.
    expect(
      estimateBand(model, essays[0]?.indicators as WritingIndicators, RUBRICS['ielts-writing-task1']),
    ).toBeNull();
  });
});
