import {
  ProductsMessages as M,
  ProductInputSchema,
  ProductListResponseSchema,
  ProductParamsSchema,
} from '@portico/contract/console-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRoutes } from './authoring-routes';

const tags = ['console'];

/** `/api/console/products` (CONSOLE.md Authoring, admin): products, prices and the courses they grant. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.products;
  const response = ProductListResponseSchema;

  app.get('/', { schema: { tags, response: { 200: response } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  pageRoutes(app, '', {
    body: ProductInputSchema,
    params: ProductParamsSchema,
    response,
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    save: { message: M.saved, run: (actor, id, body) => service.update(actor, id, body) },
    remove: { action: 'delete', message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
