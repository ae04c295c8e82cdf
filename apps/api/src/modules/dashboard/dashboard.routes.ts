import { dashboardApi as api } from '@portico/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.dashboard;
  const route = routes(app, ['dashboard']);

  // spec 1 §7 GET dashboard (query id = courseId): one call feeds the whole page.
  route.data(api.dashboard, (req) =>
    service.dashboard(
      currentStudent(req),
      {
        showNoticeBoard: req.company.showNoticeBoard,
        enableScoreFromStudents: req.company.enableScoreFromStudents,
      },
      req.query,
    ),
  );
};
