import {
  GetRemarksResponseSchema,
  GetScoreReportResponseSchema,
  RemarkRequestSchema,
  RemarkResponseSchema,
  ScoreProbeRequestSchema,
  ScoreProbeResponseSchema,
  ScoreReportMessages,
  ScoreReportRequestSchema,
  ScoreReportResponseSchema,
} from '@portico/contract/score-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['score-report'];

/** spec 1 §7 dashboard/trf-details and dashboard/remarks; a session is required (app-level hook). */
export const scoreReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreReport;

  app.get(
    '/dashboard/trf-details',
    { schema: { tags, response: { 200: GetScoreReportResponseSchema } } },
    async (req) => ({ success: true, data: await service.get(req.company, req.auth.student) }),
  );

  app.post(
    '/dashboard/trf-details',
    { schema: { tags, body: ScoreReportRequestSchema, response: { 200: ScoreReportResponseSchema } } },
    async (req) => ({
      success: true,
      message: ScoreReportMessages.updated,
      data: await service.submit(req.company, req.auth.student, req.body),
    }),
  );

  app.post(
    '/dashboard/score-probe',
    { schema: { tags, body: ScoreProbeRequestSchema, response: { 200: ScoreProbeResponseSchema } } },
    async (req) => {
      await service.answerProbe(req.company, req.auth.student);
      return { success: true as const };
    },
  );

  app.get(
    '/dashboard/remarks',
    { schema: { tags, response: { 200: GetRemarksResponseSchema } } },
    async (req) => ({ success: true, data: await service.remarks(req.company, req.auth.student) }),
  );

  app.post(
    '/dashboard/remarks',
    { schema: { tags, body: RemarkRequestSchema, response: { 200: RemarkResponseSchema } } },
    async (req) => ({
      success: true,
      message: ScoreReportMessages.remarkAdded,
      data: await service.addRemark(req.company, req.auth.student, req.body),
    }),
  );
};
