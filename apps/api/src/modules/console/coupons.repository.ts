import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, products } from '../../db/schema';
import { ownedExists, takenInCompany } from '../tenancy/owned-rows.repository';
import { AuditedRepository } from './audited.repository';

export type CouponRecord = typeof coupons.$inferSelect;
export type CouponWrite = Omit<typeof coupons.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** The only file of the console's coupons area that touches the database; every query is per company. */
export class CouponsRepository extends AuditedRepository<CouponsRepository> {
  protected on(db: Db) {
    return new CouponsRepository(db);
  }

  async list(companyCode: string) {
    return this.db
      .select({ coupon: coupons, productTitle: products.title, productValidityDays: products.validityDays })
      .from(coupons)
      .innerJoin(products, eq(products.id, coupons.productId))
      .where(eq(coupons.companyCode, companyCode))
      .orderBy(desc(coupons.isActive), desc(coupons.createdAt), asc(coupons.code));
  }

  /** Redemptions of each of the coupons. */
  async used(couponIds: string[]) {
    if (!couponIds.length) return [];
    return this.db
      .select({ couponId: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(inArray(couponRedemptions.couponId, couponIds))
      .groupBy(couponRedemptions.couponId);
  }

  productOf(companyCode: string, id: string): Promise<boolean> {
    return ownedExists(this.db, products, companyCode, id);
  }

  /** Whether another coupon of the company has the code (in any case). */
  codeTaken(companyCode: string, code: string, exceptId?: string): Promise<boolean> {
    return takenInCompany(
      this.db,
      coupons,
      companyCode,
      sql`upper(${coupons.code}) = upper(${code})`,
      exceptId,
    );
  }

  /** The coupon, locked against redemptions and other changes for the rest of the transaction. */
  lock(companyCode: string, id: string): Promise<CouponRecord | undefined> {
    return this.lockOwned(coupons, companyCode, id);
  }

  /** Redemptions so far in all, and the most by one student. */
  async usage(couponId: string): Promise<{ total: number; mostByOne: number }> {
    const rows = await this.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId))
      .groupBy(couponRedemptions.studentId);
    return {
      total: rows.reduce((sum, r) => sum + r.n, 0),
      mostByOne: rows.reduce((most, r) => Math.max(most, r.n), 0),
    };
  }

  insert(companyCode: string, values: CouponWrite): Promise<CouponRecord> {
    return this.insertOne(coupons, { ...values, companyCode }, 'coupon');
  }

  update(companyCode: string, id: string, values: Partial<CouponWrite>): Promise<CouponRecord> {
    return this.updateOwned(coupons, companyCode, id, values, 'coupon');
  }
}
