import { consoleOrdersApi as api } from '@portico/contract/console-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** `GET /api/console/orders` (issue 40, admins only): the company's orders, filtered, a page at a time. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.orders;
  consoleRoute(app).data(api.list, (actor, req) => service.list(actor, req.query));
};
