import { CELPIP_M } from '@portico/contract/exam-scores';
import type { ExamMeasure, ScoreExam } from '@portico/contract/score-meaning';
import { ieltsOverallBand, roundToHalfBand } from '../assessment/scoring/ielts';

/**
 * The score predictor (decision 059), pure: a recency- and test-likeness-weighted mean of the
 * student's scores on one measure, and an 80 % interval from the exam's residual spread widened
 * by how little evidence there is. No database, no clock: the caller passes `now`.
 */

/** How test-like a piece of work is, in full-mock equivalents. */
export type EvidenceKind = 'mock' | 'sectional' | 'practice' | 'quiz';
export const KIND_WEIGHT: Record<EvidenceKind, number> = {
  mock: 1,
  sectional: 0.6,
  practice: 0.35,
  quiz: 0.15,
};
/** A score's weight halves every this many days. */
export const HALF_LIFE_DAYS = 30;
/** The newest pieces of evidence per measure that count. */
export const MAX_EVIDENCE = 8;
/** Below this much evidence (full-mock equivalents) no prediction is made: one quiz is not enough. */
export const MIN_EVIDENCE = 0.25;
/** The normal quantile of a two-sided 80 % interval. */
export const Z80 = 1.2816;
const DAY_MS = 86_400_000;

export interface Observation {
  score: number;
  at: Date;
  kind: EvidenceKind;
}

export interface Estimate {
  score: number;
  low: number;
  high: number;
  /** Full-mock equivalents (test-likeness times recency, summed). */
  evidence: number;
  tests: number;
  mocks: number;
}

/**
 * The spread of one full test's score around the student's level on the day after, per exam and
 * measure (its test-retest error and a few weeks' learning), on the exam's scale. Set from the
 * exams' published reliability and checked by bench/predictor-backtest.ts (decision 059).
 */
const SPREAD: Record<ScoreExam, Record<string, number>> = {
  ielts: { Overall: 0.4, skill: 0.6 },
  pte: { Overall: 4, skill: 5.5 },
  celpip: { skill: 0.9 },
  duolingo: { Overall: 8, skill: 10 },
  gre: { Verbal: 3.2, Quant: 3.2, Writing: 0.5 },
  sat: { Total: 55, skill: 40 },
};

/** The row of the spread table a measure reads: its own, else the exam's skills'. */
export const spreadKey = (exam: ScoreExam, measure: string) => (measure in SPREAD[exam] ? measure : 'skill');

export function spreadOf(exam: ScoreExam, measure: string): number {
  return SPREAD[exam][spreadKey(exam, measure)] ?? 1;
}

export function weightOf(o: Observation, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - o.at.getTime()) / DAY_MS);
  return KIND_WEIGHT[o.kind] * 0.5 ** (ageDays / HALF_LIFE_DAYS);
}

const clean = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A value on the scale's steps, within its range; IELTS rounds as IELTS does (nearest half band,
 * a tie up). CELPIP: below level 3 is M (stored as 0).
 */
export function snap(exam: ScoreExam, m: ExamMeasure, value: number): number {
  if (exam === 'ielts') return Math.min(m.max, Math.max(m.min, roundToHalfBand(value)));
  if (exam === 'celpip' && value < m.min - 0.5) return CELPIP_M;
  const stepped = m.min + Math.round(clean((value - m.min) / m.step)) * m.step;
  return clean(Math.min(m.max, Math.max(m.min, stepped)));
}

/** CELPIP's M counts as the level below 3 in a mean, as in the gap to a target. */
const onLine = (exam: ScoreExam, m: ExamMeasure, score: number) =>
  exam === 'celpip' && score < m.min ? m.min - 1 : score;

/** The 80 % half-width: the spread of one test, plus the uncertainty of the mean of n_eff tests. */
export const halfWidth = (spread: number, evidence: number) => Z80 * spread * Math.sqrt(1 + 1 / evidence);

function interval(exam: ScoreExam, m: ExamMeasure, centre: number, half: number, score: number) {
  return {
    low: Math.min(score, snap(exam, m, centre - half)),
    high: Math.max(score, snap(exam, m, centre + half)),
  };
}

/** How many tests' worth the exam's own spread counts for against the student's own scatter. */
export const PRIOR_TESTS = 3;

/**
 * The spread of this student's scores: the exam's spread, moved towards the scatter of their own
 * recent scores around their mean as they take more tests (a student whose results swing widely,
 * or who takes short tests that measure coarsely, gets a wider range).
 */
export function ownSpread(
  prior: number,
  scores: readonly number[],
  weights: readonly number[],
  mean: number,
) {
  const total = weights.reduce((a, b) => a + b, 0);
  if (scores.length < 2 || total <= 0) return prior;
  const scatter = scores.reduce((sum, x, i) => sum + (weights[i] ?? 0) * (x - mean) ** 2, 0) / total;
  const n = scores.length - 1;
  return Math.sqrt((PRIOR_TESTS * prior ** 2 + n * scatter) / (PRIOR_TESTS + n));
}

/** One measure's prediction from its observations, or null when there is too little evidence. */
export function estimate(
  exam: ScoreExam,
  m: ExamMeasure,
  observations: readonly Observation[],
  now: Date,
): Estimate | null {
  const recent = [...observations].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, MAX_EVIDENCE);
  const weights = recent.map((o) => weightOf(o, now));
  const evidence = weights.reduce((a, b) => a + b, 0);
  if (recent.length === 0 || evidence < MIN_EVIDENCE) return null;
  const mean = recent.reduce((sum, o, i) => sum + (weights[i] ?? 0) * onLine(exam, m, o.score), 0) / evidence;
  const score = snap(exam, m, mean);
  const spread = ownSpread(
    spreadOf(exam, m.name),
    recent.map((o) => onLine(exam, m, o.score)),
    weights,
    mean,
  );
  const half = halfWidth(spread, evidence);
  return {
    score,
    ...interval(exam, m, mean, half, score),
    evidence: clean(evidence),
    tests: recent.length,
    mocks: recent.filter((o) => o.kind === 'mock').length,
  };
}

/**
 * An overall made from the skills' predictions by the exam's own rule: IELTS's overall band of the
 * four skill bands (rounded as IELTS does), the SAT total of its two sections. Its interval uses
 * the overall's spread and the least evidence of any skill. Null when a skill has no prediction.
 */
export function combined(
  exam: ScoreExam,
  m: ExamMeasure,
  parts: readonly (Estimate | null)[],
): Estimate | null {
  if (parts.length === 0 || !parts.every((p): p is Estimate => p !== null)) return null;
  const scores = parts.map((p) => p.score);
  const centre =
    exam === 'ielts' && scores.length === 4
      ? ieltsOverallBand(scores as [number, number, number, number])
      : scores.reduce((a, b) => a + b, 0);
  const score = snap(exam, m, centre);
  const evidence = Math.min(...parts.map((p) => p.evidence));
  const half = halfWidth(spreadOf(exam, m.name), evidence);
  return {
    score,
    ...interval(exam, m, centre, half, score),
    evidence,
    tests: Math.min(...parts.map((p) => p.tests)),
    mocks: Math.min(...parts.map((p) => p.mocks)),
  };
}
