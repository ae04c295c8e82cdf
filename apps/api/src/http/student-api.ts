import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devToolsEnabled } from '../config';
import { unauth } from '../lib/errors';
import { refuseNul } from '../lib/nul-guard';
import { tokenFromRequest } from '../lib/sessions';
import { aboutRoutes } from '../modules/about/about.routes';
import { answerFeedbackRoutes } from '../modules/answer-feedback/answer-feedback.routes';
import { applicationRoutes } from '../modules/application/application.routes';
import { assessmentRoutes, launchRoutingRoutes, quizRoutes } from '../modules/assessment/assessment.routes';
import { accountRoutes, authRoutes, walkInRoutes } from '../modules/auth/auth.routes';
import { careerRoutes } from '../modules/career/career.routes';
import { codingRoutes } from '../modules/coding/coding.routes';
import { couponRoutes } from '../modules/commerce/coupon.routes';
import { courseRoutes } from '../modules/courses/courses.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { devRoutes } from '../modules/dev/dev.routes';
import { introRoutes } from '../modules/intro/intro.routes';
import { learningRoutes } from '../modules/learning/learning.routes';
import { liveClassRoutes } from '../modules/live-classes/live-classes.routes';
import { notificationRoutes } from '../modules/notifications/notifications.routes';
import { orderRoutes } from '../modules/orders/orders.routes';
import { paymentRoutes } from '../modules/payments/payments.routes';
import { predictionRoutes } from '../modules/prediction/prediction.routes';
import { productRoutes } from '../modules/products/products.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { pushRoutes } from '../modules/push/push.routes';
import { attemptReportRoutes } from '../modules/reports/attempt-report.routes';
import { overallReportRoutes, reportsRoutes } from '../modules/reports/reports.routes';
import { reviewDeckRoutes } from '../modules/review-decks/review-decks.routes';
import { scoreMeaningRoutes } from '../modules/score-meaning/score-meaning.routes';
import { scoreReportRoutes } from '../modules/score-report/score-report.routes';
import { storageRoutes } from '../modules/storage/storage.routes';
import { studyPlanRoutes } from '../modules/study-plan/study-plan.routes';
import { supportRoutes } from '../modules/support/support.routes';
import { tenancyRoutes } from '../modules/tenancy/tenancy.routes';
import { userActionRoutes } from '../modules/user-actions/user-actions.routes';

/**
 * The students' API under `/api`: each call resolves the company from the host, then the student's
 * session unless the route is public (spec 3; CONSOLE.md keeps staff sessions apart under /api/console).
 */
export const studentApi: FastifyPluginAsyncZod = async (api) => {
  // Tenancy first, then the session: a token is valid only on its own company's host.
  api.addHook('onRequest', async (req) => {
    const cfg = req.routeOptions.config;
    if (cfg.skipTenant || req.is404) return;
    req.company = await api.tenancy.resolve(req.hostname);
    req.sessionToken = tokenFromRequest(req, api.ctx.config.SESSION_COOKIE_SECURE);
    if (cfg.public) return;
    if (!req.sessionToken) throw unauth();
    if (cfg.sessionInHandler) return;
    req.auth = await api.sessions.require(req.sessionToken, req.company.code);
  });
  // Any text with U+0000 is refused before a schema or handler sees it (lib/nul-guard.ts).
  api.addHook('preValidation', refuseNul);
  // Answers carry sessions, tokens and personal data: no cache keeps them unless a route says so.
  api.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  api.get('/docs', { config: { public: true, skipTenant: true }, schema: { hide: true } }, async () =>
    api.swagger(),
  );
  await api.register(tenancyRoutes);
  await api.register(authRoutes);
  await api.register(accountRoutes);
  await api.register(walkInRoutes);
  await api.register(courseRoutes);
  await api.register(storageRoutes);
  await api.register(profileRoutes);
  await api.register(learningRoutes);
  await api.register(launchRoutingRoutes);
  await api.register(assessmentRoutes);
  await api.register(quizRoutes);
  await api.register(attemptReportRoutes);
  await api.register(answerFeedbackRoutes);
  await api.register(couponRoutes);
  await api.register(notificationRoutes);
  await api.register(dashboardRoutes);
  await api.register(liveClassRoutes);
  await api.register(userActionRoutes);
  await api.register(scoreReportRoutes);
  await api.register(aboutRoutes);
  await api.register(introRoutes);
  await api.register(orderRoutes);
  await api.register(productRoutes);
  await api.register(paymentRoutes);
  await api.register(supportRoutes);
  await api.register(careerRoutes);
  await api.register(codingRoutes);
  await api.register(reportsRoutes);
  await api.register(overallReportRoutes);
  await api.register(scoreMeaningRoutes);
  await api.register(studyPlanRoutes);
  await api.register(predictionRoutes);
  await api.register(applicationRoutes);
  await api.register(reviewDeckRoutes);
  await api.register(pushRoutes);
  // Never in production, whatever else is set; elsewhere only when asked for (README "Configuration").
  if (devToolsEnabled(api.ctx.config)) await api.register(devRoutes);
  api.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' }),
  );
};
