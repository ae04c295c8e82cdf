import type { AboutPageInput, ContentPages, IntroStepInput } from '@portico/contract/console-pages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Envelope<T> = { success: boolean; message?: string; data?: T };

/** The company's About us pages and intro steps. */
export const contentPagesQuery = queryOptions({
  queryKey: ['console', 'pages'],
  queryFn: async ({ signal }): Promise<ContentPages> =>
    dataOf((await apiGet<Envelope<ContentPages>>('console/pages', { signal, ...quiet })).data),
});

export type PageAction =
  | { kind: 'about'; id?: string; body: AboutPageInput }
  | { kind: 'intro'; id?: string; body: IntroStepInput }
  | { kind: 'delete'; of: 'about' | 'intro'; id: string };

/** An about page or intro step saved or deleted; the lists are read again after it. */
export function usePageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: PageAction) => {
      const of = action.kind === 'delete' ? action.of : action.kind;
      const path = `console/pages/${of}${action.id ? `/${encodeURIComponent(action.id)}` : ''}`;
      const res =
        action.kind === 'delete'
          ? await apiRequest<Envelope<null>>('DELETE', path, quiet)
          : await apiRequest<Envelope<unknown>>(action.id ? 'PUT' : 'POST', path, {
              body: action.body,
              ...quiet,
            });
      return res.message ?? '';
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentPagesQuery.queryKey }),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
