import { consoleStaffApi as api, StaffMessages as M } from '@portico/contract/console-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleRoute } from './console-route';

/**
 * `/api/console/account` (CONSOLE.md 'Who'): the signed-in member's own password, TOTP second
 * factor and its recovery codes. Open to an admin who must still set up TOTP (the rest of the console is not).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.account;
  const route = consoleRoute(app).plain;

  route.data(api.totpSetup, (req) => service.totpSetup(req.staffAuth, req.ip));
  // Each change answers its message once it is made.
  // Turned on: the first recovery codes, shown once.
  route.data(api.totpEnable, (req) => service.totpEnable(req.staffAuth, req.body.code, req.ip), {
    message: M.totpEnabled,
  });
  route.data(api.recoveryStatus, (req) => service.recoveryStatus(req.staffAuth));
  route.data(api.recoveryRenew, (req) => service.recoveryRenew(req.staffAuth, req.body, req.ip), {
    message: M.recoveryRenewed,
  });
  route.message(api.totpDisable, (req) =>
    service.totpDisable(req.staffAuth, req.body, req.ip).then(() => M.totpDisabled),
  );
  route.message(api.changePassword, (req) =>
    service.changePassword(req.staffAuth, req.body, req.ip).then(() => M.passwordChanged),
  );
};
