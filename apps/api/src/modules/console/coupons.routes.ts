import { consoleCouponsApi as api, CouponsMessages as M } from '@portico/contract/console-coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/** `/api/console/coupons` (CONSOLE.md Authoring, admin): coupons, their validity, limits and product. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.coupons;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  pageRoutes(route, api, {
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    save: { message: M.saved, run: (actor, id, body) => service.update(actor, id, body) },
    remove: { message: M.deactivated, run: (actor, id) => service.deactivate(actor, id) },
  });
};
