import { createHash } from 'node:crypto';
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

  /**
   * The company's settings are asked again on a student's in-app navigation (decision 054): kept by
   * the browser but checked each time (`no-cache`), with an ETag of the answer, so an unchanged
   * company answers 304 with no body and a changed one its new settings.
   */
  // The ETag of the answer as data, before any compression turns it into a stream.
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!req.routeOptions.url?.endsWith(`/${api.company.path}`)) return payload;
    const etag = `"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    const asked = req.headers['if-none-match'];
    if (asked?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) reply.code(304);
    return payload;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode !== 304) return payload;
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    return '';
  });
};
