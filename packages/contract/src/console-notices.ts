import { z } from 'zod';
import { recordCalls } from './console-calls';
import { envelope } from './envelope';
import { get } from './route';
import { endsAfterStart, idParams, imageAddress, isoMoment, orderNumber, trimmedText } from './schema-parts';

/**
 * Notices and notifications in the console (CONSOLE.md Authoring, admin): what the students' notifications
 * page and the dashboard's notice board show (spec 1 §2–§3), with an active flag, a schedule and the
 * course it is for (none: every course). The description is authored HTML: stored as written and
 * shown (to students and in the console's preview) only through the web's sanitiser.
 */
export const NoticesMessages = {
  notFound: 'No such notice.',
  title: 'Please enter a title',
  type: 'Choose notification or notice',
  image: 'Give an image address starting with /, https:// or http://',
  order: 'The order is a whole number from 0 to 9999',
  moment: 'Give a date and time in ISO 8601 form',
  years: 'Give a date between the years 2000 and 2100',
  schedule: 'The end of the schedule must be after its start.',
  course: 'Choose a course from the list',
  created: 'Notice saved.',
  changed: 'Notice changed.',
  deleted: 'Notice deleted.',
} as const;

export const noticeTypes = ['notification', 'notice'] as const;
export type NoticeType = (typeof noticeTypes)[number];
/** inactive: switched off; scheduled: its start is still ahead; ended: its end has passed. */
export const noticeStates = ['active', 'scheduled', 'ended', 'inactive'] as const;
export type NoticeState = (typeof noticeStates)[number];

const moment = isoMoment(NoticesMessages.moment, NoticesMessages.years);

export const NoticeInputSchema = z
  .object({
    type: z.enum(noticeTypes, { error: NoticesMessages.type }),
    title: trimmedText(200).min(1, NoticesMessages.title),
    shortDescription: trimmedText(500).default(''),
    /** Authored HTML (at most 100,000 characters). */
    description: z.string().max(100_000, 'At most 100000 characters').default(''),
    image: imageAddress(NoticesMessages.image).default(''),
    isImportant: z.boolean().default(false),
    isActive: z.boolean().default(true),
    orderNo: orderNumber(NoticesMessages.order),
    publishAt: moment.nullable().default(null),
    unpublishAt: moment.nullable().default(null),
    /** The course whose students see it; null: every course's (the company's own). */
    courseId: z.uuid({ error: NoticesMessages.course }).nullable().default(null),
  })
  .refine(endsAfterStart('publishAt', 'unpublishAt'), {
    message: NoticesMessages.schedule,
    path: ['unpublishAt'],
  });
export type NoticeInput = z.input<typeof NoticeInputSchema>;
export type NoticeValues = z.output<typeof NoticeInputSchema>;

export const ConsoleNoticeSchema = z.object({
  id: z.string(),
  type: z.enum(noticeTypes),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  image: z.string(),
  isImportant: z.boolean(),
  isActive: z.boolean(),
  orderNo: z.number(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  /** Null: shown on every course. */
  courseId: z.string().nullable(),
  /** The course's name; '' when it shows on every course. */
  courseName: z.string(),
  createdAt: z.string(),
  state: z.enum(noticeStates),
});
export type ConsoleNotice = z.infer<typeof ConsoleNoticeSchema>;

export const NoticeListQuerySchema = z.object({
  type: z.enum(noticeTypes, { error: NoticesMessages.type }).optional(),
});
export const NoticeListSchema = z.object({ notices: z.array(ConsoleNoticeSchema) });
export type NoticeList = z.infer<typeof NoticeListSchema>;
export const NoticeListResponseSchema = envelope(NoticeListSchema);
export const NoticeResponseSchema = envelope(ConsoleNoticeSchema);
export const NoticeParamsSchema = idParams(NoticesMessages.notFound);

/** A notice's state at `now` (its flag first, then its schedule). */
export function noticeState(
  n: { isActive: boolean; publishAt: string | Date | null; unpublishAt: string | Date | null },
  now: Date,
): NoticeState {
  if (!n.isActive) return 'inactive';
  if (n.unpublishAt && new Date(n.unpublishAt) <= now) return 'ended';
  if (n.publishAt && new Date(n.publishAt) > now) return 'scheduled';
  return 'active';
}

/** The notices page's calls (decision 049). */
export const consoleNoticesApi = {
  list: get('console/notices', { query: NoticeListQuerySchema, response: NoticeListResponseSchema }),
  ...recordCalls('console/notices', {
    body: NoticeInputSchema,
    params: NoticeParamsSchema,
    response: NoticeResponseSchema,
  }),
};
