import { z } from 'zod';
import { envelope, idField, requiredText } from './envelope';

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
