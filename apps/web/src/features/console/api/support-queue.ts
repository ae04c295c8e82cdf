import { consoleApi, type supportQueueFilters } from '@portico/contract/console';
import { type Narrowing, NOT_NARROWED, narrowingKey, narrowingQuery } from '../utils/queue-narrowing';
import { consoleQuery, type ItemAction, sendItemAction, useItemAction } from './console-call';

const { queue, ...acts } = consoleApi.support;

/** Which tickets the queue shows: open (the default), answered, closed or all. */
export type QueueFilter = (typeof supportQueueFilters)[number];

/**
 * The support queue (CONSOLE.md 'Remarks and support'): tickets oldest first, with turnaround,
 * narrowed to late ones and the member's own when asked.
 */
export const supportQueueQuery = (status: QueueFilter, narrowing: Narrowing = NOT_NARROWED) =>
  consoleQuery(['console', 'support', status, narrowingKey(narrowing)], queue, {
    query: { status, ...narrowingQuery(narrowing) },
  });

/** One change to a ticket: a reply, who works on it, or its status. */
export type TicketAction = ItemAction<typeof acts>;

/** Changes one ticket; the queue is asked again once the change is made. */
export const useTicketAction = (ticketId: string) =>
  useItemAction((action: TicketAction) => sendItemAction(acts, ticketId, action), {
    queue: ['console', 'support'],
  });
