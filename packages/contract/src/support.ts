import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';
import { CourseIdSchema, idParams } from './schema-parts';

/** Support queries (spec 2 §2, §3, §8; spec 3 §5, §7): a student's tickets and their answers. */

export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
/** Tickets a student may open in a day: enough for any real need, not for a flood. */
export const SUPPORT_DAILY_LIMIT = 20;

export const SupportMessages = {
  // spec 3 §5, checked in this order (spec 2 §5 has the subject and message ones too).
  subject: 'Please enter subject',
  type: 'Please select type',
  test: 'Please select test',
  message: 'Please enter message',
  // spec 2 §8.
  empty: 'No data available',
  // Portico.
  created: 'Your query has been sent. We will reply here.',
  subjectTooLong: `A subject can be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  messageTooLong: `A message can be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
  testNotFound: 'This test is not part of your courses',
  tooMany: `You can send at most ${SUPPORT_DAILY_LIMIT} queries a day. Please try again tomorrow.`,
  followUpSent: 'Your reply has been sent. We will answer here.',
  notFound: 'This query was not found.',
  closed: 'This query is closed. Please send a new query.',
  tooManyFollowUps: `You can send at most ${SUPPORT_DAILY_LIMIT} replies a day. Please try again tomorrow.`,
} as const;

/**
 * The kinds of ticket (spec 3 §7 support/list supportTypes). 'query' is a question on one test,
 * asked from its report (spec 2 §3: fixed to 'query' there); 'evaluation' names a test too.
 */
export const supportTypeValues = ['query', 'evaluation', 'technical', 'payment', 'other'] as const;
export type SupportTypeValue = (typeof supportTypeValues)[number];
export const supportTypeTitles: Record<SupportTypeValue, string> = {
  query: 'Question about a test',
  evaluation: 'Evaluation of a test',
  technical: 'Technical problem',
  payment: 'Payment or course access',
  other: 'Something else',
};
/** Types that name a test. */
export const typesWithTest: readonly SupportTypeValue[] = ['query', 'evaluation'];

export const supportStatuses = ['Open', 'Answered', 'Closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportReplyAuthors = ['staff', 'student'] as const;
export type SupportReplyAuthor = (typeof supportReplyAuthors)[number];

/**
 * Portico: one message after the question, the staff's answers and the student's follow-ups alike.
 * `message` is HTML (plain text escaped into paragraphs); pages show it only through the sanitiser.
 * Staff write as the institute: the student is not told which staff member answered.
 */
export const SupportReplySchema = z.object({
  id: z.string(),
  author: z.enum(supportReplyAuthors),
  message: z.string(),
  createdDateTime: z.string(),
});
export type SupportReply = z.infer<typeof SupportReplySchema>;

/**
 * spec 2 §3 Support query, spec 3 §5 Support ticket; testTitle and replies are Portico's. adminResponse
 * is the staff's latest answer (the spec's single answer field), null before the first.
 */
export const SupportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  supportType: z.string(),
  testId: z.string().nullable(),
  testTitle: z.string().nullable(),
  description: z.string(),
  createdDateTime: z.string(),
  updatedDateTime: z.string(),
  supportStatus: z.enum(supportStatuses),
  adminResponse: z.string().nullable(),
  /** The whole thread after the question, oldest first: nothing a reply says is ever replaced. */
  replies: z.array(SupportReplySchema),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

/** GET support: the student's tickets, newest first; `testId` keeps one test's (spec 2 §7). */
export const SupportQuerySchema = z.object({
  testId: z.uuid({ error: 'testId must be a test id' }).optional(),
});
export const SupportListResponseSchema = envelope(z.array(SupportTicketSchema));
export type SupportListResponse = z.infer<typeof SupportListResponseSchema>;

/** GET support/list: the types and the course's tests (spec 3 §7); without a course, the types only. */
export const SupportOptionsQuerySchema = z.object({
  courseId: CourseIdSchema.optional(),
});
export const SupportOptionsSchema = z.object({
  supportTypes: z.array(z.object({ title: z.string(), supportType: z.string() })),
  tests: z.array(z.object({ id: z.string(), component: z.object({ title: z.string() }) })),
});
export type SupportOptions = z.infer<typeof SupportOptionsSchema>;
export const SupportOptionsResponseSchema = envelope(SupportOptionsSchema);
export type SupportOptionsResponse = z.infer<typeof SupportOptionsResponseSchema>;

/**
 * POST support: checked in the spec's order, one message at a time (subject, type, test, message),
 * the same order the form checks before it sends.
 */
export const SupportCreateRequestSchema = z
  .object({
    subject: z.string().max(SUPPORT_SUBJECT_MAX_LENGTH, SupportMessages.subjectTooLong).default(''),
    supportType: z.string().max(40, SupportMessages.type).default(''),
    testId: z
      .string()
      .max(100)
      .nullish()
      .transform((v) => v?.trim() || null),
    description: z.string().max(SUPPORT_MESSAGE_MAX_LENGTH, SupportMessages.messageTooLong).default(''),
  })
  .transform((v, ctx) => {
    const subject = v.subject.trim();
    const description = v.description.trim();
    const supportType = supportTypeValues.find((t) => t === v.supportType.trim());
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!subject) return fail(SupportMessages.subject);
    if (!supportType) return fail(SupportMessages.type);
    if (typesWithTest.includes(supportType) && !v.testId) return fail(SupportMessages.test);
    if (v.testId && !z.uuid().safeParse(v.testId).success) return fail(SupportMessages.test);
    if (!description) return fail(SupportMessages.message);
    return { subject, supportType, testId: v.testId, description };
  });
export type SupportCreateRequest = z.input<typeof SupportCreateRequestSchema>;
export type SupportCreate = z.output<typeof SupportCreateRequestSchema>;
export const SupportCreateResponseSchema = envelope(SupportTicketSchema);
export type SupportCreateResponse = z.infer<typeof SupportCreateResponseSchema>;

/**
 * POST support/{id}/reply (Portico): the student answers back on their own query. The query opens
 * again for staff; a closed query takes no more (the student sends a new one).
 */
export const SupportFollowUpParamsSchema = idParams('id must be a query id');
export const SupportFollowUpRequestSchema = z.object({
  message: z
    .string({ error: SupportMessages.message })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, SupportMessages.messageTooLong)
    .trim()
    .min(1, SupportMessages.message),
});
export type SupportFollowUpRequest = z.input<typeof SupportFollowUpRequestSchema>;
export const SupportFollowUpResponseSchema = envelope(SupportTicketSchema);
export type SupportFollowUpResponse = z.infer<typeof SupportFollowUpResponseSchema>;

/** A student's support queries (spec 2 §7, spec 3 §7; decision 049). */
export const supportApi = {
  tickets: get('support', { query: SupportQuerySchema, response: SupportListResponseSchema }),
  options: get('support/list', { query: SupportOptionsQuerySchema, response: SupportOptionsResponseSchema }),
  create: post('support', { body: SupportCreateRequestSchema, response: SupportCreateResponseSchema }),
  followUp: post('support/:id/reply', {
    params: SupportFollowUpParamsSchema,
    body: SupportFollowUpRequestSchema,
    response: SupportFollowUpResponseSchema,
  }),
};
