import { consoleApi } from '@portico/contract/console';
import { gradingPolicyOf, turnaroundHoursOf } from '@portico/contract/console-settings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseNul } from '../../lib/nul-guard';
import type { Actor } from '../../lib/staff-actor';
import { applicationConsoleRoutes } from '../application/application.routes';
import { scoreMeaningConsoleRoutes } from '../score-meaning/score-meaning.routes';
import { accountRoutes } from './account.routes';
import { adaptiveTestsRoutes } from './adaptive-tests.routes';
import { careerQueueRoutes } from './career-queue.routes';
import { cohortsRoutes } from './cohorts.routes';
import type { StaffAuth } from './console-auth.service';
import { consoleFeedbackRoutes } from './console-feedback.routes';
import { consoleOrdersRoutes } from './console-orders.routes';
import { consoleRoute } from './console-route';
import { contentPagesRoutes } from './content-pages.routes';
import { couponsRoutes } from './coupons.routes';
import { evaluationQueueRoutes } from './evaluation-queue.routes';
import { gradingAidsRoutes } from './grading-aids.routes';
import { homeRoutes } from './home.routes';
import { importRoutes } from './import.routes';
import { itemAnalysisRoutes } from './item-analysis.routes';
import { liveRoutes } from './live.routes';
import { menusRoutes } from './menus.routes';
import { noticesRoutes } from './notices.routes';
import { productsRoutes } from './products.routes';
import { qtiExportRoutes, qtiImportRoutes } from './qti-import.routes';
import { questionEditRoutes } from './question-edit.routes';
import { consoleReviewDeckRoutes } from './review-decks.routes';
import { scoreReportQueueRoutes } from './score-report-queue.routes';
import { settingsRoutes } from './settings.routes';
import { passwordRoutes, signInRoutes, staffCookieName } from './sign-in.routes';
import { staffRoutes } from './staff.routes';
import { studentsRoutes } from './students.routes';
import { supportQueueRoutes } from './support-queue.routes';
import { videosRoutes } from './videos.routes';

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth;
  }
  interface FastifyInstance {
    /** Inside `/api/console`: who acts in this request (staff, their courses, their address). */
    consoleActor: (req: FastifyRequest) => Promise<Actor>;
  }
}

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
  const secure = app.ctx.config.SESSION_COOKIE_SECURE;
  const service = app.services.console.auth;
  const actor = async (req: FastifyRequest): Promise<Actor> => ({
    ...(await service.actor(req.staffAuth, req.ip)),
    dueHours: turnaroundHoursOf(req.company?.turnaroundHours),
    grading: gradingPolicyOf(req.company?.grading),
  });
  app.decorate('consoleActor', actor);
  const tokenOf = (req: FastifyRequest) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
    return req.cookies[staffCookieName(secure)] || undefined;
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

  consoleRoute(app).plain.data(consoleApi.audit, (req) => service.auditEntries(req.staffAuth, req.query));

  // Sign-in, the queues and the admin's pages, each a plugin of its own inside this scope (its hooks,
  // its staff session check and `app.consoleActor` apply to them).
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(homeRoutes);
  await app.register(supportQueueRoutes, { prefix: '/support' });
  await app.register(evaluationQueueRoutes, { prefix: '/evaluations' });
  await app.register(gradingAidsRoutes);
  await app.register(consoleFeedbackRoutes);
  await app.register(scoreReportQueueRoutes, { prefix: '/score-reports' });
  await app.register(careerQueueRoutes, { prefix: '/career' });
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(accountRoutes, { prefix: '/account' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(importRoutes, { prefix: '/import' });
  await app.register(qtiImportRoutes, { prefix: '/import/qti' });
  await app.register(qtiExportRoutes, { prefix: '/export/qti' });
  await app.register(adaptiveTestsRoutes, { prefix: '/adaptive-tests' });
  await app.register(itemAnalysisRoutes, { prefix: '/item-analysis' });
  await app.register(cohortsRoutes);
  await app.register(questionEditRoutes);
  await app.register(studentsRoutes, { prefix: '/students' });
  await app.register(consoleOrdersRoutes, { prefix: '/orders' });
  await app.register(noticesRoutes, { prefix: '/notices' });
  await app.register(videosRoutes, { prefix: '/videos' });
  await app.register(contentPagesRoutes, { prefix: '/pages' });
  await app.register(liveRoutes, { prefix: '/live' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(couponsRoutes, { prefix: '/coupons' });
  await app.register(menusRoutes, { prefix: '/menus' });
  await app.register(scoreMeaningConsoleRoutes, { prefix: '/score-meanings' });
  await app.register(applicationConsoleRoutes, { prefix: '/applications' });
  await app.register(consoleReviewDeckRoutes);
};
