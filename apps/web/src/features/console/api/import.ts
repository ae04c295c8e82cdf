import type { ImportApplyRequest, ImportPreview, ImportRequest } from '@portico/contract/console-import';
import { apiPost } from '../../../lib/http';
import { dataOf, quiet } from './console';
import { consoleSend, type Envelope, useConsoleMutation } from './console-call';

type Applied = { tests: number; items: number; modules: number; objects: number; retired: string };

/**
 * What importing the files would add, change and remove; nothing is written. Aborting `signal`
 * drops the request, and the server stops checking the files.
 */
export function usePreviewImport() {
  return useConsoleMutation(
    async ({ signal, ...body }: ImportRequest & { signal?: AbortSignal }): Promise<ImportPreview> =>
      dataOf(
        (await apiPost<Envelope<ImportPreview>>('console/import/preview', body, { ...quiet, signal })).data,
      ),
  );
}

/** Imports the previewed files, all or nothing. */
export function useApplyImport() {
  return useConsoleMutation(
    async (body: ImportApplyRequest) => {
      const res = await consoleSend<Applied>('POST', 'console/import/apply', body);
      return { applied: dataOf(res.data), message: res.message ?? '' };
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'audit'] }),
  );
}
