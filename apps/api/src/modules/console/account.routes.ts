import {
  PasswordChangeRequestSchema,
  StaffMessages,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpSetupResponseSchema,
} from '@portico/contract/console-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];

/**
 * `/api/console/account` (CONSOLE.md 'Who'): the signed-in member's own password and TOTP second
 * factor. Open to an admin who must still set up TOTP (the rest of the console is not).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.account;

  app.post('/totp/setup', { schema: { tags, response: { 200: TotpSetupResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.totpSetup(req.staffAuth, req.ip),
  }));

  app.post('/totp/enable', { schema: { tags, body: TotpEnableRequestSchema } }, async (req) => {
    await service.totpEnable(req.staffAuth, req.body.code, req.ip);
    return { success: true, message: StaffMessages.totpEnabled };
  });

  app.post('/totp/disable', { schema: { tags, body: TotpDisableRequestSchema } }, async (req) => {
    await service.totpDisable(req.staffAuth, req.body, req.ip);
    return { success: true, message: StaffMessages.totpDisabled };
  });

  app.post('/password', { schema: { tags, body: PasswordChangeRequestSchema } }, async (req) => {
    await service.changePassword(req.staffAuth, req.body, req.ip);
    return { success: true, message: StaffMessages.passwordChanged };
  });
};
