import type {
  QueueTicket,
  SupportAssignRequest,
  SupportQueue,
  SupportReplyRequest,
  SupportStatusRequest,
  supportQueueFilters,
} from '@portico/contract/console';
import { dataOf } from './console';
import { consoleQuery, consoleSend, itemPath, useConsoleMutation } from './console-call';

/** Which tickets the queue shows: open (the default), answered, closed or all. */
export type QueueFilter = (typeof supportQueueFilters)[number];

/** The support queue (CONSOLE.md 'Remarks and support'): tickets oldest first, with turnaround. */
export const supportQueueQuery = (status: QueueFilter) =>
  consoleQuery<SupportQueue>(['console', 'support', status], 'console/support', { query: { status } });

/** One change to a ticket: a reply, who works on it, or its status. */
export type TicketAction =
  | { kind: 'reply'; body: SupportReplyRequest }
  | { kind: 'assign'; body: SupportAssignRequest }
  | { kind: 'status'; body: SupportStatusRequest };

/** Changes one ticket; the queue is asked again once the change is made. */
export function useTicketAction(ticketId: string) {
  return useConsoleMutation(
    async (action: TicketAction): Promise<{ ticket: QueueTicket; message?: string }> => {
      const path = `${itemPath('console/support', ticketId)}/${action.kind}`;
      const res = await consoleSend<QueueTicket>('POST', path, action.body);
      return { ticket: dataOf(res.data), message: res.message };
    },
    (_, queryClient) => queryClient.invalidateQueries({ queryKey: ['console', 'support'] }),
  );
}
