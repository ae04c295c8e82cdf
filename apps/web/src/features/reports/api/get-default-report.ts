import type { DefaultReportData, DefaultReportResponse } from '@portico/contract/assessment-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/http';

/** spec 3 §7: GET default-report?testId=<student test id>. */
export async function getDefaultReport(
  studentTestId: string,
  signal?: AbortSignal,
): Promise<DefaultReportData> {
  const response = await apiGet<DefaultReportResponse>('default-report', {
    query: { testId: studentTestId },
    signal,
  });
  if (!response.data) throw new ApiError('The report is empty', { status: 200, fromServer: false });
  return response.data;
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
