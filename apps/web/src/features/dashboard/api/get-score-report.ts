import { scoreReportApi } from '@portico/contract/score-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const scoreReportQueryKey = ['score-report', 'trf-details'] as const;

/** spec 1 §7 GET dashboard/trf-details: the score report record. */
export const getScoreReport = () => callData(scoreReportApi.record);

export const scoreReportQueryOptions = () =>
  queryOptions({ queryKey: scoreReportQueryKey, queryFn: getScoreReport });

export const useScoreReport = () => useQuery(scoreReportQueryOptions());
