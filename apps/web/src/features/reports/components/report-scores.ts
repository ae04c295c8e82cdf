import type { DefaultReportData, ExamReportData } from '@portico/contract/assessment-report';
import type { ScoreExam } from '@portico/contract/score-meaning';
import type { MeasureScores } from './score-meaning';

/** The default report's scores on the exam's scale (decision 043), named as targets name them. */
export function defaultReportScores(data: DefaultReportData, exam: ScoreExam): MeasureScores {
  const { greReport: gre, satDigitalReport: sat, pteReport: pte } = data;
  if (gre) return { Verbal: gre.verbalScaledScore, Quant: gre.quantScaledScore, Writing: gre.writingScore };
  if (sat) return { Total: sat.total, 'Reading and Writing': sat.vrScaledScore, Math: sat.qaScaledScore };
  if (pte) return { Overall: pte.overall, ...Object.fromEntries(pte.skills.map((s) => [s.skill, s.score])) };
  if (exam !== 'ielts') return {};
  const { report } = data.studentTest;
  const bands: MeasureScores = Object.fromEntries(
    report.sections.map((s) => [s.referenceType || s.title, s.band]),
  );
  return { Overall: report.band, ...bands };
}

/** The Duolingo or CELPIP report's scores (decision 043): Duolingo's overall, CELPIP's level per skill. */
export function examReportScores(data: ExamReportData, exam: ScoreExam): MeasureScores {
  const { studentTest } = data;
  if (exam === 'celpip')
    return Object.fromEntries(studentTest.sectionWiseReport.map((s) => [s.referenceType, s.band]));
  return { Overall: studentTest.examScores?.overall ?? studentTest.score };
}
