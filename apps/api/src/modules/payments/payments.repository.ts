import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolments, orders, paymentEvents, products, students } from '../../db/schema';
import { ofStudent, runningUntil } from '../tenancy/owned-rows.repository';

export type OrderRow = typeof orders.$inferSelect;
export type ProductForSale = Pick<
  typeof products.$inferSelect,
  'id' | 'title' | 'price' | 'validityDays' | 'isFree'
>;

/** The only file of the payments area that touches the database. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: PaymentsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentsRepository(tx as unknown as Db)));
  }

  async product(companyCode: string, id: string): Promise<ProductForSale | undefined> {
    const [row] = await this.db
      .select({
        id: products.id,
        title: products.title,
        price: products.price,
        validityDays: products.validityDays,
        isFree: products.isFree,
      })
      .from(products)
      .where(and(eq(products.companyCode, companyCode), eq(products.id, id)));
    return row;
  }

  /** The latest expiry of the student's enrolments in a product still running at `now`. */
  async runningUntil(companyCode: string, studentId: string, productId: string, now: Date) {
    return (await runningUntil(this.db, { companyCode, studentId }, productId, now)) ?? null;
  }

  async contact(companyCode: string, studentId: string) {
    const [row] = await this.db
      .select({ name: students.name, email: students.email, mobile: students.mobileNumber })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, studentId)));
    return row;
  }

  async insertOrder(values: typeof orders.$inferInsert): Promise<void> {
    await this.db.insert(orders).values(values);
  }

  /** The student's order behind a completion token hash, with its product's title. */
  async studentOrder(companyCode: string, studentId: string, tokenHash: string) {
    const [row] = await this.db
      .select({ order: orders, productTitle: products.title })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(...ofStudent(orders, companyCode, studentId), eq(orders.completionTokenHash, tokenHash)));
    return row;
  }

  /** Records a delivery once; false when the gateway's event id was seen before (a replay). */
  async recordEvent(values: typeof paymentEvents.$inferInsert): Promise<boolean> {
    const rows = await this.db
      .insert(paymentEvents)
      .values(values)
      .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  }

  /** The company's order of a gateway order id, or of a gateway payment id, locked until the end. */
  async lockOrder(
    companyCode: string,
    gateway: string,
    by: { gatewayOrderId: string | null; paymentId: string | null },
  ): Promise<OrderRow | undefined> {
    const match = by.gatewayOrderId
      ? eq(orders.gatewayOrderId, by.gatewayOrderId)
      : by.paymentId
        ? eq(orders.gatewayPaymentId, by.paymentId)
        : undefined;
    if (!match) return undefined;
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.companyCode, companyCode), eq(orders.gateway, gateway), match))
      .for('update');
    return row;
  }

  async insertEnrolment(values: typeof enrolments.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(enrolments).values(values).returning({ id: enrolments.id });
    if (!row) throw new Error('enrolment not created');
    return row.id;
  }

  /** Ends an enrolment now (a refunded purchase); one already over keeps its own end. */
  async endEnrolment(id: string, now: Date): Promise<void> {
    await this.db
      .update(enrolments)
      .set({ expiresAt: sql`least(${enrolments.expiresAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(enrolments.id, id));
  }

  async updateOrder(id: string, set: Partial<typeof orders.$inferInsert>): Promise<void> {
    await this.db.update(orders).set(set).where(eq(orders.id, id));
  }
}
