import type { OrderStatusFilter } from '@portico/contract/console-orders';
import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/queries';
import { orders, products, students } from '../../db/schema';

/** Which of the company's orders a list or a total is of. */
export type OrderFilter = {
  status?: OrderStatusFilter;
  /** The order's moment (when paid, else when placed) is at or after `from`, and at or before `to`. */
  from?: Date | null;
  to?: Date | null;
  /** Text in the student's name or email. */
  q?: string;
};

/** An order's moment: when it was paid, else when it was placed. */
const orderAt = sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/**
 * A captured payment: the order was paid (its payment captured and the course granted), refunded
 * since or not. Revenue is made of these only; a refund that came before any capture was granted
 * brought nothing in.
 */
const captured = and(inArray(orders.status, ['paid', 'refunded']), isNotNull(orders.paidAt));

const STATUS: Record<OrderStatusFilter, SQL | undefined> = {
  paid: captured,
  refunded: or(eq(orders.status, 'refunded'), gt(orders.refundedPaise, 0)),
  pending: eq(orders.status, 'created'),
  failed: eq(orders.status, 'failed'),
  cancelled: eq(orders.status, 'cancelled'),
};

/**
 * The one reckoning of money the console has (issue 40): of the orders kept, how many, the paise of
 * their captured payments, and the paise refunded of those (a refunded order gave the whole amount
 * back, whatever its refunded_paise says).
 */
const totalsColumns = {
  orders: sql<number>`count(*)::int`,
  paidPaise: sql<number>`(coalesce(sum(case when ${captured} then ${orders.amount} else 0 end), 0) * 100)::float8`,
  refundedPaise: sql<number>`coalesce(sum(case when ${captured} then (case when ${orders.status} = 'refunded'
    then ${orders.amount} * 100 else ${orders.refundedPaise} end) else 0 end), 0)::float8`,
};

const rowColumns = {
  id: orders.id,
  at: orderAt.mapWith(orders.createdAt),
  placedAt: orders.createdAt,
  paidAt: orders.paidAt,
  studentId: students.id,
  studentName: students.name,
  studentEmail: students.email,
  productTitle: products.title,
  amount: orders.amount,
  status: orders.status,
  gateway: orders.gateway,
  gatewayPaymentId: orders.gatewayPaymentId,
  refundedPaise: orders.refundedPaise,
  refundedAt: orders.refundedAt,
  failureReason: orders.failureReason,
};

export type ConsoleOrderRow = Awaited<ReturnType<ConsoleOrdersRepository['page']>>[number];

/**
 * The console's reading of a company's orders: its orders list and the totals of any filter (the
 * console home's week and month are two of them). Every query is of one company.
 */
export class ConsoleOrdersRepository {
  constructor(private readonly db: Db) {}

  private where(companyCode: string, f: OrderFilter): SQL | undefined {
    const q = f.q?.trim();
    return and(
      eq(orders.companyCode, companyCode),
      f.status ? STATUS[f.status] : undefined,
      f.from ? gte(orderAt, f.from) : undefined,
      f.to ? lte(orderAt, f.to) : undefined,
      q ? or(ilike(students.name, containsPattern(q)), ilike(students.email, containsPattern(q))) : undefined,
    );
  }

  /** One page of the orders kept, newest first. */
  page(companyCode: string, f: OrderFilter, limit: number, offset: number) {
    return this.db
      .select(rowColumns)
      .from(orders)
      .innerJoin(students, eq(students.id, orders.studentId))
      .innerJoin(products, eq(products.id, orders.productId))
      .where(this.where(companyCode, f))
      .orderBy(desc(orderAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
  }

  /** How many orders the filter keeps, and the money of their captured payments (`totalsColumns`). */
  async totals(companyCode: string, f: OrderFilter) {
    const [row] = await this.db
      .select(totalsColumns)
      .from(orders)
      .innerJoin(students, eq(students.id, orders.studentId))
      .where(this.where(companyCode, f));
    return row ?? { orders: 0, paidPaise: 0, refundedPaise: 0 };
  }
}
