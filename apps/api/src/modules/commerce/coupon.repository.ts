import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, enrolments, productCourses, products } from '../../db/schema';
import { findOwned, runningUntil } from '../tenancy/owned-rows.repository';

export type CouponRow = typeof coupons.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** The only file of the commerce area that touches the database. */
export class CouponRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: CouponRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CouponRepository(tx as unknown as Db)));
  }

  /** The company's coupon of a code (any case), locked until the transaction ends. */
  async lockCoupon(companyCode: string, code: string): Promise<CouponRow | undefined> {
    const [coupon] = await this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.companyCode, companyCode), sql`upper(${coupons.code}) = upper(${code})`))
      .for('update');
    return coupon;
  }

  /** Redemptions of a coupon, or of a coupon by one student. */
  async redemptions(couponId: string, studentId?: string): Promise<number> {
    const conds = [eq(couponRedemptions.couponId, couponId)];
    if (studentId) conds.push(eq(couponRedemptions.studentId, studentId));
    const [row] = await this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(...conds));
    return row?.n ?? 0;
  }

  product(companyCode: string, id: string): Promise<ProductRow | undefined> {
    return findOwned(this.db, products, companyCode, id);
  }

  /** The latest expiry of the student's enrolments in a product still running at `now`. */
  runningUntil(
    companyCode: string,
    studentId: string,
    productId: string,
    now: Date,
  ): Promise<Date | undefined> {
    return runningUntil(this.db, { companyCode, studentId }, productId, now);
  }

  /** Enrols the student through the coupon and records the redemption. */
  async redeem(values: {
    companyCode: string;
    couponId: string;
    studentId: string;
    productId: string;
    startsAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    const { companyCode, couponId, studentId, productId, startsAt, expiresAt } = values;
    const [enrolment] = await this.db
      .insert(enrolments)
      .values({ companyCode, studentId, productId, startsAt, expiresAt, source: 'coupon' })
      .returning({ id: enrolments.id });
    await this.db.insert(couponRedemptions).values({
      companyCode,
      couponId,
      studentId,
      enrolmentId: enrolment?.id ?? null,
      redeemedAt: startsAt,
    });
  }

  async courseIds(productId: string): Promise<string[]> {
    const rows = await this.db
      .select({ courseId: productCourses.courseId })
      .from(productCourses)
      .where(eq(productCourses.productId, productId));
    return rows.map((r) => r.courseId);
  }
}
