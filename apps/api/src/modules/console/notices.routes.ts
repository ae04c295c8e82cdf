import {
  NoticesMessages as M,
  NoticeInputSchema,
  NoticeListQuerySchema,
  NoticeListResponseSchema,
  NoticeParamsSchema,
  NoticeResponseSchema,
} from '@portico/contract/console-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from './authoring-routes';

const tags = ['console'];

/** `/api/console/notices` (CONSOLE.md Authoring, admin): notifications and notice-board notices. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.notices;

  app.get(
    '/',
    { schema: { tags, querystring: NoticeListQuerySchema, response: { 200: NoticeListResponseSchema } } },
    async (req) => ({ success: true, data: await service.list(await app.consoleActor(req), req.query.type) }),
  );

  recordRoutes(app, '', {
    body: NoticeInputSchema,
    params: NoticeParamsSchema,
    response: NoticeResponseSchema,
    create: { message: M.created, run: (actor, body) => service.create(actor, body) },
    change: { message: M.changed, run: (actor, id, body) => service.change(actor, id, body) },
    remove: { message: M.deleted, run: (actor, id) => service.remove(actor, id) },
  });
};
