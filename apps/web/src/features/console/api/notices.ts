import type { ConsoleNotice, NoticeInput, NoticeList } from '@portico/contract/console-notices';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's notifications and notice-board notices, each with its state now. */
export const noticesQuery = queryOptions({
  queryKey: ['console', 'notices'],
  queryFn: async ({ signal }): Promise<NoticeList> =>
    dataOf((await apiGet<Envelope<NoticeList>>('console/notices', { signal, ...quiet })).data),
});

export type NoticeAction = { kind: 'save'; id?: string; body: NoticeInput } | { kind: 'delete'; id: string };

/** A notice created, changed or deleted; the list is read again after it. */
export function useNoticeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: NoticeAction) => {
      const path = action.id ? `console/notices/${encodeURIComponent(action.id)}` : 'console/notices';
      const res =
        action.kind === 'delete'
          ? await apiRequest<Envelope<null>>('DELETE', path, quiet)
          : await apiRequest<Envelope<ConsoleNotice>>(action.id ? 'PUT' : 'POST', path, {
              body: action.body,
              ...quiet,
            });
      return res.message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesQuery.queryKey }),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
