import type {
  SupportCreateRequest,
  SupportCreateResponse,
  SupportFollowUpRequest,
  SupportFollowUpResponse,
  SupportListResponse,
  SupportOptions,
  SupportOptionsResponse,
  SupportTicket,
} from '@portico/contract/support';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http';

export const supportTicketsKey = (testId?: string) => ['support', 'tickets', testId ?? 'all'] as const;

/** spec 2 §7 / spec 3 §7 GET support: the student's tickets, newest first (of one test with `testId`). */
export async function getSupportTickets(testId?: string): Promise<SupportTicket[]> {
  const response = await apiGet<SupportListResponse>('support', { query: testId ? { testId } : {} });
  return response.data ?? [];
}

export const useSupportTickets = (testId?: string) =>
  useQuery({ queryKey: supportTicketsKey(testId), queryFn: () => getSupportTickets(testId) });

/** spec 3 §7 GET support/list: the request form's types and the course's tests (none without a course). */
export async function getSupportOptions(courseId: string | null): Promise<SupportOptions> {
  const response = await apiGet<SupportOptionsResponse>('support/list', {
    query: courseId ? { courseId } : {},
  });
  return response.data ?? { supportTypes: [], tests: [] };
}

export const useSupportOptions = (courseId: string | null, enabled = true) =>
  useQuery({
    queryKey: ['support', 'options', courseId ?? ''],
    queryFn: () => getSupportOptions(courseId),
    enabled,
  });

/** POST support: the created ticket and the server's message. */
export async function createSupportTicket(body: SupportCreateRequest): Promise<SupportCreateResponse> {
  return apiPost<SupportCreateResponse>('support', body);
}

/** POST support/{id}/reply: the student's follow-up on their own query (it opens the query again). */
export async function sendSupportFollowUp(
  ticketId: string,
  body: SupportFollowUpRequest,
): Promise<SupportFollowUpResponse> {
  return apiPost<SupportFollowUpResponse>(`support/${encodeURIComponent(ticketId)}/reply`, body);
}
