import { examProfileOf } from '@portico/contract/exam-profile';
import { MOCK_REPORT_EXAMS } from './mock-report-routes';

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
