import { addDays, type Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { CouponRepository } from './coupon.repository';

export const CouponMessages = {
  invalid: 'Invalid coupon code.',
  notYet: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  used: 'You have already used this coupon.',
  exhausted: 'This coupon has reached its usage limit.',
  applied: (title: string, until: Date) =>
    `Coupon applied. ${title} is active until ${until.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}.`,
} as const;

interface Student {
  id: string;
  companyCode: string;
}

/**
 * POST coupon (spec 2 §7): redeeming a code enrols the student in the coupon's product. The coupon
 * row is locked for the redemption, so its limits hold under concurrent requests.
 */
export class CouponService {
  constructor(
    private readonly repo: CouponRepository,
    private readonly clock: Clock,
  ) {}

  redeem(student: Student, code: string) {
    const now = this.clock.now();
    return this.repo.transaction(async (repo) => {
      const coupon = await repo.lockCoupon(student.companyCode, code.trim());
      if (!coupon?.isActive) throw badRequest(CouponMessages.invalid);
      if (coupon.validFrom && coupon.validFrom > now) throw badRequest(CouponMessages.notYet);
      if (coupon.validUntil && coupon.validUntil < now) throw badRequest(CouponMessages.expired);
      if ((await repo.redemptions(coupon.id, student.id)) >= coupon.maxPerStudent) {
        throw badRequest(CouponMessages.used);
      }
      if (coupon.maxRedemptions !== null && (await repo.redemptions(coupon.id)) >= coupon.maxRedemptions) {
        throw badRequest(CouponMessages.exhausted);
      }
      const product = await repo.product(student.companyCode, coupon.productId);
      if (!product) throw badRequest(CouponMessages.invalid);
      // A student who already holds the product gets the coupon's days added after the current expiry.
      const from = (await repo.runningUntil(student.companyCode, student.id, product.id, now)) ?? now;
      const expiresAt = addDays(from, coupon.validityDays ?? product.validityDays);
      await repo.redeem({
        companyCode: student.companyCode,
        couponId: coupon.id,
        studentId: student.id,
        productId: product.id,
        startsAt: now,
        expiresAt,
      });
      return {
        message: CouponMessages.applied(product.title, expiresAt),
        data: {
          productTitle: product.title,
          expiresAt: expiresAt.toISOString(),
          courseIds: await repo.courseIds(product.id),
        },
      };
    });
  }
}
