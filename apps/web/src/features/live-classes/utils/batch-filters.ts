import type { Batch } from '@portico/contract/live-classes';

/** spec 3 §9: the batch type and language filters default to 'all'. */
export const ALL = 'all';

export type BatchFilters = { type: string; language: string };

/** The batch list's address: the batch flag, and the filters that are not 'all'. */
export function batchListHref(filters: Partial<BatchFilters> = {}): string {
  const params = new URLSearchParams({ batch: '1' });
  if (filters.type && filters.type !== ALL) params.set('type', filters.type);
  if (filters.language && filters.language !== ALL) params.set('language', filters.language);
  return `/liveclasses?${params}`;
}

/** spec 3 §2: the batches of the chosen type and language ('all' keeps every one). */
export const filterBatches = (batches: Batch[], { type, language }: BatchFilters) =>
  batches.filter(
    (b) => (type === ALL || b.batchType === type) && (language === ALL || b.languages === language),
  );
