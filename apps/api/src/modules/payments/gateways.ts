import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay.gateway';
import { TestGateway } from './test.gateway';

/** The configured gateway (config.ts PAYMENT_GATEWAY). */
export function gatewayFor(config: Config): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'razorpay') {
    return new RazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  // The test gateway signs its checkout results with a secret of this deployment.
  return new TestGateway(`portico-test-gateway:${config.STORAGE_SECRET ?? 'demo'}`);
}
