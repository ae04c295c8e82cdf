import { z } from 'zod';
import { envelope } from './envelope';
import { get, post, put } from './route';
import { idParams, StudentContactSchema } from './schema-parts';

/**
 * The application profile (/apply, docs/decisions/047-application-profile.md): what a visitor who
 * signs up at the front desk (walk-in) or a student tells the school about the course they want,
 * so a counsellor can call back with a batch. The student's page saves it as they type; every
 * saved version is kept, and a save based on an older version is refused, never applied over it.
 */

export const studyModes = ['online', 'classroom', 'either'] as const;
export const batchTimes = ['morning', 'afternoon', 'evening', 'weekend'] as const;
export const levels = ['beginner', 'intermediate', 'advanced'] as const;
export const heardFromOptions = ['friend', 'search', 'social', 'walk-in', 'event', 'other'] as const;
/** draft: not sent yet; the others are the school's follow-up, set in the console. */
export const applicationStatuses = ['draft', 'submitted', 'contacted', 'enrolled', 'closed'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const studyModeLabels: Record<(typeof studyModes)[number], string> = {
  online: 'Online',
  classroom: 'In the classroom',
  either: 'Either',
};
export const batchTimeLabels: Record<(typeof batchTimes)[number], string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  weekend: 'Weekend',
};
export const levelLabels: Record<(typeof levels)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const heardFromLabels: Record<(typeof heardFromOptions)[number], string> = {
  friend: 'A friend or family member',
  search: 'A web search',
  social: 'Social media',
  'walk-in': 'Walking past the centre',
  event: 'An education fair or event',
  other: 'Somewhere else',
};
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  draft: 'Not sent',
  submitted: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

export const ApplicationMessages = {
  saved: 'Application saved',
  submitted: 'Application sent. The team will contact you soon.',
  stale:
    'Your application was changed in another window since this page loaded. Nothing was saved over it: look at the latest version and make your change again.',
  courseRequired: 'Choose the course you are interested in',
  studyModeRequired: 'Choose how you would like to study',
  batchTimeRequired: 'Choose a batch time that suits you',
  unknownCourse: 'Choose a course from the list',
  pastDate: 'The exam date cannot be in the past',
  notFound: 'Application not found',
  staleStatus: 'Another member of staff changed this application since you opened it: look again.',
} as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.enum(values, { error: message }), z.literal('')], { error: message }).default('');

export const ApplicationFormSchema = z.object({
  /** The company's course of interest, or '' before one is chosen. */
  courseId: z.string().trim().max(64, ApplicationMessages.unknownCourse).default(''),
  /** YYYY-MM-DD, or '' when not booked yet. */
  examDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'examDate must be a date (YYYY-MM-DD)')
    .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'examDate must be a real date')
    .default(''),
  /** The score the student aims for, in their exam's own terms ('Band 7', '320', '65'). */
  targetScore: z.string().trim().max(40, 'targetScore is too long (40 characters at most)').default(''),
  level: choice(levels, 'level: choose beginner, intermediate or advanced'),
  studyMode: choice(studyModes, 'studyMode: choose online, classroom or either'),
  batchTime: choice(batchTimes, 'batchTime: choose morning, afternoon, evening or weekend'),
  heardFrom: choice(heardFromOptions, 'heardFrom: choose one of the listed answers'),
  notes: z.string().trim().max(2000, 'notes are too long (2,000 characters at most)').default(''),
});
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;
export const emptyApplicationForm: ApplicationForm = ApplicationFormSchema.parse({});

const version = z
  .number({ error: 'baseVersion is required: the version this page was based on' })
  .int('baseVersion must be a whole number')
  .min(0, 'baseVersion must be a whole number');

export const ApplicationSaveRequestSchema = ApplicationFormSchema.extend({ baseVersion: version });
export type ApplicationSaveRequest = z.input<typeof ApplicationSaveRequestSchema>;
export const ApplicationSubmitRequestSchema = z.object({ baseVersion: version });
export type ApplicationSubmitRequest = z.infer<typeof ApplicationSubmitRequestSchema>;

export const ApplicationCourseSchema = z.object({ id: z.string(), name: z.string() });

export const ApplicationSchema = z.object({
  form: ApplicationFormSchema,
  /** 0 before the first save. */
  version: z.number().int(),
  status: z.enum(applicationStatuses),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The courses the school offers, to choose the one of interest from. */
  courses: z.array(ApplicationCourseSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationResponseSchema = envelope(ApplicationSchema);
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

// --- Console (CONSOLE.md, decision 047): the school's list of applications and their follow-up.

export const ConsoleApplicationStatuses = ['submitted', 'contacted', 'enrolled', 'closed'] as const;
export const ApplicationQueueQuerySchema = z.object({
  status: z.enum(['open', 'all', ...ConsoleApplicationStatuses]).default('open'),
});
export type ApplicationQueueQuery = z.input<typeof ApplicationQueueQuerySchema>;

export const ApplicationItemSchema = z.object({
  id: z.string(),
  student: StudentContactSchema,
  courseName: z.string(),
  form: ApplicationFormSchema,
  status: z.enum(applicationStatuses),
  version: z.number().int(),
  statusVersion: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The student changed it after sending it. */
  changedAfterSending: z.boolean(),
});
export type ApplicationItem = z.infer<typeof ApplicationItemSchema>;
export const ApplicationQueueResponseSchema = envelope(z.object({ items: z.array(ApplicationItemSchema) }));
export type ApplicationQueueResponse = z.infer<typeof ApplicationQueueResponseSchema>;

export const ApplicationEventSchema = z.object({
  at: z.string(),
  /** 'student' for a saved version, else the staff member's name. */
  by: z.string(),
  kind: z.enum(['saved', 'submitted', 'status']),
  /** A saved version: its number; a status change: the new status. */
  version: z.number().int().nullable(),
  status: z.enum(applicationStatuses).nullable(),
  /** What a saved version changed (field labels), or the staff note of a status change. */
  detail: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;
export const ApplicationDetailSchema = ApplicationItemSchema.extend({
  history: z.array(ApplicationEventSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;
export const ApplicationDetailResponseSchema = envelope(ApplicationDetailSchema);
export type ApplicationDetailResponse = z.infer<typeof ApplicationDetailResponseSchema>;
export const ApplicationParamsSchema = idParams(ApplicationMessages.notFound);

export const ApplicationStatusRequestSchema = z.object({
  status: z.enum(ConsoleApplicationStatuses, { error: 'status: choose New, Contacted, Enrolled or Closed' }),
  note: z.string().trim().max(2000, 'note is too long (2,000 characters at most)').default(''),
  baseStatusVersion: z
    .number({ error: 'baseStatusVersion is required' })
    .int('baseStatusVersion must be a whole number')
    .min(0, 'baseStatusVersion must be a whole number'),
});
export type ApplicationStatusRequest = z.input<typeof ApplicationStatusRequestSchema>;

/** The labels of the form's fields, for the history's 'changed …' lines. */
export const applicationFieldLabels: Record<keyof ApplicationForm, string> = {
  courseId: 'course',
  examDate: 'exam date',
  targetScore: 'target score',
  level: 'level',
  studyMode: 'study mode',
  batchTime: 'batch time',
  heardFrom: 'how they heard of us',
  notes: 'notes',
};

/** The student's application profile (decision 047, 049). */
export const applicationApi = {
  application: get('application', { response: ApplicationResponseSchema }),
  save: put('application', { body: ApplicationSaveRequestSchema, response: ApplicationResponseSchema }),
  submit: post('application/submit', {
    body: ApplicationSubmitRequestSchema,
    response: ApplicationResponseSchema,
  }),
};

/** The console's list of sent applications and their follow-up (decision 047, 049). */
export const applicationConsoleApi = {
  list: get('console/applications', {
    query: ApplicationQueueQuerySchema,
    response: ApplicationQueueResponseSchema,
  }),
  detail: get('console/applications/:id', {
    params: ApplicationParamsSchema,
    response: ApplicationDetailResponseSchema,
  }),
  setStatus: put('console/applications/:id/status', {
    params: ApplicationParamsSchema,
    body: ApplicationStatusRequestSchema,
    response: ApplicationDetailResponseSchema,
  }),
};
