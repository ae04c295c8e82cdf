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
import { RateLimiter } from '../../lib/rate-limit';
import { CoursesRepository } from '../courses/courses.repository';
import { LearningRepository } from '../learning/learning.repository';
import { LearningService } from '../learning/learning.service';
import { CodingRepository } from './coding.repository';
import { CodingService, TooManyRuns } from './coding.service';
import { RunQueue } from './run-queue';
import { DEFAULT_RUN_LIMITS } from './runner/code-runner';
import { createCodeRunner } from './runner/create-runner';

const tags = ['coding'];

/**
 * spec 2 §7 coding-content, and the run that stands in for the spec's external compiler call: the
 * browser sends code here only; the server runs it (decision 025). A student session is required.
 */
export const codingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock, log } = app.ctx;
  const codeRunner = createCodeRunner(config, log);
  app.addHook('onClose', async () => codeRunner.close?.());
  const learningRepo = new LearningRepository(database.db);
  const learning = new LearningService(
    learningRepo,
    new CoursesRepository(database.db),
    clock,
    async () => {},
  );
  const service = new CodingService(
    new CodingRepository(database.db),
    (student, id) => learning.openable(student, id),
    codeRunner,
    new RunQueue(
      config.CODE_RUN_CONCURRENCY,
      config.CODE_RUN_QUEUE,
      config.CODE_RUN_QUEUE_WAIT_SECONDS * 1000,
    ),
    new RateLimiter(database.db, clock, config.CODE_RUN_WINDOW_SECONDS),
    clock,
    {
      limits: DEFAULT_RUN_LIMITS,
      runsPerWindow: config.CODE_RUNS_PER_WINDOW,
    },
    log,
  );

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
