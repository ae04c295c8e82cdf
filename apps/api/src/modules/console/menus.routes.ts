import {
  CourseMenuResponseSchema,
  MenuCoursesResponseSchema,
  MenuInputSchema,
  MenuParamsSchema,
  MenusMessages,
} from '@portico/contract/console-menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];

/** `/api/console/menus` (CONSOLE.md Authoring, admin): each course's menu, saved whole. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.menus;
  const one = { tags, params: MenuParamsSchema, response: { 200: CourseMenuResponseSchema } };

  app.get('/', { schema: { tags, response: { 200: MenuCoursesResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.courses(await app.consoleActor(req)),
  }));

  app.get('/:courseId', { schema: one }, async (req) => ({
    success: true,
    data: await service.menu(await app.consoleActor(req), req.params.courseId),
  }));

  app.post('/:courseId', { schema: { ...one, body: MenuInputSchema } }, async (req) => ({
    success: true,
    message: MenusMessages.saved,
    data: await service.save(await app.consoleActor(req), req.params.courseId, req.body),
  }));
};
