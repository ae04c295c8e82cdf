import { consolePagesApi as api, PagesMessages as M } from '@portico/contract/console-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/** `/api/console/pages` (CONSOLE.md Authoring, admin): the About us pages and the intro steps. */
export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.contentPages;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  recordRoutes(route, api.about, {
    create: { message: M.saved, run: (actor, body) => service.saveAbout(actor, undefined, body) },
    change: { message: M.saved, run: (actor, id, body) => service.saveAbout(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.removeAbout(actor, id) },
  });
  recordRoutes(route, api.intro, {
    create: { message: M.saved, run: (actor, body) => service.saveIntro(actor, undefined, body) },
    change: { message: M.saved, run: (actor, id, body) => service.saveIntro(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.removeIntro(actor, id) },
  });
};
