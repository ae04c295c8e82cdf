import { z } from 'zod';
import { pageCalls } from './console-calls';
import { envelope } from './envelope';
import { get } from './route';
import { endsAfterStart, idParams, isoMoment, ProductChoicesSchema, wholeNumber } from './schema-parts';

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
  products: ProductChoicesSchema,
});
export type CouponList = z.infer<typeof CouponListSchema>;
export const CouponListResponseSchema = envelope(CouponListSchema);

const moment = isoMoment();

export const CouponInputSchema = z
  .object({
    code: z
      .string({ error: CouponsMessages.code })
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/, CouponsMessages.code)
      .transform((v) => v.toUpperCase()),
    description: z.string().trim().max(500, CouponsMessages.description).default(''),
    productId: z.uuid({ error: CouponsMessages.product }),
    validityDays: wholeNumber(CouponsMessages.validity, 1, 3650).nullable(),
    validFrom: moment.nullable(),
    validUntil: moment.nullable(),
    maxRedemptions: wholeNumber(CouponsMessages.maxRedemptions, 1, 1_000_000).nullable(),
    maxPerStudent: wholeNumber(CouponsMessages.perStudent, 1, 100),
    isActive: z.boolean(),
  })
  .refine(endsAfterStart('validFrom', 'validUntil'), {
    message: CouponsMessages.dates,
    path: ['validUntil'],
  });
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponValues = z.output<typeof CouponInputSchema>;

export const CouponParamsSchema = idParams(CouponsMessages.notFound);

const page = { params: CouponParamsSchema, response: CouponListResponseSchema };

/** The coupons page's calls (decision 049): each write answers the whole list. */
export const consoleCouponsApi = {
  list: get('console/coupons', { response: CouponListResponseSchema }),
  ...pageCalls('console/coupons', { ...page, body: CouponInputSchema }, 'deactivate'),
};
