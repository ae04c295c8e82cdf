import type pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock } from './lib/clock';
import { createStorage } from './modules/storage/create-storage';
import { seedDemo } from './seed/seed';

/** Students per exam in the demo's predictor cohort when the portal starts (decision 059). */
const DEMO_START_COHORT = 1;

/**
 * What a process does to its database before it serves: apply the migrations, and seed the demo
 * companies only when asked for (SEED_DEMO=true). Their students' passwords are in the README, so a
 * deployment never gets them by default (decision 012), and NODE_ENV=production refuses SEED_DEMO
 * (config.ts, decision 029). Under the database's start-up lock: N processes of a new deployment
 * that start at once migrate one after the other, the first doing the work and the others finding
 * it done (decision 029).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: Pick<pino.Logger, 'info' | 'warn'>,
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    if (!config.SEED_DEMO) return;
    // The demo's files (the expert CVs) go where uploads go, so the portal serves them as it serves uploads.
    const { driver } = await createStorage(config, systemClock);
    try {
      // One cohort student per exam shows a prediction on the demo; the backtest seeds five of each
      // (seeding them is most of the demo's start-up time: decision 059).
      await seedDemo(database.db, undefined, undefined, undefined, driver, DEMO_START_COHORT);
    } finally {
      driver.close?.();
    }
    log.info('demo content seeded');
  });
}
