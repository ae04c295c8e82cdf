import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, couponRedemptions, coupons, products } from '../../db/schema';

export type CouponRecord = typeof coupons.$inferSelect;
export type CouponWrite = Omit<typeof coupons.$inferInsert, 'id' | 'companyCode' | 'createdAt'>;

/** A unique index refused the row (PostgreSQL and PGlite both say 23505, perhaps wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The only file of the console's coupons area that touches the database; every query is per company. */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (repo: CouponsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new CouponsRepository(tx)));
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

  async products(companyCode: string) {
    return this.db
      .select({ id: products.id, title: products.title, validityDays: products.validityDays })
      .from(products)
      .where(eq(products.companyCode, companyCode))
      .orderBy(asc(products.orderNo), asc(products.title));
  }

  async productOf(companyCode: string, id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyCode, companyCode), eq(products.id, id)));
    return rows.length > 0;
  }

  async codeTaken(companyCode: string, code: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(
          eq(coupons.companyCode, companyCode),
          sql`upper(${coupons.code}) = upper(${code})`,
          exceptId ? ne(coupons.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The coupon, locked against redemptions and other changes for the rest of the transaction. */
  async lock(companyCode: string, id: string): Promise<CouponRecord | undefined> {
    const rows = await this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.companyCode, companyCode), eq(coupons.id, id)))
      .for('update');
    return rows[0];
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

  async insert(companyCode: string, values: CouponWrite): Promise<CouponRecord> {
    const [row] = await this.db
      .insert(coupons)
      .values({ ...values, companyCode })
      .returning();
    if (!row) throw new Error('coupon insert returned nothing');
    return row;
  }

  async update(id: string, values: Partial<CouponWrite>): Promise<CouponRecord> {
    const [row] = await this.db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
    if (!row) throw new Error('coupon update returned nothing');
    return row;
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }
}
