import type { GetUserActionsResponse, UserAction } from '@portico/contract/user-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../http';

export const userActionsQueryKey = (referenceIds: string[] = []) =>
  ['user-actions', ...referenceIds] as const;

/** The student's own actions on these objects (a video's stored position and status). */
export async function getUserActions(referenceIds: string[]): Promise<UserAction[]> {
  const response = await apiGet<GetUserActionsResponse>('user-actions', {
    query: { referenceIds: referenceIds.join(',') },
  });
  return response.data ?? [];
}

export const userActionsQueryOptions = (referenceIds: string[]) =>
  queryOptions({
    queryKey: userActionsQueryKey(referenceIds),
    queryFn: () => getUserActions(referenceIds),
    // The position moves while a video plays; always ask again when a player opens.
    staleTime: 0,
  });

export const useUserActions = (referenceIds: string[], enabled = true) =>
  useQuery({ ...userActionsQueryOptions(referenceIds), enabled: enabled && referenceIds.length > 0 });
