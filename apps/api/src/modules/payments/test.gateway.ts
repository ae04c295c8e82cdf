import { randomBytes } from 'node:crypto';
import {
  type CreateGatewayOrder,
  checkoutSignature,
  type PaymentGateway,
  type PaymentNotice,
  signatureHolds,
  type VerifiedPayment,
} from './gateway';

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, '0')}`;

/**
 * Portico's own test gateway (the default, so the demo works offline): its checkout page has Pay
 * and Fail. Pay hands the browser a payment signed like Razorpay's checkout, which the portal then
 * verifies like any payment; it never takes money. It has no webhooks.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;

  constructor(private readonly secret: string) {}

  async createOrder(_order: CreateGatewayOrder): Promise<string> {
    return id('order_test');
  }

  /** The Pay button: a payment of the order, signed as a gateway's checkout would sign it. */
  pay(gatewayOrderId: string) {
    const paymentId = id('pay_test');
    return {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(this.secret, gatewayOrderId, paymentId),
    };
  }

  /** The Fail button: the notice a gateway sends of a failed payment. */
  fail(gatewayOrderId: string): PaymentNotice {
    const paymentId = id('pay_test');
    return {
      eventId: `test:${paymentId}`,
      eventType: 'payment.failed',
      kind: 'failed',
      gatewayOrderId,
      paymentId,
      amountPaise: null,
      currency: null,
      reason: 'The payment was declined on the test checkout page.',
      payload: { gatewayOrderId, paymentId },
    };
  }

  async verifyPayment(result: {
    gatewayOrderId: string;
    paymentId: string;
    signature: string;
  }): Promise<VerifiedPayment | null> {
    const expected = checkoutSignature(this.secret, result.gatewayOrderId, result.paymentId);
    if (!signatureHolds(expected, result.signature)) return null;
    return {
      paymentId: result.paymentId,
      gatewayOrderId: result.gatewayOrderId,
      amountPaise: null,
      currency: null,
    };
  }

  readWebhook(): PaymentNotice | null {
    return null;
  }
}
