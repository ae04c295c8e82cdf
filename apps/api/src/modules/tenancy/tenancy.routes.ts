import {
  AssetsQuerySchema,
  AssetsResponseSchema,
  GetCompanyQuerySchema,
  GetCompanyResponseSchema,
} from '@portico/contract/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAssets, toCompany } from './tenancy.service';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getcompany',
    {
      config: { public: true, skipTenant: true },
      schema: {
        tags: ['tenancy'],
        querystring: GetCompanyQuerySchema,
        response: { 200: GetCompanyResponseSchema },
      },
    },
    async (req) => {
      // The host the browser is on decides the company; companyCode alone never switches tenant.
      const company = await app.tenancy.resolve(req.query.hostName || req.hostname);
      return { success: true, data: toCompany(company) };
    },
  );

  app.get(
    '/assets',
    {
      config: { public: true },
      schema: { tags: ['tenancy'], querystring: AssetsQuerySchema, response: { 200: AssetsResponseSchema } },
    },
    async (req) => ({ success: true, data: toAssets(req.company) }),
  );
};
