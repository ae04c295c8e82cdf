import type { GetScoreReportResponse, ScoreReportRecord } from '@portico/contract/score-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiGet } from '../../../lib/http';

export const scoreReportQueryKey = ['score-report', 'trf-details'] as const;

/** spec 1 §7 GET dashboard/trf-details: the score report record. */
export async function getScoreReport(): Promise<ScoreReportRecord> {
  const response = await apiGet<GetScoreReportResponse>('dashboard/trf-details');
  if (!response.data) throw new ApiError('Score report not found', { status: 200, fromServer: false });
  return response.data;
}

export const scoreReportQueryOptions = () =>
  queryOptions({ queryKey: scoreReportQueryKey, queryFn: getScoreReport });

export const useScoreReport = () => useQuery(scoreReportQueryOptions());
