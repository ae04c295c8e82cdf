import { consoleItemAnalysisApi } from '@portico/contract/console-item-analysis';
import { untilFresh } from '../components/figures-freshness';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** The tests students have ended attempts of (Item analysis). */
export const itemAnalysisListQuery = consoleQuery(
  ['console', 'item-analysis'],
  consoleItemAnalysisApi.list,
  {},
);

/** One test's item analysis: computed when read, or its snapshot (asked again while it is refreshed). */
export const itemAnalysisQuery = (id: string) => ({
  ...consoleQuery(['console', 'item-analysis', id], consoleItemAnalysisApi.view, { params: { id } }),
  refetchInterval: untilFresh,
});

/** A question retired or brought back; the page shows the test as the server now has it. */
export const useRetireItem = (id: string) =>
  useConsoleMutation(
    ({ itemId, retired }: { itemId: string; retired: boolean }) =>
      consoleChange(consoleItemAnalysisApi.retire, { params: { id, itemId }, body: { retired } }),
    (saved, queryClient) => queryClient.setQueryData(itemAnalysisQuery(id).queryKey, saved.data),
  );

/** Where the test's questions and figures download as a CSV or an XLSX file. */
export const itemAnalysisExportHref = (id: string, format: 'csv' | 'xlsx') =>
  `/api/${consoleItemAnalysisApi.export.path.replace(':id', encodeURIComponent(id))}?format=${format}`;
