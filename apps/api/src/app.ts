import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pino from 'pino';
import { type Config, devToolsEnabled, REPO_ROOT } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import type { AppContext } from './lib/context';
import { PasswordHashBusyError } from './lib/crypto';
import { isDatabaseUnavailable, isPoolBusy, refusedValueMessage } from './lib/db-errors';
import { AppError, unauth, unavailable } from './lib/errors';
import './lib/fastify-types';
import { connectOrigins } from './lib/csp';
import { createSmsDriver } from './lib/delivery';
import { createLogger, scrubbingLogger } from './lib/log';
import { refuseNul } from './lib/nul-guard';
import { Outbox } from './lib/outbox';
import { RateLimiter, TooManyAttempts } from './lib/rate-limit';
import { refuseCrossOriginWrites, refuseNonJsonBodies } from './lib/same-origin';
import { SessionStore, tokenFromRequest } from './lib/sessions';
import { registerSpa } from './lib/spa';
import { aboutRoutes } from './modules/about/about.routes';
import { applicationRoutes } from './modules/application/application.routes';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { careerRoutes } from './modules/career/career.routes';
import { codingRoutes } from './modules/coding/coding.routes';
import { couponRoutes } from './modules/commerce/coupon.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { courseRoutes } from './modules/courses/courses.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { introRoutes } from './modules/intro/intro.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { liveClassRoutes } from './modules/live-classes/live-classes.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { productRoutes } from './modules/products/products.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { scoreMeaningRoutes } from './modules/score-meaning/score-meaning.routes';
import { scoreReportRoutes } from './modules/score-report/score-report.routes';
import { storageRoutes } from './modules/storage/storage.routes';
import { supportRoutes } from './modules/support/support.routes';
import { TenancyRepository } from './modules/tenancy/tenancy.repository';
import { tenancyRoutes } from './modules/tenancy/tenancy.routes';
import { TenancyService } from './modules/tenancy/tenancy.service';
import { userActionRoutes } from './modules/user-actions/user-actions.routes';

/** Media the demo content may link to; scripts and notes beside them are not served. */
const demoMediaTypes = /\.(ogg|opus|mp3|m4a|wav|webm|mp4|m3u8|ts|vtt|png|jpe?g|webp|svg|pdf)$/i;

/** Answers at least this long are sent gzipped to clients that accept it. */
export const LARGE_ANSWER_BYTES = 16 * 1024;
export type BuildOptions = {
  config: Config;
  database: Database;
  /** A read replica of `database` (DATABASE_READ_URL); the app closes neither. */
  readDatabase?: Database;
  clock?: Clock;
  logger?: pino.Logger;
};

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
/** Retry-After of a call refused because every database connection was taken. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
/** How long /readyz waits for the database before calling it away. */
const READY_TIMEOUT_MS = 3000;

/**
 * Slow or stalled clients cannot hold connections for long (issue 10, item 11): the header block,
 * the whole request, silence on the socket and idle keep-alive connections all have deadlines
 * (README "Configuration"). Node checks the header and request deadlines on an interval (30 s by
 * default): half the shorter deadline keeps the cut close to it.
 */
const serverLimits = (config: Config) => {
  const ms = (s: number) => Math.round(s * 1000);
  return {
    connectionTimeout: ms(config.IDLE_TIMEOUT_SECONDS),
    keepAliveTimeout: ms(config.KEEP_ALIVE_TIMEOUT_SECONDS),
    requestTimeout: ms(config.REQUEST_TIMEOUT_SECONDS),
    maxRequestsPerSocket: config.MAX_REQUESTS_PER_SOCKET,
    http: {
      headersTimeout: ms(config.HEADERS_TIMEOUT_SECONDS),
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(30_000, ms(Math.min(config.HEADERS_TIMEOUT_SECONDS, config.REQUEST_TIMEOUT_SECONDS) / 2)),
      ),
    },
  };
};

/** Builds the Portico API (plugins, modules, SPA); never listens. */
export async function buildApp({
  config,
  database,
  readDatabase,
  clock = systemClock,
  logger,
}: BuildOptions) {
  const log = logger ? scrubbingLogger(logger) : createLogger(config.LOG_LEVEL);
  const app = Fastify({
    loggerInstance: log,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    ...serverLimits(config),
  }).withTypeProvider<ZodTypeProvider>();
  // Beyond the cap a new connection is closed at once; the open ones keep being served.
  app.server.maxConnections = config.MAX_CONNECTIONS;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    readDatabase: readDatabase ?? database,
    clock,
    limiter: new RateLimiter(database.db, clock, config.RATE_LIMIT_WINDOW_SECONDS),
    outbox: new Outbox(database.db, log, {
      smtpUrl: config.SMTP_URL,
      sms: createSmsDriver(config),
      from: config.MAIL_FROM,
      devOutbox: devToolsEnabled(config),
      clock,
    }),
    log,
  };
  app.decorate('ctx', ctx);
  app.decorate(
    'tenancy',
    new TenancyService(new TenancyRepository(database.db), config.DEFAULT_COMPANY_CODE),
  );
  app.decorate('sessions', new SessionStore(database.db, clock, config.SESSION_TTL_DAYS));
  app.decorateRequest('company', null as never);
  app.decorateRequest('auth', null as never);
  app.addHook('onClose', () => ctx.outbox.stop());

  await app.register(cookie);
  // Large answers go gzipped to clients that accept it: a test's launch carries each item's passage
  // (spec 3 testJson), 220 KB for an IELTS reading test, 10 KB gzipped; writing it raw cost the API
  // more CPU than compressing it (issue 19, decision 033). Answers under 16 KB (the answer sync,
  // sign-ins with their tokens) are left as they are; request bodies are never decompressed.
  await app.register(compress, {
    globalDecompression: false,
    threshold: LARGE_ANSWER_BYTES,
    encodings: ['gzip'],
  });
  const razorpay = config.PAYMENT_GATEWAY === 'razorpay';
  // The security headers, built once: @fastify/helmet built helmet's middleware again on every
  // request (its directives parsed each time, 5 % of the API's CPU under the answer-sync load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay Checkout runs its script and frames on the checkout page when it is the gateway.
        scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...connectOrigins(config),
          ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : []),
        ],
        frameSrc: [
          'https://player.vimeo.com',
          ...(razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: config.SESSION_COOKIE_SECURE ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  // Ahead of every scope (/api, /api/console) and of any session or database work; a body's type
  // after the scopes' session checks, before it is parsed (decision 034).
  app.addHook('onRequest', refuseCrossOriginWrites(config));
  app.addHook('preParsing', refuseNonJsonBodies);

  await app.register(swagger, {
    openapi: { info: { title: 'Portico API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      // A field named by the client (a record's key) is cut short: a megabyte-long name is not
      // written back a megabyte long.
      const field =
        first?.instancePath
          ?.replace(/^\//, '')
          .split('/')
          .map((part) => (part.length > 40 ? `${part.slice(0, 40)}…` : part))
          .join('.') || '';
      const message = first?.message ?? 'Invalid request';
      const text = field && !message.includes(field) ? `${field}: ${message}` : message;
      return reply.status(400).send({ success: false, message: text, errorCode: 'VALIDATION' });
    }
    if (err instanceof AppError) {
      if (err.code === 'UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({
        success: false,
        message: err.message,
        errorCode: err.code,
        ...(err.data === undefined ? {} : { data: err.data }),
      });
    }
    // Back-pressure: every connection (or password check) is taken and enough calls wait already.
    // Answered at once, so a client backs off for a second instead of queueing for seconds (the
    // runner keeps its answers; a sign-in form says to try again).
    if (isPoolBusy(err) || err instanceof PasswordHashBusyError) {
      req.log.debug({ err }, 'database pool busy');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ success: false, message: unavailable().message, errorCode: 'UNAVAILABLE' });
    }
    // The database restarts or dropped the connection: the client tries again shortly (the pool
    // reconnects by itself), rather than reading a 500 as a fault of its request.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      const { message } = unavailable();
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message, errorCode: 'UNAVAILABLE' });
    }
    // A value the database refuses (a malformed id, a NUL character, a number out of range) is the
    // client's mistake, not a 500: a backstop behind the contract's schemas and the NUL check.
    const refused = refusedValueMessage(err);
    if (refused) {
      return reply.status(400).send({ success: false, message: refused, errorCode: 'VALIDATION' });
    }
    if (isResponseSerializationError(err)) req.log.error({ err }, 'response did not match its schema');
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong. Please try again later',
        errorCode: 'INTERNAL',
      });
    }
    const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
    return reply.status(status).send({ success: false, message: err.message, errorCode: code });
  });

  app.get('/healthz', { config: { public: true, skipTenant: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true, skipTenant: true } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // The demo content's audio and pictures (content/demo/media), at the addresses its tests name.
  await app.register(fastifyStatic, {
    root: path.join(REPO_ROOT, 'content/demo/media'),
    prefix: '/demo-media/',
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => demoMediaTypes.test(pathName),
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=86400'),
  });

  await app.register(
    async (api) => {
      // Tenancy first, then the session: a token is valid only on its own company's host.
      api.addHook('onRequest', async (req) => {
        const cfg = req.routeOptions.config;
        if (cfg.skipTenant || req.is404) return;
        req.company = await app.tenancy.resolve(req.hostname);
        req.sessionToken = tokenFromRequest(req, config.SESSION_COOKIE_SECURE);
        if (cfg.public) return;
        if (!req.sessionToken) throw unauth();
        if (cfg.sessionInHandler) return;
        req.auth = await app.sessions.require(req.sessionToken, req.company.code);
      });
      // Any text with U+0000 is refused before a schema or handler sees it (lib/nul-guard.ts).
      api.addHook('preValidation', refuseNul);
      // Answers carry sessions, tokens and personal data: no cache keeps them unless a route says so.
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      api.get('/docs', { config: { public: true, skipTenant: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(tenancyRoutes);
      await api.register(authRoutes);
      await api.register(courseRoutes);
      await api.register(storageRoutes);
      await api.register(profileRoutes);
      await api.register(learningRoutes);
      await api.register(assessmentRoutes);
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
      await api.register(scoreMeaningRoutes);
      await api.register(applicationRoutes);
      // Never in production, whatever else is set; elsewhere only when asked for (README "Configuration").
      if (devToolsEnabled(config)) await api.register(devRoutes);
      api.setNotFoundHandler((_req, reply) =>
        reply.status(404).send({ success: false, message: 'Not found', errorCode: 'NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );
  // The provider console: staff sessions of their own, beside the students' /api (CONSOLE.md).
  await app.register(consoleRoutes, { prefix: '/api/console' });

  await registerSpa(app as unknown as FastifyInstance, config.webDist);
  return app;
}
