import type {
  ApplicationDetail,
  ApplicationItem,
  ApplicationStatusRequest,
} from '@portico/contract/application';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from './console';
import { consoleGet, consoleQuery, consoleSend, itemPath } from './console-call';

/** To follow up (New and Contacted), Enrolled, Closed, All: four, so the filter fits a phone. */
export type ApplicationFilter = 'open' | 'enrolled' | 'closed' | 'all';
export const applicationFilters: readonly ApplicationFilter[] = ['open', 'enrolled', 'closed', 'all'];

/** Sent applications (decision 047), newest sent first. */
export const applicationsQuery = (status: ApplicationFilter) =>
  queryOptions({
    queryKey: ['console', 'applications', 'list', status],
    queryFn: async ({ signal }): Promise<ApplicationItem[]> =>
      (await consoleGet<{ items: ApplicationItem[] }>('console/applications', signal, { status })).items,
  });

/** One application with its history: each version the student saved, the sending, staff's steps. */
export const applicationQuery = (id: string) =>
  consoleQuery<ApplicationDetail>(
    ['console', 'applications', 'detail', id],
    itemPath('console/applications', id),
    { staleTime: 0 },
  );

/** Moves an application on (with a note); the list and the application are asked again. */
export function useApplicationStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationStatusRequest) =>
      dataOf(
        (await consoleSend<ApplicationDetail>('PUT', `${itemPath('console/applications', id)}/status`, body))
          .data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'applications'] }),
  });
}
