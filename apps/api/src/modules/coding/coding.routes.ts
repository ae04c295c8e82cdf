import { codingApi as api } from '@portico/contract/coding';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';
import { TooManyRuns } from './coding.service';

/**
 * spec 2 §7 coding-content, and the run that stands in for the spec's external compiler call: the
 * browser sends code here only; the server runs it (decision 025). A student session is required.
 */
export const codingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coding;
  const route = routes(app, ['coding']);

  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err instanceof TooManyRuns) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  });

  // spec 2 §7 shows the path with a trailing slash ({host}/coding-content/); both are served.
  for (const def of [api.content, { ...api.content, path: `${api.content.path}/` }]) {
    route.data(def, (req) => service.content(currentStudent(req), req.query.id), { preHandler: sameCompany });
  }

  route.data(api.run, (req) => service.run(currentStudent(req), req.body));
};
