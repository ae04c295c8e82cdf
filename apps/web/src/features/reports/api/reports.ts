import type { ExamReportData } from '@portico/contract/assessment-report';
import type {
  EvaluationRemarksResponse,
  OverallReportData,
  PastPerformanceData,
  ReportCard,
  StudentTestReportData,
  TopicChartData,
  TrendRow,
} from '@portico/contract/reports';
import type { TestwiseAnalysisData } from '@portico/contract/test-analysis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/http';

type Envelope<T> = { success: boolean; message?: string; data?: T };

async function get<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const response = await apiGet<Envelope<T>>(path, { query, signal });
  if (response.data === undefined)
    throw new ApiError('The report is empty', { status: 200, fromServer: false });
  return response.data;
}

// A faculty evaluation or a classmate's new best can change these: a later visit fetches again.
const staleTime = 30_000;

/** spec 2 §7 GET studenttestreport: the attempt by skill, with the company topper's results. */
export const useStudentTestReport = (studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'student-test', studentTestId],
    queryFn: ({ signal }) =>
      get<StudentTestReportData>('studenttestreport', { testId: studentTestId ?? '' }, signal),
    enabled: Boolean(studentTestId),
    staleTime,
  });

/** spec 2 §7 GET get-pastperformance: the student's earlier attempts of the kind against the topper. */
export const usePastPerformance = (courseId: string | null, studentTestId: string) =>
  useQuery({
    queryKey: ['reports', 'past-performance', courseId, studentTestId],
    queryFn: ({ signal }) =>
      get<PastPerformanceData>(
        'get-pastperformance',
        { courseId: courseId ?? '', id: studentTestId },
        signal,
      ),
    enabled: Boolean(courseId),
    staleTime,
  });

/** spec 2 §7 GET topicwisechart: correct answers by question type, of one attempt or of the course. */
export const useTopicChart = (courseId: string | null, studentTestId: string | null) =>
  useQuery({
    queryKey: ['reports', 'topics', courseId, studentTestId ?? 'overall'],
    queryFn: ({ signal }) =>
      get<TopicChartData>(
        'topicwisechart',
        studentTestId
          ? { courseId: courseId ?? '', testId: studentTestId, isOverAllReport: 'false' }
          : { courseId: courseId ?? '', isOverAllReport: 'true' },
        signal,
      ),
    enabled: Boolean(courseId),
    staleTime,
  });

/** spec 2 §7 GET evaluation-remarks: the message is what the Remarks tab shows. */
export const useEvaluationRemarks = (studentTestId: string) =>
  useQuery({
    queryKey: ['reports', 'remarks', studentTestId],
    queryFn: async ({ signal }) =>
      apiGet<EvaluationRemarksResponse>('evaluation-remarks', { query: { id: studentTestId }, signal }),
    staleTime,
  });

/** spec 2 §7 GET reportcard: the student's ended mocks ('1') or practice tests ('2') of the course. */
export const useReportCards = (courseId: string | null, kind: '1' | '2' = '1') =>
  useQuery({
    queryKey: ['reports', 'cards', courseId, kind],
    queryFn: ({ signal }) => get<ReportCard[]>('reportcard', { id: kind, courseId: courseId ?? '' }, signal),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 2 §7 GET getoverallreport: the overall (progress) report for the applied filters. */
export const useOverallReport = (courseId: string | null, tests: string, timeline: string) =>
  useQuery({
    queryKey: ['reports', 'overall', courseId, tests, timeline],
    queryFn: ({ signal }) =>
      get<OverallReportData>('getoverallreport', { courseId: courseId ?? '', tests, timeline }, signal),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 2 §7 GET gettrendanalysis: one row per ended test, oldest first. */
export const useTrend = (courseId: string | null, testType: string, timeline: string) =>
  useQuery({
    queryKey: ['reports', 'trend', courseId, testType, timeline],
    queryFn: ({ signal }) =>
      get<TrendRow[]>('gettrendanalysis', { courseId: courseId ?? '', testType, timeline }, signal),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 3 §7 GET duolingo-report: the Duolingo and CELPIP reports' data. */
export const useExamReport = (studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'exam', studentTestId],
    queryFn: ({ signal }) => get<ExamReportData>('duolingo-report', { testId: studentTestId ?? '' }, signal),
    enabled: Boolean(studentTestId),
    staleTime,
  });

/** spec 2 §7 GET get-testwiseanalysis: the attempt question by question, for the question-wise report. */
export const useTestwiseAnalysis = (courseId: string | null, studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'testwise', courseId, studentTestId],
    queryFn: ({ signal }) =>
      get<TestwiseAnalysisData>(
        'get-testwiseanalysis',
        { courseId: courseId ?? '', testId: studentTestId ?? '' },
        signal,
      ),
    enabled: Boolean(courseId && studentTestId),
    staleTime,
  });
