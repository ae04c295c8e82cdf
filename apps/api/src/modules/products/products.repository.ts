import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrolments, productCourses, products } from '../../db/schema';
import { ofStudent } from '../tenancy/owned-rows.repository';

export type ProductRow = typeof products.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The only file of the products area that touches the database. */
export class ProductsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The company's products for sale (free ones come with registration), in their order; with `key`,
   * the one of that slug (or id: spec 3's route table also shows /product/{id}).
   */
  async forSale(companyCode: string, key?: string): Promise<ProductRow[]> {
    const conds = [eq(products.companyCode, companyCode), eq(products.isFree, false), gt(products.price, 0)];
    if (key !== undefined) {
      const byId = UUID.test(key) ? eq(products.id, key) : undefined;
      const bySlug = eq(products.slug, key);
      conds.push(byId ? (or(bySlug, byId) as SQL) : bySlug);
    }
    return this.db
      .select()
      .from(products)
      .where(and(...conds))
      .orderBy(asc(products.orderNo), asc(products.title));
  }

  /** Course names per product. */
  async courseNames(productIds: string[]): Promise<Map<string, string[]>> {
    const names = new Map<string, string[]>();
    if (productIds.length === 0) return names;
    const rows = await this.db
      .select({ productId: productCourses.productId, name: courses.courseName })
      .from(productCourses)
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .where(inArray(productCourses.productId, productIds))
      .orderBy(asc(courses.courseName));
    for (const r of rows) names.set(r.productId, [...(names.get(r.productId) ?? []), r.name]);
    return names;
  }

  /** The student's running enrolments (never a revoked one), with their products. */
  async held(companyCode: string, studentId: string, now: Date) {
    return this.db
      .select({
        productId: products.id,
        slug: products.slug,
        title: products.title,
        expiresAt: enrolments.expiresAt,
      })
      .from(enrolments)
      .innerJoin(products, eq(products.id, enrolments.productId))
      .where(
        and(
          ...ofStudent(enrolments, companyCode, studentId),
          gt(enrolments.expiresAt, now),
          isNull(enrolments.revokedAt),
        ),
      )
      .orderBy(asc(products.title));
  }
}
