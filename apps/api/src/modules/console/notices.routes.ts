import { consoleNoticesApi as api, NoticesMessages as M } from '@portico/contract/console-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/** `/api/console/notices` (CONSOLE.md Authoring, admin): notifications and notice-board notices. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.notices;
  const route = consoleRoute(app);

  route.data(api.list, (actor, req) => service.list(actor, req.query.type));
  recordRoutes(route, api, {
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    change: { message: M.changed, run: (actor, id, body) => service.change(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
