import {
  ApplicationMessages,
  applicationApi as api,
  applicationConsoleApi as consoleApi,
} from '@portico/contract/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentStudent } from '../../lib/current-student';
import { routes } from '../../lib/route';

/** `/api/application` (decision 047): the signed-in student's application profile. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.application;
  const route = routes(app, ['application']);

  route.data(api.application, (req) => service.get(currentStudent(req)));
  route.data(
    api.save,
    (req) => {
      const { baseVersion, ...form } = req.body;
      return service.save(currentStudent(req), baseVersion, form);
    },
    { message: ApplicationMessages.saved },
  );
  route.reply(api.submit, async (req) => {
    const { application, message } = await service.submit(currentStudent(req), req.body.baseVersion);
    return { success: true, message, data: application };
  });
};

/** `/api/console/applications`: the school's list of sent applications and their follow-up. */
export const applicationConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.application;
  const route = routes(app, ['console']);

  route.data(consoleApi.list, async (req) => ({
    items: await service.list(await app.consoleActor(req), req.query.status),
  }));
  route.data(consoleApi.detail, async (req) => service.detail(await app.consoleActor(req), req.params.id));
  route.data(
    consoleApi.setStatus,
    async (req) => service.setStatus(await app.consoleActor(req), req.params.id, req.body),
    { message: 'Status saved' },
  );
};
