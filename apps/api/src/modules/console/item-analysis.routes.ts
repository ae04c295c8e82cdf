import {
  consoleItemAnalysisApi as api,
  ItemAnalysisMessages as M,
} from '@portico/contract/console-item-analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTable } from '../../lib/table-export';
import { consoleRoute } from './console-route';

/**
 * `/api/console/item-analysis` (issue 45 part 1): each test's item analysis, read by faculty (the
 * attempts of their courses) and admins (the company's), and a question retired or brought back by an
 * admin.
 */
export const itemAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.itemAnalysis;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  route.data(api.view, (actor, req) => service.view(actor, req.params.id));
  route.plain.reply(api.export, async (req, reply) => {
    const actor = await app.consoleActor(req);
    const { table, fileName } = await service.exportTable(actor, req.params.id);
    return sendTable(reply, table, req.query.format, fileName);
  });
  route.act(api.retire, async (actor, req) => ({
    detail: await service.retire(actor, req.params.id, req.params.itemId, req.body.retired),
    message: req.body.retired ? M.retired : M.restored,
  }));
};
