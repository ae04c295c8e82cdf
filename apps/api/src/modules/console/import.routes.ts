import { consoleImportApi as api, ImportMessages } from '@portico/contract/console-import';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** 10 MB of files, escaped inside JSON, with room to spare; a bigger body is refused unread. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** Aborted when the client goes before its answer: the import's worker is stopped, not left to finish. */
export function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `/api/console/import` (CONSOLE.md Authoring, admin): preview, then apply, the project's JSON files. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.import;
  const route = consoleRoute(app);
  app.addHook('onClose', () => service.close());

  route.data(api.preview, (actor, req, reply) => service.preview(actor, req.body, whileClientWaits(reply)), {
    bodyLimit: IMPORT_BODY_LIMIT,
  });
  route.data(api.apply, (actor, req, reply) => service.apply(actor, req.body, whileClientWaits(reply)), {
    bodyLimit: IMPORT_BODY_LIMIT,
    message: ImportMessages.applied,
  });
};
