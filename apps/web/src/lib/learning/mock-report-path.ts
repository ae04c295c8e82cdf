import { type ExamProfile, examProfileOf } from '@portico/contract/exam-profile';

/** The exams whose mock reports have an address of their own (issue 37 §6); IELTS keeps the spec's. */
export const MOCK_REPORT_EXAMS = [
  'gre',
  'sat',
  'pte',
  'celpip',
  'duolingo',
] as const satisfies readonly ExamProfile[];

/**
 * Where an attempt's mock report lives: spec 2 §2's /ielts-mockreport/:id for IELTS (and a test of no
 * exam), /gre-mockreport/:id, /sat-mockreport/:id… for the others, so no SAT report sits under IELTS.
 */
export function mockReportPath(
  test: { testTemplate: string | null; examFamily?: string | null },
  studentTestId: string,
): string {
  const exam = examProfileOf(test.testTemplate ?? '', test.examFamily);
  const own = (MOCK_REPORT_EXAMS as readonly string[]).includes(exam) ? exam : 'ielts';
  return `/${own}-mockreport/${studentTestId}`;
}
