import {
  consoleImportApi as api,
  type ImportApplyRequest,
  type ImportRequest,
} from '@portico/contract/console-import';
import { consoleChange, consoleData, useConsoleMutation } from './console-call';

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
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'audit'] }),
  );
