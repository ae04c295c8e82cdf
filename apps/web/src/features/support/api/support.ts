import {
  type SupportCreateRequest,
  type SupportFollowUpRequest,
  supportApi,
} from '@portico/contract/support';
import { useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client';

export const supportTicketsKey = (testId?: string) => ['support', 'tickets', testId ?? 'all'] as const;

/** spec 2 §7 / spec 3 §7 GET support: the student's tickets, newest first (of one test with `testId`). */
export const getSupportTickets = (testId?: string) => callData(supportApi.tickets, { query: { testId } });

export const useSupportTickets = (testId?: string) =>
  useQuery({ queryKey: supportTicketsKey(testId), queryFn: () => getSupportTickets(testId) });

/** spec 3 §7 GET support/list: the request form's types and the course's tests (none without a course). */
export const getSupportOptions = (courseId: string | null) =>
  callData(supportApi.options, { query: { courseId: courseId ?? undefined } });

export const useSupportOptions = (courseId: string | null, enabled = true) =>
  useQuery({
    queryKey: ['support', 'options', courseId ?? ''],
    queryFn: () => getSupportOptions(courseId),
    enabled,
  });

/** POST support: the created ticket and the server's message. */
export const createSupportTicket = (body: SupportCreateRequest) => call(supportApi.create, { body });

/** POST support/{id}/reply: the student's follow-up on their own query (it opens the query again). */
export const sendSupportFollowUp = (ticketId: string, body: SupportFollowUpRequest) =>
  call(supportApi.followUp, { params: { id: ticketId }, body });
