import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Days of access the redemption grants; null: the product's validity. */
    validityDays: integer('validity_days'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Redemptions allowed in all; null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    maxPerStudent: integer('max_per_student').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_company_code_uq').on(t.companyCode, sql`upper(${t.code})`)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_student_idx').on(t.couponId, t.studentId),
  ],
);

export const orderStatuses = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * DATA-MODEL.md order: one purchase. The completion token is the `/completed/{id}` route id the
 * payment gateway returns the student to; only its SHA-256 is stored.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyCode: companyCode(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Rupees. */
    amount: integer('amount').notNull(),
    gateway: text('gateway').notNull().default('dev'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    completionTokenHash: text('completion_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_completion_token_uq').on(t.companyCode, t.completionTokenHash),
    index('orders_student_idx').on(t.companyCode, t.studentId),
  ],
);
