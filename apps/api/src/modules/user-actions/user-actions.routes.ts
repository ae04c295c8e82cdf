import {
  GetUserActionsQuerySchema,
  GetUserActionsResponseSchema,
  UserActionRequestSchema,
  UserActionResponseSchema,
} from '@portico/contract/user-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { CoursesRepository } from '../courses/courses.repository';
import { LearningRepository } from '../learning/learning.repository';
import { LearningService } from '../learning/learning.service';
import { UserActionsRepository } from './user-actions.repository';
import { type StudentRef, UserActionsService } from './user-actions.service';

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
  const student = (req: { company: { code: string }; auth: { student: { id: string } } }): StudentRef => ({
    id: req.auth.student.id,
    companyCode: req.company.code,
  });

  app.post(
    '/user-actions',
    { schema: { tags, body: UserActionRequestSchema, response: { 200: UserActionResponseSchema } } },
    async (req) => {
      assertSameCompany(req, req.body);
      return { success: true, message: 'Saved', data: await service.record(student(req), req.body) };
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
    async (req) => ({ success: true, data: await service.list(student(req), req.query.referenceIds) }),
  );
};
