import { consoleQtiApi as api } from '@portico/contract/qti';
import { consoleUpload, useConsoleMutation } from './console-call';

/** The package's type as sent: the server reads the bytes, the name tells a lone item's XML. */
const typeOf = (file: File) =>
  file.name.toLowerCase().endsWith('.xml') ? 'application/xml' : 'application/zip';

/** What importing a QTI 3.0 package would add and change, and what of it cannot be imported and why. */
export const usePreviewQti = () =>
  useConsoleMutation(async (file: File) => {
    const { data } = await consoleUpload(api.preview, { query: { fileName: file.name } }, file, typeOf(file));
    return data;
  });

/** Imports the previewed package, all or nothing. */
export const useApplyQti = () =>
  useConsoleMutation(
    async ({ file, fingerprint }: { file: File; fingerprint: string }) => {
      const { data, message } = await consoleUpload(
        api.apply,
        { query: { fileName: file.name, fingerprint } },
        file,
        typeOf(file),
      );
      return { applied: data, message: message ?? '' };
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'audit'] }),
  );
