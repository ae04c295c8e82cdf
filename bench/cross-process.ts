// Cross-process behaviour: N API processes behind HAProxy on one PostgreSQL. Each check prints
// PASS or FAIL; the exit code is 1 on any FAIL.
//
//   npx tsx bench/cross-process.ts [--processes 2] [--bulk 200] [--stale 600]
//     [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// (a) sessions: a login through the balancer is honoured by every process; a logout on one is
//     refused by the others at once;
// (b) rate limits: failed logins spread round-robin are refused after the same count as on one
//     process, a forged X-Forwarded-For does not help (HAProxy overwrites it), and the control — a
//     balancer that appends the header — shows the bypass the overwrite prevents;
// (c) outbox: every process sends; each mail reaches a local SMTP catcher exactly once;
// (d) jobs: the pending-upload sweep in N processes at once deletes each stale upload once;
// (e) start-up: N processes started at once on an unmigrated database all come up.
// Needs HAProxy (apt-get install -y haproxy). Takes about a minute.
import { parseArgs } from 'node:util';
import { registerCleanup } from './lib/children';
import { type Cluster, startCluster } from './lib/cluster';
import { rateLimitChecks, sessionCheck } from './lib/cross-auth';
import { concurrentStartCheck, outboxCheck, sweeperCheck } from './lib/cross-jobs';
import { DEFAULT_DATABASE_URL, type FreshDatabase, freshDatabase, type OpenedDatabase } from './lib/database';
import { type Haproxy, startHaproxy } from './lib/haproxy';
import { type Check, printCheck } from './lib/http-call';
import { startSmtpCatcher } from './lib/smtp-catcher';
import { PASSWORD } from './lib/sync-seed';
import { seed } from './sync-load';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    bulk: { type: 'string', default: '200' },
    stale: { type: 'string', default: '600' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
  },
});
const processes = Number(values.processes);
if (!(Number.isInteger(processes) && processes >= 2)) {
  console.error('usage: npx tsx bench/cross-process.ts [--processes 2] [--bulk 200] [--stale 600]');
  process.exit(2);
}
const databaseUrl = values['database-url'];
/** Students seeded: each check takes its own (the seed gives every one PASSWORD). */
const STUDENTS = 8;

let fresh: FreshDatabase | undefined;
let db: OpenedDatabase | undefined;
let cluster: Cluster | undefined;
let haproxy: Haproxy | undefined;
let appending: Haproxy | undefined;
// 40 ms a message: a pass of 50 lasts long enough for the other processes' passes to overlap it.
const catcher = await startSmtpCatcher(40);
let cleaning: Promise<void> | undefined;
/** Once, whoever asks first (the end of the run or Ctrl-C); later callers wait for it. */
const cleanUp = (keepLogs = false) => {
  cleaning ??= (async () => {
    await appending?.stop();
    await haproxy?.stop();
    await cluster?.stop({ keepLogs });
    await db?.close();
    await fresh?.dispose();
    await catcher.stop();
  })();
  return cleaning;
};
registerCleanup(() => cleanUp());

const checks: Check[] = [];
const run = async (fn: () => Promise<Check | Check[]>) => {
  try {
    for (const c of [await fn()].flat()) {
      printCheck(c);
      checks.push(c);
    }
  } catch (err) {
    const c = { name: fn.name || 'check', pass: false, detail: `threw: ${(err as Error).stack ?? err}` };
    printCheck(c);
    checks.push(c);
  }
};

try {
  fresh = await freshDatabase('postgres', 'cross_process', databaseUrl);
  db = await fresh.open(4);
  await db.migrate();
  const seeded = await seed(db, STUDENTS);
  const emails = seeded.students.map((s) => s.email);
  cluster = await startCluster({
    processes,
    env: fresh.apiEnv(),
    // Each process says who it is in its SMTP greeting, so the catcher can tell who delivered.
    memberEnv: (i) => ({ SMTP_URL: catcher.url(`api${i}`) }),
  });
  haproxy = await startHaproxy({ servers: cluster.ports, xff: 'overwrite' });
  appending = await startHaproxy({ servers: cluster.ports, xff: 'append' });
  console.log(
    `${processes} API processes (ports ${cluster.ports.join(', ')}, TRUST_PROXY=127.0.0.1, outbox on, SMTP to ` +
      `127.0.0.1:${catcher.port}) behind HAProxy :${haproxy.port} (X-Forwarded-For overwritten) and, ` +
      `for the control, :${appending.port} (appended); database ${fresh.name}\n`,
  );
  const target = {
    host: seeded.host,
    balancer: haproxy.port,
    processes: cluster.ports,
    appendingBalancer: appending.port,
    password: PASSWORD,
    emails,
  };
  const c = cluster;
  const d = db;
  const f = fresh;
  await run(() => sessionCheck(target));
  await run(() => rateLimitChecks(target));
  await run(() =>
    outboxCheck({
      db: d,
      companyCode: seeded.companyCode,
      host: seeded.host,
      processes: c.ports,
      catcher,
      emails: emails.slice(2),
      bulk: Number(values.bulk),
    }),
  );
  await run(() =>
    sweeperCheck({
      db: d,
      companyCode: seeded.companyCode,
      dataDir: f.dataDir,
      env: { ...f.apiEnv(), STORAGE_SECRET: c.storageSecret },
      workers: processes,
      stale: Number(values.stale),
    }),
  );
  await run(() => concurrentStartCheck({ processes, databaseUrl }));
} catch (err) {
  console.error(`set-up failed: ${(err as Error).stack ?? err}`);
  checks.push({ name: 'set-up', pass: false, detail: String(err) });
}

const failed = checks.filter((c) => !c.pass);
await cleanUp(failed.length > 0);
if (failed.length && cluster) console.log(`API logs kept in ${cluster.logDir}`);
console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
