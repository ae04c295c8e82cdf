import {
  AutoLoginLinkRequestSchema,
  AutoLoginLinkResponseSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
} from '@portico/contract/dev';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { AuthRepository } from '../auth/auth.repository';
import { AuthService } from '../auth/auth.service';

/** Outside production only: the dev outbox, so a local user can finish OTP and reset flows. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: { tags: ['dev'], querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } },
    },
    async (req) => {
      const rows = await app.ctx.outbox.recent(req.company.code, {
        to: req.query.to,
        limit: req.query.limit,
      });
      return {
        success: true,
        data: rows.map((m) => ({
          id: m.id,
          companyCode: m.companyCode,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          text: m.bodyText,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  const authRepo = new AuthRepository(db);
  const auth = new AuthService(app.ctx, authRepo, app.sessions);
  app.post(
    '/dev/auto-login-link',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        body: AutoLoginLinkRequestSchema,
        response: { 200: AutoLoginLinkResponseSchema },
      },
    },
    async (req) => {
      const student = await authRepo.studentByEmail(req.company.code, req.body.emailId);
      if (!student) throw notFound('No student with this e-mail address.');
      return { success: true, data: { link: await auth.autoLoginLink(req.company, student, req.body.rurl) } };
    },
  );
};
