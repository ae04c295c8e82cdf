import { type UserAction, userActionsApi } from '@portico/contract/user-actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../api-client';

export const userActionsQueryKey = (referenceIds: string[] = []) =>
  ['user-actions', ...referenceIds] as const;

/** The student's own actions on these objects (a video's stored position and status). */
export const getUserActions = (referenceIds: string[]): Promise<UserAction[]> =>
  callData(userActionsApi.list, { query: { referenceIds: referenceIds.join(',') } });

export const userActionsQueryOptions = (referenceIds: string[]) =>
  queryOptions({
    queryKey: userActionsQueryKey(referenceIds),
    queryFn: () => getUserActions(referenceIds),
    // The position moves while a video plays; always ask again when a player opens.
    staleTime: 0,
  });

export const useUserActions = (referenceIds: string[], enabled = true) =>
  useQuery({ ...userActionsQueryOptions(referenceIds), enabled: enabled && referenceIds.length > 0 });
