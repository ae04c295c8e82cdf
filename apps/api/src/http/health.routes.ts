import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { RETRY_AFTER_SECONDS } from './error-handler';

/** How long /readyz waits for the database before calling it away. */
const READY_TIMEOUT_MS = 3000;

/** `/healthz` (the process answers) and `/readyz` (the database answers too), for load balancers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
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
}
