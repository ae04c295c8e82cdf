import { consoleQuestionsApi as api, QuestionEditMessages as M } from '@portico/contract/console-questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/**
 * `/api/console/item-analysis/:id/items/:itemId` (GET) and `…/content` (PUT), issue 45: an admin opens
 * a question from its item analysis card and saves its corrected text, explanation and options.
 */
export const questionEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.questionEdit;
  const route = consoleRoute(app);

  route.data(api.view, (actor, req) => service.view(actor, req.params.id, req.params.itemId));
  route.act(api.save, async (actor, req) => ({
    detail: await service.save(actor, req.params.id, req.params.itemId, req.body),
    message: M.saved,
  }));
};
