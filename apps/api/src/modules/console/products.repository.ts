import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import { companies, coupons, courses, enrolments, orders, productCourses, products } from '../../db/schema';
import { heldAt, takenInCompany } from '../tenancy/owned-rows.repository';
import { AuditedRepository } from './audited.repository';

export type ProductRecord = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'companyCode'>;

/** The only file of the console's products area that touches the database; every query is per company. */
export class ProductsRepository extends AuditedRepository<ProductsRepository> {
  protected on(db: Db) {
    return new ProductsRepository(db);
  }

  /**
   * Locks the company's row: products are created and their slugs changed one at a time per company,
   * so two requests for one slug cannot both pass the check (slugs have no unique index).
   */
  async lockCompany(companyCode: string): Promise<void> {
    await this.db
      .select({ code: companies.code })
      .from(companies)
      .where(eq(companies.code, companyCode))
      .for('update');
  }

  async list(companyCode: string): Promise<ProductRecord[]> {
    return this.db
      .select()
      .from(products)
      .where(eq(products.companyCode, companyCode))
      .orderBy(asc(products.orderNo), asc(products.title), asc(products.id));
  }

  /** The courses each product grants. */
  async productCourses(productIds: string[]) {
    if (!productIds.length) return [];
    return this.db
      .select({ productId: productCourses.productId, id: courses.id, courseName: courses.courseName })
      .from(productCourses)
      .innerJoin(courses, eq(courses.id, productCourses.courseId))
      .where(inArray(productCourses.productId, productIds))
      .orderBy(asc(courses.orderNo), asc(courses.courseName));
  }

  /** Students holding each product now (an enrolment that has begun and not ended). */
  async holders(companyCode: string, now: Date) {
    return this.db
      .select({
        productId: enrolments.productId,
        n: sql<number>`count(distinct ${enrolments.studentId})::int`,
      })
      .from(enrolments)
      .where(and(eq(enrolments.companyCode, companyCode), ...heldAt(now)))
      .groupBy(enrolments.productId);
  }

  /** Products with any enrolment or order ever. */
  async inUse(companyCode: string): Promise<Set<string>> {
    const held = await this.db
      .selectDistinct({ id: enrolments.productId })
      .from(enrolments)
      .where(eq(enrolments.companyCode, companyCode));
    const ordered = await this.db
      .selectDistinct({ id: orders.productId })
      .from(orders)
      .where(eq(orders.companyCode, companyCode));
    return new Set([...held, ...ordered].map((r) => r.id));
  }

  async countCoupons(productId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(eq(coupons.productId, productId));
    return row?.n ?? 0;
  }

  /** Whether another product of the company has the slug (each stored one compared lower-cased). */
  slugTaken(companyCode: string, slug: string, exceptId?: string): Promise<boolean> {
    return takenInCompany(this.db, products, companyCode, sql`lower(${products.slug}) = ${slug}`, exceptId);
  }

  /** Of the given ids, those that are courses of the company. */
  async companyCourseIds(companyCode: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), inArray(courses.id, ids)));
    return rows.map((r) => r.id);
  }

  lockProduct(companyCode: string, id: string): Promise<ProductRecord | undefined> {
    return this.lockOwned(products, companyCode, id);
  }

  async courseIdsOf(productId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: productCourses.courseId })
      .from(productCourses)
      .where(eq(productCourses.productId, productId));
    return rows.map((r) => r.id).sort();
  }

  /** Whether anyone ever held or ordered the product (read inside the product's lock). */
  async everUsed(productId: string): Promise<boolean> {
    return (
      (await anyRow(this.db, enrolments, eq(enrolments.productId, productId))) ||
      anyRow(this.db, orders, eq(orders.productId, productId))
    );
  }

  insert(companyCode: string, values: ProductValues): Promise<ProductRecord> {
    return this.insertOne(products, { ...values, companyCode }, 'product');
  }

  update(companyCode: string, id: string, values: ProductValues): Promise<ProductRecord> {
    return this.updateOwned(products, companyCode, id, values, 'product');
  }

  async setCourses(productId: string, courseIds: string[]): Promise<void> {
    await this.db.delete(productCourses).where(eq(productCourses.productId, productId));
    if (courseIds.length) {
      await this.db.insert(productCourses).values(courseIds.map((courseId) => ({ productId, courseId })));
    }
  }

  delete(companyCode: string, id: string): Promise<void> {
    return this.deleteOwned(products, companyCode, id);
  }
}
