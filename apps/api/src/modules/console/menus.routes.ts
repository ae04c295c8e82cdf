import { consoleMenusApi as api, MenusMessages } from '@portico/contract/console-menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** `/api/console/menus` (CONSOLE.md Authoring, admin): each course's menu, saved whole. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.menus;
  const route = consoleRoute(app);

  route.data(api.courses, (actor) => service.courses(actor));
  route.data(api.menu, (actor, req) => service.menu(actor, req.params.courseId));
  route.data(api.save, (actor, req) => service.save(actor, req.params.courseId, req.body), {
    message: MenusMessages.saved,
  });
  route.data(api.saveSwitches, (actor, req) => service.saveSwitches(actor, req.params.courseId, req.body), {
    message: MenusMessages.switchesSaved,
  });
};
