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

export type Outcome = 'granted' | 'already' | 'refused' | 'revoked' | 'recorded' | 'replay' | 'unknown-order';

/**
 * Buying a product (spec 3 §2 Products, §4 Purchase; ARCHITECTURE.md 'Payments'): an order at the
 * server's price, the gateway's checkout, then an enrolment granted once, only for a verified
 * payment of the order's amount, whatever arrives twice.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly log: pino.Logger,
    /** False where the gateway takes no money and must not sell (the test gateway in production). */
    readonly selling: boolean,
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
    const returnUrl = `/completed/${body.token}`;
    const fact = {
      gatewayOrderId: payment.gatewayOrderId,
      paymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      paymentStatus: payment.status,
      reason: '',
      payload: { ...body, verified: payment },
    };
    if (payment.status === 'authorized') {
      // Held by the bank, not yet money: the order waits ('being confirmed') for the capture's webhook.
      await this.apply(student.companyCode, {
        ...fact,
        eventId: `callback-authorized:${payment.paymentId}`,
        eventType: 'checkout.authorized',
        kind: 'ignored',
      });
      if (!isWholeAmount(order, payment)) throw badRequest(M.notVerified);
      return { returnUrl };
    }
    const outcome = await this.apply(student.companyCode, {
      ...fact,
      eventId: `callback:${payment.paymentId}`,
      eventType: 'checkout.callback',
      kind: 'paid',
    });
    if (outcome === 'refused') throw badRequest(M.notVerified);
    return { returnUrl };
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
          return this.refunded(repo, order, notice, now);
        default:
          return 'recorded';
      }
    });
  }

  private async paid(repo: PaymentsRepository, order: OrderRow, notice: PaymentNotice, now: Date) {
    // Decision 022: only a capture of the server's price in rupees grants; an authorisation, a
    // notice that leaves the amount or currency out, or any other amount is kept and grants nothing.
    if (notice.paymentStatus !== 'captured' || !isWholeAmount(order, notice)) {
      this.log.warn(
        {
          order: order.id,
          notice: notice.eventId,
          status: notice.paymentStatus,
          amountPaise: notice.amountPaise,
          currency: notice.currency,
        },
        'payment refused: not a capture of the order’s whole amount',
      );
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
      // A partial refund delivered before this capture counts only when it was of this payment.
      refundedPaise: order.gatewayPaymentId === notice.paymentId ? order.refundedPaise : 0,
      paidAt: now,
      updatedAt: now,
    });
    return 'granted';
  }

  /**
   * Decision 022: a refund acts only on the payment that paid the order. What it keeps is Razorpay's
   * running total (`amount_refunded`), never a sum of deliveries, so a re-sent or late refund cannot
   * count twice; the whole amount ends the enrolment the order gave, in this transaction.
   */
  private async refunded(repo: PaymentsRepository, order: OrderRow, notice: PaymentNotice, now: Date) {
    const facts = notice.refund;
    const whole = order.amount * 100;
    // Razorpay's auto-refund of an authorisation never captured: it never paid the order.
    if (facts?.paymentCaptured === false) return 'recorded';
    const total = facts?.totalRefundedPaise ?? null;
    if (!notice.paymentId || total === null || notice.currency !== 'INR') {
      this.log.warn(
        { order: order.id, notice: notice.eventId, currency: notice.currency },
        'refund notice without its payment, its running total or rupees: nothing changes',
      );
      return 'recorded';
    }
    const paidBy = order.gatewayPaymentId;
    // Before a grant, a refund is of the capture Razorpay made for this order only if it was of the price.
    const ofOrdersPayment = paidBy ? paidBy === notice.paymentId : facts?.paymentAmountPaise === whole;
    if (!ofOrdersPayment) {
      this.log.warn(
        { order: order.id, payment: notice.paymentId },
        'refund of a payment that gave no access: nothing changes',
      );
      return 'recorded';
    }
    if (order.status === 'refunded' || total <= order.refundedPaise) return 'recorded';
    if (total < whole) {
      await repo.updateOrder(order.id, {
        gatewayPaymentId: notice.paymentId,
        refundedPaise: total,
        updatedAt: now,
      });
      return 'recorded';
    }
    const granted = order.status === 'paid' ? order.enrolmentId : null;
    if (granted) await repo.endEnrolment(granted, now);
    await repo.updateOrder(order.id, {
      status: 'refunded',
      gatewayPaymentId: notice.paymentId,
      refundedPaise: total,
      refundedAt: now,
      updatedAt: now,
    });
    return granted ? 'revoked' : 'recorded';
  }
}

/** The order's price to the paisa, in rupees: the only payment that may grant it. */
const isWholeAmount = (order: OrderRow, paid: { amountPaise: number | null; currency: string | null }) =>
  paid.amountPaise === order.amount * 100 && paid.currency === 'INR';
