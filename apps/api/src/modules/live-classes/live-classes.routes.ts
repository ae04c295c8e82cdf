import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveClassesRepository } from './live-classes.repository';
import { LiveClassesService } from './live-classes.service';

export const liveClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LiveClassesService(new LiveClassesRepository(app.ctx.database.db), app.ctx.clock);

  // spec 1 §2 Profile: the live class batch dates, as a calendar file of the student's batches.
  // BATCH_DATES_PATH in live-classes.service.ts (the routes are under /api).
  app.get('/live-class/batch-dates.ics', { schema: { tags: ['live classes'] } }, async (req, reply) =>
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="batch-dates.ics"')
      .header('Cache-Control', 'private, no-store')
      .send(await service.batchDates(req.company, req.auth.student.id)),
  );
};
