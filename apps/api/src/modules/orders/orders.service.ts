import { CompletedMessages } from '@portico/contract/orders';
import { formatPaise, formatRupees } from '@portico/contract/products';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/text';
import type { CompletedOrder, OrdersRepository } from './orders.repository';

/** Shared with the web's product pages (packages/contract). */
export { formatRupees };

export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * spec 3 §7 GET {completed}: the message for the order behind the /completed/{id} token. Only
   * the token's SHA-256 is stored (DATA-MODEL.md order). A refunded order's page also says whether
   * the student still holds its product another way.
   */
  async completedMessage(companyCode: string, token: string): Promise<string> {
    const order = await this.repo.byCompletionHash(companyCode, sha256(token));
    if (!order) throw notFound(CompletedMessages.notFound);
    const stillHeld =
      order.status === 'refunded' &&
      (await this.repo.holds(companyCode, order.studentId, order.productId, this.clock.now()));
    return completedHtml(order, stillHeld);
  }
}

/** Shared with the console home (packages/contract). */
export { formatPaise };

/**
 * A full refund (decision 022) ends the enrolment the order granted, now: its courses stay in My
 * Courses as expired, unless the student holds the product another way (staff, a coupon, another
 * order: untouched). A refund that came before the capture was granted gave no course at all.
 */
function refundedHtml(order: CompletedOrder, title: string, amount: string, stillHeld: boolean): string {
  const what = order.enrolmentId
    ? stillHeld
      ? `The access this order gave has ended, but you still hold <strong>${title}</strong> another way, so its courses stay open in My Courses.`
      : 'The access this order gave has ended: its courses show as expired in My Courses.'
    : stillHeld
      ? `The refund came before this order gave a course; you still hold <strong>${title}</strong> another way, and that is unchanged.`
      : 'The refund came before this order gave a course, so it gave none.';
  return [
    '<h2>Payment refunded</h2>',
    `<p>Your payment of <strong>${amount}</strong> for <strong>${title}</strong> has been refunded.</p>`,
    `<p>${what} <a href="/select-course">Go to My Courses</a></p>`,
  ].join('');
}

/** Server-built HTML; the only authored text in it (the product title) is escaped. */
export function completedHtml(order: CompletedOrder, stillHeld = false): string {
  const title = escapeHtml(order.productTitle);
  const amount = escapeHtml(formatRupees(order.amount));
  switch (order.status) {
    case 'paid':
      // Decision 022: a partial refund keeps the course; the student is told how much came back.
      if (order.refundedPaise > 0) {
        return [
          '<h2>Payment partially refunded</h2>',
          `<p>${escapeHtml(formatPaise(order.refundedPaise))} of your payment of <strong>${amount}</strong> for <strong>${title}</strong> has been refunded.</p>`,
          '<p>The course stays in My Courses. <a href="/select-course">Go to My Courses</a></p>',
        ].join('');
      }
      return [
        '<h2>Thank you for your purchase!</h2>',
        `<p>Your payment of <strong>${amount}</strong> for <strong>${title}</strong> was successful.</p>`,
        '<p>The course is now in My Courses. <a href="/select-course">Go to My Courses</a></p>',
      ].join('');
    case 'created':
      return [
        '<h2>We are confirming your payment…</h2>',
        `<p>Your payment of <strong>${amount}</strong> for <strong>${title}</strong> is being confirmed with the payment gateway.</p>`,
        '<p>This usually takes a minute. Refresh this page to see the latest status.</p>',
      ].join('');
    case 'failed':
      return [
        '<h2>Payment failed</h2>',
        `<p>Your payment of <strong>${amount}</strong> for <strong>${title}</strong> did not go through, and no money was taken for this order.</p>`,
        '<p>You can try again from the <a href="/products">products page</a>.</p>',
      ].join('');
    case 'refunded':
      return refundedHtml(order, title, amount, stillHeld);
    case 'cancelled':
      return [
        '<h2>Order cancelled</h2>',
        `<p>Your order for <strong>${title}</strong> was cancelled before any payment, and no money was taken.</p>`,
        '<p>You can buy it again from the <a href="/products">products page</a>.</p>',
      ].join('');
  }
}
