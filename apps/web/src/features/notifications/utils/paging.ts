import { NOTIFICATION_PAGE_SIZE } from '@portico/contract/notifications';

/**
 * spec 1 §3 paging state: limit 10, page keys, current index. keys[i] is the lastKey that opens
 * page i (undefined for the first page); a page's lastEvaluatedKey opens the next one.
 */
export interface PagingState {
  keys: (string | undefined)[];
  index: number;
}

export const firstPage = (): PagingState => ({ keys: [undefined], index: 0 });

export function nextPage(state: PagingState, lastEvaluatedKey: string | null): PagingState {
  if (!lastEvaluatedKey) return state;
  const keys = state.keys.slice(0, state.index + 1);
  keys.push(lastEvaluatedKey);
  return { keys, index: state.index + 1 };
}

export const previousPage = (state: PagingState): PagingState =>
  state.index === 0 ? state : { keys: state.keys, index: state.index - 1 };

/** spec 1 §2: 'Showing x to y items'; null when the page is empty. */
export function showingText(index: number, count: number, limit = NOTIFICATION_PAGE_SIZE): string | null {
  if (count <= 0) return null;
  const from = index * limit + 1;
  return `Showing ${from} to ${from + count - 1} items`;
}
