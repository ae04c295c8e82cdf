import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../../lib/crypto';

export type GatewayName = 'test' | 'razorpay';

/**
 * A payment the gateway vouches for: its signature checked, and (Razorpay) read back from the
 * gateway. Only `captured` means money was taken; `authorized` is held by the bank, not yet paid.
 */
export interface VerifiedPayment {
  paymentId: string;
  gatewayOrderId: string;
  status: 'captured' | 'authorized';
  amountPaise: number | null;
  currency: string | null;
}

/** What a gateway's delivery (webhook) says happened; 'ignored' for events Portico does not act on. */
export interface PaymentNotice {
  eventId: string;
  eventType: string;
  kind: 'paid' | 'failed' | 'refunded' | 'ignored';
  gatewayOrderId: string | null;
  paymentId: string | null;
  /** The payment's amount; for a refund, the refund's. */
  amountPaise: number | null;
  currency: string | null;
  /** The payment entity's `status` as the delivery gives it (Razorpay: a snapshot at the event). */
  paymentStatus: string | null;
  /** A refund's facts: Razorpay's payment entity after it, and its id. */
  refund?: {
    refundId: string | null;
    /** The refunded payment's own amount. */
    paymentAmountPaise: number | null;
    /** `amount_refunded` of the payment: every refund of it so far, this one included. */
    totalRefundedPaise: number | null;
    /** False for Razorpay's auto-refund of a payment never captured. */
    paymentCaptured: boolean | null;
  };
  reason: string;
  payload: unknown;
}

export interface CreateGatewayOrder {
  /** Portico's order id, sent as the gateway's receipt. */
  receipt: string;
  amountPaise: number;
  currency: 'INR';
  notes: Record<string, string>;
}

/** ARCHITECTURE.md 'Payments': one interface, a driver per gateway. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates the gateway's order for the server's price; returns the gateway's order id. */
  createOrder(order: CreateGatewayOrder): Promise<string>;
  /** The checkout's result: null unless its signature holds and the gateway agrees. */
  verifyPayment(result: {
    gatewayOrderId: string;
    paymentId: string;
    signature: string;
  }): Promise<VerifiedPayment | null>;
  /** A webhook delivery over its raw body: null when the signature does not hold. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentNotice | null;
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex. */
export const checkoutSignature = (secret: string, gatewayOrderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${gatewayOrderId}|${paymentId}`).digest('hex');

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, in hex. */
export const webhookSignature = (secret: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export const signatureHolds = (expected: string, given: unknown) =>
  typeof given === 'string' && /^[0-9a-f]{64}$/.test(given) && safeEqualHex(expected, given);
