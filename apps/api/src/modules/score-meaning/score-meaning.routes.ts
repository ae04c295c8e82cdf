import {
  ConsoleMeaningTablesResponseSchema,
  MeaningTableParamsSchema,
  MeaningTableSchema,
  ScoreMeaningMessages,
  ScoreMeaningsResponseSchema,
  ScoreTargetsResponseSchema,
  ScoreTargetsSchema,
} from '@portico/contract/score-meaning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['score-meaning'];

/**
 * The student's side (decision 043): the company's score-meaning tables with the student's own
 * targets, and the targets alone (the profile's 'My targets'). A student session is required.
 */
export const scoreMeaningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreMeaning;

  app.get(
    '/score-meanings',
    { schema: { tags, response: { 200: ScoreMeaningsResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.meanings(req.company.code, req.auth.student.id),
    }),
  );

  app.get(
    '/profile/targets',
    { schema: { tags, response: { 200: ScoreTargetsResponseSchema } } },
    async (req) => ({
      success: true,
      data: await service.targets(req.company.code, req.auth.student.id),
    }),
  );

  app.put(
    '/profile/targets',
    { schema: { tags, body: ScoreTargetsSchema, response: { 200: ScoreTargetsResponseSchema } } },
    async (req) => ({
      success: true,
      message: ScoreMeaningMessages.saved,
      data: await service.saveTargets(req.company.code, req.auth.student.id, req.body),
    }),
  );
};

/** `/api/console/score-meanings` (admin): each exam's table in force, replaced or restored. */
export const scoreMeaningConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.scoreMeaning;
  const reply = { 200: ConsoleMeaningTablesResponseSchema };

  app.get('/', { schema: { tags, response: reply } }, async (req) => ({
    success: true,
    data: await service.consoleTables(await app.consoleActor(req)),
  }));

  app.put(
    '/:exam',
    { schema: { tags, params: MeaningTableParamsSchema, body: MeaningTableSchema, response: reply } },
    async (req) => ({
      success: true,
      message: ScoreMeaningMessages.tableSaved,
      data: await service.saveTable(await app.consoleActor(req), req.params.exam, req.body),
    }),
  );

  app.delete(
    '/:exam',
    { schema: { tags, params: MeaningTableParamsSchema, response: reply } },
    async (req) => ({
      success: true,
      message: ScoreMeaningMessages.tableReset,
      data: await service.resetTable(await app.consoleActor(req), req.params.exam),
    }),
  );
};
