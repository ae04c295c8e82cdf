import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's API (https://razorpay.com/docs/api/), not Razorpay itself: it
 * speaks the parts Portico calls — POST /v1/orders and GET /v1/payments/{id} with HTTP Basic auth
 * of key id and key secret — so the driver is tested offline. Tests add the payments Checkout would
 * have made with `pay`.
 */
export class RazorpayStandIn {
  readonly orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  readonly payments = new Map<
    string,
    { id: string; order_id: string; amount: number; currency: string; status: string }
  >();
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
    this.payments.set(id, {
      id,
      order_id: orderId,
      amount: overrides.amount ?? order?.amount ?? 0,
      currency: overrides.currency ?? 'INR',
      status: overrides.status ?? 'captured',
    });
    return id;
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
