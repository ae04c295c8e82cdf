import { coursesApi as api } from '@portico/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.courses;
  const route = routes(app, ['courses']);

  route.data(api.courses, (req) => service.courseGroups(req.company.code, req.auth.student.id));
  route.reply(api.menu, async (req) => {
    const { items, isProductAccess } = await service.menu(
      req.company.code,
      req.auth.student.id,
      req.query.courseId,
    );
    return { success: true, data: items, isProductAccess };
  });
};
