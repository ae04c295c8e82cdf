import type { ScoreExam } from '@portico/contract/score-meaning';
import type { PredictionAttempt } from './prediction.repository';
import { evidenceKind, observationsOf, predictMeasures } from './prediction-build';

/**
 * The predictor's backtest (decision 059), leave-future-out: for each full mock of a student, the
 * prediction made from only what they did before it (at the moment it began), against what the mock
 * scored. The very code the API runs (predictMeasures), over attempts as they are stored.
 */
export interface BacktestCase {
  exam: ScoreExam;
  measure: string;
  predicted: number;
  low: number;
  high: number;
  truth: number;
  /** The evidence behind the prediction, in full-mock equivalents. */
  evidence: number;
}

export function backtestStudent(exam: ScoreExam, attempts: readonly PredictionAttempt[]): BacktestCase[] {
  const sorted = [...attempts].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
  const cases: BacktestCase[] = [];
  for (const [i, mock] of sorted.entries()) {
    if (evidenceKind(mock) !== 'mock') continue;
    const before = sorted.slice(0, i);
    if (before.length === 0) continue;
    const at = new Date(mock.endedAt.getTime() - 1);
    const predicted = predictMeasures(exam, before, at, { table: undefined, targets: {} });
    const truth = observationsOf(exam, [mock]);
    for (const p of predicted) {
      const t = truth.get(p.measure)?.[0]?.score;
      if (t === undefined || p.score === null || p.low === null || p.high === null) continue;
      cases.push({
        exam,
        measure: p.measure,
        predicted: p.score,
        low: p.low,
        high: p.high,
        truth: t,
        evidence: p.evidence,
      });
    }
  }
  return cases;
}

export interface BacktestSummary {
  exam: ScoreExam;
  /** 'all' pools every measure; else one measure ('Overall', 'Listening'…). */
  measure: string;
  n: number;
  /** Mean absolute error on the exam's scale. */
  mae: number;
  /** How often the truth fell inside the stated 80 % interval (0-1). */
  coverage: number;
  /** Mean width of the interval, on the exam's scale. */
  width: number;
}

export function summarise(exam: ScoreExam, measure: string, cases: readonly BacktestCase[]): BacktestSummary {
  const n = cases.length;
  const mean = (f: (c: BacktestCase) => number) => (n === 0 ? 0 : cases.reduce((s, c) => s + f(c), 0) / n);
  return {
    exam,
    measure,
    n,
    mae: mean((c) => Math.abs(c.predicted - c.truth)),
    coverage: mean((c) => (c.truth >= c.low && c.truth <= c.high ? 1 : 0)),
    width: mean((c) => c.high - c.low),
  };
}

/** Per exam: every measure pooled, then the overall (or total) alone where the exam has one. */
export function summariseAll(cases: readonly BacktestCase[]): BacktestSummary[] {
  const exams = [...new Set(cases.map((c) => c.exam))];
  return exams.flatMap((exam) => {
    const own = cases.filter((c) => c.exam === exam);
    const measures = [...new Set(own.map((c) => c.measure))];
    return [
      summarise(exam, 'all', own),
      ...measures.map((m) =>
        summarise(
          exam,
          m,
          own.filter((c) => c.measure === m),
        ),
      ),
    ];
  });
}
