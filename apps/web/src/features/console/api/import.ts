import type { ImportApplyRequest, ImportPreview, ImportRequest } from '@portico/contract/console-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

type Applied = { tests: number; items: number; modules: number; objects: number; retired: string };

/**
 * What importing the files would add, change and remove; nothing is written. Aborting `signal`
 * drops the request, and the server stops checking the files.
 */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      signal,
      ...body
    }: ImportRequest & { signal?: AbortSignal }): Promise<ImportPreview> =>
      dataOf(
        (
          await apiPost<{ success: boolean; data?: ImportPreview }>('console/import/preview', body, {
            ...quiet,
            signal,
          })
        ).data,
      ),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}

/** Imports the previewed files, all or nothing. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportApplyRequest) => {
      const res = await apiPost<{ success: boolean; message?: string; data?: Applied }>(
        'console/import/apply',
        body,
        quiet,
      );
      return { applied: dataOf(res.data), message: res.message ?? '' };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'audit'] }),
    onError: async (error) => {
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
