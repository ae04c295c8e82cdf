import { randomUUID } from 'node:crypto';
import type { Checkout } from '@portico/contract/products';
import { ProductMessages as M } from '@portico/contract/products';
import type pino from 'pino';
import { addDays, type Clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, notFound, unavailable } from '../../lib/errors';
import type { PaymentGateway, PaymentNotice } from './gateway';
import type { OrderRow, PaymentsRepository } from './payments.repository';
import type { RazorpayGateway } from './razorpay.gateway';

interface Student {
  id: string;
  companyCode: string;
}

export type Outcome = 'granted' | 'already' | 'refused' | 'recorded' | 'replay' | 'unknown-order';

/**
 * Buying a product (spec 3 §2 Products, §4 Purchase; ARCHITECTURE.md 'Payments'): an order at the
 * server's price, the gateway's checkout, then an enrolment granted once, only for a verified
 * payment of the order's amount, whatever arrives twice.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly log: pino.Logger,
    /** False where the gateway takes no money and must not sell (the test gateway in production). */
    private readonly selling: boolean,
  ) {}

  /** spec 3 §7 POST purchase: the order, and where the browser goes to pay. */
  async purchase(student: Student, productId: string): Promise<{ returnUrl: string }> {
    const product = await this.repo.product(student.companyCode, productId);
    if (!product) throw notFound(M.notFound);
    if (product.isFree || product.price <= 0) throw badRequest(M.notForSale);
    const now = this.clock.now();
    if (await this.repo.runningUntil(student.companyCode, student.id, product.id, now)) {
      throw conflict(M.enrolled);
    }
    if (!this.selling) throw unavailable(M.unavailable);
    const id = randomUUID();
    const token = newToken();
    const gatewayOrderId = await this.gateway.createOrder({
      receipt: id,
      amountPaise: product.price * 100,
      currency: 'INR',
      notes: { portico_order: id, company: student.companyCode },
    });
    await this.repo.insertOrder({
      id,
      companyCode: student.companyCode,
      studentId: student.id,
      productId: product.id,
      amount: product.price,
      gateway: this.gateway.name,
      status: 'created',
      completionTokenHash: sha256(token),
      gatewayOrderId,
      createdAt: now,
      updatedAt: now,
    });
    return { returnUrl: `/checkout/${token}` };
  }

  private async ownOrder(student: Student, token: string) {
    const found = await this.repo.studentOrder(student.companyCode, student.id, sha256(token));
    if (!found) throw notFound(M.badToken);
    return found;
  }

  /** The checkout page's order: what is bought, and Razorpay Checkout's options. */
  async checkout(student: Student, token: string, companyName: string): Promise<Checkout> {
    const { order, productTitle } = await this.ownOrder(student, token);
    const gateway = order.gateway === 'razorpay' ? 'razorpay' : 'test';
    let razorpay: Checkout['razorpay'] = null;
    if (gateway === 'razorpay' && this.gateway.name === 'razorpay' && order.gatewayOrderId) {
      const contact = await this.repo.contact(student.companyCode, student.id);
      razorpay = {
        keyId: (this.gateway as RazorpayGateway).keyId,
        orderId: order.gatewayOrderId,
        amountPaise: order.amount * 100,
        currency: 'INR',
        name: companyName,
        description: productTitle,
        prefill: { name: contact?.name ?? '', email: contact?.email ?? '', contact: contact?.mobile ?? '' },
      };
    }
    return { productTitle, amount: order.amount, status: order.status, gateway, razorpay };
  }

  /** The checkout's result, verified with the gateway: the enrolment, once. */
  async verify(
    student: Student,
    body: { token: string; gatewayOrderId: string; paymentId: string; signature: string },
  ): Promise<{ returnUrl: string }> {
    const { order } = await this.ownOrder(student, body.token);
    if (order.gateway !== this.gateway.name || order.gatewayOrderId !== body.gatewayOrderId) {
      throw badRequest(M.notVerified);
    }
    const payment = await this.gateway.verifyPayment(body);
    if (!payment) throw badRequest(M.notVerified);
    const outcome = await this.apply(student.companyCode, {
      eventId: `callback:${payment.paymentId}`,
      eventType: 'checkout.callback',
      kind: 'paid',
      gatewayOrderId: payment.gatewayOrderId,
      paymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      reason: '',
      payload: { ...body, verified: payment },
    });
    if (outcome === 'refused') throw badRequest(M.notVerified);
    return { returnUrl: `/completed/${body.token}` };
  }

  /** The test gateway's Fail button on the student's own order. */
  async testFailure(student: Student, token: string, notice: (gatewayOrderId: string) => PaymentNotice) {
    const { order } = await this.ownOrder(student, token);
    if (order.status !== 'created' || !order.gatewayOrderId) throw conflict(M.notPayable);
    await this.apply(student.companyCode, notice(order.gatewayOrderId));
    return { returnUrl: `/completed/${token}` };
  }

  /** The test gateway's Pay button needs the student's open order of the test gateway. */
  async testOrder(student: Student, token: string): Promise<OrderRow> {
    const { order } = await this.ownOrder(student, token);
    if (order.gateway !== 'test' || !order.gatewayOrderId) throw notFound(M.badToken);
    if (order.status !== 'created' && order.status !== 'failed') throw conflict(M.notPayable);
    return order;
  }

  /** A webhook delivery (ARCHITECTURE.md: retried deliveries are idempotent). */
  async webhook(
    companyCode: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<Outcome> {
    const notice = this.gateway.readWebhook(rawBody, headers);
    if (!notice) throw badRequest('The signature of this delivery does not hold.');
    return this.apply(companyCode, notice);
  }

  /** One delivery, one transaction: the event kept once, the order locked, the enrolment granted once. */
  apply(companyCode: string, notice: PaymentNotice): Promise<Outcome> {
    const now = this.clock.now();
    const gateway = this.gateway.name;
    return this.repo.transaction(async (repo) => {
      const order = await repo.lockOrder(companyCode, gateway, notice);
      const fresh = await repo.recordEvent({
        companyCode,
        gateway,
        eventId: notice.eventId,
        eventType: notice.eventType,
        orderId: order?.id ?? null,
        payload: notice.payload,
        receivedAt: now,
      });
      if (!fresh) return 'replay';
      if (!order) {
        if (notice.kind !== 'ignored')
          this.log.warn({ notice: notice.eventId }, 'payment notice for no order');
        return 'unknown-order';
      }
      switch (notice.kind) {
        case 'paid':
          return this.paid(repo, order, notice, now);
        case 'failed':
          if (order.status !== 'created') return 'recorded';
          await repo.updateOrder(order.id, {
            status: 'failed',
            failureReason: notice.reason,
            updatedAt: now,
          });
          return 'recorded';
        case 'refunded':
          if (order.status !== 'paid' || (notice.amountPaise ?? 0) < order.amount * 100) return 'recorded';
          if (order.enrolmentId) await repo.endEnrolment(order.enrolmentId, now);
          await repo.updateOrder(order.id, { status: 'refunded', refundedAt: now, updatedAt: now });
          return 'recorded';
        default:
          return 'recorded';
      }
    });
  }

  private async paid(repo: PaymentsRepository, order: OrderRow, notice: PaymentNotice, now: Date) {
    // The amount is the server's price: a payment of anything else grants nothing.
    const wrongAmount = notice.amountPaise !== null && notice.amountPaise !== order.amount * 100;
    const wrongCurrency = notice.currency !== null && notice.currency !== 'INR';
    if (wrongAmount || wrongCurrency) {
      this.log.warn({ order: order.id, notice: notice.eventId }, 'payment of another amount refused');
      return 'refused';
    }
    if (order.status === 'paid' || order.status === 'refunded') {
      if (order.gatewayPaymentId !== notice.paymentId) {
        this.log.warn({ order: order.id, payment: notice.paymentId }, 'a second payment for one order');
      }
      return 'already';
    }
    const product = await repo.product(order.companyCode, order.productId);
    if (!product) return 'refused';
    const from = (await repo.runningUntil(order.companyCode, order.studentId, product.id, now)) ?? now;
    const enrolmentId = await repo.insertEnrolment({
      companyCode: order.companyCode,
      studentId: order.studentId,
      productId: product.id,
      startsAt: now,
      expiresAt: addDays(from, product.validityDays),
      source: 'purchase',
    });
    await repo.updateOrder(order.id, {
      status: 'paid',
      gatewayPaymentId: notice.paymentId,
      enrolmentId,
      failureReason: '',
      paidAt: now,
      updatedAt: now,
    });
    return 'granted';
  }
}
