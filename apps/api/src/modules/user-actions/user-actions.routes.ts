import {
  GetUserActionsQuerySchema,
  GetUserActionsResponseSchema,
  UserActionRequestSchema,
  UserActionResponseSchema,
} from '@portico/contract/user-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';
import { CoursesRepository } from '../courses/courses.repository';
import { LearningRepository } from '../learning/learning.repository';
import { LearningService } from '../learning/learning.service';
import { UserActionsRepository } from './user-actions.repository';
import { UserActionsService } from './user-actions.service';

const tags = ['user-actions'];

export const userActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.database.db;
  // Lessons and video lessons follow their course's access rules (LearningService.openable).
  const learning = new LearningService(
    new LearningRepository(db),
    new CoursesRepository(db),
    app.ctx.clock,
    async () => {},
  );
  const service = new UserActionsService(new UserActionsRepository(db), app.ctx.clock, (s, id) =>
    learning.openable(s, id),
  );

  app.post(
    '/user-actions',
    { schema: { tags, body: UserActionRequestSchema, response: { 200: UserActionResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: 'Saved', data: await service.record(currentStudent(req), req.body) };
    },
  );

  app.get(
    '/user-actions',
    {
      schema: {
        tags,
        querystring: GetUserActionsQuerySchema,
        response: { 200: GetUserActionsResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.list(currentStudent(req), req.query.referenceIds) }),
  );
};
