import {
  ImportApplyRequestSchema,
  ImportApplyResponseSchema,
  ImportMessages,
  ImportPreviewResponseSchema,
  ImportRequestSchema,
} from '@portico/contract/console-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImportService } from './import.service';

const tags = ['console'];
/** 10 MB of files, escaped inside JSON, with room to spare; a bigger body is refused unread. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** `/api/console/import` (CONSOLE.md Authoring, admin): preview, then apply, the project's JSON files. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ImportService(app.ctx.database.db, app.ctx.clock);

  app.post(
    '/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ImportRequestSchema, response: { 200: ImportPreviewResponseSchema } },
    },
    async (req) => ({ success: true, data: await service.preview(await app.consoleActor(req), req.body) }),
  );

  app.post(
    '/apply',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ImportApplyRequestSchema, response: { 200: ImportApplyResponseSchema } },
    },
    async (req) => ({
      success: true,
      message: ImportMessages.applied,
      data: await service.apply(await app.consoleActor(req), req.body),
    }),
  );
};
