import {
  ReviewAssignRequestSchema,
  ReviewParamsSchema,
  type ScoreReportDetail,
  ScoreReportDetailResponseSchema,
  ScoreReportQueueQuerySchema,
  ScoreReportQueueResponseSchema,
  ScoreReportRejectRequestSchema,
  ScoreReportRemarkRequestSchema,
  ScoreReportVerifyRequestSchema,
} from '@portico/contract/console-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStorage } from '../storage/storage.driver';
import { ScoreReportQueueRepository } from './score-report-queue.repository';
import { ScoreReportQueueService } from './score-report-queue.service';

const tags = ['console'];

/** `/api/console/score-reports` (CONSOLE.md 'Score reports'): the TRF queue, verify, reject, remarks. */
export const scoreReportQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own handle on the configured storage, to sign the document's address for the staff member.
  const { driver } = await createStorage(app.ctx.config, app.ctx.clock);
  app.addHook('onClose', async () => driver.close?.());
  const service = new ScoreReportQueueService(
    new ScoreReportQueueRepository(app.ctx.database.db),
    driver,
    app.ctx.clock,
  );
  const detail = { tags, params: ReviewParamsSchema, response: { 200: ScoreReportDetailResponseSchema } };
  const done = ({ detail: data, message }: { detail: ScoreReportDetail; message: string }) => ({
    success: true,
    ...(message ? { message } : {}),
    data,
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: ScoreReportQueueQuerySchema,
        response: { 200: ScoreReportQueueResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      data: await service.queue(await app.consoleActor(req), req.query.status),
    }),
  );
  app.get('/:id', { schema: detail }, async (req) => ({
    success: true,
    data: await service.detail(await app.consoleActor(req), req.params.id),
  }));
  app.post('/:id/verify', { schema: { ...detail, body: ScoreReportVerifyRequestSchema } }, async (req) =>
    done(await service.verify(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/reject', { schema: { ...detail, body: ScoreReportRejectRequestSchema } }, async (req) =>
    done(await service.reject(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/remarks', { schema: { ...detail, body: ScoreReportRemarkRequestSchema } }, async (req) =>
    done(await service.reply(await app.consoleActor(req), req.params.id, req.body)),
  );
  app.post('/:id/assign', { schema: { ...detail, body: ReviewAssignRequestSchema } }, async (req) =>
    done(await service.assign(await app.consoleActor(req), req.params.id, req.body.staffId)),
  );
};
