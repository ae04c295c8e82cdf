import type { WritingIndicators } from '@portico/contract/answer-feedback';
import { answerResult } from '@portico/contract/evaluation-results';
import { RUBRICS } from '@portico/contract/evaluation-rubrics';
import { describe, expect, it } from 'vitest';
import { featureValues } from './features';
import {
  type BandExample,
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

/** A seeded generator (mulberry32) and normal draws from it (Box-Muller): the same world every run. */
function world(seed: number) {
  let s = seed >>> 0;
  const uniform = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

/** Indicators of an essay, each drawn on its own (the model must find which ones matter). */
function indicators(r: ReturnType<typeof world>): WritingIndicators {
  const words = Math.round(150 + 250 * r.uniform());
  const grammar = Math.round(12 * r.uniform());
  const spelling = Math.round(10 * r.uniform());
  const devices = Math.round(10 * r.uniform());
  return {
    variety: 'en-GB',
    words,
    minWords: 250,
    maxWords: null,
    paragraphs: 1 + Math.round(5 * r.uniform()),
    sentences: Math.round(words / 18),
    secondsUsed: null,
    secondsAllowed: null,
    grammarProblems: grammar,
    spellingMistakes: spelling,
    otherVariety: 0,
    errorsPer100Words: (100 * (grammar + spelling)) / words,
    linking: Array.from({ length: devices }, (_, i) => ({ device: `device ${i}`, count: 1 })),
    linkingPer100Words: (100 * devices) / words,
    overusedLinking: [],
    sentenceLength: { mean: 10 + 15 * r.uniform(), sd: 3 + 6 * r.uniform(), shortest: 3, longest: 40 },
    mtld: 40 + 60 * r.uniform(),
    uncommonWords: [],
    uncommonShare: 0.25 * r.uniform(),
    promptWords: [],
    promptShare: 0.3 * r.uniform(),
  };
}

const bandOf = (v: number) => Math.min(9, Math.max(0, Math.round(v)));

/** Essays whose bands are a known linear function of their features plus noise of `noise` bands. */
function linearWorld(count: number, noise: number, seed = 1): BandExample[] {
  const r = world(seed);
  return Array.from({ length: count }, (_, i) => {
    const ind = indicators(r);
    const f = featureValues(ind);
    const base = 4 + 2.5 * (f.overMinimum + 0.4) - 0.12 * f.errorsPer100 + 0.03 * (f.mtld - 70);
    return {
      id: `essay-${i}`,
      indicators: ind,
      criteria: {
        TR: bandOf(base + 1.5 * f.overMinimum + noise * r.normal()),
        CC: bandOf(base + 0.15 * f.distinctDevices - 0.1 * f.paragraphs + noise * r.normal()),
        LR: bandOf(base + 6 * f.uncommonShare + noise * r.normal()),
        GRA: bandOf(base - 0.1 * f.grammarPer100 + noise * r.normal()),
      },
    };
  });
}

/** Essays whose bands have nothing to do with what they say. */
function noiseWorld(count: number): BandExample[] {
  const r = world(2);
  const band = () => 4 + Math.floor(4 * r.uniform());
  return Array.from({ length: count }, (_, i) => ({
    id: `essay-${i}`,
    indicators: indicators(r),
    criteria: { TR: band(), CC: band(), LR: band(), GRA: band() },
  }));
}

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
    expect(whyNoBandModel(12)).toBe('fewer than 30 graded essays of this task: 12 so far');
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
