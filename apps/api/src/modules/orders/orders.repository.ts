import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderStatus, orders, products } from '../../db/schema';
import { runningUntil } from '../tenancy/owned-rows.repository';

export type CompletedOrder = {
  status: OrderStatus;
  amount: number;
  refundedPaise: number;
  productTitle: string;
  /** The enrolment the order granted (null: it never granted one, e.g. refunded before its capture). */
  enrolmentId: string | null;
  studentId: string;
  productId: string;
};

/** The only file of the orders area that touches the database. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** The company's order behind a completion token hash; another company's order is never found. */
  async byCompletionHash(companyCode: string, tokenHash: string): Promise<CompletedOrder | undefined> {
    const [row] = await this.db
      .select({
        status: orders.status,
        amount: orders.amount,
        refundedPaise: orders.refundedPaise,
        productTitle: products.title,
        enrolmentId: orders.enrolmentId,
        studentId: orders.studentId,
        productId: orders.productId,
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(eq(orders.companyCode, companyCode), eq(orders.completionTokenHash, tokenHash)))
      .limit(1);
    return row;
  }

  /** Whether the student holds the product at `now` through an enrolment still running (not revoked). */
  async holds(companyCode: string, studentId: string, productId: string, now: Date): Promise<boolean> {
    return Boolean(await runningUntil(this.db, { companyCode, studentId }, productId, now));
  }
}
