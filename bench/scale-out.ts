// Scale-out: the answer-sync load (sync-load.ts's takers, seed and verification) through HAProxy
// against 1, then 2 (…) API processes on one PostgreSQL. Prints, per process count, calls/s,
// latency, errors, CPU per call of the API processes, PostgreSQL's backends, HAProxy and the load
// generator, and verifies every stored answer.
//
//   npx tsx bench/scale-out.ts [--processes 1,2] [--mode closed|open] [--concurrency 64]
//     [--takers 300] [--seconds 20] [--warmup 3] [--balance roundrobin[,leastconn]] [--maxconn 32]
//     [--interleave 0] [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// closed (default): C virtual runners each post the next batch as soon as the previous one was
// answered, so calls/s is what the service can take: the figure that shows whether a second
// process adds capacity. open: every taker posts every 2.5 s as in sync-load.ts; calls/s is then
// the offered load (takers / 2.5 s) unless the service falls behind.
// --interleave N: one set-up with the most processes and a balancer per process count (over the
// first k processes); N rounds of one slice per count, so that other work on a shared machine
// weighs on every count alike (the fairest comparison there). Only the first --balance is used.
// Needs HAProxy (apt-get install -y haproxy). Exits 1 on any error or verification mismatch.
import { parseArgs } from 'node:util';
import { driveLoad, formatLoad, type LoadMode, type LoadResult, summarise } from './lib/balanced-load';
import { type Balanced, balancedSetup } from './lib/balanced-setup';
import { DEFAULT_DATABASE_URL } from './lib/database';
import { type Haproxy, startHaproxy } from './lib/haproxy';
import { makeClient, verify } from './sync-load';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2' },
    mode: { type: 'string', default: 'closed' },
    concurrency: { type: 'string', default: '64' },
    takers: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    balance: { type: 'string', default: 'roundrobin' },
    maxconn: { type: 'string', default: '32' },
    interleave: { type: 'string', default: '0' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
  },
});
const counts = values.processes.split(',').map(Number);
const takers = Number(values.takers);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);
const interleave = Number(values.interleave);
if (
  !counts.every((n) => Number.isInteger(n) && n >= 1) ||
  !(takers >= 1) ||
  !(seconds > 0) ||
  !(warmup >= 0) ||
  !(Number.isInteger(interleave) && interleave >= 0) ||
  !['open', 'closed'].includes(values.mode) ||
  !values.balance.split(',').every((x) => ['roundrobin', 'leastconn'].includes(x))
) {
  console.error(
    'usage: npx tsx bench/scale-out.ts [--processes 1,2] [--mode closed|open] [--concurrency 64] ' +
      '[--takers 300] [--seconds 20] [--warmup 3] [--balance roundrobin,leastconn] [--maxconn 32] [--interleave 0]',
  );
  process.exit(2);
}
const mode: LoadMode =
  values.mode === 'open' ? { kind: 'open' } : { kind: 'closed', concurrency: Math.min(concurrency, takers) };
const balances = values.balance.split(',') as ('roundrobin' | 'leastconn')[];

console.log(
  mode.kind === 'closed'
    ? `closed loop: ${mode.concurrency} runners over ${takers} attempts, each posting its next batch as ` +
        'soon as the previous one is answered: calls/s is the capacity of the whole machine as set up'
    : `open loop: ${takers} takers posting every 2.5 s (offered ≈ ${(takers / 2.5).toFixed(0)} calls/s ` +
        'plus replays): calls/s is the offered load unless the service falls behind',
);
console.log(
  `HAProxy balance ${balances.join(' then ')}, maxconn ${values.maxconn} per process; the load generator, HAProxy, ` +
    'PostgreSQL and the API processes share this machine (2 cores)',
);

let ok = true;
const rows: { processes: number; balance: string; r: LoadResult }[] = [];
const maxconnPerServer = Number(values.maxconn);
const setUp = (processes: number, balance: (typeof balances)[number]) =>
  balancedSetup({
    takers,
    processes,
    prefix: 'scale_out',
    databaseUrl: values['database-url'],
    balance,
    maxconnPerServer,
  });
const phases = (b: Balanced, processes: number) =>
  `set-up: seed ${b.phases.seed.toFixed(1)} s, ${processes} processes + HAProxy ${b.phases.start.toFixed(1)} s, ` +
  `${takers} launches ${b.phases.launch.toFixed(1)} s`;
/** Every answer stored as sent; false on a mismatch. */
async function verified(b: Balanced): Promise<boolean> {
  const db = await b.fresh.open(2);
  const checked = await verify(db, b.seeded, b.takers);
  await db.close();
  console.log(
    checked.mismatches.length === 0
      ? `verified: ${checked.attempts} attempts, ${checked.items} items, 0 mismatches`
      : `verification FAILED: ${checked.mismatches.length} mismatches\n  ${checked.mismatches.slice(0, 10).join('\n  ')}`,
  );
  return checked.mismatches.length === 0;
}

if (interleave === 0) {
  // One set-up per (process count, balance): a fresh database, processes and balancer each.
  for (const processes of counts) {
    for (const balance of balances) {
      console.log(`\n== ${processes} API process${processes > 1 ? 'es' : ''} behind HAProxy (${balance}) ==`);
      const b = await setUp(processes, balance);
      let failed = true;
      try {
        console.log(phases(b, processes));
        if (warmup > 0) await driveLoad(b, mode, warmup);
        const r = await driveLoad(b, mode, seconds);
        console.log(formatLoad(r, processes));
        rows.push({ processes, balance, r });
        failed = !(await verified(b)) || r.errors > 0;
        ok &&= !failed;
      } finally {
        await b.dispose({ keepLogs: failed });
        if (failed) console.log(`API logs kept in ${b.cluster.logDir}`);
      }
    }
  }
} else {
  // One set-up with the most processes; a balancer per process count over the first k of them;
  // slices of the load alternate between the balancers, so that whatever else runs on the machine
  // weighs on every process count alike.
  const max = Math.max(...counts);
  const balance = balances[0] ?? 'roundrobin';
  const b = await setUp(max, balance);
  const extra: Haproxy[] = [];
  let failed = true;
  try {
    console.log(phases(b, max));
    const via = new Map<number, Balanced>();
    for (const k of counts) {
      if (via.has(k)) continue;
      if (k === max) via.set(k, b);
      else {
        const h = await startHaproxy({ servers: b.cluster.ports.slice(0, k), balance, maxconnPerServer });
        extra.push(h);
        via.set(k, { ...b, haproxy: h, client: makeClient(h.port, b.seeded.host) });
      }
    }
    if (warmup > 0) await driveLoad(b, mode, warmup);
    for (let round = 1; round <= interleave; round++) {
      for (const k of counts) {
        const r = await driveLoad(via.get(k) as Balanced, mode, seconds);
        console.log(`\n-- round ${round}, ${k} process${k > 1 ? 'es' : ''} --\n${formatLoad(r, k)}`);
        rows.push({ processes: k, balance, r });
        ok &&= r.errors === 0;
      }
    }
    for (const v of via.values()) if (v !== b) v.client.close();
    failed = !(await verified(b)) || !ok;
    ok &&= !failed;
  } finally {
    for (const h of extra) await h.stop();
    await b.dispose({ keepLogs: failed });
    if (failed) console.log(`API logs kept in ${b.cluster.logDir}`);
  }
}

console.log('\n== summary ==');
console.log(summarise(rows).join('\n'));
process.exit(ok ? 0 : 1);
