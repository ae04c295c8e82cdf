import { userActionsApi as api } from '@portico/contract/user-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

export const userActionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lessons and video lessons follow their course's access rules (LearningService.openable).
  const service = app.services.userActions;
  const route = routes(app, ['user-actions']);

  route.reply(
    api.record,
    async (req) => ({
      success: true,
      message: 'Saved',
      data: await service.record(currentStudent(req), req.body),
    }),
    { preHandler: sameCompany },
  );
  route.data(api.list, (req) => service.list(currentStudent(req), req.query.referenceIds));
};
