import { consoleCohortsApi as api } from '@portico/contract/console-cohorts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTable } from '../../lib/table-export';
import { consoleRoute } from './console-route';

/**
 * `/api/console/cohorts` and `/api/console/cohort-students` (issue 45 part 2): each course's and
 * batch's progress, downloadable, and a student's record; faculty read their courses, admins all.
 */
export const cohortsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.cohorts;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  route.data(api.view, (actor, req) =>
    service.view(actor, req.params.kind, req.params.id, req.query.quietDays),
  );
  route.plain.reply(api.export, async (req, reply) => {
    const actor = await app.consoleActor(req);
    const { kind, id } = req.params;
    const { table, fileName } = await service.exportTable(actor, kind, id, req.query.quietDays);
    return sendTable(reply, table, req.query.format, fileName);
  });
  route.data(api.student, (actor, req) => service.student(actor, req.params.id));
};
