import { answerFeedbackApi as api } from '@portico/contract/answer-feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** `GET /api/assessment/feedback` (issue 41): the instant feedback of the student's ended attempt. */
export const answerFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = app.services.answerFeedback;
  routes(app, ['assessment']).data(api.attempt, (req) =>
    feedback.ofAttempt(currentStudent(req), req.query.testId),
  );
};
