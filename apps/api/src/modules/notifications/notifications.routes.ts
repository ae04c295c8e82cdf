import {
  GetNotificationQuerySchema,
  GetNotificationResponseSchema,
  GetOneNotificationResponseSchema,
  NotificationParamsSchema,
} from '@portico/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  app.get(
    '/get-notification',
    {
      schema: {
        tags,
        querystring: GetNotificationQuerySchema,
        response: { 200: GetNotificationResponseSchema },
      },
    },
    async (req) => ({ success: true, data: await service.list(currentStudent(req), req.query) }),
  );

  app.get(
    '/get-notification/:id',
    {
      schema: { tags, params: NotificationParamsSchema, response: { 200: GetOneNotificationResponseSchema } },
    },
    async (req) => ({ success: true, data: await service.one(currentStudent(req), req.params.id) }),
  );
};
