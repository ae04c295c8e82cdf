import {
  CheckoutQuerySchema,
  CheckoutResponseSchema,
  PaymentVerifyRequestSchema,
  PaymentVerifyResponseSchema,
  PurchaseRequestSchema,
  PurchaseResponseSchema,
  TestPaymentRequestSchema,
  TestPaymentResponseSchema,
} from '@portico/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { notFound } from '../../lib/errors';
import { TestGateway } from './test.gateway';

const tags = ['payments'];
/** Orders a student may start per rate-limit window: a checkout loop cannot flood the gateway. */
const purchaseLimit = { name: 'purchase', max: 20 };

/** spec 3 §7 POST purchase, the checkout page's calls and the gateway's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;
  const { gateway, selling } = service;

  app.post(
    '/purchase',
    { schema: { tags, body: PurchaseRequestSchema, response: { 200: PurchaseResponseSchema } } },
    async (req) => {
      await app.ctx.limiter.consume(purchaseLimit, [`${req.company.code}:${req.auth.student.id}`]);
      return { success: true, data: await service.purchase(currentStudent(req), req.body.productId) };
    },
  );

  app.get(
    '/payments/checkout',
    { schema: { tags, querystring: CheckoutQuerySchema, response: { 200: CheckoutResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.checkout(currentStudent(req), req.query.token, req.company.companyName),
    }),
  );

  app.post(
    '/payments/verify',
    { schema: { tags, body: PaymentVerifyRequestSchema, response: { 200: PaymentVerifyResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.verify(currentStudent(req), {
        token: req.body.token,
        gatewayOrderId: req.body.razorpay_order_id,
        paymentId: req.body.razorpay_payment_id,
        signature: req.body.razorpay_signature,
      }),
    }),
  );

  // The test gateway's checkout (Pay / Fail): only where it is the configured gateway and may sell.
  app.post(
    '/payments/test/pay',
    { schema: { tags, body: TestPaymentRequestSchema, response: { 200: TestPaymentResponseSchema } } },
    async (req) => {
      if (!(gateway instanceof TestGateway) || !selling) throw notFound();
      if (req.body.outcome === 'failed') {
        const { returnUrl } = await service.testFailure(currentStudent(req), req.body.token, (id) =>
          gateway.fail(id),
        );
        return { success: true, data: { returnUrl, payment: null } };
      }
      const order = await service.testOrder(currentStudent(req), req.body.token);
      return {
        success: true,
        data: {
          returnUrl: `/completed/${req.body.token}`,
          payment: gateway.pay(order.gatewayOrderId ?? '', order.amount * 100),
        },
      };
    },
  );

  // Razorpay's webhook: no session; the signature covers the raw body, so this route keeps it raw.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    hook.post('/payments/razorpay/webhook', { config: { public: true }, schema: { tags } }, async (req) => {
      if (gateway.name !== 'razorpay') throw notFound();
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await service.webhook(req.company.code, raw, req.headers);
      return { success: true, data: { outcome } };
    });
  });
};
