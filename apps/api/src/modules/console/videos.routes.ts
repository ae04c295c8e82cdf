import {
  VideoInputSchema,
  VideoListResponseSchema,
  VideoParamsSchema,
  VideoReorderSchema,
  VideoResponseSchema,
  VideosMessages,
} from '@portico/contract/console-videos';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

const tags = ['console'];

/** `/api/console/videos` (CONSOLE.md Authoring, admin): the students' dashboard videos. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new VideosService(new VideosRepository(app.ctx.database.db), app.ctx.clock);
  const one = { tags, response: { 200: VideoResponseSchema } };

  app.get('/', { schema: { tags, response: { 200: VideoListResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post('/', { schema: { ...one, body: VideoInputSchema } }, async (req) => ({
    success: true,
    message: VideosMessages.created,
    data: await service.create(await app.consoleActor(req), req.body),
  }));

  app.post(
    '/reorder',
    { schema: { tags, body: VideoReorderSchema, response: { 200: VideoListResponseSchema } } },
    async (req) => ({
      success: true,
      message: VideosMessages.reordered,
      data: await service.reorder(await app.consoleActor(req), req.body),
    }),
  );

  app.put('/:id', { schema: { ...one, params: VideoParamsSchema, body: VideoInputSchema } }, async (req) => ({
    success: true,
    message: VideosMessages.changed,
    data: await service.change(await app.consoleActor(req), req.params.id, req.body),
  }));

  app.delete(
    '/:id',
    { schema: { tags, params: VideoParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.remove(await app.consoleActor(req), req.params.id);
      return { success: true, message: VideosMessages.deleted };
    },
  );
};
