import { scoreMeaningApi as api, ScoreMeaningMessages as M } from '@portico/contract/score-meaning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

const tags = ['score-meaning'];

/**
 * The student's side (decision 043): the company's score-meaning tables with the student's own
 * targets, and the targets alone (the profile's 'My targets'). A student session is required.
 */
export const scoreMeaningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreMeaning;
  const route = routes(app, tags);

  route.data(api.meanings, (req) => service.meanings(req.company.code, req.auth.student.id));
  route.data(api.targets, (req) => service.targets(req.company.code, req.auth.student.id));
  route.data(api.saveTargets, (req) => service.saveTargets(req.company.code, req.auth.student.id, req.body), {
    message: M.saved,
  });
};

/** `/api/console/score-meanings` (admin): each exam's table in force, replaced or restored. */
export const scoreMeaningConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreMeaning;
  const route = routes(app, tags);

  route.data(api.consoleTables, async (req) => service.consoleTables(await app.consoleActor(req)));
  route.data(
    api.saveTable,
    async (req) => service.saveTable(await app.consoleActor(req), req.params.exam, req.body),
    { message: M.tableSaved },
  );
  route.data(
    api.resetTable,
    async (req) => service.resetTable(await app.consoleActor(req), req.params.exam),
    { message: M.tableReset },
  );
};
