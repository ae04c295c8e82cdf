import { scoreReportApi } from '@portico/contract/score-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

export const remarksQueryKey = ['score-report', 'remarks'] as const;

/** spec 1 §7 GET dashboard/remarks: newest first, so the first is the latest. */
export const getRemarks = () => callData(scoreReportApi.remarks);

export const remarksQueryOptions = () => queryOptions({ queryKey: remarksQueryKey, queryFn: getRemarks });

export const useRemarks = () => useQuery(remarksQueryOptions());
