import type pino from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { Outbox } from './outbox';
import type { RateLimiter } from './rate-limit';

/** What every module gets: built once per app, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Where reads that may be a moment stale go: DATABASE_READ_URL's replica, else `database`. */
  readDatabase: Database;
  clock: Clock;
  limiter: RateLimiter;
  outbox: Outbox;
  log: pino.Logger;
}
