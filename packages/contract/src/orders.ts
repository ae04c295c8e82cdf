import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { requiredString } from './schema-parts';

export const CompletedMessages = {
  badToken: 'token is required',
  badCompanyCode: 'companyCode is required',
  notFound: 'This payment link is not valid.',
} as const;

// spec 3 §7 GET {completed}: companyCode, token (the /completed/{id} route id) → message.
export const CompletedQuerySchema = z.object({
  companyCode: requiredString(CompletedMessages.badCompanyCode, 64, 'companyCode is too long'),
  token: requiredString(CompletedMessages.badToken, 256, 'token is too long'),
});
export type CompletedQuery = z.infer<typeof CompletedQuerySchema>;

/** `message` is HTML built by the server (product titles escaped); the web still sanitises it. */
export const CompletedResponseSchema = envelope(z.null());
export type CompletedResponse = z.infer<typeof CompletedResponseSchema>;

/** The page a payment returns to (spec 3 §2, §7; decision 049): public, the message only. */
export const ordersApi = {
  completed: get('completed', { query: CompletedQuerySchema, response: CompletedResponseSchema }),
};
