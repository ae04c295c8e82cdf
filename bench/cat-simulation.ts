// Adaptive mocks' item-by-item test on simulated students (issue 43, decision 062): a synthetic
// calibrated pool of 150 items over five Duolingo-like question types, students of known ability
// drawn evenly over −3..3, each given a fixed-length test by the code the API runs (EAP, maximum
// information, content shares, randomesque top k, exposure cap); per band of true ability: bias,
// RMSE, mean reported SE and how often the 80 % interval held the truth; the items' exposure; the
// time per step. Then the items are re-calibrated from those adaptive answers (sparse, and chosen
// by ability) from authored difficulties that were off by N(0, 0.5).
//   npx tsx bench/cat-simulation.ts [--runs 500] [--length 25] [--seed 43]
import { parseArgs } from 'node:util';
import { calibrate, type ResponseRecord } from '../apps/api/src/modules/adaptive/calibration';
import {
  administer,
  type CatAnswer,
  type CatOptions,
  catResult,
  type PoolItem,
  thetaScale,
} from '../apps/api/src/modules/adaptive/cat';
import { probability } from '../apps/api/src/modules/adaptive/irt';
import { normalDraw, type Random, seededRandom } from '../apps/api/src/modules/adaptive/rng';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '500' },
    length: { type: 'string', default: '25' },
    seed: { type: 'string', default: '43' },
  },
});
const runs = Number(values.runs);
const length = Number(values.length);
const seed = Number(values.seed);

/** Duolingo-like question types, their share of the test, and guessing (Read and Select is yes/no). */
const areas = [
  { area: 'read-and-complete', share: 0.25, c: 0 },
  { area: 'read-and-select', share: 0.2, c: 0.2 },
  { area: 'listen-and-type', share: 0.2, c: 0 },
  { area: 'fill-in-the-blanks', share: 0.2, c: 0 },
  { area: 'interactive-reading', share: 0.15, c: 0.1 },
] as const;
const targets = Object.fromEntries(areas.map((a) => [a.area, a.share]));

/** 150 items, 30 per type: a log-normal around 1.2, b normal with SD 1.2 (clamped to ±3.5). */
function makePool(random: Random): PoolItem[] {
  return Array.from({ length: 150 }, (_, i) => {
    const kind = areas[i % areas.length] as (typeof areas)[number];
    return {
      id: `det-${String(i).padStart(3, '0')}`,
      area: kind.area,
      a: Math.exp(Math.log(1.2) + 0.25 * normalDraw(random)),
      b: Math.max(-3.5, Math.min(3.5, 1.2 * normalDraw(random))),
      c: kind.c,
    };
  });
}

const duolingo = thetaScale({ intercept: 85, slope: 25, min: 10, max: 160, step: 5 });
const bands = [-3, -2, -1, 0, 1, 2].map((lo) => ({ lo, hi: lo + 1 }));
const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length);
const f = (x: number, digits = 2) => x.toFixed(digits);

interface Run {
  theta: number;
  estimate: number;
  se: number;
  score: number;
  trueScore: number;
  answers: CatAnswer[];
}

/** True abilities: evenly over −3..3 (every band filled), or N(0, 1) (the prior's own population). */
type Population = 'uniform' | 'normal';
const drawTheta = (population: Population, random: Random) =>
  population === 'uniform' ? -3 + 6 * random() : normalDraw(random);

function simulate(pool: PoolItem[], options: CatOptions, random: Random, population: Population = 'uniform') {
  const counts: Record<string, number> = {};
  const done: Run[] = [];
  let steps = 0;
  let ms = 0;
  for (let r = 0; r < runs; r++) {
    const theta = drawTheta(population, random);
    const started = performance.now();
    const answers = administer(pool, options, random, (item) => random() < probability(theta, item), {
      tests: r,
      counts,
    });
    ms += performance.now() - started;
    steps += answers.length;
    for (const a of answers) counts[a.itemId] = (counts[a.itemId] ?? 0) + 1;
    const result = catResult(pool, answers, duolingo);
    done.push({
      theta,
      estimate: result.theta,
      se: result.se,
      score: result.score,
      trueScore: duolingo(theta),
      answers,
    });
  }
  const rates = pool.map((item) => (counts[item.id] ?? 0) / runs);
  return { done, rates, msPerStep: ms / steps };
}

function bandRow(label: string, own: Run[]) {
  const errors = own.map((r) => r.estimate - r.theta);
  const covered = own.filter((r) => Math.abs(r.estimate - r.theta) <= 1.2816 * r.se).length;
  const points = mean(own.map((r) => Math.abs(r.score - r.trueScore)));
  return `| ${label} | ${own.length} | ${f(mean(errors))} | ${f(Math.sqrt(mean(errors.map((e) => e * e))))} | ${f(mean(own.map((r) => r.se)))} | ${f((100 * covered) / own.length, 0)} % | ${f(points, 1)} |`;
}

function report(title: string, outcome: ReturnType<typeof simulate>) {
  const { done, rates, msPerStep } = outcome;
  console.log(`\n### ${title}\n`);
  console.log('| true θ | runs | bias | RMSE | mean SE | 80 % coverage | mean abs. error, DET points |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { lo, hi } of bands)
    console.log(
      bandRow(
        `${lo} to ${hi}`,
        done.filter((r) => r.theta >= lo && (r.theta < hi || hi === 3)),
      ),
    );
  console.log(bandRow('all', done));
  const unused = rates.filter((x) => x === 0).length;
  console.log(
    `\nmax item exposure ${f(100 * Math.max(...rates), 0)} %, items never given ${unused} of ${rates.length}, ` +
      `${f(msPerStep * 1000, 0)} µs per step (EAP + selection over the pool)`,
  );
}

/** Re-calibration from the adaptive answers, with authored b off by N(0, 0.5). */
function recalibrate(pool: PoolItem[], done: Run[], random: Random) {
  const authored = pool.map((item) => ({
    id: item.id,
    a: item.a,
    b: item.b + 0.5 * normalDraw(random),
    c: item.c,
  }));
  const responses: ResponseRecord[] = done.flatMap((run, s) =>
    run.answers.map((a) => ({ student: `s${s}`, item: a.itemId, correct: a.correct })),
  );
  const started = performance.now();
  const result = calibrate(authored, responses, { minResponses: 30 });
  const ms = performance.now() - started;
  const estimated = result.items.filter((item) => item.estimated);
  const trueB = new Map(pool.map((item) => [item.id, item.b]));
  const corr = (xs: number[], ys: number[]) => {
    const mx = mean(xs);
    const my = mean(ys);
    const sxy = xs.reduce((s, x, i) => s + (x - mx) * ((ys[i] ?? 0) - my), 0);
    return (
      sxy / Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0))
    );
  };
  const rmse = (xs: number[], ys: number[]) => Math.sqrt(mean(xs.map((x, i) => (x - (ys[i] ?? 0)) ** 2)));
  const truth = estimated.map((item) => trueB.get(item.id) ?? 0);
  const before = estimated.map((item) => authored.find((x) => x.id === item.id)?.b ?? 0);
  const after = estimated.map((item) => item.b);
  console.log('\n### Re-calibration from these adaptive answers\n');
  console.log(
    `${estimated.length} of ${pool.length} items had 30 answers or more (${responses.length} answers, ` +
      `${result.cycles} EM cycles, ${f(ms, 0)} ms). On them, correlation with the true b: authored ` +
      `${f(corr(before, truth))}, re-estimated ${f(corr(after, truth))}; RMSE ${f(rmse(before, truth))} → ` +
      `${f(rmse(after, truth))}; mean SE of b ${f(mean(estimated.map((item) => item.seB ?? 0)))}.`,
  );
}

/** The time of one step on a larger pool: 200 items, tests of 30, 100 tests. */
function timing(random: Random) {
  const big = [
    ...makePool(random),
    ...makePool(random)
      .slice(0, 50)
      .map((item) => ({ ...item, id: `${item.id}-b` })),
  ];
  const outcome = simulateTimed(big, random);
  console.log(`\nPool of ${big.length}, tests of 30: ${f(outcome * 1000, 0)} µs per step (EAP + selection).`);
}

function simulateTimed(pool: PoolItem[], random: Random) {
  let steps = 0;
  const started = performance.now();
  for (let r = 0; r < 100; r++) {
    const theta = normalDraw(random);
    steps += administer(
      pool,
      { length: 30, targets, topK: 5 },
      random,
      (item) => random() < probability(theta, item),
    ).length;
  }
  return (performance.now() - started) / steps;
}

const random = seededRandom(seed);
const pool = makePool(random);
console.log(
  `# Adaptive test simulation: ${runs} students, ${length} items, pool of ${pool.length}, seed ${seed}`,
);
const exposed = simulate(pool, { length, targets, topK: 5, maxExposure: 0.3 }, random);
report(
  'Content shares, randomesque top 5, exposure cap 30 % (the settings a Duolingo-style section would use)',
  exposed,
);
report(
  'The same settings, true abilities drawn from N(0, 1), the prior',
  simulate(pool, { length, targets, topK: 5, maxExposure: 0.3 }, random, 'normal'),
);
report(
  'Content shares, the single most informative item, no cap (for comparison)',
  simulate(pool, { length, targets, topK: 1 }, random),
);
report(
  'No content shares, the single most informative item, no cap',
  simulate(pool, { length, topK: 1 }, random),
);
recalibrate(pool, exposed.done, random);
timing(random);
