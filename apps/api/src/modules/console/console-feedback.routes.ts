import { consoleFeedbackApi as api } from '@portico/contract/console-feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from './authoring';
import { consoleRoute } from './console-route';

/**
 * `GET /api/console/evaluations/:id/feedback` (the instant feedback beside the grading workspace,
 * for whoever may see the evaluation) and `GET /api/console/band-estimates` (admins: how each band
 * estimate model agrees with the company's teachers), issue 41.
 */
export const consoleFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { answerFeedback, bandEstimates } = app.services;
  const evaluations = app.services.console.evaluations;
  const route = consoleRoute(app);
  route.data(api.evaluation, async (actor, req) => {
    const attempt = await evaluations.open(actor, req.params.id);
    return answerFeedback.forTeacher(attempt.companyCode, attempt.id);
  });
  route.data(api.models, (actor) => bandEstimates.summaries(adminOnly(actor)));
};
