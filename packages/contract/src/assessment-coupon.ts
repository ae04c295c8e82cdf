import { z } from 'zod';
import { envelope, idField, requiredText } from './envelope';
import { post } from './route';

// Coupon (spec 2 §3, §7).

export const CouponRequestSchema = z.object({
  couponCode: requiredText('couponCode', 64),
  courseId: idField('courseId').optional(),
});
export type CouponRequest = z.input<typeof CouponRequestSchema>;
export const CouponResponseSchema = envelope(
  z.object({ productTitle: z.string(), expiresAt: z.string(), courseIds: z.array(z.string()) }),
);
export type CouponResponse = z.infer<typeof CouponResponseSchema>;

/** Redeeming a coupon (spec 2 §7; decision 049): the message and what it granted. */
export const couponApi = {
  redeem: post('coupon', { body: CouponRequestSchema, response: CouponResponseSchema }),
};
