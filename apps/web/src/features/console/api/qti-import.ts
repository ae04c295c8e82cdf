import { consoleQtiApi as api, type QtiExportQuery } from '@portico/contract/qti';
import { consoleQuery, consoleUpload, useConsoleMutation } from './console-call';
import { contentChanged } from './import';

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
    (_, queryClient) => contentChanged(queryClient),
  );

/** The company's tests an admin may export as QTI 3.0, with their sections. */
export const qtiExportTestsQuery = consoleQuery(['console', 'qti-export', 'tests'], api.exportTests, {});

/** What a package of `query` would hold and leave out (no test: every test of the company). */
export const qtiExportReportQuery = (query: QtiExportQuery) =>
  consoleQuery(['console', 'qti-export', 'report', query], api.exportReport, { query });

/** The package's address: a plain link downloads it with the console's session cookie. */
export function qtiExportHref(query: QtiExportQuery): string {
  const params = new URLSearchParams();
  if (query.test) params.set('test', query.test);
  if (query.section) params.set('section', String(query.section));
  const search = params.toString();
  return `/api/${api.exportPackage.path}${search ? `?${search}` : ''}`;
}
