import { CompletedQuerySchema, CompletedResponseSchema } from '@portico/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orders;

  // spec 3 §2: /completed/{id} is public; the payment gateway returns the student there.
  app.get(
    '/completed',
    {
      config: { public: true },
      schema: {
        tags: ['orders'],
        querystring: CompletedQuerySchema,
        response: { 200: CompletedResponseSchema },
      },
    },
    async (req) => {
      // The host decides the company; a companyCode naming another portal is refused.
      assertSameCompany(req, { companyCode: req.query.companyCode });
      return { success: true, message: await service.completedMessage(req.company.code, req.query.token) };
    },
  );
};
