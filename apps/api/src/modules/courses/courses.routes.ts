import { CourseListResponseSchema, MenuQuerySchema, MenuResponseSchema } from '@portico/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.courses;
  const tags = ['courses'];

  app.get('/course', { schema: { tags, response: { 200: CourseListResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.courseGroups(req.company.code, req.auth.student.id),
  }));

  app.get(
    '/menu',
    { schema: { tags, querystring: MenuQuerySchema, response: { 200: MenuResponseSchema } } },
    async (req) => {
      const { items, isProductAccess } = await service.menu(
        req.company.code,
        req.auth.student.id,
        req.query.courseId,
      );
      return { success: true, data: items, isProductAccess };
    },
  );
};
