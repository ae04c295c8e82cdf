import { consoleStaffApi as api, StaffMessages as M } from '@portico/contract/console-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/**
 * `/api/console/staff` (CONSOLE.md 'Who'), admins only: the members, invitations, role and courses,
 * disabling, and the company's two-step sign-in switch.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.staff;
  const route = consoleRoute(app);

  route.data(api.list, (actor) => service.list(actor));
  route.data(api.invite, (actor, req) => service.invite(actor, req.company, req.body), {
    message: M.invited,
  });
  route.data(api.resend, (actor, req) => service.resendInvite(actor, req.company, req.params.id), {
    message: M.inviteResent,
  });
  route.data(api.update, (actor, req) => service.update(actor, req.params.id, req.body), {
    message: M.saved,
  });
  route.data(api.disable, (actor, req) => service.disable(actor, req.params.id), { message: M.disabledDone });
  route.data(api.enable, (actor, req) => service.enable(actor, req.params.id), { message: M.enabledDone });
  route.data(
    api.requireTotp,
    async (actor, req) => ({ required: await service.setRequireAdminTotp(actor, req.body.required) }),
    { message: M.saved },
  );
};
