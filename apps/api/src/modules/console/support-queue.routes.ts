import { consoleApi, SupportQueueMessages } from '@portico/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** `/api/console/support` (CONSOLE.md 'Remarks and support'): the tickets, replies, owner and status. */
export const supportQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.support;
  const route = consoleRoute(app);
  const api = consoleApi.support;

  route.data(api.queue, (actor, req) => service.queue(actor, req.query));
  route.data(api.reply, (actor, req) => service.reply(actor, req.company, req.params.id, req.body), {
    message: SupportQueueMessages.replied,
  });
  route.data(api.assign, (actor, req) => service.assign(actor, req.params.id, req.body.staffId));
  route.data(api.status, (actor, req) => service.setStatus(actor, req.params.id, req.body.status));
};
