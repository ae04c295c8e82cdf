import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../src/db/client';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), every run gets a fresh database, migrated once;
 * without it each test file opens its own in-memory PGlite (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    // Migrate once; each test file loads this dump instead of migrating its own PGlite.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-pglite-')), 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
    project.provide('pgliteDump', file);
    project.provide('databaseUrl', undefined);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  project.provide('pgliteDump', undefined);
  const name = `portico_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await database.migrate();
  await database.close();
  project.provide('databaseUrl', url.toString());
  return async () => {
    const again = new pg.Client({ connectionString: base });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    pgliteDump: string | undefined;
  }
}
