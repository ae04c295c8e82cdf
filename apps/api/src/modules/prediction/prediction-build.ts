import { celpipLevelLabel } from '@portico/contract/exam-scores';
import type { MeasurePrediction } from '@portico/contract/prediction';
import { describeScore, examOf, reportMeasureScores, targetGap } from '@portico/contract/score-gap';
import {
  type ExamMeasure,
  examScoring,
  type MeaningTable,
  type ScoreExam,
  type ScoreTargets,
} from '@portico/contract/score-meaning';
import { isIeltsBand } from '../assessment/scoring/ielts';
import { studentTestReportOf } from '../reports/report-rows';
import type { PredictionAttempt } from './prediction.repository';
import { combined, type Estimate, type EvidenceKind, estimate, type Observation } from './predictor';

/** A test of at least this many minutes that is not a mock is a sectional test; shorter, a practice set. */
export const SECTIONAL_MINUTES = 20;

/** How test-like an attempt was: its card's kind, a quiz, or by its length. */
export function evidenceKind(
  a: Pick<PredictionAttempt, 'isQuiz' | 'kind' | 'timeLimitSeconds'>,
): EvidenceKind {
  if (a.isQuiz || a.kind === 'Quiz') return 'quiz';
  if (a.kind === 'Mock') return 'mock';
  return a.timeLimitSeconds >= SECTIONAL_MINUTES * 60 ? 'sectional' : 'practice';
}

/** The lowest value a measure may hold: CELPIP's M is stored as 0 below level 3. */
const floorOf = (exam: ScoreExam, m: ExamMeasure) => (exam === 'celpip' ? 0 : m.min);

/** IELTS: the teacher's released Writing and Speaking bands first, as the dashboard reads them. */
function withEvaluatedBands(a: PredictionAttempt): PredictionAttempt {
  const band = (ref: string) => a.evaluatedBands[ref];
  const sections = a.report.sections.map((s) => {
    const b = band(s.referenceType);
    return typeof b === 'number' && isIeltsBand(b) ? { ...s, band: b } : s;
  });
  return { ...a, report: { ...a.report, sections } };
}

/**
 * Each measure's observations from the attempts' stored reports, read by the reports' own rule
 * (reportMeasureScores): scores on the exam's scale only (a raw score is never read as a scaled one).
 */
export function observationsOf(exam: ScoreExam, attempts: readonly PredictionAttempt[]) {
  const byMeasure = new Map<string, Observation[]>(examScoring[exam].measures.map((m) => [m.name, []]));
  for (const a of attempts) {
    const report = studentTestReportOf(exam === 'ielts' ? withEvaluatedBands(a) : a, undefined, null);
    // IELTS reads bands only (an overall is made from them); elsewhere a raw score is no scaled one.
    if (report.scoreKind === 'raw' && exam !== 'ielts') continue;
    const scores = reportMeasureScores(report, examOf(a.template, a.examFamily) ?? exam);
    const kind = evidenceKind(a);
    for (const m of examScoring[exam].measures) {
      const score = scores[m.name];
      if (typeof score !== 'number' || score < floorOf(exam, m) || score > m.max) continue;
      byMeasure.get(m.name)?.push({ score, at: a.endedAt, kind });
    }
  }
  return byMeasure;
}

/** The measures an exam's overall is made of by its own rule (IELTS's four bands, SAT's two sections). */
const PARTS: Partial<Record<ScoreExam, { measure: string; parts: string[]; rule: string }>> = {
  ielts: {
    measure: 'Overall',
    parts: ['Listening', 'Reading', 'Writing', 'Speaking'],
    rule: 'combined as IELTS does',
  },
  sat: { measure: 'Total', parts: ['Reading and Writing', 'Math'], rule: 'added as the SAT does' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** 'Listening, Reading and Writing'; names that hold 'and' themselves kept apart ('Reading and Writing; Math'). */
const list = (names: string[]) => {
  if (names.some((n) => n.includes(' and '))) return names.join('; ');
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
/** 'a Listening test, a Writing test and a Speaking test'. */
const tests = (names: string[]) => {
  const each = names.map((n) => `a ${n} test`);
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
};
const isOverall = (name: string) => name === 'Overall' || name === 'Total';

function hint(e: Estimate): string {
  if (e.mocks === 0) return 'a full mock would make this surer';
  if (e.evidence < 2) return 'another mock would make this surer';
  return 'newer tests count more than older ones';
}

function explain(exam: ScoreExam, m: ExamMeasure, e: Estimate): string {
  const rule = PARTS[exam];
  if (rule && rule.measure === m.name)
    return `From your predicted ${list(rule.parts)} scores, ${rule.rule}; ${hint(e)}.`;
  const what = isOverall(m.name) ? 'tests with an overall score' : `${m.name} tests`;
  const mocks = e.mocks > 0 && e.mocks < e.tests ? ` (${plural(e.mocks, 'full mock', 'full mocks')})` : '';
  const last = e.tests === 1 ? `your last ${what.replace('tests', 'test')}` : `your last ${e.tests} ${what}`;
  return `From ${last}${mocks}; ${hint(e)}.`;
}

function missingText(exam: ScoreExam, m: ExamMeasure, seen: number, lacking: string[]): string {
  const rule = PARTS[exam];
  if (rule && rule.measure === m.name) {
    return `Take ${tests(lacking)} to get ${m.name === 'Total' ? 'a total' : 'an overall'} prediction.`;
  }
  if (isOverall(m.name)) return 'Take a full mock test to get an overall prediction.';
  if (seen === 0) return `Take a ${m.name} test to get a prediction.`;
  return `Take a full ${m.name} test (a practice test or a mock) to get a prediction: quizzes and older work alone are too little.`;
}

const label = (exam: ScoreExam, v: number | null) =>
  v === null ? null : exam === 'celpip' ? celpipLevelLabel(v) : String(v);

export interface MeaningInputs {
  table: MeaningTable | undefined;
  targets: ScoreTargets;
}

/** Every measure of the exam, predicted (or what is missing), with its meaning and gap to the target. */
export function predictMeasures(
  exam: ScoreExam,
  attempts: readonly PredictionAttempt[],
  now: Date,
  meaning: MeaningInputs,
): MeasurePrediction[] {
  const observations = observationsOf(exam, attempts);
  const measures = examScoring[exam].measures;
  const estimates = new Map<string, Estimate | null>();
  for (const m of measures) estimates.set(m.name, estimate(exam, m, observations.get(m.name) ?? [], now));
  const rule = PARTS[exam];
  const overall = rule && measures.find((m) => m.name === rule.measure);
  if (rule && overall) {
    const parts = rule.parts.map((p) => estimates.get(p) ?? null);
    estimates.set(overall.name, combined(exam, overall, parts));
  }
  return measures.map((m) => {
    const e = estimates.get(m.name) ?? null;
    const target = meaning.targets[exam]?.[m.name] ?? null;
    const gap = e && target !== null ? targetGap(exam, m.name, e.score, target) : null;
    const lacking = rule ? rule.parts.filter((p) => !estimates.get(p)) : [];
    return {
      measure: m.name,
      min: m.min,
      max: m.max,
      step: m.step,
      score: e?.score ?? null,
      low: e?.low ?? null,
      high: e?.high ?? null,
      label: label(exam, e?.score ?? null),
      lowLabel: label(exam, e?.low ?? null),
      highLabel: label(exam, e?.high ?? null),
      meaning: e && meaning.table ? describeScore(meaning.table, m.name, e.score) : null,
      target,
      gap: gap?.text ?? null,
      targetMet: gap?.met ?? null,
      tests: e?.tests ?? 0,
      mocks: e?.mocks ?? 0,
      evidence: e?.evidence ?? 0,
      explanation: e ? explain(exam, m, e) : '',
      missing: e ? null : missingText(exam, m, observations.get(m.name)?.length ?? 0, lacking),
    };
  });
}
