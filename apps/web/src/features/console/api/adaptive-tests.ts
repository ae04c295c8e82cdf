import { type AdaptiveSectionSave, consoleAdaptiveApi } from '@portico/contract/console-adaptive';
import { consoleChange, consoleQuery, useConsoleMutation } from './console-call';

/** The company's tests with routed or item-by-item sections (Authoring › Adaptive tests). */
export const adaptiveTestsQuery = consoleQuery(['console', 'adaptive-tests'], consoleAdaptiveApi.list, {});

/** One test's routed and item-by-item sections, with what students' attempts have shown. */
export const adaptiveTestQuery = (id: string) =>
  consoleQuery(['console', 'adaptive-tests', id], consoleAdaptiveApi.view, { params: { id } });

/** One section's settings saved; the test's page shows them as the server now has them. */
export const useSaveAdaptiveSection = (id: string) =>
  useConsoleMutation(
    ({ sectionId, body }: { sectionId: string; body: AdaptiveSectionSave }) =>
      consoleChange(consoleAdaptiveApi.save, { params: { id, sectionId }, body }),
    (saved, queryClient) => queryClient.setQueryData(adaptiveTestQuery(id).queryKey, saved.data),
  );
