import { productsApi as api } from '@portico/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { routes } from '../../lib/route';

/** spec 3 §7 GET products, products/details (public, by company) and user-products (a session). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.products;
  const route = routes(app, ['products']);
  const pub = { config: { public: true } };

  route.data(
    api.products,
    (req) => {
      // The host decides the company; a companyCode naming another portal is refused.
      if (req.query.companyCode) assertSameCompany(req, { companyCode: req.query.companyCode });
      return service.list(req.company.code);
    },
    pub,
  );
  route.data(
    api.details,
    (req) => {
      if (req.query.companyCode) assertSameCompany(req, { companyCode: req.query.companyCode });
      return service.details(req.company.code, req.query.slug);
    },
    pub,
  );
  route.data(api.held, (req) => service.held(req.company.code, req.auth.student.id));
};
