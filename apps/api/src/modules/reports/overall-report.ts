import {
  EVALUATED_SKILLS,
  type OverallReportData,
  type OverallReportQuery,
  type OverallRow,
  type ScoreKind,
} from '@portico/contract/reports';
import { ieltsBandOutOf, ieltsReadingTable, roundToHalfBand } from '../assessment/scoring/ielts';
import { countAnswers } from '../assessment/scoring/section-score';
import type { EndedAttempt, TopicItemRow } from './reports.repository';
import { attemptSkills, scoreKindOf, skillRank, skillValue } from './skills';

/**
 * GET getoverallreport: percent correct by skill and by question type over the filtered attempts
 * (oldest first), each against the toppers of the same tests: `mine` the questions of the attempts,
 * `theirs` those of the toppers' attempts.
 */
export function overallReportOf(
  attempts: EndedAttempt[],
  mine: TopicItemRow[],
  theirs: TopicItemRow[],
  referenceType: OverallReportQuery['referenceType'],
): OverallReportData {
  const latest = attempts.at(-1);
  const kind = latest ? scoreKindOf(latest, latest.report) : 'raw';
  const keep = (ref: string) => !referenceType || ref === referenceType;
  const topperShare = (match: (i: TopicItemRow) => boolean) => {
    const counts = countAnswers(theirs.filter(match));
    return counts.totalQuestions === 0 ? null : percent(counts.correctAnswer, counts.totalQuestions);
  };

  const objective = mine.filter((i) => !EVALUATED_SKILLS.includes(i.referenceType) && keep(i.referenceType));
  const topics = summarise(objective, (i) =>
    i.topicName ? `${i.referenceType}\u0001${i.topicName}` : null,
  ).map((row) => ({
    ...row,
    topperPercent: topperShare((i) => i.referenceType === row.referenceType && i.topicName === row.topicName),
  }));
  const rowBand = rowBandOf(attempts, kind, ieltsReadingTable(latest?.examFamily ?? null));
  const skills = summarise(objective, (i) => i.referenceType).map((row) => ({
    ...row,
    topicName: row.referenceType,
    band: rowBand(row),
    topperPercent: topperShare((i) => i.referenceType === row.referenceType),
  }));
  const evaluated = EVALUATED_SKILLS.filter(keep).flatMap((ref) => evaluatedRows(attempts, kind, ref));
  return {
    totalQuestions: countAnswers(objective).totalQuestions,
    scoreKind: kind,
    skills: [...skills, ...evaluated].sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType)),
    topics: topics.sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType)),
  };
}

/** The skill's value in the latest attempt that has it. */
function latestValue(attempts: EndedAttempt[], kind: ScoreKind, ref: string) {
  const last = [...attempts]
    .reverse()
    .flatMap((a) => attemptSkills(a))
    .find((s) => s.referenceType === ref);
  return last ? skillValue(last, kind) : null;
}

/**
 * IELTS: a row's band is the band of its own correct answers out of its questions, on the skill's
 * table; Reading's by the course's exam (Academic or General Training).
 */
function rowBandOf(
  attempts: EndedAttempt[],
  kind: ScoreKind,
  readingTable: ReturnType<typeof ieltsReadingTable>,
) {
  return (row: OverallRow): number | null => {
    if (kind === 'scaled') return latestValue(attempts, kind, row.referenceType);
    if (kind !== 'band' || row.total <= 0) return null;
    const table =
      row.referenceType === 'Listening' ? 'listening' : row.referenceType === 'Reading' ? readingTable : null;
    return table ? ieltsBandOutOf(table, Math.min(row.correct, row.total), row.total) : null;
  };
}

/** Writing and Speaking, marked by the teacher: a row of their own, with the teacher's results. */
function evaluatedRows(attempts: EndedAttempt[], kind: ScoreKind, ref: string): OverallRow[] {
  const taken = attempts.flatMap((a) => attemptSkills(a).filter((s) => s.referenceType === ref));
  if (taken.length === 0) return [];
  const values = taken.map((s) => skillValue(s, kind)).filter((v): v is number => v !== null);
  const band =
    values.length === 0 || kind === 'raw'
      ? null
      : kind === 'band'
        ? roundToHalfBand(values.reduce((a, b) => a + b, 0) / values.length)
        : latestValue(attempts, kind, ref);
  return [
    {
      referenceType: ref,
      topicName: ref,
      correct: 0,
      total: 0,
      percentCorrect: 0,
      attempts: taken.length,
      score: Math.round(taken.reduce((sum, s) => sum + Math.max(0, s.score), 0) * 100) / 100,
      band,
      topperPercent: null,
    },
  ];
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Rows of questions grouped by `key` (null: left out): correct, total, percent, attempts and points. */
function summarise(items: TopicItemRow[], key: (i: TopicItemRow) => string | null) {
  const groups = new Map<string, TopicItemRow[]>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()].map((rows): OverallRow => {
    const first = rows[0] as TopicItemRow;
    // Questions as the report counts them: an IELTS 'Choose TWO' is two (decision 038).
    const counts = countAnswers(rows);
    return {
      referenceType: first.referenceType,
      topicName: first.topicName ?? first.referenceType,
      correct: counts.correctAnswer,
      total: counts.totalQuestions,
      percentCorrect: percent(counts.correctAnswer, counts.totalQuestions),
      attempts: new Set(rows.map((i) => i.studentTestId)).size,
      score: Math.round(rows.reduce((sum, i) => sum + Math.max(0, i.points ?? 0), 0) * 100) / 100,
      band: null,
      topperPercent: null,
    };
  });
}
