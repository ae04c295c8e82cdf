import { scoreReportApi as api, ScoreReportMessages } from '@portico/contract/score-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../lib/route';

/** spec 1 §7 dashboard/trf-details and dashboard/remarks; a session is required (app-level hook). */
export const scoreReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreReport;
  const route = routes(app, ['score-report']);

  route.data(api.record, (req) => service.get(req.company, req.auth.student));
  route.data(api.submit, (req) => service.submit(req.company, req.auth.student, req.body), {
    message: ScoreReportMessages.updated,
  });
  route.reply(api.probe, async (req) => {
    await service.answerProbe(req.company, req.auth.student);
    return { success: true as const };
  });
  route.data(api.remarks, (req) => service.remarks(req.company, req.auth.student));
  route.data(api.addRemark, (req) => service.addRemark(req.company, req.auth.student, req.body), {
    message: ScoreReportMessages.remarkAdded,
  });
};
