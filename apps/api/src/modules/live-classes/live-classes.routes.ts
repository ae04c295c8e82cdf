import { liveClassesApi as api } from '@portico/contract/live-classes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** spec 3 §7 live class calls and spec 1 §2 the batch dates file; a student session is required. */
export const liveClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.liveClasses;
  const route = routes(app, ['live classes']);

  route.data(api.list, (req) => service.list(currentStudent(req), req.query.courseId, req.query.tz));
  route.reply(api.batches, async (req) => ({
    success: true,
    ...(await service.batches(currentStudent(req), req.query.courseId)),
  }));
  route.data(api.batch, (req) =>
    service.batch(currentStudent(req), req.query.courseId, req.query.batchId, req.query.tz),
  );

  // spec 1 §2 Profile: the live class batch dates, as a calendar file of the student's batches
  // (BATCH_DATES_PATH in live-classes.service.ts).
  route.reply(api.batchDates, async (req, reply) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="batch-dates.ics"')
      .header('Cache-Control', 'private, no-store')
      .send(await service.batchDates(req.company, req.auth.student.id)),
  );
};
