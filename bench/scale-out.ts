// Scale-out: the answer-sync load (sync-load.ts's takers, seed and verification) through HAProxy
// against 1, then 2 (…) API processes on one PostgreSQL. Prints, per process count, calls/s,
// latency, errors, CPU per call of the API processes, PostgreSQL's backends, HAProxy and the load
// generator, and verifies every stored answer.
//
//   npx tsx bench/scale-out.ts [--processes 1,2] [--mode closed|open] [--concurrency 64]
//     [--takers 300] [--seconds 20] [--warmup 3] [--balance roundrobin[,leastconn]] [--maxconn 32]
//     [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// closed (default): C virtual runners each post the next batch as soon as the previous one was
// answered, so calls/s is what the service can take: the figure that shows whether a second
// process adds capacity. open: every taker posts every 2.5 s as in sync-load.ts; calls/s is then
// the offered load (takers / 2.5 s) unless the service falls behind.
// Needs HAProxy (apt-get install -y haproxy). Exits 1 on any error or verification mismatch.
import { parseArgs } from 'node:util';
import { driveLoad, formatLoad, type LoadMode, type LoadResult, summarise } from './lib/balanced-load';
import { balancedSetup } from './lib/balanced-setup';
import { DEFAULT_DATABASE_URL } from './lib/database';
import { verify } from './sync-load';

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
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
  },
});
const counts = values.processes.split(',').map(Number);
const takers = Number(values.takers);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);
if (
  !counts.every((n) => Number.isInteger(n) && n >= 1) ||
  !(takers >= 1) ||
  !(seconds > 0) ||
  !(warmup >= 0) ||
  !['open', 'closed'].includes(values.mode) ||
  !values.balance.split(',').every((x) => ['roundrobin', 'leastconn'].includes(x))
) {
  console.error(
    'usage: npx tsx bench/scale-out.ts [--processes 1,2] [--mode closed|open] [--concurrency 64] ' +
      '[--takers 300] [--seconds 20] [--warmup 3] [--balance roundrobin,leastconn] [--maxconn 32]',
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
const rows: { processes: number; balance: string; r: LoadResult; mismatches: number; items: number }[] = [];
const runs = counts.flatMap((processes) => balances.map((balance) => ({ processes, balance })));
for (const { processes, balance } of runs) {
  console.log(`\n== ${processes} API process${processes > 1 ? 'es' : ''} behind HAProxy (${balance}) ==`);
  const b = await balancedSetup({
    takers,
    processes,
    prefix: 'scale_out',
    databaseUrl: values['database-url'],
    balance,
    maxconnPerServer: Number(values.maxconn),
  });
  let failed = true;
  try {
    console.log(
      `set-up: seed ${b.phases.seed.toFixed(1)} s, ${processes} processes + HAProxy ${b.phases.start.toFixed(1)} s, ` +
        `${takers} launches ${b.phases.launch.toFixed(1)} s`,
    );
    if (warmup > 0) await driveLoad(b, mode, warmup);
    const r = await driveLoad(b, mode, seconds);
    console.log(formatLoad(r, processes));
    const db = await b.fresh.open(2);
    const checked = await verify(db, b.seeded, b.takers);
    await db.close();
    console.log(
      checked.mismatches.length === 0
        ? `verified: ${checked.attempts} attempts, ${checked.items} items, 0 mismatches`
        : `verification FAILED: ${checked.mismatches.length} mismatches\n  ${checked.mismatches.slice(0, 10).join('\n  ')}`,
    );
    rows.push({ processes, balance, r, mismatches: checked.mismatches.length, items: checked.items });
    failed = r.errors > 0 || checked.mismatches.length > 0;
    ok &&= !failed;
  } finally {
    await b.dispose({ keepLogs: failed });
    if (failed) console.log(`API logs kept in ${b.cluster.logDir}`);
  }
}

console.log('\n== summary ==');
console.log(summarise(rows).join('\n'));
process.exit(ok ? 0 : 1);
