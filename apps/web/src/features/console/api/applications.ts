import { type ApplicationStatusRequest, applicationConsoleApi as api } from '@portico/contract/application';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

import { quiet } from './console';

/** To follow up (New and Contacted), Enrolled, Closed, All: four, so the filter fits a phone. */
export type ApplicationFilter = 'open' | 'enrolled' | 'closed' | 'all';
export const applicationFilters: readonly ApplicationFilter[] = ['open', 'enrolled', 'closed', 'all'];

/** Sent applications (decision 047), newest sent first. */
export const applicationsQuery = (status: ApplicationFilter) =>
  queryOptions({
    queryKey: ['console', 'applications', 'list', status],
    queryFn: async ({ signal }) =>
      (await callData(api.list, { query: { status } }, { signal, ...quiet })).items,
  });

/** One application with its history: each version the student saved, the sending, staff's steps. */
export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ['console', 'applications', 'detail', id],
    queryFn: ({ signal }) => callData(api.detail, { params: { id } }, { signal, ...quiet }),
    staleTime: 0,
  });

/** Moves an application on (with a note); the list and the application are asked again. */
export function useApplicationStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationStatusRequest) => callData(api.setStatus, { params: { id }, body }, quiet),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'applications'] }),
  });
}
