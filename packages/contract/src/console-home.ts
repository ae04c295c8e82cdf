import { z } from 'zod';
import { RevenueSchema } from './console-orders';
import { envelope } from './envelope';
import { LiveClassStatusSchema } from './live-classes';
import { get } from './route';
import { timeZoneQuery } from './time-zone';

/**
 * The console home (issue 40, decision 053): what waits and what is late per queue, the member's own
 * work first, today's live classes, the company's week and month (admins only), and how evaluations
 * come and go over the last days. One call; every figure is of the member's company, a faculty
 * member's of the courses they work on.
 */
export const consoleHomeQueues = [
  'evaluations',
  'scoreReports',
  'support',
  'career',
  'applications',
] as const;
export type ConsoleHomeQueueName = (typeof consoleHomeQueues)[number];

/** Days of the evaluations trend, today the last. */
export const HOME_TREND_DAYS = 14;
/** 'This week' of the home: today and the six days before it, in the member's zone. */
export const HOME_WEEK_DAYS = 7;

const count = z.number().int().nonnegative();

export const ConsoleHomeQueueSchema = z.object({
  queue: z.enum(consoleHomeQueues),
  /** Items that wait for staff now. */
  waiting: count,
  /** Of those, past the company's turnaround target; null for a queue without a target. */
  late: count.nullable(),
  /** The company's target in hours; null for a queue without one. */
  targetHours: z.number().int().positive().nullable(),
  /** When the longest waiting item began to wait; null when nothing waits. */
  oldestSince: z.iso.datetime().nullable(),
  /** Waiting items given to (or taken by) the member; null for a queue whose items have no owner. */
  mine: count.nullable(),
  /** What the member finished today (released, reviewed, first answered); null when not counted. */
  doneToday: count.nullable(),
});
export type ConsoleHomeQueue = z.infer<typeof ConsoleHomeQueueSchema>;

export const ConsoleHomeClassSchema = z.object({
  id: z.string(),
  className: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  courseName: z.string(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  status: LiveClassStatusSchema,
});
export type ConsoleHomeClass = z.infer<typeof ConsoleHomeClassSchema>;

/** The company's business figures: an administrator's only (faculty see no money, no other courses). */
export const ConsoleHomeBusinessSchema = z.object({
  /** Students who joined in the last HOME_WEEK_DAYS days. */
  newStudents: count,
  /**
   * Orders paid in the last HOME_WEEK_DAYS days (refunded since or not): the orders list's total for
   * `status=paid&period=week`.
   */
  ordersPaid: count,
  /**
   * This calendar month's payments, in paise: received, refunded of them since, and what stays; the
   * orders list's revenue for `status=paid&period=month`.
   */
  revenue: RevenueSchema,
  weekFrom: z.iso.datetime(),
  monthFrom: z.iso.datetime(),
});
export type ConsoleHomeBusiness = z.infer<typeof ConsoleHomeBusinessSchema>;

export const ConsoleHomeTrendDaySchema = z.object({
  /** The day in the member's zone, YYYY-MM-DD. */
  day: z.string(),
  /** Attempts sent for evaluation that day. */
  received: count,
  /** Evaluations released that day. */
  released: count,
});
export type ConsoleHomeTrendDay = z.infer<typeof ConsoleHomeTrendDaySchema>;

export const ConsoleHomeSchema = z.object({
  /** Today in the member's zone, YYYY-MM-DD, and the zone the day is reckoned in. */
  today: z.string(),
  timeZone: z.string(),
  queues: z.array(ConsoleHomeQueueSchema),
  /** Today's live classes of the member's courses, by start. */
  liveClasses: z.array(ConsoleHomeClassSchema),
  business: ConsoleHomeBusinessSchema.nullable(),
  /** Evaluations received and released per day, oldest day first, today last. */
  trend: z.array(ConsoleHomeTrendDaySchema),
});
export type ConsoleHome = z.infer<typeof ConsoleHomeSchema>;

export const ConsoleHomeMessages = {
  timeZone: 'tz must be an IANA time zone such as Asia/Kolkata',
} as const;

/** `tz`: the member's zone (their browser's), which decides 'today', the week and the month. */
export const ConsoleHomeQuerySchema = z.object({ tz: timeZoneQuery(ConsoleHomeMessages.timeZone) });

export const consoleHomeApi = {
  home: get('console/home', { query: ConsoleHomeQuerySchema, response: envelope(ConsoleHomeSchema) }),
};
