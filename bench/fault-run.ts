// Fault run: the answer-sync load through HAProxy against N API processes on one PostgreSQL, with
// takers that behave like the web runner's queue (lib/queue-taker.ts: retry the same records plus
// newer ones after a back-off); at t≈15 s one API process is killed with SIGKILL (the bench's
// supervisor starts it again, as systemd's Restart=always would), at t≈35 s PostgreSQL is
// restarted. Afterwards: every acknowledged answer (or a newer one) must be stored, and once every
// retry has finished every item must hold the newest record sent.
//
//   npx tsx bench/fault-run.ts [--takers 300] [--seconds 60] [--processes 2] [--kill-at 15]
//     [--pg-restart-at 35] [--drain 90] [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// --kill-at 0 / --pg-restart-at 0 leave that fault out. The PostgreSQL restart
// (pg_ctlcluster --skip-systemctl-redirect <version> main restart; PG_VERSION, PG_CLUSTER) cuts
// every client of that server for a few seconds, other people's included. Needs HAProxy and root
// (or the postgres user) for pg_ctlcluster. Exits 1 on any lost answer, any stored answer that is
// not the newest, any record never acknowledged, or a service that did not come back.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { sleep } from './lib/api';
import { balancedSetup } from './lib/balanced-setup';
import { DEFAULT_DATABASE_URL } from './lib/database';
import {
  errorWindows,
  type FaultFigures,
  faultFigures,
  lostAcknowledged,
  startProber,
} from './lib/fault-report';
import { type CallLog, QueueTaker } from './lib/queue-taker';
import { verify } from './sync-load';

const { values } = parseArgs({
  options: {
    takers: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '2' },
    'kill-at': { type: 'string', default: '15' },
    'pg-restart-at': { type: 'string', default: '35' },
    drain: { type: 'string', default: '90' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
  },
});
const takers = Number(values.takers);
const seconds = Number(values.seconds);
const processes = Number(values.processes);
const killAt = Number(values['kill-at']);
const pgAt = Number(values['pg-restart-at']);
const drain = Number(values.drain);
if (!(takers >= 1 && seconds > 0 && processes >= 1 && killAt >= 0 && pgAt >= 0 && drain > 0)) {
  console.error(
    'usage: npx tsx bench/fault-run.ts [--takers 300] [--seconds 60] [--processes 2] [--kill-at 15] [--pg-restart-at 35] [--drain 90]',
  );
  process.exit(2);
}
const pgVersion = process.env.PG_VERSION ?? fs.readdirSync('/etc/postgresql')[0] ?? '15';
const pgCluster = process.env.PG_CLUSTER ?? 'main';

const b = await balancedSetup({
  takers,
  processes,
  prefix: 'fault_run',
  databaseUrl: values['database-url'],
});
let ok = false;
try {
  console.log(
    `${takers} takers, ${processes} API processes behind HAProxy (ports ${b.cluster.ports.join(', ')}), database ` +
      `${b.fresh.name}; set-up: seed ${b.phases.seed.toFixed(1)} s, start ${b.phases.start.toFixed(1)} s, ` +
      `launch ${b.phases.launch.toFixed(1)} s`,
  );
  const t0 = performance.now();
  // Every time below is on this one monotonic clock (seconds since the load started).
  const rel = (mono: number) => (mono - t0) / 1000;
  const calls: CallLog[] = [];
  const queues = b.takers.map((t, i) => new QueueTaker(i, t, b.client, (c) => calls.push(c), t0));
  const prober = startProber(b.haproxy.port, b.cluster.ports, t0);
  const answerUntil = Date.now() + seconds * 1000;
  const load = Promise.all(queues.map((q) => q.run(answerUntil, answerUntil + drain * 1000)));

  const faults: { name: string; at: number; until: number; note: string }[] = [];
  const schedule: Promise<void>[] = [];
  if (killAt > 0) {
    schedule.push(
      (async () => {
        await sleep(killAt * 1000);
        const at = rel(performance.now());
        const pid = b.cluster.kill(1, 'SIGKILL');
        faults.push({ name: `kill -9 of API process 1 (pid ${pid})`, at, until: 0, note: '' });
        console.log(`t=${at.toFixed(1)} s: kill -9 API process 1 (pid ${pid})`);
      })(),
    );
  }
  if (pgAt > 0) {
    schedule.push(
      (async () => {
        await sleep(pgAt * 1000);
        const at = rel(performance.now());
        const args = ['--skip-systemctl-redirect', pgVersion, pgCluster, 'restart'];
        console.log(`t=${at.toFixed(1)} s: pg_ctlcluster ${args.join(' ')}`);
        const code = await new Promise<number | null>((resolve) =>
          spawn('pg_ctlcluster', args, { stdio: 'inherit' }).on('exit', resolve),
        );
        const took = rel(performance.now()) - at;
        faults.push({
          name: 'PostgreSQL restart',
          at,
          until: 0,
          note: `pg_ctlcluster took ${took.toFixed(1)} s, exit ${code}`,
        });
        console.log(
          `t=${rel(performance.now()).toFixed(1)} s: PostgreSQL restarted (${took.toFixed(1)} s, exit ${code})`,
        );
      })(),
    );
  }
  await Promise.all(schedule);
  await load;
  await prober.stop();
  const end = (performance.now() - t0) / 1000;
  faults.sort((x, y) => x.at - y.at);
  faults.forEach((f, i) => {
    f.until = faults[i + 1]?.at ?? end;
  });

  console.log(`\nsync-track calls per 5-s window (by start time; t=0 is the start of the load):`);
  for (const line of errorWindows(calls)) console.log(`  ${line}`);
  const fmt = (n: number | undefined) => (n === undefined ? '—' : `${n < 0 ? '' : '+'}${n.toFixed(1)} s`);
  const restarts = b.cluster.events.filter((e) => e.member === 1 && e.kind !== 'exit' && rel(e.mono) > 0);
  const readyAgain = restarts.find((e) => e.kind === 'ready');
  const figures: { name: string; f: FaultFigures }[] = [];
  for (const fault of faults) {
    const f = faultFigures(prober.probes, calls, fault.at, fault.until);
    figures.push({ name: fault.name, f });
    console.log(`\n${fault.name} at t=${fault.at.toFixed(1)} s${fault.note ? ` (${fault.note})` : ''}:`);
    console.log(
      `  /readyz through HAProxy (200 within 5 s): ${f.probeDownAt === undefined ? 'never failed' : `failing from ${fmt(f.probeDownAt)}, answering again at ${fmt(f.probeBackAt)}`}`,
    );
    console.log(
      `  sync calls failed: ${f.failedCalls}${f.failedCalls ? ` (sent from ${fmt(f.firstFailureAt)} to ${fmt(f.lastFailureAt)}); every taker that failed saved again by ${fmt(f.allTakersSavingAgainAt)}${f.takersNotBack ? `; ${f.takersNotBack} takers never saved again` : ''}` : ''}`,
    );
    console.log(
      `  latency of saved calls, p50/p99 ms: ${f.latencyBefore.p50.toFixed(0)}/${f.latencyBefore.p99.toFixed(0)} in the 10 s before, ` +
        `${f.latencyAfter.p50.toFixed(0)}/${f.latencyAfter.p99.toFixed(0)} in the 10 s after; slowest /readyz through HAProxy ` +
        `${f.slowestProbeMs.toFixed(0)} ms`,
    );
    if (fault.name.startsWith('kill')) {
      console.log(
        `  API process 1: started again by the supervisor at ${fmt(restarts[0] ? rel(restarts[0].mono) - fault.at : undefined)}, ` +
          `ready (its /readyz) at ${fmt(readyAgain ? rel(readyAgain.mono) - fault.at : undefined)}`,
      );
    }
  }
  const killFault = faults.find((f) => f.name.startsWith('kill'));
  const stats = await b.haproxy.stats();
  console.log(
    `\nHAProxy: ${stats.map((s) => `${s.name} ${s.status}, ${s.sessions} requests, ${s.retries} retries, ${s.redispatches} redispatches, ${s.http5xx} 5xx, ${s.connErrors} connection errors, ${s.respErrors} response errors`).join('; ')}`,
  );

  const pending = queues.reduce((s, q) => s + q.store.size, 0);
  const oddAcks = queues.flatMap((q) => q.oddAcks);
  const db = await b.fresh.open(2);
  const { acknowledged, lost } = await lostAcknowledged(db, b.seeded, queues);
  const checked = await verify(db, b.seeded, b.takers);
  await db.close();
  const saved = calls.filter((c) => c.kind === 'saved').length;
  console.log(
    `\n${calls.length} calls, ${saved} saved, ${calls.length - saved} failed and retried; ` +
      `records never acknowledged at the end: ${pending}; acks other than saved/superseded: ${oddAcks.length}`,
  );
  console.log(`acknowledged answers: ${acknowledged} items; lost: ${lost.length}`);
  for (const l of lost.slice(0, 10)) console.log(`  ${l}`);
  console.log(
    checked.mismatches.length === 0
      ? `final state: ${checked.attempts} attempts, ${checked.items} items, each holds the newest record sent: 0 mismatches`
      : `final state FAILED: ${checked.mismatches.length} mismatches\n  ${checked.mismatches.slice(0, 10).join('\n  ')}`,
  );
  const back =
    figures.every(({ f }) => f.probeDownAt === undefined || f.probeBackAt !== undefined) &&
    figures.every(({ f }) => f.takersNotBack === 0) &&
    (!killFault || readyAgain !== undefined);
  ok = lost.length === 0 && checked.mismatches.length === 0 && pending === 0 && oddAcks.length === 0 && back;
  console.log(
    ok
      ? 'PASS: 0 acknowledged answers lost, every answer stored as sent, the service came back by itself'
      : `FAIL: ${lost.length} lost, ${checked.mismatches.length} mismatches, ${pending} never acknowledged, ` +
          `${oddAcks.length} odd acks, service back: ${back}`,
  );
} finally {
  await b.dispose({ keepLogs: !ok });
  if (!ok) console.log(`API logs kept in ${b.cluster.logDir}`);
}
process.exit(ok ? 0 : 1);
