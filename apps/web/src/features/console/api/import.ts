import {
  consoleImportApi as api,
  type ImportApplyRequest,
  type ImportRequest,
} from '@portico/contract/console-import';
import type { QueryClient } from '@tanstack/react-query';
import { consoleChange, consoleData, useConsoleMutation } from './console-call';

/** After an import: the audit log, the tests to export and the adaptive tests are read again. */
export const contentChanged = (queryClient: QueryClient) =>
  Promise.all(
    [
      ['console', 'audit'],
      ['console', 'qti-export'],
      ['console', 'adaptive-tests'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/**
 * What importing the files would add, change and remove; nothing is written. Aborting `signal`
 * drops the request, and the server stops checking the files.
 */
export const usePreviewImport = () =>
  useConsoleMutation(({ signal, ...body }: ImportRequest & { signal?: AbortSignal }) =>
    consoleData(api.preview, { body }, signal),
  );

/** Imports the previewed files, all or nothing. */
export const useApplyImport = () =>
  useConsoleMutation(
    async (body: ImportApplyRequest) => {
      const { data, message } = await consoleChange(api.apply, { body });
      return { applied: data, message: message ?? '' };
    },
    (_, queryClient) => contentChanged(queryClient),
  );
