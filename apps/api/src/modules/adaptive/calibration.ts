// Item calibration from students' answers (decision 062): marginal maximum likelihood by EM
// (Bock–Aitkin) on a quadrature grid, each item's difficulty (and, if asked, discrimination) with a
// normal prior centred on its authored value (Bayes modal), items with too few answers kept as
// authored, and the result shifted so the re-estimated items keep their authored mean difficulty
// (the scale stays the authors'). Pure: a background job reads the answers and stores the result.
import type { ItemParams } from '@portico/contract/adaptive';
import { probability, type Quadrature, quadrature } from './irt';

export interface CalibrationItem extends ItemParams {
  id: string;
}

export interface ResponseRecord {
  student: string;
  item: string;
  correct: boolean;
}

export interface CalibrationOptions {
  /** Below this many answers an item keeps its authored parameters (default 50). */
  minResponses?: number;
  /** SD of the prior on b around the authored b (default 1: a weak pull). */
  priorSdB?: number;
  /** Re-estimate a as well (default false: a 1PL-with-authored-slopes calibration). */
  estimateA?: boolean;
  /** SD of the prior on ln a around the authored ln a (default 0.3). */
  priorSdLogA?: number;
  /** EM cycles at most (default 200), and the largest parameter change that counts as converged. */
  maxCycles?: number;
  tolerance?: number;
  /**
   * Estimate the students' spread (the SD of the population prior) with the items (default: when
   * a is held, since a fixed a sets the unit; with a estimated the spread stays 1 to fix it).
   */
  estimateSpread?: boolean;
  /** The ability grid's nodes (default ±5 in 51 nodes); its prior is N(0, spread). */
  nodes?: readonly number[];
}

export interface CalibratedItem extends CalibrationItem {
  /** Answers counted (one per student). */
  responses: number;
  /** Re-estimated (true) or kept as authored (false: too few answers). */
  estimated: boolean;
  /** Standard error of b (from the information at the estimate, prior included); null when kept. */
  seB: number | null;
  authored: ItemParams;
}

export interface Calibration {
  items: CalibratedItem[];
  students: number;
  cycles: number;
  converged: boolean;
  /** The shift added to every re-estimated b (and so to abilities): the students' mean on the authored scale. */
  shift: number;
  /** The students' SD on that scale (1 unless estimated). */
  spread: number;
}

const calibrationNodes = quadrature({ range: 5, points: 51 }).nodes;

/** The grid with a N(0, sd) prior. */
const gridWith = (nodes: readonly number[], sd: number): Quadrature => ({
  nodes,
  logPrior: nodes.map((x) => -0.5 * (x / sd) ** 2),
});

/** Each student's answers as (item index, correct), the first answer to an item only. */
function answersByStudent(items: readonly CalibrationItem[], responses: readonly ResponseRecord[]) {
  const index = new Map(items.map((item, i) => [item.id, i]));
  const students = new Map<string, Map<number, boolean>>();
  for (const r of responses) {
    const j = index.get(r.item);
    if (j === undefined) continue;
    const own = students.get(r.student) ?? new Map<number, boolean>();
    if (!own.has(j)) own.set(j, r.correct);
    students.set(r.student, own);
  }
  return [...students.values()].map((own) => [...own.entries()]);
}

/** E-step: expected answers n[j][k] and right answers r[j][k] at each node, over students' posteriors. */
function expectedCounts(
  params: readonly ItemParams[],
  students: readonly (readonly [number, boolean][])[],
  grid: Quadrature,
) {
  const K = grid.nodes.length;
  const logP = params.map((p) => grid.nodes.map((t) => Math.log(Math.max(probability(t, p), 1e-300))));
  const logQ = params.map((p) => grid.nodes.map((t) => Math.log(Math.max(1 - probability(t, p), 1e-300))));
  const n = params.map(() => new Float64Array(K));
  const r = params.map(() => new Float64Array(K));
  const w = new Float64Array(K);
  let sum = 0;
  let sumSquares = 0;
  for (const answers of students) {
    let top = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < K; k++) {
      let l = grid.logPrior[k] ?? 0;
      for (const [j, correct] of answers) l += (correct ? logP[j] : logQ[j])?.[k] ?? 0;
      w[k] = l;
      if (l > top) top = l;
    }
    let total = 0;
    for (let k = 0; k < K; k++) {
      w[k] = Math.exp((w[k] ?? 0) - top);
      total += w[k] ?? 0;
    }
    for (let k = 0; k < K; k++) {
      const x = grid.nodes[k] ?? 0;
      sum += ((w[k] ?? 0) / total) * x;
      sumSquares += ((w[k] ?? 0) / total) * x * x;
    }
    for (const [j, correct] of answers) {
      const nj = n[j] as Float64Array;
      const rj = r[j] as Float64Array;
      for (let k = 0; k < K; k++) {
        const share = (w[k] ?? 0) / total;
        nj[k] = (nj[k] ?? 0) + share;
        if (correct) rj[k] = (rj[k] ?? 0) + share;
      }
    }
  }
  const count = Math.max(students.length, 1);
  const spread = Math.sqrt(Math.max(sumSquares / count - (sum / count) ** 2, 1e-6));
  return { n, r, spread };
}

interface ItemFit {
  b: number;
  logA: number;
  /** Information about b (prior included), for its standard error. */
  infoB: number;
  /** The inverse of the information matrix's b-b element when a is estimated too. */
  varB: number;
}

/** One Fisher-scoring step's gradient and information for (b, ln a) at the current values. */
function scoringTerms(p: ItemParams, nodes: readonly number[], n: Float64Array, r: Float64Array) {
  let gB = 0;
  let gA = 0;
  let iBB = 0;
  let iAA = 0;
  let iAB = 0;
  for (let k = 0; k < nodes.length; k++) {
    const theta = nodes[k] ?? 0;
    const P = Math.min(Math.max(probability(theta, p), 1e-12), 1 - 1e-12);
    const star = (P - p.c) / (1 - p.c);
    const slope = (1 - p.c) * star * (1 - star);
    const dB = -p.a * slope;
    const dLogA = p.a * (theta - p.b) * slope;
    const nk = n[k] ?? 0;
    const score = ((r[k] ?? 0) - nk * P) / (P * (1 - P));
    const weight = nk / (P * (1 - P));
    gB += score * dB;
    gA += score * dLogA;
    iBB += weight * dB * dB;
    iAA += weight * dLogA * dLogA;
    iAB += weight * dB * dLogA;
  }
  return { gB, gA, iBB, iAA, iAB };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** M-step for one item: Fisher scoring on its expected counts plus its priors, a few steps. */
function fitItem(
  current: ItemParams,
  authored: ItemParams,
  counts: { n: Float64Array; r: Float64Array },
  nodes: readonly number[],
  settings: Required<Pick<CalibrationOptions, 'priorSdB' | 'estimateA' | 'priorSdLogA'>>,
): ItemFit {
  let b = current.b;
  let logA = Math.log(current.a);
  const precB = 1 / settings.priorSdB ** 2;
  const precA = 1 / settings.priorSdLogA ** 2;
  let fit: ItemFit = { b, logA, infoB: precB, varB: 1 / precB };
  for (let step = 0; step < 8; step++) {
    const t = scoringTerms({ a: Math.exp(logA), b, c: current.c }, nodes, counts.n, counts.r);
    const gB = t.gB - (b - authored.b) * precB;
    const iBB = t.iBB + precB;
    if (!settings.estimateA) {
      const db = clamp(gB / iBB, -1, 1);
      b = clamp(b + db, -6, 6);
      fit = { b, logA, infoB: iBB, varB: 1 / iBB };
      if (Math.abs(db) < 1e-6) break;
      continue;
    }
    const gA = t.gA - (logA - Math.log(authored.a)) * precA;
    const iAA = t.iAA + precA;
    const det = iBB * iAA - t.iAB * t.iAB;
    const db = clamp((iAA * gB - t.iAB * gA) / det, -1, 1);
    const da = clamp((iBB * gA - t.iAB * gB) / det, -0.5, 0.5);
    b = clamp(b + db, -6, 6);
    logA = clamp(logA + da, Math.log(0.1), Math.log(5));
    fit = { b, logA, infoB: iBB, varB: iAA / det };
    if (Math.abs(db) < 1e-6 && Math.abs(da) < 1e-6) break;
  }
  return fit;
}

/**
 * New parameters for every item from the answers so far. Items with at least `minResponses`
 * answers are re-estimated; the others keep their authored values. Guessing (c) is never estimated.
 */
export function calibrate(
  items: readonly CalibrationItem[],
  responses: readonly ResponseRecord[],
  options: CalibrationOptions = {},
): Calibration {
  const { minResponses = 50, maxCycles = 200, tolerance = 1e-3, nodes = calibrationNodes } = options;
  const settings = {
    priorSdB: options.priorSdB ?? 1,
    estimateA: options.estimateA ?? false,
    priorSdLogA: options.priorSdLogA ?? 0.3,
  };
  const students = answersByStudent(items, responses);
  const answered = items.map(() => 0);
  for (const own of students) for (const [j] of own) answered[j] = (answered[j] ?? 0) + 1;
  const estimated = answered.map((count) => count >= minResponses);
  let params: ItemParams[] = items.map(({ a, b, c }) => ({ a, b, c }));
  let fits: (ItemFit | null)[] = items.map(() => null);
  const estimateSpread = options.estimateSpread ?? !settings.estimateA;
  let spread = 1;
  let cycles = 0;
  let converged = !estimated.some(Boolean);
  while (!converged && cycles < maxCycles) {
    cycles++;
    const counts = expectedCounts(params, students, gridWith(nodes, spread));
    fits = params.map((p, j) =>
      estimated[j]
        ? fitItem(
            p,
            items[j] as CalibrationItem,
            { n: counts.n[j] as Float64Array, r: counts.r[j] as Float64Array },
            nodes,
            settings,
          )
        : null,
    );
    const next = params.map((p, j) => {
      const fit = fits[j];
      return fit ? { a: Math.exp(fit.logA), b: fit.b, c: p.c } : p;
    });
    const change = Math.max(
      ...next.map((p, j) =>
        Math.max(Math.abs(p.b - (params[j]?.b ?? 0)), Math.abs(p.a - (params[j]?.a ?? 0))),
      ),
    );
    params = next;
    const spreadChange = estimateSpread ? Math.abs(counts.spread - spread) : 0;
    if (estimateSpread) spread = counts.spread;
    converged = change < tolerance && spreadChange < tolerance;
  }
  const shift = meanShift(items, params, estimated);
  return {
    items: items.map((item, j) => {
      const fit = fits[j];
      const p = params[j] as ItemParams;
      return {
        id: item.id,
        a: p.a,
        b: estimated[j] ? clamp(p.b + shift, -6, 6) : p.b,
        c: p.c,
        responses: answered[j] ?? 0,
        estimated: estimated[j] ?? false,
        seB: fit ? Math.sqrt(fit.varB) : null,
        authored: { a: item.a, b: item.b, c: item.c },
      };
    }),
    students: students.length,
    cycles,
    converged,
    shift,
    spread,
  };
}

/** Mean linking: the shift that gives the re-estimated items their authored mean difficulty. */
function meanShift(items: readonly CalibrationItem[], params: readonly ItemParams[], estimated: boolean[]) {
  let authored = 0;
  let found = 0;
  let count = 0;
  items.forEach((item, j) => {
    if (!estimated[j]) return;
    authored += item.b;
    found += params[j]?.b ?? 0;
    count++;
  });
  return count === 0 ? 0 : (authored - found) / count;
}
