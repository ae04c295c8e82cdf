#!/usr/bin/env node
// Restarts this machine's real PostgreSQL while an API process serves calls, and reports whether the
// process survived and resumed by itself (decision 010). Not part of CI: other steps share that
// server. Run it by hand on a machine where a restart disturbs nobody:
//
//   node scripts/fault-restart-postgres.mjs
//
// FAULT_DATABASE_URL  the server (default postgres://postgres@127.0.0.1:5432/postgres); the script
//                     makes a database of its own there and drops it at the end
// PG_VERSION, PG_CLUSTER  the cluster pg_ctlcluster restarts (default: the one in /etc/postgresql, main)
//
// Prints what every call answered before, during and after the restart, then PASS or FAIL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const server = process.env.FAULT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const version = process.env.PG_VERSION ?? fs.readdirSync('/etc/postgresql')[0];
const cluster = process.env.PG_CLUSTER ?? 'main';
const dbName = `portico_fault_${Date.now()}_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-fault-'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const admin = async (sql) => {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

await admin(`create database ${dbName}`);
const url = new URL(server);
url.pathname = `/${dbName}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

console.log(`API on ${base}, database ${dbName}, cluster ${version}/${cluster}`);
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    // It signs in as the demo student.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exit;
api.on('exit', (code, signal) => {
  exit = { code, signal };
});

async function cleanUp() {
  if (!exit) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  await admin(`drop database if exists ${dbName} with (force)`).catch((err) =>
    console.error(`could not drop ${dbName}: ${err.message}`),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

let token = '';
/** One call (with the demo student's session: every call reads it from the database). */
async function call(pathName) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${pathName}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
  } catch (err) {
    return { status: 0, error: err.cause?.code ?? err.name, ms: Date.now() - started };
  }
}

for (let i = 0; i < 240 && (await call('/readyz')).status !== 200; i++) {
  if (exit) break;
  await sleep(500);
}
if (exit || (await call('/readyz')).status !== 200) {
  console.log('FAIL: the API did not start');
  await cleanUp();
  process.exit(1);
}

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginId: 'demo@portico.test', password: 'Portico@123' }),
});
token = (await login.json()).data?.token ?? '';
if (!token) {
  console.log(`FAIL: the demo student could not sign in (${login.status})`);
  await cleanUp();
  process.exit(1);
}

/** Calls every 100 ms until stopped, tagged with the phase they started in. */
let phase = 'before';
let running = true;
const results = [];
const load = (async () => {
  while (running) {
    const tag = phase;
    const [profile, ready] = await Promise.all([call('/api/getprofile'), call('/readyz')]);
    results.push({ phase: tag, profile, ready });
    await sleep(100);
  }
})();

await sleep(2000);
phase = 'restart';
const restartStarted = Date.now();
console.log(`pg_ctlcluster --skip-systemctl-redirect ${version} ${cluster} restart`);
// Not spawnSync: the calls keep going while the server restarts.
const restart = await new Promise((resolve) =>
  spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'restart'], { stdio: 'inherit' }).on(
    'exit',
    (status) => resolve({ status }),
  ),
);
console.log(`restarted in ${Date.now() - restartStarted} ms (exit ${restart.status})`);
phase = 'after';
// Service must come back by itself: wait until the calls answer 200 again (at most 60 s).
const afterStarted = Date.now();
let recoveredAt;
while (!recoveredAt && Date.now() - afterStarted < 60_000) {
  const last = results.at(-1);
  if (last?.phase === 'after' && last.profile.status === 200 && last.ready.status === 200)
    recoveredAt = Date.now();
  else await sleep(100);
}
await sleep(2000);
running = false;
await load;

const summary = {};
const problems = [];
for (const r of results) {
  for (const [name, res] of [
    ['getprofile', r.profile],
    ['readyz', r.ready],
  ]) {
    const key = `${r.phase} ${name} ${res.status || res.error}`;
    summary[key] = (summary[key] ?? 0) + 1;
    const ok = res.status === 200 || (res.status === 503 && res.retryAfter);
    if (!ok) problems.push(`${r.phase} ${name}: ${res.status || res.error} after ${res.ms} ms`);
  }
}
console.table(Object.entries(summary).map(([what, calls]) => ({ what, calls })));
const alive = !exit;
console.log(`API process alive: ${alive}${exit ? ` (exited: ${JSON.stringify(exit)})` : ''}`);
console.log(
  recoveredAt
    ? `service resumed ${recoveredAt - restartStarted} ms after the restart began`
    : 'service did not resume within 60 s',
);
if (problems.length)
  console.log(`answers other than 200 or 503 with Retry-After:\n  ${problems.slice(0, 20).join('\n  ')}`);
const pass = alive && recoveredAt && restart.status === 0 && problems.length === 0;
console.log(pass ? 'PASS' : 'FAIL');
await cleanUp();
process.exit(pass ? 0 : 1);
