import {
  SupportCreateRequestSchema,
  SupportCreateResponseSchema,
  SupportFollowUpParamsSchema,
  SupportFollowUpRequestSchema,
  SupportFollowUpResponseSchema,
  SupportListResponseSchema,
  SupportMessages,
  SupportOptionsQuerySchema,
  SupportOptionsResponseSchema,
  SupportQuerySchema,
} from '@portico/contract/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['support'];

/** spec 2 §7 and spec 3 §7 support calls; a student session is required (app-level hook). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.support;

  app.get(
    '/support',
    { schema: { tags, querystring: SupportQuerySchema, response: { 200: SupportListResponseSchema } } },
    async (req) => ({ success: true, data: await service.list(currentStudent(req), req.query.testId) }),
  );

  app.get(
    '/support/list',
    {
      schema: {
        tags,
        querystring: SupportOptionsQuerySchema,
        response: { 200: SupportOptionsResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.options(currentStudent(req), req.query.courseId) }),
  );

  app.post(
    '/support',
    { schema: { tags, body: SupportCreateRequestSchema, response: { 200: SupportCreateResponseSchema } } },
    async (req) => ({
      success: true,
      message: SupportMessages.created,
      data: await service.create(currentStudent(req), req.body),
    }),
  );

  app.post(
    '/support/:id/reply',
    {
      schema: {
        tags,
        params: SupportFollowUpParamsSchema,
        body: SupportFollowUpRequestSchema,
        response: { 200: SupportFollowUpResponseSchema },
      },
    },
    async (req) => ({
      success: true,
      message: SupportMessages.followUpSent,
      data: await service.followUp(currentStudent(req), req.params.id, req.body.message),
    }),
  );
};
