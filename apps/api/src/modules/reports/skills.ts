import type { AdaptiveRoute } from '@portico/contract/adaptive';
import { EVALUATED_SKILLS, type ReportCounts, type ScoreKind } from '@portico/contract/reports';
import type { StoredTestReport } from '../../db/schema';
import { GRE_TEMPLATES } from '../assessment/exam-scores';
import { isIelts } from '../assessment/score-attempt';

/** spec 2 §9 (mock section order): Listening, Reading, Writing, Speaking; other skills after, as authored. */
const SKILL_ORDER = ['Listening', 'Reading', 'Writing', 'Speaking'];

/** One skill of an attempt: its sections (IELTS Listening parts 1-4 make one skill) added up. */
export interface Skill {
  title: string;
  referenceType: string;
  band: number | null;
  scaledScore: number | null;
  score: number;
  report: ReportCounts;
  timeTaken: number;
  isEvaluated: boolean;
  /** GRE: no question of the measure answered (ETS reports NS). */
  noScore: boolean;
  /** A routed measure (decision 063): the route its second module took, and its likely scaled range. */
  route?: AdaptiveRoute;
  range?: { low: number; high: number };
}

const zero = (): ReportCounts => ({
  totalQuestions: 0,
  questionsAttempted: 0,
  correctAnswer: 0,
  inCorrectAnswer: 0,
  skippedAnswer: 0,
});

export function countsOf(report: ReportCounts): ReportCounts {
  return {
    totalQuestions: report.totalQuestions,
    questionsAttempted: report.questionsAttempted,
    correctAnswer: report.correctAnswer,
    inCorrectAnswer: report.inCorrectAnswer,
    skippedAnswer: report.skippedAnswer,
  };
}

/** Answers attempted but neither right nor wrong yet: waiting for the teacher. */
export const awaitingOf = (counts: ReportCounts) =>
  Math.max(counts.questionsAttempted - counts.correctAnswer - counts.inCorrectAnswer, 0);

/** The skills of a stored report, sections of one referenceType added up, in the mock order. */
export function skillsOf(report: StoredTestReport): Skill[] {
  const skills = new Map<string, Skill>();
  for (const section of report.sections) {
    const key = section.referenceType || section.title;
    const skill = skills.get(key) ?? {
      title:
        section.referenceType && section.referenceType !== 'Overall' ? section.referenceType : section.title,
      referenceType: section.referenceType,
      band: section.band,
      scaledScore: section.scaledScore,
      score: 0,
      report: zero(),
      timeTaken: 0,
      isEvaluated: EVALUATED_SKILLS.includes(section.referenceType),
      noScore: section.noScore ?? false,
    };
    skill.score += section.score;
    skill.timeTaken += section.timeTaken;
    if (section.route) skill.route = section.route;
    if (section.scaledRange) skill.range = section.scaledRange;
    const counts = countsOf(section);
    for (const k of Object.keys(counts) as (keyof ReportCounts)[]) skill.report[k] += counts[k];
    skills.set(key, skill);
  }
  const all = [...skills.values()];
  // Answers still waiting for the teacher (attempted, neither right nor wrong yet) count 0 in the
  // raw score: a scaled score from it would read as final and low (a PTE Speaking & Writing part
  // before its essays are marked). Such a skill is teacher-marked and has no scaled score yet.
  for (const skill of all) {
    if (awaitingOf(skill.report) > 0) {
      skill.scaledScore = null;
      skill.isEvaluated = true;
    }
  }
  // The mock order when every skill is one of the four (IELTS, CELPIP); other exams keep their
  // authored order (PTE: Speaking & Writing, Reading, Listening; GRE: Writing, Verbal, Quant).
  if (!all.every((s) => SKILL_ORDER.includes(s.referenceType))) return all;
  return all.sort((a, b) => skillRank(a.referenceType) - skillRank(b.referenceType));
}

/**
 * The skills of an attempt with the teacher's released scores the stored report does not carry:
 * GRE's Analytical Writing (0-6) is the teacher's score, not a scaled score of the test's tables.
 */
export function attemptSkills(attempt: {
  template: string;
  report: StoredTestReport;
  evaluatedBands: Record<string, number>;
}): Skill[] {
  const skills = skillsOf(attempt.report);
  const writing = attempt.evaluatedBands.Writing;
  if (!GRE_TEMPLATES.includes(attempt.template) || typeof writing !== 'number') return skills;
  return skills.map((s) =>
    s.referenceType === 'Writing' && !s.noScore ? { ...s, scaledScore: writing } : s,
  );
}

/** Where a skill comes in the mock order; skills outside the four come after them. */
export function skillRank(referenceType: string): number {
  const i = SKILL_ORDER.indexOf(referenceType);
  return i < 0 ? SKILL_ORDER.length : i;
}

/** Exams that report scaled scores (SCORING.md 'Other exams'). */
const SCALED_EXAMS = ['gre', 'sat', 'pte', 'celpip', 'duolingo'];

/** How the exam reports a score: IELTS bands, the test's scaled scores, or raw points. */
export function scoreKindOf(test: Parameters<typeof isIelts>[0], report: StoredTestReport): ScoreKind {
  if (isIelts(test)) return 'band';
  // An exam on its own scale stays on it while an answer waits for the teacher (no scaled score yet).
  const scaledExam =
    SCALED_EXAMS.includes(test.examFamily ?? '') && report.sections.some((s) => awaitingOf(s) > 0);
  // A GRE measure that is NS has no scaled score but stays on GRE's scale (decision 040).
  const scaled =
    scaledExam ||
    !!report.examScores ||
    report.sections.some((s) => s.scaledScore !== null || s.noScore === true);
  return scaled ? 'scaled' : 'raw';
}

/** A skill's value on the exam's scale. */
export function skillValue(skill: Skill, kind: ScoreKind): number | null {
  if (kind === 'band') return skill.band;
  if (kind === 'scaled') return skill.scaledScore;
  return skill.score;
}

/**
 * The overall value on the exam's scale (SCORING.md 'Other exams'): the IELTS overall band; the SAT
 * total (both sections, 400-1600); GRE Verbal plus Quant (260-340, not an ETS score: shown labelled
 * so; none while a measure is NS); the PTE and Duolingo overall scored with the attempt (decision
 * 040). CELPIP reports levels per skill and no overall: null. Raw scores: the attempt's score.
 */
export function overallValue(
  template: string,
  kind: ScoreKind,
  report: StoredTestReport,
  skills: Skill[],
): number | null {
  if (kind === 'band') return report.band;
  if (kind === 'raw') return report.score;
  const scaled = (ref: string) => skills.find((s) => s.referenceType === ref)?.scaledScore ?? null;
  const sum = (refs: string[]) => {
    const values = refs.map(scaled);
    return values.every((v): v is number => v !== null) ? values.reduce((a, b) => a + b, 0) : null;
  };
  switch (template) {
    case 'sat-digital':
      return sum(['Reading and Writing', 'Math']);
    case 'grelayout':
    case 'grelayoutv2':
    case 'grelayoutv3':
      return sum(['Verbal', 'Quant']);
    case 'ptelayout':
    case 'duolingo':
      return report.examScores?.overall ?? null;
    default:
      return null;
  }
}
