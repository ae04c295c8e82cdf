import {
  ImportApplyRequestSchema,
  ImportApplyResponseSchema,
  ImportMessages,
  ImportPreviewResponseSchema,
  ImportRequestSchema,
} from '@portico/contract/console-import';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];
/** 10 MB of files, escaped inside JSON, with room to spare; a bigger body is refused unread. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** Aborted when the client goes before its answer: the import's worker is stopped, not left to finish. */
function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `/api/console/import` (CONSOLE.md Authoring, admin): preview, then apply, the project's JSON files. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.import;
  app.addHook('onClose', () => service.close());

  app.post(
    '/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ImportRequestSchema, response: { 200: ImportPreviewResponseSchema } },
    },
    async (req, reply) => ({
      success: true,
      data: await service.preview(await app.consoleActor(req), req.body, whileClientWaits(reply)),
    }),
  );

  app.post(
    '/apply',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ImportApplyRequestSchema, response: { 200: ImportApplyResponseSchema } },
    },
    async (req, reply) => ({
      success: true,
      message: ImportMessages.applied,
      data: await service.apply(await app.consoleActor(req), req.body, whileClientWaits(reply)),
    }),
  );
};
