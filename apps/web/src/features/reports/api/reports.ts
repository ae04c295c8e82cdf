import { attemptReportApi } from '@portico/contract/assessment-report';
import { type OverallReportQuery, reportsApi } from '@portico/contract/reports';
import { testAnalysisApi } from '@portico/contract/test-analysis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';

// A faculty evaluation or a classmate's new best can change these: a later visit fetches again.
const staleTime = 30_000;

/** spec 2 §7 GET studenttestreport: the attempt by skill, with the company topper's results. */
export const useStudentTestReport = (studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'student-test', studentTestId],
    queryFn: ({ signal }) =>
      callData(reportsApi.studentTestReport, { query: { testId: studentTestId ?? '' } }, { signal }),
    enabled: Boolean(studentTestId),
    staleTime,
  });

/** spec 2 §7 GET get-pastperformance: the student's earlier attempts of the kind against the topper. */
export const usePastPerformance = (courseId: string | null, studentTestId: string) =>
  useQuery({
    queryKey: ['reports', 'past-performance', courseId, studentTestId],
    queryFn: ({ signal }) =>
      callData(
        reportsApi.pastPerformance,
        { query: { courseId: courseId ?? '', id: studentTestId } },
        { signal },
      ),
    enabled: Boolean(courseId),
    staleTime,
  });

/** spec 2 §7 GET topicwisechart: correct answers by question type, of one attempt or of the course. */
export const useTopicChart = (courseId: string | null, studentTestId: string | null) =>
  useQuery({
    queryKey: ['reports', 'topics', courseId, studentTestId ?? 'overall'],
    queryFn: ({ signal }) =>
      callData(
        reportsApi.topicChart,
        {
          query: studentTestId
            ? { courseId: courseId ?? '', testId: studentTestId, isOverAllReport: 'false' }
            : { courseId: courseId ?? '', isOverAllReport: 'true' },
        },
        { signal },
      ),
    enabled: Boolean(courseId),
    staleTime,
  });

/** spec 2 §7 GET evaluation-remarks: the message is what the Remarks tab shows. */
export const useEvaluationRemarks = (studentTestId: string) =>
  useQuery({
    queryKey: ['reports', 'remarks', studentTestId],
    queryFn: async ({ signal }) =>
      call(reportsApi.evaluationRemarks, { query: { id: studentTestId } }, { signal }),
    staleTime,
  });

/** spec 2 §7 GET reportcard: the student's ended mocks ('1') or practice tests ('2') of the course. */
export const useReportCards = (courseId: string | null, kind: '1' | '2' = '1') =>
  useQuery({
    queryKey: ['reports', 'cards', courseId, kind],
    queryFn: ({ signal }) =>
      callData(reportsApi.reportCards, { query: { id: kind, courseId: courseId ?? '' } }, { signal }),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 2 §7 GET getoverallreport: the overall (progress) report for the applied filters. */
export const useOverallReport = (
  courseId: string | null,
  tests: OverallReportQuery['tests'],
  timeline: OverallReportQuery['timeline'],
) =>
  useQuery({
    queryKey: ['reports', 'overall', courseId, tests, timeline],
    queryFn: ({ signal }) =>
      callData(
        reportsApi.overallReport,
        { query: { courseId: courseId ?? '', tests, timeline } },
        { signal },
      ),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 2 §7 GET gettrendanalysis: one row per ended test, oldest first. */
export const useTrend = (
  courseId: string | null,
  testType: OverallReportQuery['tests'],
  timeline: OverallReportQuery['timeline'],
) =>
  useQuery({
    queryKey: ['reports', 'trend', courseId, testType, timeline],
    queryFn: ({ signal }) =>
      callData(reportsApi.trend, { query: { courseId: courseId ?? '', testType, timeline } }, { signal }),
    enabled: Boolean(courseId),
    placeholderData: keepPreviousData,
    staleTime,
  });

/** spec 3 §7 GET duolingo-report: the Duolingo and CELPIP reports' data. */
export const useExamReport = (studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'exam', studentTestId],
    queryFn: ({ signal }) =>
      callData(attemptReportApi.examReport, { query: { testId: studentTestId ?? '' } }, { signal }),
    enabled: Boolean(studentTestId),
    staleTime,
  });

/** spec 2 §7 GET get-testwiseanalysis: the attempt question by question, for the question-wise report. */
export const useTestwiseAnalysis = (courseId: string | null, studentTestId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'testwise', courseId, studentTestId],
    queryFn: ({ signal }) =>
      callData(
        testAnalysisApi.testwiseAnalysis,
        { query: { courseId: courseId ?? '', testId: studentTestId ?? '' } },
        { signal },
      ),
    enabled: Boolean(courseId && studentTestId),
    staleTime,
  });
