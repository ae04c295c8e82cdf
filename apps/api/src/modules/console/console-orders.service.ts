import {
  type ConsoleOrder,
  type ConsoleOrderState,
  type ConsoleOrders,
  type ConsoleOrdersFilter,
  ORDERS_PAGE_SIZE,
} from '@portico/contract/console-orders';
import type { OrderStatus } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/staff-actor';
import { adminOnly } from './authoring';
import { periodFrom, revenueOf } from './business-periods';
import type { ConsoleOrderRow, ConsoleOrdersRepository, OrderFilter } from './console-orders.repository';

/** The gateway's `created` is an order waiting for its payment: 'pending' to the console. */
const STATE: Record<OrderStatus, ConsoleOrderState> = {
  created: 'pending',
  paid: 'paid',
  failed: 'failed',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/** The later of two starts (either may be absent). */
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

function present(r: ConsoleOrderRow): ConsoleOrder {
  return {
    id: r.id,
    at: r.at.toISOString(),
    placedAt: r.placedAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    student: { id: r.studentId, name: r.studentName, email: r.studentEmail },
    productTitle: r.productTitle,
    amountPaise: r.amount * 100,
    state: STATE[r.status],
    gateway: r.gateway,
    gatewayPaymentId: r.gatewayPaymentId,
    refundedPaise: r.refundedPaise,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    failureReason: r.failureReason,
  };
}

/**
 * The console's orders (issue 40, admins only): the company's orders newest first, a page at a time,
 * with the count and revenue of all the filter keeps. The console home reads its week's paid orders
 * and its month's revenue through `paidTotals`, the same reckoning as this list's total.
 */
export class ConsoleOrdersService {
  constructor(
    private readonly repo: ConsoleOrdersRepository,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, query: ConsoleOrdersFilter): Promise<ConsoleOrders> {
    const companyCode = adminOnly(actor);
    const start = periodFrom(query.period, this.clock.now(), query.tz);
    const filter: OrderFilter = {
      status: query.status,
      from: later(start, query.from ? new Date(query.from) : null),
      to: query.to ? new Date(query.to) : null,
      q: query.q,
    };
    const offset = (query.page - 1) * ORDERS_PAGE_SIZE;
    const [rows, totals] = await Promise.all([
      this.repo.page(companyCode, filter, ORDERS_PAGE_SIZE, offset),
      this.repo.totals(companyCode, filter),
    ]);
    return {
      orders: rows.map(present),
      total: totals.orders,
      page: query.page,
      pageSize: ORDERS_PAGE_SIZE,
      revenue: revenueOf(totals),
      periodFrom: start?.toISOString() ?? null,
    };
  }

  /**
   * The orders paid since a moment (refunded since or not) and their revenue: the list's total for
   * `status=paid` from then, as the console home shows it.
   */
  async paidTotals(companyCode: string, since: Date) {
    const totals = await this.repo.totals(companyCode, { status: 'paid', from: since });
    return { orders: totals.orders, revenue: revenueOf(totals) };
  }
}
