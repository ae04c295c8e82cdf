import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pino from 'pino';
import { buildServices } from './composition';
import { type Config, devToolsEnabled } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import type { AppContext } from './lib/context';
import './http/fastify-types';
import { demoMediaRoutes } from './http/demo-media.routes';
import { setErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health.routes';
import { addSecurityHeaders } from './http/security-headers';
import { serverLimits } from './http/server-limits';
import { registerSpa } from './http/spa';
import { studentApi } from './http/student-api';
import { registerWebAppRoutes } from './http/web-app.routes';
import { createLogger, scrubbingLogger } from './lib/log';
import { Outbox } from './lib/outbox';
import { RateLimiter } from './lib/rate-limit';
import { refuseCrossOriginWrites, refuseNonJsonBodies } from './lib/same-origin';
import { createSmsDriver } from './lib/twilio-sms.driver';
import { consoleRoutes } from './modules/console/console.routes';
import { createPushDriver } from './modules/push/web-push.driver';

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

/** What every module gets (lib/context.ts): built once per app, no globals. */
function createContext(
  config: Config,
  database: Database,
  readDatabase: Database,
  clock: Clock,
  log: pino.Logger,
): AppContext {
  return {
    config,
    database,
    readDatabase,
    clock,
    limiter: new RateLimiter(database.db, clock, config.RATE_LIMIT_WINDOW_SECONDS),
    outbox: new Outbox(database.db, log, {
      smtpUrl: config.SMTP_URL,
      sms: createSmsDriver(config),
      push: createPushDriver(database.db, config, clock),
      from: config.MAIL_FROM,
      devOutbox: devToolsEnabled(config),
      clock,
    }),
    log,
  };
}

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
  // The plain instance the app's own plugins take (they declare no zod-typed routes).
  const server = app as unknown as FastifyInstance;
  // Beyond the cap a new connection is closed at once; the open ones keep being served.
  app.server.maxConnections = config.MAX_CONNECTIONS;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext(config, database, readDatabase ?? database, clock, log);
  app.decorate('ctx', ctx);
  const services = await buildServices(ctx);
  app.decorate('services', services);
  app.decorate('tenancy', services.tenancy);
  app.decorate('sessions', services.sessions);
  app.decorateRequest('company', null as never);
  app.decorateRequest('auth', null as never);
  app.addHook('onClose', () => ctx.outbox.stop());
  app.addHook('onClose', async () => {
    services.shared.storage.driver.close?.();
    await services.codeRunner.close?.();
    await services.feedbackWorker.stop();
    await services.bandEstimates.stop();
    await services.itemCalibration.stop();
    await services.console.weeklySummary.stop();
    await services.console.reportSnapshots.stop();
    await services.reminders.stop();
  });

  await app.register(cookie);
  // Large answers go gzipped to clients that accept it: a test's launch carries each item's passage
  // (spec 3 testJson), 220 KB for an IELTS reading test, 10 KB gzipped; writing it raw cost the API
  // more CPU than compressing it (decision 033). Answers under 16 KB (the answer sync,
  // sign-ins with their tokens) are left as they are; request bodies are never decompressed.
  await app.register(compress, {
    globalDecompression: false,
    threshold: LARGE_ANSWER_BYTES,
    encodings: ['gzip'],
  });
  addSecurityHeaders(server, config);
  // Ahead of every scope (/api, /api/console) and of any session or database work; a body's type
  // after the scopes' session checks, before it is parsed (decision 034).
  app.addHook('onRequest', refuseCrossOriginWrites(config));
  app.addHook('preParsing', refuseNonJsonBodies);

  await app.register(swagger, {
    openapi: { info: { title: 'Portico API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  setErrorHandler(server);
  registerHealthRoutes(server, database);

  await app.register(demoMediaRoutes);
  registerWebAppRoutes(server);

  await app.register(studentApi, { prefix: '/api' });
  // The provider console: staff sessions of their own, beside the students' /api (CONSOLE.md).
  await app.register(consoleRoutes, { prefix: '/api/console' });

  await registerSpa(server, config.webDist);
  return app;
}
