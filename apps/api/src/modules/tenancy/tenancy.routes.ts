import { tenancyApi as api } from '@portico/contract/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';
import { toAssets, toCompany } from './tenancy.service';

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routes(app, ['tenancy']);

  // The host the browser is on decides the company; companyCode alone never switches tenant.
  route.data(
    api.company,
    async (req) => toCompany(await app.tenancy.resolve(req.query.hostName || req.hostname)),
    { config: { public: true, skipTenant: true } },
  );
  route.data(api.assets, (req) => toAssets(req.company), { config: { public: true } });
};
