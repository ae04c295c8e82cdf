import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isActive, looseRef, ownerRef, timestampTz, updatedAt } from './columns';
import { enrolments, products } from './courses';
import { students } from './people';
import { companyCode } from './tenancy';

/**
 * A coupon (DATA-MODEL.md coupon): redeeming it enrols the student in its product. Codes are unique
 * per company and compared without regard to case (stored upper-case).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    companyCode: companyCode(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    productId: ownerRef('product_id', () => products.id),
    /** Days of access the redemption grants; null: the product's validity. */
    validityDays: integer('validity_days'),
    validFrom: timestampTz('valid_from'),
    validUntil: timestampTz('valid_until'),
    /** Redemptions allowed in all; null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    maxPerStudent: integer('max_per_student').notNull().default(1),
    isActive: isActive(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_company_code_uq').on(t.companyCode, sql`upper(${t.code})`)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    companyCode: companyCode(),
    couponId: ownerRef('coupon_id', () => coupons.id),
    studentId: ownerRef('student_id', () => students.id),
    enrolmentId: looseRef('enrolment_id', () => enrolments.id),
    redeemedAt: timestampTz('redeemed_at').notNull(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_student_idx').on(t.couponId, t.studentId),
  ],
);

/**
 * created: waiting for the payment (one only authorised waits here too); paid: a capture of the
 * whole amount granted the enrolment; failed: the gateway said the payment failed; refunded: the
 * whole amount was refunded and the enrolment ended; cancelled: given up before any payment.
 */
export const orderStatuses = ['created', 'paid', 'failed', 'refunded', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * DATA-MODEL.md order: one purchase. The completion token is the `/completed/{id}` route id the
 * payment gateway returns the student to; only its SHA-256 is stored.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyCode: companyCode(),
    studentId: ownerRef('student_id', () => students.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Rupees. */
    amount: integer('amount').notNull(),
    gateway: text('gateway').notNull().default('dev'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    completionTokenHash: text('completion_token_hash').notNull(),
    /** The gateway's own id of the order (Razorpay `order_…`); null until the gateway made it. */
    gatewayOrderId: text('gateway_order_id'),
    /** The verified payment (Razorpay `pay_…`). */
    gatewayPaymentId: text('gateway_payment_id'),
    /** The enrolment the verified payment granted: set once, with the status 'paid'. */
    enrolmentId: looseRef('enrolment_id', () => enrolments.id),
    /**
     * Paise refunded so far of the payment that paid the order (Razorpay's `amount_refunded`): above
     * 0 and below the amount, a partial refund that keeps the access; the whole amount, 'refunded'.
     */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** What the gateway said of a failed payment, for the completed page and the console. */
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestampTz('paid_at'),
    refundedAt: timestampTz('refunded_at'),
  },
  (t) => [
    uniqueIndex('orders_completion_token_uq').on(t.companyCode, t.completionTokenHash),
    uniqueIndex('orders_gateway_order_uq').on(t.gateway, t.gatewayOrderId),
    index('orders_student_idx').on(t.companyCode, t.studentId),
  ],
);

/**
 * Every payment notice a gateway delivered (webhook or the browser's callback), once: a retried or
 * replayed delivery finds its event here and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    companyCode: companyCode(),
    gateway: text('gateway').notNull(),
    /** The gateway's event id (Razorpay's `x-razorpay-event-id`), or `callback:<payment id>`. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderId: looseRef('order_id', () => orders.id),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.gateway, t.eventId)],
);
