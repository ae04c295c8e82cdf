import {
  ProductInputSchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  ProductsMessages,
} from '@portico/contract/console-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

const tags = ['console'];

/** `/api/console/products` (CONSOLE.md Authoring, admin): products, prices and the courses they grant. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProductsService(new ProductsRepository(app.ctx.database.db), app.ctx.clock);
  const response = { 200: ProductListResponseSchema };
  const one = { tags, params: ProductParamsSchema, response };

  app.get('/', { schema: { tags, response } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post('/', { schema: { tags, body: ProductInputSchema, response } }, async (req) => ({
    success: true,
    message: ProductsMessages.created,
    data: await service.create(await app.consoleActor(req), req.body),
  }));

  app.post('/:id', { schema: { ...one, body: ProductInputSchema } }, async (req) => ({
    success: true,
    message: ProductsMessages.saved,
    data: await service.update(await app.consoleActor(req), req.params.id, req.body),
  }));

  app.post('/:id/delete', { schema: one }, async (req) => ({
    success: true,
    message: ProductsMessages.deleted,
    data: await service.remove(await app.consoleActor(req), req.params.id),
  }));
};
