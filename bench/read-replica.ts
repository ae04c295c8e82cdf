// Reports on a read replica (decision 031, docs/deploy.md): a PostgreSQL primary and a real
// streaming replica of it, both temporary servers of this machine's PostgreSQL 15 binaries on free
// ports (initdb, pg_basebackup -R), the API with DATABASE_URL on the primary and DATABASE_READ_URL
// on the replica. Students end an attempt each; then their report pages are read, first with the
// replica up, then with it stopped. Prints which server read the attempts and answers in each
// phase (pg_stat_user_tables), the replication lag seen, latency and statuses.
//
//   npx tsx bench/read-replica.ts [--students 40] [--rounds 5]
//
// Needs the postgresql-15 server binaries and root (the servers run as the postgres user). PASS when
// every report answers 200 in both phases and the replica read the aggregates while it was up.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Api, freePort, sleep, startApi } from './lib/api';
import { freshDatabase } from './lib/database';
import { type Client, makeClient } from './lib/http';
import { summarize } from './lib/stats';
import { generateToken, launch, type Seeded, seed } from './lib/sync-seed';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asPostgres = (cmd: string, args: string[]) => ['-u', 'postgres', '--', path.join(BIN, cmd), ...args];

/** A temporary PostgreSQL server on `port` with `dataDir`, run as the postgres user. */
async function startServer(dataDir: string, port: number, socketDir: string) {
  const log = fs.openSync(`${dataDir}.log`, 'a');
  const child = spawn(
    'runuser',
    asPostgres('postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'wal_level=replica',
      '-c',
      'max_wal_senders=4',
      '-c',
      'hot_standby=on',
      '-c',
      'fsync=on',
    ]),
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync(path.join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        stdio: 'ignore',
      });
      return child;
    } catch {
      await sleep(200);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`PostgreSQL on port ${port} did not start: see ${dataDir}.log`);
}

/** A fast shutdown through pg_ctl (runuser does not pass a signal on to the server). */
async function stopServer(child: ChildProcess | undefined, dataDir: string): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  execFileSync('runuser', asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']), {
    stdio: 'ignore',
  });
  await exited;
}

/** Scans (index and sequential) of the attempts and answers tables on one server so far. */
async function scans(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      `select coalesce(sum(coalesce(idx_scan, 0) + seq_scan), 0)::int as n from pg_stat_user_tables
        where relname in ('student_tests', 'tracks')`,
    );
    return r.rows[0].n as number;
  } finally {
    await c.end();
  }
}

async function count(url: string, companyCode: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      `select count(*)::int as n from student_tests where company_code = $1 and status = 'Completed'`,
      [companyCode],
    );
    return r.rows[0].n as number;
  } finally {
    await c.end();
  }
}

/** Each student ends one practice attempt with one answer: what the reports are about. */
async function endAttempts(client: Client, seeded: Seeded): Promise<string[]> {
  const ids: string[] = [];
  for (const s of seeded.students) {
    const { attemptId } = await generateToken(client, seeded, s.token);
    if (!attemptId) throw new Error('generate-token failed');
    const { data } = await launch(client, attemptId, s.token);
    const item = data?.testJson.SectionResponse[0]?.ItemResponse[0];
    if (!item) throw new Error('launch failed');
    const option = item.ItemOptionResponse[0]?.ItemOptionID;
    await client.post(
      '/api/sync-track',
      {
        track: [
          {
            testId: attemptId,
            itemId: item.ItemID,
            trackNumber: 1,
            timeTaken: 5,
            ...(option ? { selectedOptionId: option } : { enteredText: 'a' }),
          },
        ],
      },
      s.token,
    );
    const end = await client.post('/api/end-test', { token: attemptId }, s.token);
    if (end.status !== 200) throw new Error(`end-test answered ${end.status}`);
    ids.push(attemptId);
  }
  return ids;
}

/** Every report page's calls for each student, `rounds` times. */
async function readReports(client: Client, seeded: Seeded, ids: string[], rounds: number) {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  for (let r = 0; r < rounds; r++) {
    for (const [i, s] of seeded.students.entries()) {
      for (const url of [
        `/api/getoverallreport?courseId=${seeded.courseId}`,
        `/api/gettrendanalysis?courseId=${seeded.courseId}&testType=all`,
        `/api/reportcard?id=2&courseId=${seeded.courseId}`,
        `/api/get-testwiseanalysis?courseId=${seeded.courseId}&testId=${ids[i]}`,
        `/api/studenttestreport?testId=${ids[i]}`,
      ]) {
        const res = await client.get(url, s.token);
        ms.push(res.ms);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }
  }
  return { latency: summarize(ms), statuses, calls: ms.length };
}

async function main() {
  const { values } = parseArgs({
    options: { students: { type: 'string', default: '40' }, rounds: { type: 'string', default: '5' } },
  });
  const students = Number(values.students);
  const rounds = Number(values.rounds);
  if (!fs.existsSync(path.join(BIN, 'postgres'))) throw new Error(`${BIN}/postgres not found (PG_BIN)`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-replica-'));
  execFileSync('chown', ['postgres', dir]);
  const primaryPort = await freePort();
  const replicaPort = await freePort();
  let primary: ChildProcess | undefined;
  let replica: ChildProcess | undefined;
  let api: Api | undefined;
  let client: Client | undefined;
  try {
    execFileSync(
      'runuser',
      asPostgres('initdb', ['-D', `${dir}/primary`, '-U', 'postgres', '--auth=trust']),
      {
        stdio: 'ignore',
      },
    );
    primary = await startServer(`${dir}/primary`, primaryPort, dir);
    const primaryAdmin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const fresh = await freshDatabase('postgres', 'read_replica', primaryAdmin);
    const setup = await fresh.open(4);
    await setup.migrate();
    const seeded = await seed(setup, students, 'practice');
    await setup.close();
    const primaryUrl = fresh.apiEnv().DATABASE_URL as string;

    const t0 = performance.now();
    execFileSync(
      'runuser',
      asPostgres('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        `${dir}/replica`,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]),
      { stdio: 'ignore' },
    );
    replica = await startServer(`${dir}/replica`, replicaPort, dir);
    const replicaUrl = primaryUrl.replace(`:${primaryPort}/`, `:${replicaPort}/`);
    console.log(
      `primary :${primaryPort}, streaming replica :${replicaPort} (pg_basebackup and start ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );

    api = await startApi({ ...fresh.apiEnv(), DATABASE_READ_URL: replicaUrl }, { logLevel: 'warn' });
    client = makeClient(api.port, seeded.host, { timeoutMs: 30_000 });
    const ids = await endAttempts(client, seeded);
    const ended = performance.now();
    while ((await count(replicaUrl, seeded.companyCode)) < students) await sleep(5);
    console.log(
      `${students} attempts ended on the primary; all on the replica ${(performance.now() - ended).toFixed(0)} ms after the last`,
    );

    // Table statistics reach pg_stat_user_tables when a backend has been idle for a while (PG 15).
    const settle = () => sleep(11_000);
    const phase = async (name: string) => {
      await settle();
      const before = { primary: await scans(primaryUrl), replica: replica ? await scans(replicaUrl) : 0 };
      const r = await readReports(client as Client, seeded, ids, rounds);
      await settle();
      const after = { primary: await scans(primaryUrl), replica: replica ? await scans(replicaUrl) : 0 };
      const statuses = [...r.statuses].map(([s, n]) => `${n} × ${s}`).join(', ');
      console.log(
        `${name}: ${r.calls} report calls (${statuses}); p50 ${r.latency.p50.toFixed(1)} ms, p99 ${r.latency.p99.toFixed(1)} ms; ` +
          `scans of attempts and answers: primary ${after.primary - before.primary}, replica ${replica ? after.replica - before.replica : '(stopped)'}`,
      );
      return { ok: r.statuses.get(200) === r.calls, replicaScans: after.replica - before.replica };
    };
    const up = await phase('replica up');
    await stopServer(replica, `${dir}/replica`);
    replica = undefined;
    const down = await phase('replica stopped');
    const pass = up.ok && down.ok && up.replicaScans > 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: reports read on the replica while it was up (${up.replicaScans} scans there), ` +
        `every report answered 200 with it up (${up.ok}) and stopped (${down.ok})`,
    );
    await fresh.dispose().catch(() => {});
    process.exitCode = pass ? 0 : 1;
  } finally {
    client?.close();
    await api?.stop();
    await stopServer(replica, `${dir}/replica`).catch(() => replica?.kill('SIGKILL'));
    await stopServer(primary, `${dir}/primary`).catch(() => primary?.kill('SIGKILL'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
