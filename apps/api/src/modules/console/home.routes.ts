import { consoleHomeApi as api } from '@portico/contract/console-home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** `GET /api/console/home` (issue 40, decision 053): the signed-in member's console home in one call. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.home;
  consoleRoute(app).data(api.home, (actor, req) => service.home(actor, req.query.tz));
};
