// A fresh database per benchmark run: PGlite in a temporary DATA_DIR, or a new database on the
// PostgreSQL server (CREATE DATABASE, dropped by dispose(), even after a failure).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type BenchDb = 'pglite' | 'postgres';
export type OpenedDatabase = Awaited<ReturnType<typeof openDatabase>>;

export type FreshDatabase = {
  kind: BenchDb;
  /** The API's DATA_DIR (PGlite's files live under it). */
  dataDir: string;
  /** PostgreSQL only: the new database's URL and name. */
  url?: string;
  name?: string;
  /** A connection of the benchmark's own (PGlite has one owner: close it before starting the API). */
  open(poolSize?: number): Promise<OpenedDatabase>;
  /** DATA_DIR and DATABASE_URL for startApi. */
  apiEnv(): Record<string, string>;
  /** Removes the data directory and drops the database. */
  dispose(): Promise<void>;
};

/** `prefix` names the temporary directory and database: `portico_<prefix>_<pid>_<time>`. */
export async function freshDatabase(
  kind: BenchDb,
  prefix: string,
  adminUrl?: string,
): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portico-${prefix.replaceAll('_', '-')}-`));
  const admin = adminUrl ?? DEFAULT_DATABASE_URL;
  let url: string | undefined;
  let name: string | undefined;
  // A server that is restarting (another job on a shared machine) gets a few more tries; a database
  // that still cannot be dropped is reported, never allowed to hide the run's result.
  const dispose = async () => {
    // BENCH_KEEP_DATABASE=1 keeps it for a look afterwards (EXPLAIN of what the run did).
    if (process.env.BENCH_KEEP_DATABASE && name) {
      console.log(`kept database ${name} (BENCH_KEEP_DATABASE; drop it by hand)`);
      return;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (let attempt = 1; name; attempt++) {
      try {
        const a = await openDatabase({ url: admin, poolSize: 1 });
        try {
          await a.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
        } finally {
          await a.close();
        }
        name = undefined;
      } catch (err) {
        if (attempt >= 5) {
          console.error(`could not drop database ${name} (drop it by hand): ${(err as Error).message}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  };
  if (kind === 'postgres') {
    try {
      const dbName = `portico_${prefix}_${process.pid}_${Date.now().toString(36)}`;
      const a = await openDatabase({ url: admin, poolSize: 1 });
      try {
        await a.db.execute(sql.raw(`CREATE DATABASE "${dbName}"`));
      } finally {
        await a.close();
      }
      name = dbName;
      const u = new URL(admin);
      u.pathname = `/${dbName}`;
      url = u.toString();
    } catch (err) {
      await dispose();
      throw err;
    }
  }
  return {
    kind,
    dataDir,
    url,
    name,
    open: (poolSize = 4) => openDatabase(url ? { url, poolSize } : { dataDir: path.join(dataDir, 'pglite') }),
    apiEnv: () => ({ DATA_DIR: dataDir, DATABASE_URL: url ?? '' }),
    dispose,
  };
}
