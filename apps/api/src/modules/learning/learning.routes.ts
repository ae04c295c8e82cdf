import { learningApi as api } from '@portico/contract/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.learning;
  const route = routes(app, ['learning']);

  route.reply(api.module, async (req) => {
    const { module, ...access } = await service.module(
      currentStudent(req),
      req.query.courseId,
      req.query.navigationParam,
    );
    return { success: true, data: module, ...access };
  });
  route.data(api.objects, (req) =>
    service.objects(currentStudent(req), req.query.learningModuleId, req.query.courseId),
  );
  route.data(api.objectById, (req) => service.objectById(currentStudent(req), req.query.id));
  route.data(api.dashboardLessons, (req) => service.current(currentStudent(req), req.query.id));
};
