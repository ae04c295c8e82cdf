import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchDatesCalendar } from './batch-dates';
import { LiveClassesRepository } from './live-classes.repository';

/** The batch dates file covers classes from a day ago to this many days ahead. */
export const BATCH_DATES_DAYS = 180;
export const BATCH_DATES_PATH = '/api/live-class/batch-dates.ics';

export const liveClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new LiveClassesRepository(app.ctx.database.db);

  // spec 1 §2 Profile: the live class batch dates, as a calendar file of the student's batches.
  app.get('/live-class/batch-dates.ics', { schema: { tags: ['live classes'] } }, async (req, reply) => {
    const now = app.ctx.clock.now();
    const classes = await repo.classesOfStudent(
      req.company.code,
      req.auth.student.id,
      new Date(now.getTime() - 86_400_000),
      new Date(now.getTime() + BATCH_DATES_DAYS * 86_400_000),
    );
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="batch-dates.ics"')
      .header('Cache-Control', 'private, no-store')
      .send(batchDatesCalendar(req.company.companyName, classes, now));
  });
};
