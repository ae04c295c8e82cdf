import type { QueueNarrowing } from '@portico/contract/console';

/** A queue's list narrowed to its late items, to the member's own, or both (issue 40). */
export type Narrowing = Record<QueueNarrowing, boolean>;

/** Not narrowed: every item of the queue's state. */
export const NOT_NARROWED: Narrowing = { late: false, mine: false };

/** The narrowing as the API's query takes it: only what is on. */
export const narrowingQuery = (n: Narrowing) => ({
  ...(n.late ? { late: 'true' as const } : {}),
  ...(n.mine ? { mine: 'true' as const } : {}),
});

/** The narrowing as a query key's part. */
export const narrowingKey = (n: Narrowing) => `${n.late ? 'late' : ''}-${n.mine ? 'mine' : ''}`;
