import {
  GetUserActionsQuerySchema,
  GetUserActionsResponseSchema,
  UserActionRequestSchema,
  UserActionResponseSchema,
} from '@portico/contract/user-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameCompany } from '../../lib/company-guard';
import { currentStudent } from '../../lib/current-student';

const tags = ['user-actions'];

export const userActionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Lessons and video lessons follow their course's access rules (LearningService.openable).
  const service = app.services.userActions;

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
