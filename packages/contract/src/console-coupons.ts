import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Coupons in the console (CONSOLE.md Authoring, admin): a code a student redeems on Apply Coupon for
 * one product, with its days of access (or the product's), when it can be used, how many times in all
 * and per student, and whether it is active. Codes are unique per company whatever their case.
 */
export const CouponsMessages = {
  notFound: 'No such coupon.',
  code: 'A code is 3 to 32 letters, digits or hyphens.',
  codeTaken: 'Another coupon already has this code.',
  product: 'Choose one of your products.',
  validity: 'Validity is 1 to 3650 days, or empty for the product’s own.',
  dates: 'The last day must be after the first.',
  maxRedemptions: 'The limit is 1 to 1,000,000 redemptions, or empty for no limit.',
  perStudent: 'Each student may use it 1 to 100 times.',
  belowUsed: (used: number) =>
    `It was redeemed ${used} ${used === 1 ? 'time' : 'times'} already: the limit cannot be lower.`,
  belowPerStudent: (used: number) =>
    `A student already redeemed it ${used} times: the limit per student cannot be lower.`,
  description: 'The description is at most 500 characters.',
  created: 'Coupon created.',
  saved: 'Coupon saved.',
  deactivated: 'Coupon deactivated: students can no longer redeem it.',
  alreadyInactive: 'This coupon is already inactive.',
} as const;

export const ConsoleCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  /** Days of access it grants; null: the product's validity. */
  validityDays: z.number().nullable(),
  productValidityDays: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  maxPerStudent: z.number(),
  isActive: z.boolean(),
  used: z.number(),
});
export type ConsoleCoupon = z.infer<typeof ConsoleCouponSchema>;

export const CouponListSchema = z.object({
  coupons: z.array(ConsoleCouponSchema),
  products: z.array(z.object({ id: z.string(), title: z.string(), validityDays: z.number() })),
});
export type CouponList = z.infer<typeof CouponListSchema>;
export const CouponListResponseSchema = envelope(CouponListSchema);

const moment = z.iso
  .datetime({ offset: true, error: 'Give a date and time in ISO 8601 form' })
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'Give a date between the years 2000 and 2100');

export const CouponInputSchema = z
  .object({
    code: z
      .string({ error: CouponsMessages.code })
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/, CouponsMessages.code)
      .transform((v) => v.toUpperCase()),
    description: z.string().trim().max(500, CouponsMessages.description).default(''),
    productId: z.uuid({ error: CouponsMessages.product }),
    validityDays: z
      .number({ error: CouponsMessages.validity })
      .int(CouponsMessages.validity)
      .min(1, CouponsMessages.validity)
      .max(3650, CouponsMessages.validity)
      .nullable(),
    validFrom: moment.nullable(),
    validUntil: moment.nullable(),
    maxRedemptions: z
      .number({ error: CouponsMessages.maxRedemptions })
      .int(CouponsMessages.maxRedemptions)
      .min(1, CouponsMessages.maxRedemptions)
      .max(1_000_000, CouponsMessages.maxRedemptions)
      .nullable(),
    maxPerStudent: z
      .number({ error: CouponsMessages.perStudent })
      .int(CouponsMessages.perStudent)
      .min(1, CouponsMessages.perStudent)
      .max(100, CouponsMessages.perStudent),
    isActive: z.boolean(),
  })
  .refine((v) => !v.validFrom || !v.validUntil || new Date(v.validUntil) > new Date(v.validFrom), {
    message: CouponsMessages.dates,
    path: ['validUntil'],
  });
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponValues = z.output<typeof CouponInputSchema>;

export const CouponParamsSchema = z.object({ id: z.uuid({ error: CouponsMessages.notFound }) });
