import { notificationsApi as api } from '@portico/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const route = routes(app, ['notifications']);

  route.data(api.list, (req) => service.list(currentStudent(req), req.query));
  route.data(api.one, (req) => service.one(currentStudent(req), req.params.id));
};
