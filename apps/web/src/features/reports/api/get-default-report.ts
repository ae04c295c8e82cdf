import { attemptReportApi, type DefaultReportData } from '@portico/contract/assessment-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** spec 3 §7: GET default-report?testId=<student test id>. */
export async function getDefaultReport(
  studentTestId: string,
  signal?: AbortSignal,
): Promise<DefaultReportData> {
  return callData(attemptReportApi.defaultReport, { query: { testId: studentTestId } }, { signal });
}

export const defaultReportQueryKey = (studentTestId: string) => ['default-report', studentTestId] as const;

export const defaultReportQueryOptions = (studentTestId: string) =>
  queryOptions({
    queryKey: defaultReportQueryKey(studentTestId),
    queryFn: ({ signal }) => getDefaultReport(studentTestId, signal),
    // A faculty evaluation can change the report: a later visit fetches it again.
    staleTime: 30_000,
  });

export const useDefaultReport = (studentTestId: string | undefined) =>
  useQuery({ ...defaultReportQueryOptions(studentTestId ?? ''), enabled: Boolean(studentTestId) });
