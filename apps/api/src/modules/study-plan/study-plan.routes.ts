import { studyPlanApi as api } from '@portico/contract/study-plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** `/api/study-plan` (issue 42, decision 060): the student's plan, its settings and its ticks. */
export const studyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.studyPlan;
  const route = routes(app, ['study-plan']);
  route.data(api.plan, (req) => plans.plan(currentStudent(req), req.query));
  route.data(api.save, (req) => plans.save(currentStudent(req), req.body));
  route.data(api.tick, (req) => plans.tick(currentStudent(req), req.params.taskId, req.body));
};
