import type { GetRemarksResponse, Remark } from '@portico/contract/score-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export const remarksQueryKey = ['score-report', 'remarks'] as const;

/** spec 1 §7 GET dashboard/remarks: newest first, so the first is the latest. */
export async function getRemarks(): Promise<Remark[]> {
  const response = await apiGet<GetRemarksResponse>('dashboard/remarks');
  return response.data ?? [];
}

export const remarksQueryOptions = () => queryOptions({ queryKey: remarksQueryKey, queryFn: getRemarks });

export const useRemarks = () => useQuery(remarksQueryOptions());
