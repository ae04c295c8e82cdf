import { predictionApi as api } from '@portico/contract/prediction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** GET prediction?id=<courseId>: the signed-in student's predicted scores (decision 059). */
export const predictionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.prediction;
  const route = routes(app, ['prediction']);

  route.data(api.prediction, (req) => service.prediction(currentStudent(req), req.query.id, req.query.tz));
};
