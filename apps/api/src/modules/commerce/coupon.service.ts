import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, enrolments, productCourses, products } from '../../db/schema';
import { addDays, type Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';

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
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async redeem(student: Student, code: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [coupon] = await tx
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.companyCode, student.companyCode),
            sql`upper(${coupons.code}) = upper(${code.trim()})`,
          ),
        )
        .for('update');
      if (!coupon || !coupon.isActive) throw badRequest(CouponMessages.invalid);
      if (coupon.validFrom && coupon.validFrom > now) throw badRequest(CouponMessages.notYet);
      if (coupon.validUntil && coupon.validUntil < now) throw badRequest(CouponMessages.expired);
      const [mine] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.studentId, student.id)));
      if ((mine?.n ?? 0) >= coupon.maxPerStudent) throw badRequest(CouponMessages.used);
      if (coupon.maxRedemptions !== null) {
        const [all] = await tx
          .select({ n: count() })
          .from(couponRedemptions)
          .where(eq(couponRedemptions.couponId, coupon.id));
        if ((all?.n ?? 0) >= coupon.maxRedemptions) throw badRequest(CouponMessages.exhausted);
      }
      const [product] = await tx
        .select()
        .from(products)
        .where(and(eq(products.companyCode, student.companyCode), eq(products.id, coupon.productId)));
      if (!product) throw badRequest(CouponMessages.invalid);
      // A student who already holds the product gets the coupon's days added after the current expiry.
      const [current] = await tx
        .select({ expiresAt: sql<Date>`max(${enrolments.expiresAt})` })
        .from(enrolments)
        .where(
          and(
            eq(enrolments.companyCode, student.companyCode),
            eq(enrolments.studentId, student.id),
            eq(enrolments.productId, product.id),
            gt(enrolments.expiresAt, now),
          ),
        );
      const from = current?.expiresAt ? new Date(current.expiresAt) : now;
      const expiresAt = addDays(from, coupon.validityDays ?? product.validityDays);
      const [enrolment] = await tx
        .insert(enrolments)
        .values({
          companyCode: student.companyCode,
          studentId: student.id,
          productId: product.id,
          startsAt: now,
          expiresAt,
          source: 'coupon',
        })
        .returning({ id: enrolments.id });
      await tx.insert(couponRedemptions).values({
        companyCode: student.companyCode,
        couponId: coupon.id,
        studentId: student.id,
        enrolmentId: enrolment?.id ?? null,
        redeemedAt: now,
      });
      const courseRows = await tx
        .select({ courseId: productCourses.courseId })
        .from(productCourses)
        .where(eq(productCourses.productId, product.id));
      return {
        message: CouponMessages.applied(product.title, expiresAt),
        data: {
          productTitle: product.title,
          expiresAt: expiresAt.toISOString(),
          courseIds: courseRows.map((r) => r.courseId),
        },
      };
    });
  }
}
