import {
  NoticeInputSchema,
  NoticeListQuerySchema,
  NoticeListResponseSchema,
  NoticeParamsSchema,
  NoticeResponseSchema,
  NoticesMessages,
} from '@portico/contract/console-notices';
import { MessageResponseSchema } from '@portico/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoticesRepository } from './notices.repository';
import { NoticesService } from './notices.service';

const tags = ['console'];

/** `/api/console/notices` (CONSOLE.md Authoring, admin): notifications and notice-board notices. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new NoticesService(new NoticesRepository(app.ctx.database.db), app.ctx.clock);
  const one = { tags, response: { 200: NoticeResponseSchema } };

  app.get(
    '/',
    { schema: { tags, querystring: NoticeListQuerySchema, response: { 200: NoticeListResponseSchema } } },
    async (req) => ({ success: true, data: await service.list(await app.consoleActor(req), req.query.type) }),
  );

  app.post('/', { schema: { ...one, body: NoticeInputSchema } }, async (req) => ({
    success: true,
    message: NoticesMessages.created,
    data: await service.create(await app.consoleActor(req), req.body),
  }));

  app.put(
    '/:id',
    { schema: { ...one, params: NoticeParamsSchema, body: NoticeInputSchema } },
    async (req) => ({
      success: true,
      message: NoticesMessages.changed,
      data: await service.change(await app.consoleActor(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: NoticeParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.remove(await app.consoleActor(req), req.params.id);
      return { success: true, message: NoticesMessages.deleted };
    },
  );
};
