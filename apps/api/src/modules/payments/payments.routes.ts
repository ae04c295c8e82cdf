import { paymentsApi as api } from '@portico/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { notFound } from '../../lib/errors';
import { routes } from '../../lib/route';
import { TestGateway } from './test.gateway';

const tags = ['payments'];
/** Orders a student may start per rate-limit window: a checkout loop cannot flood the gateway. */
const purchaseLimit = { name: 'purchase', max: 20 };

/** spec 3 §7 POST purchase, the checkout page's calls and the gateway's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;
  const { gateway, selling } = service;
  const route = routes(app, tags);

  route.data(api.purchase, async (req) => {
    await app.ctx.limiter.consume(purchaseLimit, [`${req.company.code}:${req.auth.student.id}`]);
    return service.purchase(currentStudent(req), req.body.productId);
  });
  route.data(api.checkout, (req) =>
    service.checkout(currentStudent(req), req.query.token, req.company.companyName),
  );
  route.data(api.verify, (req) =>
    service.verify(currentStudent(req), {
      token: req.body.token,
      gatewayOrderId: req.body.razorpay_order_id,
      paymentId: req.body.razorpay_payment_id,
      signature: req.body.razorpay_signature,
    }),
  );

  // The test gateway's checkout (Pay / Fail): only where it is the configured gateway and may sell.
  route.data(api.testPay, async (req) => {
    if (!(gateway instanceof TestGateway) || !selling) throw notFound();
    if (req.body.outcome === 'failed') {
      const { returnUrl } = await service.testFailure(currentStudent(req), req.body.token, (id) =>
        gateway.fail(id),
      );
      return { returnUrl, payment: null };
    }
    const order = await service.testOrder(currentStudent(req), req.body.token);
    return {
      returnUrl: `/completed/${req.body.token}`,
      payment: gateway.pay(order.gatewayOrderId ?? '', order.amount * 100),
    };
  });

  // Razorpay's webhook: no session; the signature covers the raw body, so this route keeps it raw.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    routes(hook, tags).reply(
      api.razorpayWebhook,
      async (req, reply) => {
        if (gateway.name !== 'razorpay') throw notFound();
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const outcome = await service.webhook(req.company.code, raw, req.headers);
        return reply.send({ success: true, data: { outcome } });
      },
      { config: { public: true } },
    );
  });
};
