import {
  RequireTotpRequestSchema,
  RequireTotpResponseSchema,
  StaffInviteRequestSchema,
  StaffItemResponseSchema,
  StaffListResponseSchema,
  StaffMessages,
  StaffParamsSchema,
  StaffUpdateRequestSchema,
} from '@portico/contract/console-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['console'];

/**
 * `/api/console/staff` (CONSOLE.md 'Who'), admins only: the members, invitations, role and courses,
 * disabling, and the company's two-step sign-in switch.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.console.staff;
  const item = { tags, params: StaffParamsSchema, response: { 200: StaffItemResponseSchema } };

  app.get('/', { schema: { tags, response: { 200: StaffListResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.list(await app.consoleActor(req)),
  }));

  app.post(
    '/',
    { schema: { tags, body: StaffInviteRequestSchema, response: { 200: StaffItemResponseSchema } } },
    async (req) => ({
      success: true,
      message: StaffMessages.invited,
      data: await service.invite(await app.consoleActor(req), req.company, req.body),
    }),
  );

  app.post('/:id/resend', { schema: item }, async (req) => ({
    success: true,
    message: StaffMessages.inviteResent,
    data: await service.resendInvite(await app.consoleActor(req), req.company, req.params.id),
  }));

  app.post('/:id', { schema: { ...item, body: StaffUpdateRequestSchema } }, async (req) => ({
    success: true,
    message: StaffMessages.saved,
    data: await service.update(await app.consoleActor(req), req.params.id, req.body),
  }));

  app.post('/:id/disable', { schema: item }, async (req) => ({
    success: true,
    message: StaffMessages.disabledDone,
    data: await service.disable(await app.consoleActor(req), req.params.id),
  }));

  app.post('/:id/enable', { schema: item }, async (req) => ({
    success: true,
    message: StaffMessages.enabledDone,
    data: await service.enable(await app.consoleActor(req), req.params.id),
  }));

  app.post(
    '/require-totp',
    { schema: { tags, body: RequireTotpRequestSchema, response: { 200: RequireTotpResponseSchema } } },
    async (req) => ({
      success: true,
      message: StaffMessages.saved,
      data: { required: await service.setRequireAdminTotp(await app.consoleActor(req), req.body.required) },
    }),
  );
};
