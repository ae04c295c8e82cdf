import type {
  QueueTicket,
  QueueTicketResponse,
  SupportAssignRequest,
  SupportQueue,
  SupportQueueResponse,
  SupportReplyRequest,
  SupportStatusRequest,
  supportQueueFilters,
} from '@portico/contract/console';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';
import { dataOf, isSignedOut, quiet, staffMeQuery } from './console';

/** Which tickets the queue shows: open (the default), answered, closed or all. */
export type QueueFilter = (typeof supportQueueFilters)[number];

/** The support queue (CONSOLE.md 'Remarks and support'): tickets oldest first, with turnaround. */
export const supportQueueQuery = (status: QueueFilter) =>
  queryOptions({
    queryKey: ['console', 'support', status],
    queryFn: async ({ signal }): Promise<SupportQueue> =>
      dataOf(
        (await apiGet<SupportQueueResponse>('console/support', { query: { status }, signal, ...quiet })).data,
      ),
  });

/** One change to a ticket: a reply, who works on it, or its status. */
export type TicketAction =
  | { kind: 'reply'; body: SupportReplyRequest }
  | { kind: 'assign'; body: SupportAssignRequest }
  | { kind: 'status'; body: SupportStatusRequest };

/** Changes one ticket; the queue is asked again once the change is made. */
export function useTicketAction(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TicketAction): Promise<{ ticket: QueueTicket; message?: string }> => {
      const path = `console/support/${encodeURIComponent(ticketId)}/${action.kind}`;
      const res = await apiPost<QueueTicketResponse>(path, action.body, quiet);
      return { ticket: dataOf(res.data), message: res.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'support'] }),
    onError: async (error) => {
      // The staff session ended meanwhile: asking who is signed in brings back the sign-in form.
      if (isSignedOut(error)) await queryClient.resetQueries({ queryKey: staffMeQuery.queryKey });
    },
  });
}
