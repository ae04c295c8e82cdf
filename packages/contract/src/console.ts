import { z } from 'zod';
import { itemActs } from './console-calls';
import { envelope, MessageResponseSchema } from './envelope';
import { get, post } from './route';
import {
  AssignRequestSchema,
  CourseChoiceSchema,
  endsAfterStart,
  idParams,
  isoMoment,
  PersonSchema,
} from './schema-parts';

/**
 * The provider console (CONSOLE.md, decision 026): staff of a company, admin or faculty, signed in
 * at /console on the company's host with sessions of their own.
 */
export const staffRoles = ['admin', 'faculty'] as const;
export const StaffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const ConsoleMessages = {
  badCredentials: 'The email or password is not right.',
  disabled: 'This account is disabled. Please ask an administrator of your institute.',
  emailRequired: 'Please enter your email',
  passwordRequired: 'Please enter your password',
  adminOnly: 'Only an administrator can do this.',
  signedOut: 'You are signed out.',
} as const;

export const StaffLoginRequestSchema = z.object({
  email: z.string().trim().min(1, ConsoleMessages.emailRequired).max(200),
  password: z.string().min(1, ConsoleMessages.passwordRequired).max(200),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  companyCode: z.string(),
  /** The courses this member works on: every course of the company for an admin. */
  courses: z.array(CourseChoiceSchema),
  /** The member signs in with a TOTP code after the password. */
  totpEnabled: z.boolean().optional(),
  /**
   * An admin of a company that requires two-step sign-in, without it yet: every console call but
   * their account's answers 403 until they set it up.
   */
  totpSetupRequired: z.boolean().optional(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffSessionSchema = z.object({ token: z.string(), staff: StaffMemberSchema });
/** A member with TOTP gets no session yet: a short-lived step token for POST /login/totp. */
export const StaffTotpStepSchema = z.object({ totpRequired: z.literal(true), totpToken: z.string() });
export const StaffLoginResponseSchema = envelope(z.union([StaffSessionSchema, StaffTotpStepSchema]));
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;
export const StaffMeResponseSchema = envelope(StaffMemberSchema);
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who acted (null: no one, e.g. a failed sign-in of an email that is no member's). */
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** The record's name as the console shows it (a student's, a product's title), when it has one. */
  entityName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** The address the act came from. */
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditMessages = {
  staff: 'Choose a staff member from the list',
  action: 'Choose an act from the list',
  range: 'The end of the range must be after its start',
} as const;

/** An act's kind as the audit log names it: `staff.login`, `enrolment.revoke`. */
const auditAction = z
  .string({ error: AuditMessages.action })
  .max(64, AuditMessages.action)
  .regex(/^[a-z][a-z0-9_.-]*$/, AuditMessages.action);

/**
 * The audit log, newest first, at most `limit` entries: of one staff member, of one kind of act, and
 * between two moments (the first and the last moment of the days the admin chose, in their own time
 * zone), each when given.
 */
export const AuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    staffId: z.uuid({ error: AuditMessages.staff }).optional(),
    action: auditAction.optional(),
    from: isoMoment().optional(),
    to: isoMoment().optional(),
  })
  .refine(endsAfterStart('from', 'to'), { path: ['to'], message: AuditMessages.range });
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export type AuditFilter = z.infer<typeof AuditQuerySchema>;
export const AuditResponseSchema = envelope(z.array(AuditEntrySchema));
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

/** Support tickets in the console (CONSOLE.md 'Remarks and support'). */
export const SUPPORT_REPLY_MAX_LENGTH = 5000;
export const supportQueueFilters = ['open', 'answered', 'closed', 'all'] as const;

/**
 * Issue 40: what narrows any queue's list beside its state, `true` or `false` (the default) each,
 * both when both are given. late: items still waiting past the company's turnaround target (the
 * rule the home counts late by); mine: items given to (or taken by) the member signed in.
 */
export const queueNarrowings = ['late', 'mine'] as const;
export type QueueNarrowing = (typeof queueNarrowings)[number];
const narrowingFlag = (name: QueueNarrowing) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .default('false')
    .transform((v) => v === 'true');
export const queueNarrowingQuery = { late: narrowingFlag('late'), mine: narrowingFlag('mine') };

export const SupportQueueQuerySchema = z.object({
  status: z.enum(supportQueueFilters).default('open'),
  ...queueNarrowingQuery,
});
export type SupportQueueQuery = z.input<typeof SupportQueueQuerySchema>;

export const TurnaroundSchema = z.object({
  /** Tickets answered in the last 30 days. */
  count: z.number().int(),
  /** Hours from the question to the first answer; null when none was answered. */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
});
export type Turnaround = z.infer<typeof TurnaroundSchema>;

/** Who a queue's item may be given to (the company's enabled staff). */
export const StaffChoicesSchema = z.array(
  z.object({ id: z.string(), name: z.string(), role: StaffRoleSchema }),
);

/**
 * A console queue: its items under the queue's own key (oldest first), the turnaround over the last
 * 30 days, each member's, and who an item may be given to.
 */
export const staffQueue = <Items extends z.ZodRawShape>(items: Items) =>
  z.object({
    ...items,
    turnaround: TurnaroundSchema,
    byStaff: z.array(TurnaroundSchema.extend({ staffId: z.string(), name: z.string() })),
    staff: StaffChoicesSchema,
  });

/**
 * One entry of a queue item's thread with its student (a ticket's replies, a score report's
 * remarks, a career review's comments): who wrote it, the staff member who did (null for the
 * student's own or a removed member), what was written (`text`) and when.
 */
export const threadEntry = <const A extends readonly [string, ...string[]], T extends z.ZodRawShape>(
  authors: A,
  text: T,
) =>
  z.object({
    id: z.string(),
    author: z.enum(authors),
    staffName: z.string().nullable(),
    ...text,
    createdAt: z.string(),
  });

/** The student an item of a queue is about. */
export const QueueStudentSchema = z.object({ name: z.string(), email: z.string() });

/** One message after the question: a staff answer (with who wrote it) or the student's follow-up. */
export const QueueTicketReplySchema = threadEntry(['staff', 'student'], {
  /** HTML (plain text escaped into paragraphs): shown only through the sanitiser. */
  message: z.string(),
});
export type QueueTicketReply = z.infer<typeof QueueTicketReplySchema>;

export const QueueTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  supportType: z.string(),
  description: z.string(),
  status: z.enum(['Open', 'Answered', 'Closed']),
  /** The latest staff answer (what the spec's student field reads); null before the first. */
  adminResponse: z.string().nullable(),
  student: QueueStudentSchema,
  courseName: z.string().nullable(),
  testTitle: z.string().nullable(),
  createdAt: z.string(),
  /** SUPPORT_DUE_HOURS after the student last wrote: the question, or a follow-up that reopened it. */
  dueAt: z.string(),
  /** Open and past its due time. */
  overdue: z.boolean(),
  /** The first answer (the turnaround); later answers do not move it. */
  answeredAt: z.string().nullable(),
  assignee: PersonSchema.nullable(),
  /** The whole thread after the question, oldest first; a reply never replaces another. */
  replies: z.array(QueueTicketReplySchema),
});
export type QueueTicket = z.infer<typeof QueueTicketSchema>;

/** Turnaround: the question to the first answer. */
export const SupportQueueSchema = staffQueue({ tickets: z.array(QueueTicketSchema) });
export type SupportQueue = z.infer<typeof SupportQueueSchema>;
export const SupportQueueResponseSchema = envelope(SupportQueueSchema);
export type SupportQueueResponse = z.infer<typeof SupportQueueResponseSchema>;

export const TicketParamsSchema = idParams('id must be a ticket id');
export const SupportReplyRequestSchema = z.object({
  /** Plain text, added to the thread (never replacing an earlier reply); Portico makes it paragraphs. */
  response: z
    .string()
    .trim()
    .min(1, 'Please write a reply')
    .max(SUPPORT_REPLY_MAX_LENGTH, `A reply can be at most ${SUPPORT_REPLY_MAX_LENGTH} characters`),
  /** Answered keeps the ticket open to the student's follow-up; Closed ends it. */
  status: z.enum(['Answered', 'Closed']).default('Answered'),
});
export type SupportReplyRequest = z.input<typeof SupportReplyRequestSchema>;
export const SupportAssignRequestSchema = AssignRequestSchema;
export type SupportAssignRequest = z.infer<typeof SupportAssignRequestSchema>;
export const SupportStatusRequestSchema = z.object({ status: z.enum(['Open', 'Answered', 'Closed']) });
export type SupportStatusRequest = z.infer<typeof SupportStatusRequestSchema>;
export const QueueTicketResponseSchema = envelope(QueueTicketSchema);
export type QueueTicketResponse = z.infer<typeof QueueTicketResponseSchema>;

export const SupportQueueMessages = {
  notFound: 'This ticket was not found.',
  notYourCourse: 'This ticket is of a course not assigned to you.',
  assignOthers: 'Only an administrator can give a ticket to someone else.',
  unknownStaff: 'That staff member was not found.',
  replied: 'Your reply was sent to the student.',
} as const;

const ticketAct = itemActs('console/support', TicketParamsSchema, QueueTicketResponseSchema);

/**
 * The console's own calls (decision 049): who is signed in, sign-in and sign-out, the audit log,
 * and the support queue.
 */
export const consoleApi = {
  me: get('console/me', { response: StaffMeResponseSchema }),
  login: post('console/login', { body: StaffLoginRequestSchema, response: StaffLoginResponseSchema }),
  logout: post('console/logout', { response: MessageResponseSchema }),
  audit: get('console/audit', { query: AuditQuerySchema, response: AuditResponseSchema }),
  support: {
    queue: get('console/support', { query: SupportQueueQuerySchema, response: SupportQueueResponseSchema }),
    reply: ticketAct('reply', SupportReplyRequestSchema),
    assign: ticketAct('assign', SupportAssignRequestSchema),
    status: ticketAct('status', SupportStatusRequestSchema),
  },
};
