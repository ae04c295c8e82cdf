import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's API (https://razorpay.com/docs/api/), not Razorpay itself: it
 * speaks the parts Portico calls — POST /v1/orders and GET /v1/payments/{id} with HTTP Basic auth
 * of key id and key secret — so the driver is tested offline. Tests add the payments Checkout would
 * have made with `pay`, capture an authorised one with `capture`, and refund with `refund`, which
 * also gives the entities of Razorpay's `refund.processed` delivery.
 */
export interface StandInPayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded or failed (Razorpay's payment states). */
  status: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
}

export class RazorpayStandIn {
  readonly orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  readonly payments = new Map<string, StandInPayment>();
  readonly requests: { method: string; path: string; auth: string; body: unknown }[] = [];
  /** When set, every call answers this status (the gateway having a bad moment). */
  failWith: number | null = null;
  private server = http.createServer((req, res) => this.handle(req, res));

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start() {
    return new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A payment of an order, as Checkout would make it (status captured unless said otherwise). */
  pay(orderId: string, overrides: Partial<{ amount: number; currency: string; status: string }> = {}) {
    const order = this.orders.get(orderId);
    const id = `pay_${randomBytes(7).toString('hex')}`;
    const status = overrides.status ?? 'captured';
    this.payments.set(id, {
      id,
      entity: 'payment',
      order_id: orderId,
      amount: overrides.amount ?? order?.amount ?? 0,
      currency: overrides.currency ?? 'INR',
      status,
      captured: status === 'captured',
      amount_refunded: 0,
      refund_status: null,
    });
    return id;
  }

  /** The payment as the gateway holds it now (a webhook's payment entity is such a snapshot). */
  payment(id: string): StandInPayment {
    const found = this.payments.get(id);
    if (!found) throw new Error(`no payment ${id}`);
    return { ...found };
  }

  /** Captures an authorised payment, as the dashboard or the capture API would. */
  capture(id: string): StandInPayment {
    const found = this.payments.get(id);
    if (found?.status !== 'authorized') throw new Error(`payment ${id} is not authorised`);
    Object.assign(found, { status: 'captured', captured: true });
    return { ...found };
  }

  /**
   * A processed refund of `amount` paise: the refund entity and the payment entity after it, as
   * `refund.processed` carries them. Uncaptured payments are refunded whole (Razorpay's auto-refund).
   */
  refund(paymentId: string, amount?: number) {
    const found = this.payments.get(paymentId);
    if (!found) throw new Error(`no payment ${paymentId}`);
    const value = amount ?? found.amount - found.amount_refunded;
    found.amount_refunded += value;
    const full = found.amount_refunded >= found.amount;
    found.refund_status = full ? 'full' : 'partial';
    if (full) found.status = 'refunded';
    const refund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      entity: 'refund',
      amount: value,
      currency: found.currency,
      payment_id: paymentId,
      status: 'processed',
    };
    return { refund, payment: { ...found } };
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const auth = req.headers.authorization ?? '';
      const body = raw ? JSON.parse(raw) : null;
      this.requests.push({ method: req.method ?? '', path: req.url ?? '', auth, body });
      if (this.failWith) return send(this.failWith, { error: { code: 'SERVER_ERROR' } });
      const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
      if (auth !== expected) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (!Number.isInteger(body?.amount) || body.amount < 100) {
          return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'amount invalid' } });
        }
        const id = `order_${randomBytes(7).toString('hex')}`;
        const order = { id, amount: body.amount, currency: body.currency, receipt: body.receipt };
        this.orders.set(id, order);
        return send(200, { ...order, entity: 'order', amount_paid: 0, status: 'created', notes: body.notes });
      }
      const payment = req.method === 'GET' && req.url?.match(/^\/v1\/payments\/([^/]+)$/);
      if (payment) {
        const found = this.payments.get(decodeURIComponent(payment[1] ?? ''));
        if (!found)
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
        return send(200, { ...found, entity: 'payment' });
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
    });
  }
}
