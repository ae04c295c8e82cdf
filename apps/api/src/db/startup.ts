import type pino from 'pino';
import type { Config } from '../config';
import type { Database } from './client';
import { seedDemo } from './seed';

/**
 * What a process does to its database before it serves: apply the migrations, and seed the demo
 * companies only when asked for (SEED_DEMO=true). Their students' passwords are in the README, so a
 * deployment never gets them by default (decision 012).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'SEED_DEMO' | 'NODE_ENV'>,
  log: Pick<pino.Logger, 'info' | 'warn'>,
): Promise<void> {
  await database.migrate();
  if (!config.SEED_DEMO) return;
  if (config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO=true in production: the demo students, whose passwords are published, can sign in');
  }
  await seedDemo(database.db);
  log.info('demo content seeded');
}
