import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pino from 'pino';
import { type PoolLimits, ResilientPool } from './resilient-pool';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock (db/startup.ts: migrations and the demo
   * seed). On PostgreSQL a session advisory lock: processes that start together take turns, since
   * drizzle's migrator locks nothing, and one that dies releases it with its connection. PGlite
   * belongs to one process, so `work` just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: connections open, idle and waited for. */
  poolStats?(): { open: number; idle: number; waiting: number };
}

/** Beside this module: src/db/migrations under tsx, dist/migrations in the build (apps/api/build.mjs copies them). */
const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The advisory lock key of start-up work: 'port' in ASCII, unlikely to clash with another application's. */
export const STARTUP_LOCK_KEY = 0x706f7274;

export type DatabaseOptions = {
  /** PostgreSQL server; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (a tarball from `dumpPglite`). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: calls that may wait for a connection, and how long each may wait, before a 503. */
  poolLimits?: PoolLimits;
  /** PostgreSQL: a connection not made in this long fails (the call answers 503) instead of waiting. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the name the connections show in pg_stat_activity. */
  applicationName?: string;
  /** Where lost connections are reported; they never end the process. */
  log?: Pick<pino.Logger, 'warn'>;
};

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new ResilientPool(
      {
        connectionString: opts.url,
        max: opts.poolSize ?? 10,
        // A server that is away fails the call (503) in this long instead of leaving it waiting.
        connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
        application_name: opts.applicationName ?? 'portico',
        // A server that vanished without closing its sockets is noticed by the kernel.
        keepAlive: true,
      },
      opts.log,
      opts.poolLimits,
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      exclusively: async (work) => {
        // A connection of its own holds the lock; the work uses the pool's others.
        const holder = await pool.connect();
        let lost: Error | undefined;
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((err: Error) => {
              // Not unlocked: the connection is closed rather than pooled, which releases the lock.
              lost = err;
            });
          }
        } finally {
          holder.release(lost);
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => pool.stats(),
    };
  }
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A migrated, empty PGlite database as a tarball: tests start from it instead of migrating each time. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
