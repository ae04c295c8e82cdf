import { ordersApi } from '@portico/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { routes } from '../../lib/route';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orders;
  const route = routes(app, ['orders']);

  // spec 3 §2: /completed/{id} is public; the payment gateway returns the student there.
  route.message(
    ordersApi.completed,
    (req) => {
      // The host decides the company; a companyCode naming another portal is refused.
      assertSameCompany(req, { companyCode: req.query.companyCode });
      return service.completedMessage(req.company.code, req.query.token);
    },
    { config: { public: true } },
  );
};
