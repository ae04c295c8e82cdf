import { DashboardQuerySchema, DashboardResponseSchema } from '@portico/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.dashboard;

  // spec 1 §7 GET dashboard (query id = courseId): one call feeds the whole page.
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.dashboard(
        { id: req.auth.student.id, companyCode: req.company.code },
        {
          showNoticeBoard: req.company.showNoticeBoard,
          enableScoreFromStudents: req.company.enableScoreFromStudents,
        },
        req.query,
      ),
    }),
  );
};
