import type {
  ApplicationDetail,
  ApplicationDetailResponse,
  ApplicationItem,
  ApplicationQueueResponse,
  ApplicationStatusRequest,
} from '@portico/contract/application';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, quiet } from './console';

/** To follow up (New and Contacted), Enrolled, Closed, All: four, so the filter fits a phone. */
export type ApplicationFilter = 'open' | 'enrolled' | 'closed' | 'all';
export const applicationFilters: readonly ApplicationFilter[] = ['open', 'enrolled', 'closed', 'all'];

/** Sent applications (decision 047), newest sent first. */
export const applicationsQuery = (status: ApplicationFilter) =>
  queryOptions({
    queryKey: ['console', 'applications', 'list', status],
    queryFn: async ({ signal }): Promise<ApplicationItem[]> =>
      dataOf(
        (
          await apiGet<ApplicationQueueResponse>('console/applications', {
            query: { status },
            signal,
            ...quiet,
          })
        ).data,
      ).items,
  });

/** One application with its history: each version the student saved, the sending, staff's steps. */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'applications', 'detail', id],
    queryFn: async ({ signal }): Promise<ApplicationDetail> =>
      dataOf(
        (
          await apiGet<ApplicationDetailResponse>(`console/applications/${encodeURIComponent(id)}`, {
            signal,
            ...quiet,
          })
        ).data,
      ),
    staleTime: 0,
  });

/** Moves an application on (with a note); the list and the application are asked again. */
export function useApplicationStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationStatusRequest) =>
      dataOf(
        (
          await apiRequest<ApplicationDetailResponse>(
            'PUT',
            `console/applications/${encodeURIComponent(id)}/status`,
            { body, ...quiet },
          )
        ).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'applications'] }),
  });
}
