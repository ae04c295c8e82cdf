import { createHash } from 'node:crypto';
import { unavailable } from '../../lib/errors';
import {
  type CreateGatewayOrder,
  checkoutSignature,
  type PaymentGateway,
  type PaymentNotice,
  signatureHolds,
  type VerifiedPayment,
  webhookSignature,
} from './gateway';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a stand-in speaking its API in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

type Entity = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Razorpay (India's usual gateway): the Orders API creates an order for the server's price;
 * Checkout returns `razorpay_order_id`, `razorpay_payment_id` and `razorpay_signature` (HMAC-SHA256
 * of `order_id|payment_id` with the key secret), and the payment is read back before it counts;
 * webhooks carry `X-Razorpay-Signature`, an HMAC-SHA256 of the raw body with the webhook secret.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(private readonly config: RazorpayConfig) {}

  get keyId() {
    return this.config.keyId;
  }

  /** The gateway's answer; a network failure or a 5xx is a 503 for the student. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ ok: boolean; json: Entity }> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.apiUrl), {
        method,
        headers: {
          Authorization: `Basic ${auth}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable('Payments are not available right now. Please try again later.');
    }
    const json = (await response.json().catch(() => null)) as Entity | null;
    if (response.status >= 500 || !json) {
      throw unavailable('Payments are not available right now. Please try again later.');
    }
    return { ok: response.ok, json };
  }

  async createOrder(order: CreateGatewayOrder): Promise<string> {
    const { ok, json: created } = await this.call('POST', '/v1/orders', {
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt.slice(0, 40),
      notes: order.notes,
    });
    const id = str(created.id);
    if (!ok || !id || num(created.amount) !== order.amountPaise) {
      throw unavailable('Payments are not available right now. Please try again later.');
    }
    return id;
  }

  async verifyPayment(result: {
    gatewayOrderId: string;
    paymentId: string;
    signature: string;
  }): Promise<VerifiedPayment | null> {
    const expected = checkoutSignature(this.config.keySecret, result.gatewayOrderId, result.paymentId);
    if (!signatureHolds(expected, result.signature)) return null;
    // The signature proves Checkout saw this payment for this order; the gateway says whether money moved.
    const { ok, json: payment } = await this.call(
      'GET',
      `/v1/payments/${encodeURIComponent(result.paymentId)}`,
    );
    if (!ok) return null;
    const status = str(payment.status);
    if (str(payment.order_id) !== result.gatewayOrderId) return null;
    // An authorised payment is real but not yet money: the service lets the order wait for its capture.
    if (status !== 'captured' && status !== 'authorized') return null;
    return {
      paymentId: result.paymentId,
      gatewayOrderId: result.gatewayOrderId,
      status,
      amountPaise: num(payment.amount),
      currency: str(payment.currency),
    };
  }

  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice | null {
    const expected = webhookSignature(this.config.webhookSecret, rawBody);
    if (!signatureHolds(expected, header(headers, 'x-razorpay-signature'))) return null;
    let body: Entity;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as Entity;
    } catch {
      return null;
    }
    const eventType = str(body.event) ?? '';
    const payload = (body.payload ?? {}) as Record<string, { entity?: Entity } | undefined>;
    const payment = payload.payment?.entity ?? {};
    const refund = payload.refund?.entity ?? {};
    const order = payload.order?.entity ?? {};
    // Razorpay names each delivery; a redelivery of the same event carries the same id.
    const eventId =
      header(headers, 'x-razorpay-event-id') ??
      `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    const base = {
      eventId,
      eventType,
      gatewayOrderId: str(payment.order_id) ?? str(order.id),
      paymentId: str(payment.id) ?? str(refund.payment_id),
      currency: str(payment.currency) ?? str(refund.currency),
      paymentStatus: str(payment.status),
      payload: body,
    };
    switch (eventType) {
      case 'payment.captured':
      case 'order.paid':
        return { ...base, kind: 'paid', amountPaise: num(payment.amount), reason: '' };
      case 'payment.failed':
        return {
          ...base,
          kind: 'failed',
          amountPaise: num(payment.amount),
          reason: str(payment.error_description) ?? 'The payment failed.',
        };
      case 'refund.processed':
        return {
          ...base,
          kind: 'refunded',
          currency: str(refund.currency) ?? base.currency,
          amountPaise: num(refund.amount),
          refund: {
            refundId: str(refund.id),
            paymentAmountPaise: num(payment.amount),
            totalRefundedPaise: num(payment.amount_refunded),
            paymentCaptured: typeof payment.captured === 'boolean' ? payment.captured : null,
          },
          reason: 'Refunded by the gateway.',
        };
      default:
        return { ...base, kind: 'ignored', amountPaise: null, reason: '' };
    }
  }
}
