import { CELPIP_LOWEST_NUMBERED } from './exam-scores';
import type { StudentTestReportData } from './reports';
import { examScoring, type MeaningRow, type MeaningTable, type ScoreExam } from './score-meaning';

/**
 * Reading a score with a meaning table and against a target (decision 043). Pure, so the API's tests
 * check it against the shipped tables and the web app shows exactly what they check.
 */

const clean = (n: number) => Math.round(n * 1e6) / 1e6;
const show = (n: number) => String(clean(n));

/** The row a score falls in: one of this measure's, else one that names no measure. */
export function meaningRow(table: MeaningTable, measure: string, score: number): MeaningRow | null {
  const fits = (r: MeaningRow) => score >= r.min && score <= r.max;
  return (
    table.rows.find((r) => r.measure === measure && fits(r)) ??
    table.rows.find((r) => !r.measure && fits(r)) ??
    null
  );
}

function ordinal(n: string): string {
  const v = Number(n);
  if (!Number.isInteger(v)) return n;
  const tens = v % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][v % 10] ?? 'th');
  return `${v}${suffix}`;
}

/**
 * A percentile row's level as the owner prints it: '88', College Board's '99+' and '1-' (above the
 * 99th, below the 1st), or words for a cell the owner left blank ('no percentile published').
 */
function describePercentile(level: string, atLeast: boolean): string {
  const bound = /^(\d+)([+-])$/.exec(level);
  if (bound) return `${bound[2] === '+' ? 'above' : 'below'} the ${ordinal(bound[1] ?? '')} percentile`;
  if (!/^\d+$/.test(level)) return level;
  return `${atLeast ? 'at least the ' : ''}${ordinal(level)} percentile`;
}

/** 'CEFR C1', 'CLB 9', '88th percentile' or 'at least the 88th percentile'; null outside the table. */
export function describeScore(table: MeaningTable, measure: string, score: number): string | null {
  const row = meaningRow(table, measure, score);
  if (!row) return null;
  if (table.framework === 'percentile') return describePercentile(row.level, table.atLeast);
  return `${table.framework} ${row.level}`;
}

export interface TargetGap {
  met: boolean;
  /** How far below the target the score is, on the exam's scale (0 when met). */
  gap: number;
  text: string;
}

const where = (measure: string) =>
  measure === 'Overall' ? 'overall' : measure === 'Total' ? 'in total' : `in ${measure}`;

/** 'Target met', or '0.5 band below your target of 7 in Writing'. */
export function targetGap(exam: ScoreExam, measure: string, score: number, target: number): TargetGap {
  // CELPIP's levels run M, 3-12: M (stored as 0) is one level below 3.
  const from = exam === 'celpip' ? Math.max(score, CELPIP_LOWEST_NUMBERED - 1) : score;
  const gap = clean(target - from);
  if (gap <= 0) return { met: true, gap: 0, text: 'Target met' };
  const [one, many] = examScoring[exam].unit;
  return {
    met: false,
    gap,
    text: `${show(gap)} ${gap > 1 ? many : one} below your target of ${show(target)} ${where(measure)}`,
  };
}

/** The exam a report belongs to, from its test template or the course's exam family. */
export function examOf(
  testTemplate: string | null | undefined,
  examFamily?: string | null,
): ScoreExam | null {
  const t = (testTemplate ?? '').toLowerCase();
  if (t.startsWith('gre')) return 'gre';
  if (t.startsWith('sat')) return 'sat';
  if (t.startsWith('pte')) return 'pte';
  if (t.startsWith('celpip')) return 'celpip';
  if (t.startsWith('duolingo')) return 'duolingo';
  if (t.startsWith('ielts')) return 'ielts';
  // 'ielts-general' is IELTS General Training: the same band scale and CEFR table.
  const f = (examFamily ?? '').toLowerCase();
  return (['ielts', 'pte', 'celpip', 'duolingo', 'gre', 'sat'] as const).find((e) => f.startsWith(e)) ?? null;
}

/** A score per measure ('Overall', 'Writing', 'Verbal', 'Total'…); null or missing: not scored yet. */
export type MeasureScores = Record<string, number | null | undefined>;

/**
 * The scores of an attempt's report on its exam's scale, named as targets name them: the one rule
 * the reports' meaning card, the dashboard and the score predictor (decision 059) read scores by.
 */
export function reportMeasureScores(report: StudentTestReportData, exam: ScoreExam): MeasureScores {
  // PTE and Duolingo: the skills scored with the attempt, not the test's parts (decision 040); those
  // the exam's targets name (Duolingo's are its overall alone).
  if (report.examScores) {
    const named = examScoring[exam].measures.map((m) => m.name);
    const skills = report.examScores.subscores.filter((s) => s.kind === 'skill' && named.includes(s.name));
    return {
      Overall: report.examScores.overall,
      ...Object.fromEntries(skills.map((s) => [s.name, s.score])),
    };
  }
  const scores: MeasureScores = {};
  const overall = report.overall.band ?? report.overall.value;
  if (exam === 'sat') scores.Total = overall;
  else if (exam !== 'gre' && exam !== 'celpip') scores.Overall = overall;
  for (const s of report.sections) scores[s.referenceType || s.title] = s.band ?? s.scaledScore;
  return scores;
}
