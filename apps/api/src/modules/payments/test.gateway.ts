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

/** A test payment's id names the paise it captured, so the signature over the id vouches for them. */
const paymentIdFor = (amountPaise: number) => id(`pay_test_${amountPaise}`);
const capturedPaise = (paymentId: string) => {
  const match = /^pay_test_(\d{1,12})_[A-Za-z0-9]+$/.exec(paymentId);
  return match ? Number(match[1]) : null;
};

/**
 * Portico's own test gateway (the default, so the demo works offline): its checkout page has Pay
 * and Fail. Pay is a capture of the order's whole amount, handed to the browser signed like
 * Razorpay's checkout result, which the portal then verifies like any payment; it never takes
 * money. It has no webhooks.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;

  constructor(private readonly secret: string) {}

  async createOrder(_order: CreateGatewayOrder): Promise<string> {
    return id('order_test');
  }

  /** The Pay button: a capture of the order's amount, signed as a gateway's checkout would sign it. */
  pay(gatewayOrderId: string, amountPaise: number) {
    const paymentId = paymentIdFor(amountPaise);
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
      paymentStatus: 'failed',
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
      status: 'captured',
      amountPaise: capturedPaise(result.paymentId),
      currency: 'INR',
    };
  }

  readWebhook(): PaymentNotice | null {
    return null;
  }
}
