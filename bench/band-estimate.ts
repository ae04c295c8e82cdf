// The band estimate's method (decision 058) on a public corpus of human-scored learner essays: the
// ELLIPSE corpus (Crossley et al. 2023; CC BY-NC-SA 4.0, so it is read from where you keep it and
// never copied into the repository). Each essay goes through the instant feedback's indicator
// engine, then through the very model code a company's essays go through: a fixed fifth held out
// by the essay id's SHA-256, ridge per criterion on the rest, agreement on the held-out fifth.
//   ELLIPSE_CORPUS=/path/ELLIPSE_Final_github_test.csv[,/path/ELLIPSE_Final_github_train.csv] \
//     npx tsx bench/band-estimate.ts [--limit N] [--cache FILE]
// bench/README.md ("Band estimate on a public corpus") says where to get the corpus and what the figures mean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { WritingIndicators } from '@portico/contract/answer-feedback';
import type { Criterion } from '@portico/contract/evaluation-criteria';
import { rubricOf } from '@portico/contract/evaluation-criteria';
import { answerResult } from '@portico/contract/evaluation-results';
import type { Rubric } from '@portico/contract/evaluation-rubrics';
import { parse } from 'csv-parse/sync';
import type { Agreement } from '../apps/api/src/modules/answer-feedback/calibration/agreement';
import { featureVector } from '../apps/api/src/modules/answer-feedback/calibration/features';
import {
  type BandExample,
  clearsBar,
  estimateBand,
  fitBandModel,
  isHeldOut,
  modelWeights,
  resultScale,
  snap,
} from '../apps/api/src/modules/answer-feedback/calibration/model';
import { predictRidge } from '../apps/api/src/modules/answer-feedback/calibration/ridge';
import { analyseWriting } from '../apps/api/src/modules/answer-feedback/writing/analyse';

const ANALYTIC = ['Cohesion', 'Syntax', 'Vocabulary', 'Phraseology', 'Grammar', 'Conventions'] as const;
const half = (key: string, label: string): Criterion => ({ key, label, min: 1, max: 5, step: 0.5 });

// ELLIPSE's six analytic scores (1-5 in halves) as one rubric; its result taken by the IELTS rule
// (the mean, to the nearest half), which is what an answer's criteria come to in Portico's most
// used exam. The rubric id only selects that rule: no IELTS band is claimed.
const analytic: Rubric = rubricOf(
  'ielts-writing-task2',
  'ELLIPSE analytic',
  'Score',
  ANALYTIC.map((k) => half(k, k)),
);
// The raters' holistic score on its own, as a single criterion (GRE's rule: the result is the score).
const holistic: Rubric = rubricOf('gre-awa', 'ELLIPSE overall', 'Score', [half('Overall', 'Overall')]);

type Essay = { id: string; text: string; prompt: string; scores: Record<string, number> };

function readCorpus(files: string[]): Essay[] {
  const seen = new Set<string>();
  return files.flatMap((file) => {
    const rows = parse(fs.readFileSync(file), { columns: true, bom: true }) as Record<string, string>[];
    return rows.flatMap((row) => {
      const id = row.text_id_kaggle ?? '';
      if (!id || seen.has(id)) return [];
      seen.add(id);
      const scores = Object.fromEntries(['Overall', ...ANALYTIC].map((k) => [k, Number(row[k])]));
      return [{ id, text: row.full_text ?? '', prompt: row.prompt ?? '', scores }];
    });
  });
}

/** Indicators of every essay, from the cache where an earlier run computed them. */
async function indicatorsOf(essays: Essay[], cacheFile: string): Promise<Map<string, WritingIndicators>> {
  const cache: Record<string, WritingIndicators> = fs.existsSync(cacheFile)
    ? JSON.parse(fs.readFileSync(cacheFile, 'utf8'))
    : {};
  const started = performance.now();
  let computed = 0;
  for (const essay of essays) {
    if (cache[essay.id]) continue;
    // ELLIPSE gives each prompt's title only, and its tasks set no word limits or time.
    const reading = await analyseWriting({
      text: essay.text,
      prompt: essay.prompt,
      variety: 'en-US',
      rubricId: 'points',
      secondsUsed: null,
      itemSeconds: null,
    });
    cache[essay.id] = reading.indicators;
    computed++;
    if (computed % 250 === 0) {
      fs.writeFileSync(cacheFile, JSON.stringify(cache));
      console.error(
        `  ${computed} essays analysed, ${((performance.now() - started) / computed).toFixed(0)} ms each`,
      );
    }
  }
  if (computed > 0) {
    fs.writeFileSync(cacheFile, JSON.stringify(cache));
    console.error(`analysed ${computed} essays in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return new Map(essays.map((e) => [e.id, cache[e.id] as WritingIndicators]));
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const row = (name: string, a: Agreement, extra = '') =>
  `| ${name} | ${a.n} | ${a.qwk.toFixed(3)} | ${pct(a.exact)} | ${pct(a.withinHalfBand)} |${extra}`;

function report(title: string, examples: BandExample[], rubric: Rubric) {
  const model = fitBandModel(examples, rubric);
  if (!model) throw new Error(`${title}: too few essays`);
  const h = model.heldOut;
  console.log(`\n${title}: ${model.essays} essays, ${h.train} learnt from, ${h.heldOut} held out`);
  console.log('| criterion | held out | QWK | exact | within 0.5 | λ |');
  console.log('|---|---|---|---|---|---|');
  for (const c of model.criteria) console.log(row(c.key, h.criteria[c.key] as Agreement, ` ${c.lambda} |`));
  if (rubric.criteria.length > 1) console.log(row('result (mean, nearest half)', h.result, ' |'));
  console.log(`clears the bar: ${clearsBar(h.result) ? 'yes' : 'no'}`);
  return model;
}

/** Held-out error of the continuous predictions (RMSE, as the literature on ELLIPSE reports it) and the ranges' coverage. */
function rangesAndErrors(examples: BandExample[], rubric: Rubric) {
  const train = examples.filter((e) => !isHeldOut(e.id));
  const held = examples.filter((e) => isHeldOut(e.id));
  const model = fitBandModel(train, rubric);
  if (!model) return;
  const rmse = model.criteria.map((c) => {
    const sq = held.map(
      (e) => (predictRidge(c, featureVector(e.indicators)) - (e.criteria[c.key] as number)) ** 2,
    );
    return { key: c.key, rmse: Math.sqrt(sq.reduce((a, v) => a + v, 0) / sq.length) };
  });
  const meanOnly = rubric.criteria.map((c) => {
    const mean = train.reduce((a, e) => a + (e.criteria[c.key] as number), 0) / train.length;
    const sq = held.map((e) => (mean - (e.criteria[c.key] as number)) ** 2);
    return Math.sqrt(sq.reduce((a, v) => a + v, 0) / sq.length);
  });
  let covered = 0;
  let width = 0;
  for (const e of held) {
    const estimate = estimateBand(model, e.indicators, rubric);
    const actual = answerResult(rubric, e.criteria, 1)?.value;
    if (!estimate || actual === undefined) continue;
    if (actual >= estimate.low && actual <= estimate.high) covered++;
    width += estimate.high - estimate.low;
  }
  const avg = (xs: number[]) => xs.reduce((a, v) => a + v, 0) / xs.length;
  console.log(
    `held-out RMSE per criterion: ${rmse.map((r) => `${r.key} ${r.rmse.toFixed(3)}`).join(', ')}; mean ${avg(rmse.map((r) => r.rmse)).toFixed(3)} (the training mean alone: ${avg(meanOnly).toFixed(3)})`,
  );
  console.log(
    `result's range (model fitted on the training part only): covers ${pct(covered / held.length)} of ${held.length} held-out essays, ${(width / held.length).toFixed(2)} points wide on average`,
  );
}

/** Agreement on the same held-out essays as the training part grows (the first N by id hash). */
function learningCurve(examples: BandExample[], rubric: Rubric) {
  const held = examples.filter((e) => isHeldOut(e.id));
  const train = examples.filter((e) => !isHeldOut(e.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
  console.log('\n| essays learnt from | held out | QWK | exact | within 0.5 | clears |');
  console.log('|---|---|---|---|---|---|');
  for (const size of [30, 60, 120, 250, 500, 1000, train.length]) {
    if (size > train.length) continue;
    const model = fitBandModel([...held, ...train.slice(0, size)], rubric);
    if (!model) continue;
    console.log(
      row(String(size), model.heldOut.result, ` ${clearsBar(model.heldOut.result) ? 'yes' : 'no'} |`),
    );
    if (size === train.length) break;
  }
}

/** The same essays with every indicator but the word count made constant: what length alone gives. */
function lengthOnly(ind: WritingIndicators): WritingIndicators {
  return {
    ...ind,
    paragraphs: 1,
    grammarProblems: 0,
    spellingMistakes: 0,
    errorsPer100Words: 0,
    linking: [],
    linkingPer100Words: 0,
    overusedLinking: [],
    sentenceLength: { mean: 0, sd: 0, shortest: 0, longest: 0 },
    mtld: 0,
    uncommonShare: 0,
    promptShare: 0,
  };
}

function examplesOf(
  essays: Essay[],
  indicators: Map<string, WritingIndicators>,
  rubric: Rubric,
): BandExample[] {
  return essays.map((e) => ({
    id: e.id,
    indicators: indicators.get(e.id) as WritingIndicators,
    criteria: Object.fromEntries(rubric.criteria.map((c) => [c.key, snap(c, e.scores[c.key] ?? Number.NaN)])),
  }));
}

async function main() {
  const { values } = parseArgs({
    options: {
      corpus: { type: 'string', multiple: true },
      cache: { type: 'string', default: path.join(os.tmpdir(), 'portico-band-estimate-indicators.json') },
      limit: { type: 'string' },
    },
  });
  const files = values.corpus ?? (process.env.ELLIPSE_CORPUS ?? '').split(',').filter(Boolean);
  if (files.length === 0) {
    console.error(
      'No corpus: set ELLIPSE_CORPUS to the ELLIPSE CSV file(s) (bench/README.md says where to get them).',
    );
    process.exit(1);
  }
  const all = readCorpus(files).filter((e) => ANALYTIC.every((k) => Number.isFinite(e.scores[k])));
  const essays = values.limit ? all.slice(0, Number(values.limit)) : all;
  console.log(`ELLIPSE: ${essays.length} essays from ${files.map((f) => path.basename(f)).join(', ')}`);
  const indicators = await indicatorsOf(essays, values.cache);
  const scaleOk = (e: BandExample, r: Rubric) => answerResult(r, e.criteria, 1) !== null;
  const analyticExamples = examplesOf(essays, indicators, analytic).filter((e) => scaleOk(e, analytic));
  const holisticExamples = examplesOf(essays, indicators, holistic).filter((e) => scaleOk(e, holistic));
  const model = report('Analytic scores (6 criteria, 1-5 in halves)', analyticExamples, analytic);
  rangesAndErrors(analyticExamples, analytic);
  console.log(`result scale: ${JSON.stringify(resultScale(analytic))}`);
  for (const key of ['Vocabulary', 'Conventions']) {
    const top = modelWeights(model, key).slice(0, 4);
    console.log(
      `${key} leans on: ${top.map((w) => `${w.name} ${w.weight >= 0 ? '+' : ''}${w.weight.toFixed(3)}`).join(', ')}`,
    );
  }
  learningCurve(analyticExamples, analytic);
  report('Holistic score (Overall, 1-5 in halves)', holisticExamples, holistic);
  rangesAndErrors(holisticExamples, holistic);
  const lengthAnalytic = analyticExamples.map((e) => ({ ...e, indicators: lengthOnly(e.indicators) }));
  const lengthHolistic = holisticExamples.map((e) => ({ ...e, indicators: lengthOnly(e.indicators) }));
  report('Baseline: length alone, analytic', lengthAnalytic, analytic);
  report('Baseline: length alone, holistic', lengthHolistic, holistic);
}

await main();
