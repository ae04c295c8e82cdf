import { pushApi as api } from '@portico/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** `/api/push/*` (issue 46 part 3, decision 072): the student's reminders on this device. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.push;
  const route = routes(app, ['push']);
  route.data(api.settings, (req) => service.settings(currentStudent(req)));
  route.message(api.subscribe, async (req) => {
    await service.subscribe(currentStudent(req), req.body);
    return 'Reminders are on for this device';
  });
  route.message(api.unsubscribe, async (req) => {
    await service.unsubscribe(currentStudent(req), req.body.endpoint);
    return 'Reminders are off for this device';
  });
  route.data(api.preference, (req) =>
    service.setPreference(currentStudent(req), req.body.kind, req.body.enabled),
  );
};
