// Starts the Portico API for the journeys: production build, fresh data directory, and either PGlite
// or a fresh PostgreSQL database (E2E_DATABASE_URL names the server).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PORT: process.env.E2E_PORT ?? '3000',
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  // The journeys read mails and make auto-login links through the dev tools (loopback only).
  DEV_TOOLS: 'true',
  // The journeys sign in as the demo students.
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // Answers count this long after a test's deadline: short, so that the journey that lets a
  // one-minute test's deadline pass waits seconds for the server's close, not a minute.
  TRACK_GRACE_SECONDS: '5',
  // The journeys' new students register from addresses of their own (X-Forwarded-For, as behind a
  // load balancer): a run registers more than the 20 per address and window a real address may.
  TRUST_PROXY: 'true',
};
delete env.DATABASE_URL;

let dropDatabase: (() => Promise<void>) | undefined;
const server = process.env.E2E_DATABASE_URL;
/** Whether a process of this machine is still running (signal 0 only checks). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

if (server) {
  const name = `portico_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  // Playwright may end this process with SIGKILL, leaving no chance to drop the database below:
  // drop those whose server process (the pid in the name) is gone.
  const stale = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^portico_e2e_[0-9]+_[0-9]+$'",
  );
  for (const { datname } of stale.rows) {
    if (!alive(Number(datname.split('_').at(-1)))) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await dropDatabase?.().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
