import type {
  GreReport,
  PteReport,
  SatDigitalReport,
  SatScorecardRow,
} from '@portico/contract/assessment-report';
import type { StoredTestReport } from '../../db/schema';
import { GRE_TEMPLATES } from '../assessment/exam-scores';
import { examScales } from '../assessment/scoring/exam-scales';
import { type Skill, skillsOf } from './skills';

/** The exam blocks of the default report (spec 3 §2 layouts by template; SCORING.md scales). */
export interface ExamReports {
  greReport: GreReport | null;
  satDigitalReport: SatDigitalReport | null;
  satScorecard: SatScorecardRow[] | null;
  pteReport: PteReport | null;
}

const find = (skills: Skill[], ref: string) => skills.find((s) => s.referenceType === ref);
const sum = (...values: (number | null | undefined)[]) =>
  values.every((v): v is number => typeof v === 'number') ? values.reduce((a, b) => a + b, 0) : null;

/** SAT digital sections: Reading and Writing (the spec's vr), Math (qa). */
export const SAT_READING_WRITING = 'Reading and Writing';
export const SAT_MATH = 'Math';

export function examReports(
  template: string,
  report: StoredTestReport,
  evaluatedScores: Record<string, number>,
): ExamReports {
  const skills = skillsOf(report);
  const none: ExamReports = { greReport: null, satDigitalReport: null, satScorecard: null, pteReport: null };
  if (GRE_TEMPLATES.includes(template)) {
    const verbal = find(skills, 'Verbal');
    const quant = find(skills, 'Quant');
    const writing = evaluatedScores.Writing;
    // ETS: a measure with no question answered is NS (No Score), and then there is no V + Q either.
    const noScore = (['Verbal', 'Quant', 'Writing'] as const).filter((ref) => find(skills, ref)?.noScore);
    return {
      ...none,
      greReport: {
        verbalScaledScore: verbal?.scaledScore ?? null,
        quantScaledScore: quant?.scaledScore ?? null,
        total: verbal && quant ? sum(verbal.scaledScore, quant.scaledScore) : null,
        noScore,
        writingScore: typeof writing === 'number' && !noScore.includes('Writing') ? writing : null,
        vrCorrect: verbal?.report.correctAnswer ?? 0,
        qaCorrect: quant?.report.correctAnswer ?? 0,
        totalCorrect: report.correctAnswer,
        totalInCorrect: report.inCorrectAnswer,
        routes: (['Verbal', 'Quant'] as const).flatMap((measure) => {
          const skill = find(skills, measure);
          if (!skill?.route) return [];
          return [{ measure, route: skill.route, ...(skill.range ? { range: skill.range } : {}) }];
        }),
      },
    };
  }
  if (template === 'sat-digital') {
    const rw = find(skills, SAT_READING_WRITING);
    const math = find(skills, SAT_MATH);
    const scale = examScales['sat-section'];
    return {
      ...none,
      satDigitalReport: {
        reportType: rw && math ? 'default' : 'other',
        total: rw && math ? sum(rw.scaledScore, math.scaledScore) : null,
        totalScore: report.score,
        totalCorrect: report.correctAnswer,
        totalInCorrect: report.inCorrectAnswer,
        vrCorrect: rw?.report.correctAnswer ?? 0,
        qaCorrect: math?.report.correctAnswer ?? 0,
        vrScaledScore: rw?.scaledScore ?? null,
        qaScaledScore: math?.scaledScore ?? null,
      },
      satScorecard: skills.map((s) => ({
        section: s.title,
        correct: s.report.correctAnswer,
        total: s.report.totalQuestions,
        scaledScore: s.scaledScore,
        min: scale.min,
        max: scale.max,
        ...(s.route ? { route: s.route } : {}),
        ...(s.range ? { range: s.range } : {}),
      })),
    };
  }
  if (template === 'ptelayout') {
    const parts = skills.map((s) => ({
      title: s.title,
      referenceType: s.referenceType,
      score: s.scaledScore,
      awaiting: 0,
    }));
    return { ...none, pteReport: { overall: null, skills: [], parts } };
  }
  return none;
}
