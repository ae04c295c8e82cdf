import { z } from 'zod';
import { envelope, MessageResponseSchema } from './envelope';
import { get, post } from './route';
import { idParams, isoMoment, ProductChoicesSchema, StudentContactSchema } from './schema-parts';

/**
 * Students in the console (CONSOLE.md Authoring, admin): search, a student's profile and enrolments,
 * enrolments granted or revoked with their dates, extra time for the exam runner (an access
 * arrangement), and a password reset link sent by mail.
 */
export const STUDENTS_PAGE_SIZE = 25;
/** EXAM-PROFILES.md access arrangements: ×1.25, ×1.5, ×2. */
export const EXTRA_TIME_PERCENTS = [0, 25, 50, 100] as const;

export const StudentsMessages = {
  notFound: 'No such student.',
  enrolmentNotFound: 'No such enrolment of this student.',
  productNotFound: 'Choose one of your products.',
  dates: 'The end date must be after the start date.',
  extraTime: 'Extra time is 0, 25, 50 or 100 per cent.',
  granted: 'Enrolment granted.',
  changed: 'Enrolment changed.',
  revoked: 'Enrolment revoked: the student no longer opens its courses.',
  alreadyRevoked: 'This enrolment was already revoked.',
  resetSent: 'A password reset link was sent to the student’s email.',
} as const;

/**
 * A moment as an ISO date-time: the console sends the first moment of the start day and the last of
 * the end day in the staff member's own time zone, so a day means the same to them and their students.
 */
const moment = isoMoment();

export const StudentSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const StudentRowSchema = StudentContactSchema.extend({
  createdAt: z.string(),
  activeEnrolments: z.number(),
});
export type StudentRow = z.infer<typeof StudentRowSchema>;
export const StudentSearchSchema = z.object({
  students: z.array(StudentRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StudentSearch = z.infer<typeof StudentSearchSchema>;
export const StudentSearchResponseSchema = envelope(StudentSearchSchema);

export const enrolmentStates = ['active', 'upcoming', 'expired', 'revoked'] as const;
export const ConsoleEnrolmentSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  courses: z.array(z.string()),
  source: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  extraTimePercent: z.number(),
  state: z.enum(enrolmentStates),
  revokedAt: z.string().nullable(),
});
export type ConsoleEnrolment = z.infer<typeof ConsoleEnrolmentSchema>;

export const StudentProfileSchema = StudentContactSchema.extend({
  cityName: z.string(),
  branchName: z.string().nullable(),
  source: z.string(),
  verified: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  enrolments: z.array(ConsoleEnrolmentSchema),
  /** The company's products, for a new enrolment. */
  products: ProductChoicesSchema,
});
export type StudentProfile = z.infer<typeof StudentProfileSchema>;
export const StudentProfileResponseSchema = envelope(StudentProfileSchema);

export const StudentParamsSchema = idParams(StudentsMessages.notFound);
export const EnrolmentParamsSchema = StudentParamsSchema.extend({
  enrolmentId: z.uuid({ error: StudentsMessages.enrolmentNotFound }),
});

const extraTime = z.coerce
  .number()
  .refine((v) => (EXTRA_TIME_PERCENTS as readonly number[]).includes(v), StudentsMessages.extraTime);
export const GrantEnrolmentSchema = z
  .object({
    productId: z.uuid({ error: StudentsMessages.productNotFound }),
    startsAt: moment,
    expiresAt: moment,
    extraTimePercent: extraTime,
  })
  .refine((v) => new Date(v.expiresAt) > new Date(v.startsAt), {
    message: StudentsMessages.dates,
    path: ['expiresAt'],
  });
export type GrantEnrolment = z.infer<typeof GrantEnrolmentSchema>;
export const ChangeEnrolmentSchema = z.object({ expiresAt: moment, extraTimePercent: extraTime });
export type ChangeEnrolment = z.infer<typeof ChangeEnrolmentSchema>;

const profile = { params: StudentParamsSchema, response: StudentProfileResponseSchema };
const enrolment = { params: EnrolmentParamsSchema, response: StudentProfileResponseSchema };

/** The students pages' calls (decision 049): each change of an enrolment answers the profile. */
export const consoleStudentsApi = {
  search: get('console/students', { query: StudentSearchQuerySchema, response: StudentSearchResponseSchema }),
  profile: get('console/students/:id', profile),
  grant: post('console/students/:id/enrolments', { ...profile, body: GrantEnrolmentSchema }),
  change: post('console/students/:id/enrolments/:enrolmentId', { ...enrolment, body: ChangeEnrolmentSchema }),
  revoke: post('console/students/:id/enrolments/:enrolmentId/revoke', enrolment),
  resetLink: post('console/students/:id/reset-link', {
    params: StudentParamsSchema,
    response: MessageResponseSchema,
  }),
};
