import type pino from 'pino';
import type { Config } from '../config';
import { systemClock } from '../lib/clock';
import { createStorage } from '../modules/storage/storage.driver';
import type { Database } from './client';
import { seedDemo } from './seed';

/**
 * What a process does to its database before it serves: apply the migrations, and seed the demo
 * companies only when asked for (SEED_DEMO=true). Their students' passwords are in the README, so a
 * deployment never gets them by default (decision 012).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: Pick<pino.Logger, 'info' | 'warn'>,
): Promise<void> {
  await database.migrate();
  if (!config.SEED_DEMO) return;
  if (config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO=true in production: the demo students, whose passwords are published, can sign in');
  }
  // The demo's files (the expert CVs) go where uploads go, so the portal serves them as it serves uploads.
  const { driver } = await createStorage(config, systemClock);
  try {
    await seedDemo(database.db, undefined, undefined, undefined, driver);
  } finally {
    driver.close?.();
  }
  log.info('demo content seeded');
}
