import { consoleStudentsApi as api, StudentsMessages as M } from '@portico/contract/console-students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/** `/api/console/students` (CONSOLE.md Authoring, admin): search, profiles, enrolments, reset links. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.students;
  const route = consoleRoute(app);

  route.data(api.search, (actor, req) => service.search(actor, req.query.q, req.query.page));
  route.data(api.profile, (actor, req) => service.profile(actor, req.params.id));
  route.data(api.grant, (actor, req) => service.grant(actor, req.params.id, req.body), {
    message: M.granted,
  });
  route.data(
    api.change,
    (actor, { params, body }) => service.change(actor, params.id, params.enrolmentId, body),
    { message: M.changed },
  );
  route.data(api.revoke, (actor, { params }) => service.revoke(actor, params.id, params.enrolmentId), {
    message: M.revoked,
  });
  route.done(api.resetLink, (actor, req) => service.sendResetLink(actor, req.company, req.params.id), {
    message: M.resetSent,
  });
};
