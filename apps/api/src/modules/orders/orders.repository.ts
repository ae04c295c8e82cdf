import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderStatus, orders, products } from '../../db/schema';

export type CompletedOrder = {
  status: OrderStatus;
  amount: number;
  refundedPaise: number;
  productTitle: string;
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
      })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(and(eq(orders.companyCode, companyCode), eq(orders.completionTokenHash, tokenHash)))
      .limit(1);
    return row;
  }
}
