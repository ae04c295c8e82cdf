import { addDays, type Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { addressKey, type Limit, Limits, type RateLimiter } from '../../lib/rate-limit';
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
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A coupon grants a paid course, so wrong codes are limited per student and per address (decision
   * 009). Each try is counted before its code is looked up, so tries sent at once cannot all pass,
   * and past the limit the right code is refused too; a code that redeems is given back.
   */
  async redeem(student: Student, code: string, ip: string) {
    const subjects: [Limit, string][] = [
      [Limits.couponStudent, `${student.companyCode}:${student.id}`],
      [Limits.couponIp, `${student.companyCode}:${addressKey(ip)}`],
    ];
    for (const [limit, subject] of subjects) await this.limiter.consume(limit, [subject]);
    const redeemed = await this.redeemOnce(student, code);
    for (const [limit, subject] of subjects) await this.limiter.refund(limit, subject);
    return redeemed;
  }

  private redeemOnce(student: Student, code: string) {
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
