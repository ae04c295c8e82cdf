import {
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

/** What every console call answers: whether it worked, a message for the member, its data. */
export type Envelope<T> = { success: boolean; message?: string; data?: T };

type SearchParams = Record<string, string>;

/** One console read: its data, or an ApiError (never the students' 'Session Expired!' dialog). */
export async function consoleGet<T>(path: string, signal?: AbortSignal, query?: SearchParams): Promise<T> {
  return dataOf((await apiGet<Envelope<T>>(path, { signal, ...(query ? { query } : {}), ...quiet })).data);
}

/** A console read as a query: the key names what is read, the path where. */
export const consoleQuery = <T>(
  queryKey: readonly unknown[],
  path: string,
  extra: { query?: SearchParams; staleTime?: number } = {},
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<T> => consoleGet<T>(path, signal, extra.query),
    ...(extra.staleTime === undefined ? {} : { staleTime: extra.staleTime }),
  });

/** One console change; a body goes as JSON, none sends none (a DELETE). */
export const consoleSend = <T = unknown>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> =>
  apiRequest<Envelope<T>>(method, path, body === undefined ? quiet : { body, ...quiet });

/** 'console/videos' and an id: `console/videos/<id>`, or the collection itself without one. */
export const itemPath = (base: string, id?: string) => (id ? `${base}/${encodeURIComponent(id)}` : base);

/**
 * A console change as a mutation. When the staff session has ended, asking who is signed in
 * again brings back the console's sign-in form instead of leaving a failed form on the page.
 */
export function useConsoleMutation<TData, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  onSuccess?: (data: TData, queryClient: QueryClient, vars: TVars) => unknown,
  options: Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn' | 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    ...options,
    mutationFn,
    ...(onSuccess ? { onSuccess: (data, vars) => onSuccess(data, queryClient, vars) } : {}),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}

/** A change to a list kept with POST only: saved (created without an id), or one item removed by its act. */
export type ListAction<B> =
  | { kind: 'save'; id?: string; body: B }
  | { kind: 'delete' | 'deactivate'; id: string };

/**
 * One change to a list whose every call answers the new list (products, coupons): a save posts to the
 * collection or the item, a removal to the item's act (`…/<id>/delete`); the answer replaces the list.
 */
export function useListAction<L, B>(base: string, listKey: readonly unknown[]) {
  return useConsoleMutation(
    async (action: ListAction<B>) => {
      const res =
        action.kind === 'save'
          ? await consoleSend<L>('POST', itemPath(base, action.id), action.body)
          : await consoleSend<L>('POST', `${itemPath(base, action.id)}/${action.kind}`, {});
      return { list: res.data ?? null, message: res.message ?? '' };
    },
    ({ list }, queryClient) => {
      if (list) queryClient.setQueryData(listKey, list);
    },
  );
}
