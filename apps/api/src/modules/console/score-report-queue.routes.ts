import { consoleReviewsApi } from '@portico/contract/console-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';
import { queueReadRoutes } from './queue-routes';

/** `/api/console/score-reports` (CONSOLE.md 'Score reports'): the TRF queue, verify, reject, remarks. */
export const scoreReportQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.scoreReports;
  const route = consoleRoute(app);
  const api = consoleReviewsApi.scoreReports;

  queueReadRoutes(route, api, service, (query) => query);
  route.act(api.verify, (actor, req) => service.verify(actor, req.company, req.params.id, req.body));
  route.act(api.reject, (actor, req) => service.reject(actor, req.company, req.params.id, req.body));
  route.act(api.remarks, (actor, req) => service.reply(actor, req.params.id, req.body));
  route.act(api.assign, (actor, req) => service.assign(actor, req.params.id, req.body.staffId));
};
