import {
  ProductDetailsQuerySchema,
  ProductDetailsResponseSchema,
  ProductsQuerySchema,
  ProductsResponseSchema,
  UserProductsResponseSchema,
} from '@portico/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';

const tags = ['products'];

/** spec 3 §7 GET products, products/details (public, by company) and user-products (a session). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.products;

  app.get(
    '/products',
    {
      config: { public: true },
      schema: { tags, querystring: ProductsQuerySchema, response: { 200: ProductsResponseSchema } },
    },
    async (req) => {
      // The host decides the company; a companyCode naming another portal is refused.
      if (req.query.companyCode) assertSameCompany(req, { companyCode: req.query.companyCode });
      return { success: true, data: await service.list(req.company.code) };
    },
  );

  app.get(
    '/products/details',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: ProductDetailsQuerySchema,
        response: { 200: ProductDetailsResponseSchema },
      },
    },
    async (req) => {
      if (req.query.companyCode) assertSameCompany(req, { companyCode: req.query.companyCode });
      return { success: true, data: await service.details(req.company.code, req.query.slug) };
    },
  );

  app.get(
    '/user-products',
    { schema: { tags, response: { 200: UserProductsResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.held(req.company.code, req.auth.student.id),
    }),
  );
};
