// A demo company's products (with the courses each opens) and the coupons that discount them.
import type { Db } from '../db/client';
import { coupons, productCourses, products } from '../db/schema';
import { seedId } from '../lib/seed-id';
import type { DemoCompany } from './seed-demo-schema';

export type SeededProduct = { id: string; validityDays: number };

/** Upserts the company's products; returns each product key's row. */
export async function seedProducts(
  db: Db,
  companyCode: string,
  prods: DemoCompany['products'],
  courseIds: Map<string, string>,
): Promise<Map<string, SeededProduct>> {
  const productRows = new Map<string, SeededProduct>();
  for (const [pi, p] of prods.entries()) {
    const { key, courses: courseKeys, ...fields } = p;
    const row = { id: seedId(companyCode, 'product', key), companyCode, orderNo: pi, ...fields };
    productRows.set(key, row);
    await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
    for (const k of courseKeys) {
      const courseId = courseIds.get(k);
      if (!courseId) throw new Error(`demo content: product ${key} names unknown course ${k}`);
      await db.insert(productCourses).values({ productId: row.id, courseId }).onConflictDoNothing();
    }
  }
  return productRows;
}

export async function seedCoupons(
  db: Db,
  companyCode: string,
  couponSeeds: DemoCompany['coupons'],
  productRows: Map<string, SeededProduct>,
) {
  for (const coupon of couponSeeds) {
    const p = productRows.get(coupon.product);
    if (!p) throw new Error(`demo content: coupon ${coupon.code} names unknown product ${coupon.product}`);
    const row = {
      id: seedId(companyCode, 'coupon', coupon.code),
      companyCode,
      code: coupon.code.toUpperCase(),
      description: coupon.description,
      productId: p.id,
      validityDays: coupon.validityDays ?? null,
      validFrom: coupon.validFrom ? new Date(coupon.validFrom) : null,
      validUntil: coupon.validUntil ? new Date(coupon.validUntil) : null,
      maxRedemptions: coupon.maxRedemptions ?? null,
      maxPerStudent: coupon.maxPerStudent,
    };
    await db.insert(coupons).values(row).onConflictDoUpdate({ target: coupons.id, set: row });
  }
}
