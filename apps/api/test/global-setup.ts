import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), every run gets a fresh database, migrated once;
 * without it each test file opens its own in-memory PGlite (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
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
  }
}
