import type { ExamProfile } from '@portico/contract/exam-profile';

// Kept apart from mock-report-path.ts: the router loads with the login page, and the exam profiles
// bring zod with them (the login route's bundle budget); a type import costs nothing.

/** The exams whose mock reports have an address of their own; IELTS keeps the spec's. */
export const MOCK_REPORT_EXAMS = [
  'gre',
  'sat',
  'pte',
  'celpip',
  'duolingo',
] as const satisfies readonly ExamProfile[];

/** The router's mock report addresses, one per exam (IELTS keeps the spec's /ielts-mockreport/:id). */
export const MOCK_REPORT_ROUTES = ['ielts', ...MOCK_REPORT_EXAMS].map((exam) => `${exam}-mockreport/:id`);
