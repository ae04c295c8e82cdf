import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client';
import { TestClock, type TestContext } from './harness';

export type ProbeOptions = {
  env?: Record<string, string>;
  /** Where the app logs (a pino logger writing to a stream the test reads). */
  logger?: () => pino.Logger;
  /** Extra routes, added before the app is ready: probes of what no real route can reach. */
  routes?: (app: FastifyInstance, database: Database) => void;
  /** PostgreSQL pool options of this file's own pool (a connection name, a timeout). */
  pool?: Omit<DatabaseOptions, 'url' | 'dataDir' | 'loadDataDir'>;
  /** The PostgreSQL address to use instead of the run's (a proxy in front of it). */
  url?: (runUrl: string) => Promise<string> | string;
  /** A read replica for the app (DATABASE_READ_URL), given the run's address (undefined on PGlite). */
  readDatabase?: (runUrl: string | undefined) => Promise<Database>;
};

/**
 * Like useTestApp (harness.ts), for the platform tests: the app can log to the test, carry probe
 * routes, and reach PostgreSQL through a pool of its own.
 */
export function useProbeApp(opts: ProbeOptions = {}): TestContext {
  const ctx = {} as TestContext;
  // Removed when the file ends.
  let dataDir: string | undefined;
  let readDatabase: Database | undefined;
  beforeAll(async () => {
    const runUrl = inject('databaseUrl');
    const dump = inject('pgliteDump');
    ctx.database = await openDatabase(
      runUrl
        ? { url: opts.url ? await opts.url(runUrl) : runUrl, poolSize: 4, ...opts.pool }
        : { dataDir: 'memory://', loadDataDir: dump ? new Blob([fs.readFileSync(dump)]) : undefined },
    );
    if (!runUrl && !dump) await ctx.database.migrate();
    ctx.clock = new TestClock();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      PORT: '3000',
      DEV_TOOLS: 'true',
      ...opts.env,
    });
    readDatabase = await opts.readDatabase?.(runUrl || undefined);
    const app = await buildApp({
      config,
      database: ctx.database,
      readDatabase,
      clock: ctx.clock,
      logger: opts.logger?.(),
    });
    ctx.app = app as unknown as FastifyInstance;
    opts.routes?.(ctx.app, ctx.database);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await readDatabase?.close();
  });
  return ctx;
}
