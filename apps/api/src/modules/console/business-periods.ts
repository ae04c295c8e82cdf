import { HOME_WEEK_DAYS } from '@portico/contract/console-home';
import type { OrderPeriod, Revenue } from '@portico/contract/console-orders';
import { addDaysToKey, dayKey, dayStart } from '../live-classes/class-schedule';

/**
 * The days the console reckons its business with, in the member's zone (issue 40): today, the week
 * (today and the HOME_WEEK_DAYS − 1 days before it) and the calendar month. The console home's
 * figures and the orders list's periods are both these.
 */
export function businessDays(now: Date, tz: string) {
  const today = dayKey(now, tz);
  return {
    today,
    weekFrom: dayStart(addDaysToKey(today, 1 - HOME_WEEK_DAYS), tz),
    monthFrom: dayStart(`${today.slice(0, 8)}01`, tz),
  };
}

/** The first moment of an orders list's period; null for all time. */
export function periodFrom(period: OrderPeriod, now: Date, tz: string): Date | null {
  if (period === 'all') return null;
  const days = businessDays(now, tz);
  return period === 'week' ? days.weekFrom : days.monthFrom;
}

/**
 * Revenue of captured payments (the sums console-orders.repository.ts `totals` reads): what stays is
 * paid less refunded, a refund never counted above what was paid.
 */
export function revenueOf(sums: { paidPaise: number; refundedPaise: number }): Revenue {
  const refundedPaise = Math.min(sums.refundedPaise, sums.paidPaise);
  return {
    paidPaise: sums.paidPaise,
    refundedPaise,
    netPaise: sums.paidPaise - refundedPaise,
    currency: 'INR',
  };
}
