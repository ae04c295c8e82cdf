import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';

/** spec 1 §9: notifications page size; the dashboard noticeboard shows up to six. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTICEBOARD_SIZE = 6;
export const NOTIFICATION_MAX_LIMIT = 50;

export const NotificationMessages = {
  badType: 'type must be notification or notice',
  badLimit: `limit must be a whole number from 1 to ${NOTIFICATION_MAX_LIMIT}`,
  badLastKey: 'lastKey is invalid',
  badDate: 'must be a date (YYYY-MM-DD) or an ISO date-time',
  badRange: 'from must be on or before to',
  badSort: 'sort must be desc or asc',
  badId: 'id must be a notification id',
  notFound: 'Notification not found',
  noticeNotFound: 'Notice not found',
} as const;

const uuid = (message: string) => z.uuid({ error: message });
const dateOrDateTime = (field: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: `${field} ${NotificationMessages.badDate}`,
  });

export const NotificationTypeSchema = z.enum(['notification', 'notice'], {
  error: NotificationMessages.badType,
});
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

// spec 1 §7 GET get-notification: type, limit, courseId, lastKey, optional date filter.
// A date (YYYY-MM-DD) is a whole UTC day; the web sends the student's own day as date-times.
export const GetNotificationQuerySchema = z
  .object({
    type: NotificationTypeSchema.default('notification'),
    limit: z.coerce
      .number({ error: NotificationMessages.badLimit })
      .int(NotificationMessages.badLimit)
      .min(1, NotificationMessages.badLimit)
      .max(NOTIFICATION_MAX_LIMIT, NotificationMessages.badLimit)
      .default(NOTIFICATION_PAGE_SIZE),
    /**
     * The course the student has open: its rows join the company's; without one, or
     * with a course not the student's, the company's rows only.
     */
    courseId: z.string().trim().max(64).optional(),
    /** The previous page's lastEvaluatedKey (opaque). */
    lastKey: uuid(NotificationMessages.badLastKey).optional(),
    from: dateOrDateTime('from').optional(),
    to: dateOrDateTime('to').optional(),
    /** spec 1 §2 sort select: Newest to Oldest (default) or Oldest to Newest. */
    sort: z.enum(['desc', 'asc'], { error: NotificationMessages.badSort }).default('desc'),
  })
  .refine((q) => !q.from || !q.to || dayStart(q.from) <= dayEnd(q.to), {
    path: ['from'],
    message: NotificationMessages.badRange,
  });
export type GetNotificationQuery = z.infer<typeof GetNotificationQuerySchema>;
/** What the web sends (limit is coerced from the query string on the server). */
export type GetNotificationParams = Omit<z.input<typeof GetNotificationQuerySchema>, 'limit'> & {
  limit?: number;
};

/** The first instant a `from` value covers (a date: its UTC midnight). */
export function dayStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}
/** The last instant a `to` value covers (a date: the end of that UTC day). */
export function dayEnd(value: string): Date {
  return new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}

// spec 1 §3 Notification: id, name, shortDescription, content, image, isActive, createdDateTime,
// companyCode, userActions (isRead).
export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  name: z.string(),
  shortDescription: z.string(),
  /** HTML: show it only through the portal's sanitiser. */
  content: z.string(),
  image: z.string(),
  isImportant: z.boolean(),
  isActive: z.boolean(),
  orderNo: z.number().int(),
  createdDateTime: z.string(),
  companyCode: z.string(),
  /** The student's action on it; null when there is none (unread). */
  userActions: z.object({ isRead: z.boolean() }).nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z.object({
  Items: z.array(NotificationSchema),
  /** Pass as lastKey for the next page; null on the last page. */
  lastEvaluatedKey: z.string().nullable(),
  /** Portico: how many active rows of this type the student has not read (the header bell's count). */
  unreadCount: z.number().int().nonnegative().default(0),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const GetNotificationResponseSchema = envelope(NotificationPageSchema);
export type GetNotificationResponse = z.infer<typeof GetNotificationResponseSchema>;

// One notification or notice by id (the notice board opened from a link).
export const NotificationParamsSchema = z.object({ id: uuid(NotificationMessages.badId) });
export const GetOneNotificationResponseSchema = envelope(NotificationSchema);
export type GetOneNotificationResponse = z.infer<typeof GetOneNotificationResponseSchema>;

/** spec 1 §7 get-notification: a page of notifications or notices, or one by id. */
export const notificationsApi = {
  list: get('get-notification', {
    query: GetNotificationQuerySchema,
    response: GetNotificationResponseSchema,
  }),
  one: get('get-notification/:id', {
    params: NotificationParamsSchema,
    response: GetOneNotificationResponseSchema,
  }),
};

// The user action record moved to its own contract (user-actions.ts); re-exported for callers here.
export {
  type UserAction,
  type UserActionReferenceType,
  UserActionReferenceTypeSchema,
  type UserActionRequest,
  UserActionRequestSchema,
  type UserActionResponse,
  UserActionResponseSchema,
  UserActionSchema,
  UserActionStatusSchema,
} from './user-actions';
