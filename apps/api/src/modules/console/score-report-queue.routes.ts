import {
  ReviewAssignRequestSchema,
  ReviewParamsSchema,
  ScoreReportDetailResponseSchema,
  ScoreReportQueueQuerySchema,
  ScoreReportQueueResponseSchema,
  ScoreReportRejectRequestSchema,
  ScoreReportRemarkRequestSchema,
  ScoreReportVerifyRequestSchema,
} from '@portico/contract/console-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acted, queueReadRoutes } from './queue-routes';

const tags = ['console'];

/** `/api/console/score-reports` (CONSOLE.md 'Score reports'): the TRF queue, verify, reject, remarks. */
export const scoreReportQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.scoreReports;
  const detail = { tags, params: ReviewParamsSchema, response: { 200: ScoreReportDetailResponseSchema } };

  queueReadRoutes(app, {
    querystring: ScoreReportQueueQuerySchema,
    queueResponse: ScoreReportQueueResponseSchema,
    queue: (actor, query) => service.queue(actor, query.status),
    params: ReviewParamsSchema,
    detailResponse: ScoreReportDetailResponseSchema,
    detail: (actor, id) => service.detail(actor, id),
  });
  app.post('/:id/verify', { schema: { ...detail, body: ScoreReportVerifyRequestSchema } }, async (req) =>
    acted(await service.verify(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/reject', { schema: { ...detail, body: ScoreReportRejectRequestSchema } }, async (req) =>
    acted(await service.reject(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/remarks', { schema: { ...detail, body: ScoreReportRemarkRequestSchema } }, async (req) =>
    acted(await service.reply(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/assign', { schema: { ...detail, body: ReviewAssignRequestSchema } }, async (req) =>
    acted(await service.assign(await app.consoleActor(req), req.params.id, req.body.staffId)),
  );
};
