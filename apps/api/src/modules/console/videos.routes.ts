import { consoleVideosApi as api, VideosMessages as M } from '@portico/contract/console-videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/** `/api/console/videos` (CONSOLE.md Authoring, admin): the students' dashboard videos. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.videos;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  route.data(api.reorder, (actor, req) => service.reorder(actor, req.body), { message: M.reordered });
  recordRoutes(route, api, {
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    change: { message: M.changed, run: (actor, id, body) => service.change(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
