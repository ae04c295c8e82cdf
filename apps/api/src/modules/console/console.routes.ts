import {
  AuditQuerySchema,
  AuditResponseSchema,
  ConsoleMessages,
  QueueTicketResponseSchema,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  SupportAssignRequestSchema,
  SupportQueueMessages,
  SupportQueueQuerySchema,
  SupportQueueResponseSchema,
  SupportReplyRequestSchema,
  SupportStatusRequestSchema,
  TicketParamsSchema,
} from '@portico/contract/console';
import {
  StaffForgotRequestSchema,
  StaffMessages,
  StaffPasswordRequestSchema,
  StaffTokenInfoResponseSchema,
  StaffTokenQuerySchema,
  StaffTotpLoginRequestSchema,
} from '@portico/contract/console-staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseNul } from '../../lib/nul-guard';
import { applicationConsoleRoutes } from '../application/application.routes';
import { scoreMeaningConsoleRoutes } from '../score-meaning/score-meaning.routes';
import { accountRoutes } from './account.routes';
import { careerQueueRoutes } from './career-queue.routes';
import { ConsoleRepository } from './console.repository';
import { ConsoleAuthService, type StaffAuth } from './console-auth.service';
import { contentPagesRoutes } from './content-pages.routes';
import { couponsRoutes } from './coupons.routes';
import { evaluationQueueRoutes } from './evaluation-queue.routes';
import { importRoutes } from './import.routes';
import { liveRoutes } from './live.routes';
import { menusRoutes } from './menus.routes';
import { noticesRoutes } from './notices.routes';
import { productsRoutes } from './products.routes';
import type { Actor } from './queue-common';
import { scoreReportQueueRoutes } from './score-report-queue.routes';
import { settingsRoutes } from './settings.routes';
import { staffRoutes } from './staff.routes';
import { studentsRoutes } from './students.routes';
import { SupportQueueRepository } from './support-queue.repository';
import { SupportQueueService } from './support-queue.service';
import { videosRoutes } from './videos.routes';

const tags = ['console'];
const COOKIE = 'portico_staff_session';
/** The staff cookie is sent to the console's calls only, never to a student route. */
const COOKIE_PATH = '/api/console';

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth;
  }
  interface FastifyInstance {
    /** Inside `/api/console`: who acts in this request (staff, their courses, their address). */
    consoleActor: (req: FastifyRequest) => Promise<Actor>;
  }
}

const cookieName = (secure: boolean) => (secure ? `__Secure-${COOKIE}` : COOKIE);

/** What an admin who must still set up TOTP may call: who they are, sign-out, their own account. */
const OPEN_BEFORE_TOTP = new Set(['/api/console/me', '/api/console/logout']);
const openBeforeTotp = (url: string | undefined) =>
  Boolean(url && (OPEN_BEFORE_TOTP.has(url) || url.startsWith('/api/console/account/')));

/**
 * `/api/console/*` (CONSOLE.md): a scope of its own beside the students' `/api`, with its own
 * session check. A student's token is not a staff session, so it is refused here; a staff token is
 * not a student session, so every student route refuses it.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const secure = config.SESSION_COOKIE_SECURE;
  const service = new ConsoleAuthService(app.ctx, new ConsoleRepository(app.ctx.database.db));
  const support = new SupportQueueService(new SupportQueueRepository(app.ctx.database.db), app.ctx.clock);
  const actor = (req: FastifyRequest) => service.actor(req.staffAuth, req.ip);
  app.decorate('consoleActor', actor);
  const tokenOf = (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
    return req.cookies[cookieName(secure)] || undefined;
  };

  app.decorateRequest('staffAuth', null as never);
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    req.company = await app.tenancy.resolve(req.hostname);
    if (req.routeOptions.config.public) return;
    req.staffAuth = await service.authenticate(
      tokenOf(req),
      req.company.code,
      openBeforeTotp(req.routeOptions.url),
    );
  });
  app.addHook('preValidation', refuseNul);
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' }),
  );

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookieName(secure), token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: Math.round(config.SESSION_TTL_DAYS * 86400),
    });

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags, body: StaffLoginRequestSchema, response: { 200: StaffLoginResponseSchema } },
    },
    async (req, reply) => {
      const result = await service.login(req.company.code, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      if ('totpToken' in result) return { success: true, message: StaffMessages.totpRequired, data: result };
      setCookie(reply, result.token);
      return { success: true, data: result };
    },
  );

  // Sign-in's second step: the step token of a right password and a TOTP code.
  app.post(
    '/login/totp',
    {
      config: { public: true },
      schema: { tags, body: StaffTotpLoginRequestSchema, response: { 200: StaffLoginResponseSchema } },
    },
    async (req, reply) => {
      const result = await service.loginTotp(req.company.code, req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      setCookie(reply, result.token);
      return { success: true, data: result };
    },
  );

  // Forgot password, and the page a mailed link opens (a reset or an invitation).
  app.post(
    '/password/forgot',
    { config: { public: true }, schema: { tags, body: StaffForgotRequestSchema } },
    async (req) => ({ success: true, message: await service.forgot(req.company, req.body.email, req.ip) }),
  );
  app.get(
    '/password/token',
    {
      config: { public: true },
      schema: { tags, querystring: StaffTokenQuerySchema, response: { 200: StaffTokenInfoResponseSchema } },
    },
    async (req) => ({
      success: true,
      data: await service.tokenInfo(req.company.code, req.query.token, req.ip),
    }),
  );
  app.post(
    '/password/reset',
    { config: { public: true }, schema: { tags, body: StaffPasswordRequestSchema } },
    async (req) => ({
      success: true,
      message: await service.setPassword(req.company.code, req.body, req.ip),
    }),
  );

  app.get('/me', { schema: { tags, response: { 200: StaffMeResponseSchema } } }, async (req) => ({
    success: true,
    data: await service.present(req.staffAuth.staff, req.staffAuth.requireAdminTotp),
  }));

  app.post('/logout', { schema: { tags } }, async (req, reply) => {
    await service.logout(req.staffAuth, req.ip);
    reply.clearCookie(cookieName(secure), { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'strict' });
    return { success: true, message: ConsoleMessages.signedOut };
  });

  app.get(
    '/audit',
    { schema: { tags, querystring: AuditQuerySchema, response: { 200: AuditResponseSchema } } },
    async (req) => ({ success: true, data: await service.auditEntries(req.staffAuth, req.query.limit) }),
  );

  // The support queue (CONSOLE.md 'Remarks and support').
  app.get(
    '/support',
    { schema: { tags, querystring: SupportQueueQuerySchema, response: { 200: SupportQueueResponseSchema } } },
    async (req) => ({ success: true, data: await support.queue(await actor(req), req.query.status) }),
  );
  const ticketRoute = { tags, params: TicketParamsSchema, response: { 200: QueueTicketResponseSchema } };
  app.post(
    '/support/:id/reply',
    { schema: { ...ticketRoute, body: SupportReplyRequestSchema } },
    async (req) => ({
      success: true,
      message: SupportQueueMessages.replied,
      data: await support.reply(await actor(req), req.params.id, req.body),
    }),
  );
  app.post(
    '/support/:id/assign',
    { schema: { ...ticketRoute, body: SupportAssignRequestSchema } },
    async (req) => ({
      success: true,
      data: await support.assign(await actor(req), req.params.id, req.body.staffId),
    }),
  );
  app.post(
    '/support/:id/status',
    { schema: { ...ticketRoute, body: SupportStatusRequestSchema } },
    async (req) => ({
      success: true,
      data: await support.setStatus(await actor(req), req.params.id, req.body.status),
    }),
  );

  // The other queues and the admin's pages, each a plugin of its own inside this scope (its hooks,
  // its staff session check and `app.consoleActor` apply to them).
  await app.register(evaluationQueueRoutes, { prefix: '/evaluations' });
  await app.register(scoreReportQueueRoutes, { prefix: '/score-reports' });
  await app.register(careerQueueRoutes, { prefix: '/career' });
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(importRoutes, { prefix: '/import' });
  await app.register(studentsRoutes, { prefix: '/students' });
  await app.register(noticesRoutes, { prefix: '/notices' });
  await app.register(videosRoutes, { prefix: '/videos' });
  await app.register(contentPagesRoutes, { prefix: '/pages' });
  await app.register(liveRoutes, { prefix: '/live' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(couponsRoutes, { prefix: '/coupons' });
  await app.register(menusRoutes, { prefix: '/menus' });
  await app.register(scoreMeaningConsoleRoutes, { prefix: '/score-meanings' });
  await app.register(applicationConsoleRoutes, { prefix: '/applications' });
};
