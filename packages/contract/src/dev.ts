import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';

export const OutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const OutboxMessageSchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  channel: z.enum(['email', 'sms', 'push']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = envelope(z.array(OutboxMessageSchema));

/** Outside production: a single-use /token/{id} link for a student, as a provider would hand out. */
export const AutoLoginLinkRequestSchema = z.object({
  emailId: z.email('emailId must be a valid e-mail address').transform((v) => v.toLowerCase()),
  rurl: z.string().startsWith('/', 'rurl must be a path on this portal').max(500).optional(),
});
export const AutoLoginLinkResponseSchema = envelope(z.object({ link: z.string() }));

/**
 * Outside production: moves a running attempt's deadline to a few seconds from now, so a journey can
 * let a test's time run out without waiting for its whole duration.
 */
export const AttemptDeadlineRequestSchema = z.object({
  studentTestId: z.uuid('studentTestId must be an id'),
  secondsFromNow: z.number().int().min(0).max(3600),
});
export const AttemptDeadlineResponseSchema = envelope(z.object({ deadline: z.string() }));

/**
 * Outside production: lets days pass for the signed-in student's study plan (its days move back, its
 * exam date stays), so a journey can miss a day without moving the server's clock for everyone.
 */
export const StudyPlanDaysRequestSchema = z.object({
  courseId: z.uuid('courseId must be an id'),
  days: z.number().int().min(1).max(30),
});
export const StudyPlanDaysResponseSchema = envelope(z.object({ moved: z.number().int() }));

/** Dev tools, outside production and on the API's own machine only (decision 049). */
export const devApi = {
  outbox: get('dev/outbox', { query: OutboxQuerySchema, response: OutboxResponseSchema }),
  autoLoginLink: post('dev/auto-login-link', {
    body: AutoLoginLinkRequestSchema,
    response: AutoLoginLinkResponseSchema,
  }),
  attemptDeadline: post('dev/attempt-deadline', {
    body: AttemptDeadlineRequestSchema,
    response: AttemptDeadlineResponseSchema,
  }),
  studyPlanDays: post('dev/study-plan/pass-days', {
    body: StudyPlanDaysRequestSchema,
    response: StudyPlanDaysResponseSchema,
  }),
};
