import {
  VideosMessages as M,
  VideoInputSchema,
  VideoListResponseSchema,
  VideoParamsSchema,
  VideoReorderSchema,
  VideoResponseSchema,
} from '@portico/contract/console-videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';

const tags = ['console'];

/** `/api/console/videos` (CONSOLE.md Authoring, admin): the students' dashboard videos. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.videos;
  const list = { 200: VideoListResponseSchema };

  app.get('/', { schema: { tags, response: list } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post('/reorder', { schema: { tags, body: VideoReorderSchema, response: list } }, async (req) => ({
    success: true,
    message: M.reordered,
    data: await service.reorder(await app.consoleActor(req), req.body),
  }));

  recordRoutes(app, '', {
    body: VideoInputSchema,
    params: VideoParamsSchema,
    response: VideoResponseSchema,
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    change: { message: M.changed, run: (actor, id, body) => service.change(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
