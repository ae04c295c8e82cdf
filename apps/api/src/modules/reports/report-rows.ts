import {
  EVALUATED_SKILLS,
  type ReportCard,
  type ScoreKind,
  type SkillReport,
  type StudentTestReportData,
  type TrendRow,
} from '@portico/contract/reports';
import { LEVEL_CHECK_FAMILY } from '../assessment/score-attempt';
import { questionCounts } from '../assessment/scoring/section-score';
import type { EndedAttempt, TopicItemRow } from './reports.repository';
import {
  attemptSkills,
  countsOf,
  overallValue,
  type Skill,
  scoreKindOf,
  skillRank,
  skillsOf,
  skillValue,
} from './skills';

/** The teacher's evaluation as the reports show it: 0 pending, 1 done, null none asked. */
export const evaluation = (value: number | null): 0 | 1 | null => (value === 0 || value === 1 ? value : null);

/** 'Test Your English': the student's own level check, not one of the course's tests. */
export const isLevelCheck = (a: { examFamily: string | null }) => a.examFamily === LEVEL_CHECK_FAMILY;

/** GET studenttestreport: the attempt by skill, each with the company topper's result. */
export function studentTestReportOf(
  attempt: EndedAttempt,
  topper: EndedAttempt | undefined,
  evaluationStatus: number | null,
): StudentTestReportData {
  const topperSkills = topper ? skillsOf(topper.report) : [];
  const completed = attempt.endedAt.toISOString();
  const skills = attemptSkills(attempt);
  const kind = scoreKindOf(attempt, attempt.report);
  const sections: SkillReport[] = skills.map((skill) => {
    const top = topperSkills.find((s) => s.referenceType === skill.referenceType && s.title === skill.title);
    return {
      ...skill,
      completedDatetime: completed,
      toppersReport:
        skill.isEvaluated || !top
          ? null
          : { ...top.report, band: top.band, scaledScore: top.scaledScore, score: top.score },
      overallAudioFeedBack: null,
      itemId: null,
    };
  });
  return {
    studentTestId: attempt.id,
    testId: attempt.testId,
    title: attempt.title,
    testTemplate: attempt.template,
    examFamily: attempt.examFamily,
    scoreKind: kind,
    completedDatetime: completed,
    courseId: attempt.courseId,
    learningModuleId: attempt.moduleId,
    overall: {
      band: attempt.report.band,
      score: attempt.score,
      value: overallValue(attempt.template, kind, attempt.report, skills),
      report: countsOf(attempt.report),
    },
    sections,
    examScores: attempt.report.examScores ?? null,
    evaluationStatus: evaluation(evaluationStatus),
  };
}

/** One attempt of the past-performance chart: overall and each skill, against its test's topper. */
export function pastPerformanceRow(a: EndedAttempt, topper: EndedAttempt | undefined, kind: ScoreKind) {
  const mine = attemptSkills(a);
  const theirs = topper ? skillsOf(topper.report) : [];
  const value = (skills: Skill[], ref: string) => {
    const skill = skills.find((s) => s.referenceType === ref);
    return skill ? skillValue(skill, kind) : null;
  };
  return {
    studentTestId: a.id,
    title: a.title,
    completedDatetime: a.endedAt.toISOString(),
    points: [
      {
        referenceType: 'Overall',
        you: overallValue(a.template, kind, a.report, mine),
        topper: topper ? overallValue(topper.template, kind, topper.report, theirs) : null,
      },
      ...mine
        .filter((s) => s.referenceType !== 'Overall')
        .map((s) => ({
          referenceType: s.referenceType,
          you: skillValue(s, kind),
          topper: value(theirs, s.referenceType),
        })),
    ],
  };
}

/** GET gettrendanalysis: an attempt's accuracy, questions attempted, score and band. */
export function trendRow(a: EndedAttempt): TrendRow {
  const kind = scoreKindOf(a, a.report);
  return {
    studentTestId: a.id,
    title: a.title,
    completedDatetime: a.endedAt.toISOString(),
    accuracy: a.report.accuracy,
    attempt: a.report.questionsAttempted,
    totalQuestions: a.report.totalQuestions,
    score: a.score,
    scoreKind: kind,
    band: kind === 'raw' ? null : overallValue(a.template, kind, a.report, skillsOf(a.report)),
  };
}

/** GET reportcard: one ended attempt's card. */
export function reportCardOf(a: EndedAttempt): ReportCard {
  const skills = attemptSkills(a);
  const kind = scoreKindOf(a, a.report);
  return {
    studentTestId: a.id,
    testId: a.testId,
    title: a.title,
    testTemplate: a.template,
    scoreKind: kind,
    completedDatetime: a.endedAt.toISOString(),
    band: a.report.band,
    // On the exam's scale only (decision 040): a GRE with a measure NS has no V + Q, not its points.
    score: kind === 'raw' ? a.score : overallValue(a.template, kind, a.report, skills),
    sections: skills.map((s) => ({
      referenceType: s.referenceType,
      band: s.band,
      scaledScore: s.scaledScore,
      ...(s.noScore ? { noScore: true } : {}),
    })),
  };
}

/** Correct answers by (skill, question type), questions counted as the report counts them. */
export function topicRows(items: TopicItemRow[]) {
  const rows = new Map<
    string,
    { topicName: string; referenceType: string; corrent: number; total: number }
  >();
  for (const item of items) {
    if (!item.topicName || EVALUATED_SKILLS.includes(item.referenceType)) continue;
    const key = `${item.referenceType}\u0001${item.topicName}`;
    const row = rows.get(key) ?? {
      topicName: item.topicName,
      referenceType: item.referenceType,
      corrent: 0,
      total: 0,
    };
    const counts = questionCounts(item);
    row.total += counts.totalQuestions;
    row.corrent += counts.correctAnswer;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType));
}
