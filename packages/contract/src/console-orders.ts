import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { endsAfterStart, isoMoment } from './schema-parts';
import { timeZoneQuery } from './time-zone';

/**
 * The console's orders (issue 40, admins only): the company's orders newest first, narrowed by
 * state, period, a range of days and a student's name or email, a page at a time, with the count
 * and the revenue of every order the filter keeps. The console home's 'orders paid' and 'revenue
 * this month' are this list's totals for `status=paid` and the period (one rule, the API's).
 */
export const ORDERS_PAGE_SIZE = 25;

/**
 * An order's state as the console names it: pending (waiting for its payment: the gateway's
 * `created`), paid (a partial refund keeps it paid), failed, refunded (the whole amount came back)
 * or cancelled (given up before any payment).
 */
export const consoleOrderStates = ['pending', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type ConsoleOrderState = (typeof consoleOrderStates)[number];

/**
 * What `status` keeps. paid: every order whose payment was captured, refunded since or not (what
 * the home counts and what revenue is made of); refunded: those that gave money back, in whole or
 * in part; pending, failed, cancelled: those states.
 */
export const orderStatusFilters = ['paid', 'refunded', 'pending', 'failed', 'cancelled'] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/** week: today and the six days before, in the member's zone (the home's week); month: since the 1st. */
export const orderPeriods = ['week', 'month', 'all'] as const;
export type OrderPeriod = (typeof orderPeriods)[number];

export const OrdersMessages = {
  status: 'status must be paid, refunded, pending, failed or cancelled',
  period: 'period must be week, month or all',
  page: 'page must be a whole number from 1 to 10000',
  search: 'The search can be at most 200 characters',
  range: 'The end of the range must be after its start',
  timeZone: 'tz must be an IANA time zone such as Asia/Kolkata',
} as const;

const page = z.coerce
  .number({ error: OrdersMessages.page })
  .int(OrdersMessages.page)
  .min(1, OrdersMessages.page)
  .max(10_000, OrdersMessages.page);

/**
 * The list's filter. An order's moment is when it was paid, else when it was placed: the period and
 * the range (the first and last moments of the days the admin chose) are of that moment, and both
 * apply when both are given. `tz` decides the period's days.
 */
export const ConsoleOrdersQuerySchema = z
  .object({
    status: z.enum(orderStatusFilters, { error: OrdersMessages.status }).optional(),
    period: z.enum(orderPeriods, { error: OrdersMessages.period }).default('all'),
    from: isoMoment().optional(),
    to: isoMoment().optional(),
    q: z.string({ error: OrdersMessages.search }).trim().max(200, OrdersMessages.search).default(''),
    page: page.default(1),
    tz: timeZoneQuery(OrdersMessages.timeZone),
  })
  .refine(endsAfterStart('from', 'to'), { path: ['to'], message: OrdersMessages.range });
export type ConsoleOrdersQuery = z.input<typeof ConsoleOrdersQuerySchema>;
export type ConsoleOrdersFilter = z.infer<typeof ConsoleOrdersQuerySchema>;

const paise = z.number().int().nonnegative();

/**
 * Money of captured payments, in paise: what was paid, what of it was refunded since, and what
 * stays (paid − refunded). The home's month and the orders list's total are both this.
 */
export const RevenueSchema = z.object({
  paidPaise: paise,
  refundedPaise: paise,
  netPaise: paise,
  currency: z.literal('INR'),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const ConsoleOrderSchema = z.object({
  id: z.string(),
  /** The order's moment: when it was paid, else when it was placed. */
  at: z.iso.datetime(),
  placedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The product (course or pack) bought. */
  productTitle: z.string(),
  amountPaise: paise,
  state: z.enum(consoleOrderStates),
  /** The payment gateway (`razorpay`) and its id of the payment (`pay_…`); null before one was verified. */
  gateway: z.string(),
  gatewayPaymentId: z.string().nullable(),
  /** Paise refunded so far, and when the whole amount was (a partial refund keeps no date). */
  refundedPaise: paise,
  refundedAt: z.iso.datetime().nullable(),
  /** What the gateway said of a failed payment; '' otherwise. */
  failureReason: z.string(),
});
export type ConsoleOrder = z.infer<typeof ConsoleOrderSchema>;

export const ConsoleOrdersSchema = z.object({
  orders: z.array(ConsoleOrderSchema),
  /** Orders the filter keeps, over every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The revenue of the orders the filter keeps: their captured payments less their refunds. */
  revenue: RevenueSchema,
  /** The first moment of the period asked for; null for all time. */
  periodFrom: z.iso.datetime().nullable(),
});
export type ConsoleOrders = z.infer<typeof ConsoleOrdersSchema>;

export const consoleOrdersApi = {
  list: get('console/orders', { query: ConsoleOrdersQuerySchema, response: envelope(ConsoleOrdersSchema) }),
};
