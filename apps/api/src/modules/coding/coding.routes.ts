import {
  CodingContentQuerySchema,
  CodingContentResponseSchema,
  CodingRunRequestSchema,
  CodingRunResponseSchema,
} from '@portico/contract/coding';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { TooManyRuns } from './coding.service';

const tags = ['coding'];

/**
 * spec 2 §7 coding-content, and the run that stands in for the spec's external compiler call: the
 * browser sends code here only; the server runs it (decision 025). A student session is required.
 */
export const codingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coding;

  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err instanceof TooManyRuns) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  });

  // spec 2 §7 shows the path with a trailing slash ({host}/coding-content/); both are served.
  for (const url of ['/coding-content', '/coding-content/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          querystring: CodingContentQuerySchema,
          response: { 200: CodingContentResponseSchema },
        },
      },
      async (req) => {
        assertSameCompany(req, req.query);
        return { success: true, data: await service.content(currentStudent(req), req.query.id) };
      },
    );
  }

  app.post(
    '/coding-run',
    { schema: { tags, body: CodingRunRequestSchema, response: { 200: CodingRunResponseSchema } } },
    async (req) => ({ success: true, data: await service.run(currentStudent(req), req.body) }),
  );
};
