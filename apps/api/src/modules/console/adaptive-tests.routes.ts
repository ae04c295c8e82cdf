import { AdaptiveTestMessages, consoleAdaptiveApi as api } from '@portico/contract/console-adaptive';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/**
 * `/api/console/adaptive-tests` (issue 43, CONSOLE.md Authoring, admin): the routed and item-by-item
 * sections of the company's tests, read and changed one section at a time.
 */
export const adaptiveTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.adaptiveTests;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  route.data(api.view, (actor, req) => service.view(actor, req.params.id));
  route.data(api.save, (actor, req) => service.save(actor, req.params.id, req.params.sectionId, req.body), {
    message: AdaptiveTestMessages.saved,
  });
};
