import { supportApi as api, SupportMessages } from '@portico/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** spec 2 §7 and spec 3 §7 support calls; a student session is required (app-level hook). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.support;
  const route = routes(app, ['support']);

  route.data(api.tickets, (req) => service.list(currentStudent(req), req.query.testId));
  route.data(api.options, (req) => service.options(currentStudent(req), req.query.courseId));
  route.data(api.create, (req) => service.create(currentStudent(req), req.body), {
    message: SupportMessages.created,
  });
  route.data(api.followUp, (req) => service.followUp(currentStudent(req), req.params.id, req.body.message), {
    message: SupportMessages.followUpSent,
  });
};
