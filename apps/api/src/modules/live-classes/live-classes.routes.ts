import {
  BatchesQuerySchema,
  BatchesResponseSchema,
  BatchQuerySchema,
  BatchResponseSchema,
  LiveClassListQuerySchema,
  LiveClassListResponseSchema,
} from '@portico/contract/live-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['live classes'];

/** spec 3 §7 live class calls and spec 1 §2 the batch dates file; a student session is required. */
export const liveClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.liveClasses;

  app.get(
    '/live-class',
    {
      schema: { tags, querystring: LiveClassListQuerySchema, response: { 200: LiveClassListResponseSchema } },
    },
    async (req) => ({
      success: true,
      data: await service.list(currentStudent(req), req.query.courseId, req.query.tz),
    }),
  );

  app.get(
    '/live-class/batches',
    { schema: { tags, querystring: BatchesQuerySchema, response: { 200: BatchesResponseSchema } } },
    async (req) => ({ success: true, ...(await service.batches(currentStudent(req), req.query.courseId)) }),
  );

  app.get(
    '/live-class/batch',
    { schema: { tags, querystring: BatchQuerySchema, response: { 200: BatchResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.batch(currentStudent(req), req.query.courseId, req.query.batchId, req.query.tz),
    }),
  );

  // spec 1 §2 Profile: the live class batch dates, as a calendar file of the student's batches.
  // BATCH_DATES_PATH in live-classes.service.ts (the routes are under /api).
  app.get('/live-class/batch-dates.ics', { schema: { tags } }, async (req, reply) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="batch-dates.ics"')
      .header('Cache-Control', 'private, no-store')
      .send(await service.batchDates(req.company, req.auth.student.id)),
  );
};
