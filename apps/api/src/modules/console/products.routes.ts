import { consoleProductsApi as api, ProductsMessages as M } from '@portico/contract/console-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';
import { consoleRoute } from './console-route';

/** `/api/console/products` (CONSOLE.md Authoring, admin): products, prices and the courses they grant. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.products;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  pageRoutes(route, api, {
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    save: { message: M.saved, run: (actor, id, body) => service.update(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
