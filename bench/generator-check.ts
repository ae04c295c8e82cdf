// The sync load generator on its own: N takers (the same runners as sync-load.ts, on worker threads)
// against a stub that acknowledges every record and stores nothing, so the figures are the
// generator's and the kernel's: its CPU per call, its threads' event-loop delay, and the latency
// floor under which no sync-load measurement on this machine can go.
//
//   npx tsx bench/generator-check.ts [--takers 5000] [--seconds 15] [--workers 0,1,2]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSeconds, freePort, root } from './lib/api';
import { summarize } from './lib/stats';
import { cpuPressureMicros, machineBusySeconds, machineLine } from './lib/sync-report';
import { runTakers } from './lib/taker-pool';
import type { Item } from './lib/takers';

const { values } = parseArgs({
  options: {
    takers: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '15' },
    workers: { type: 'string', default: '1,2' },
  },
});
const takers = Number(values.takers);
const seconds = Number(values.seconds);
const workerCounts = values.workers.split(',').map(Number);
if (!(takers >= 1) || !(seconds > 0) || workerCounts.some((w) => !(w >= 0))) {
  console.error('usage: npx tsx bench/generator-check.ts [--takers 5000] [--seconds 15] [--workers 0,1,2]');
  process.exit(2);
}

// The reading test's shape: 40 items, two thirds multiple choice, a third with two blanks.
const items: Item[] = Array.from({ length: 40 }, (_, i) => ({
  itemId: randomUUID(),
  sectionId: randomUUID(),
  type: i % 3 ? 'mcq' : 'fill',
  optionIds: i % 3 ? [randomUUID(), randomUUID(), randomUUID(), randomUUID()] : [],
  blanks: i % 3 ? 0 : 2,
  wordBank: [],
}));
const specs = Array.from({ length: takers }, () => ({
  attemptId: randomUUID(),
  token: randomUUID() + randomUUID(),
  studentId: randomUUID(),
}));

const f = (n: number, d = 1) => n.toFixed(d);
for (const workers of workerCounts) {
  const port = await freePort();
  const stub = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/lib/stub-api.ts'), String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve) => stub.once('message', resolve));
  let t0 = 0;
  let own0 = process.cpuUsage();
  let stub0 = 0;
  let busy0 = 0;
  let psi0 = 0;
  const out = await runTakers(
    { port, host: 'stub.portico.test', maxSockets: 0, companyCode: 'stub', items, timeLimit: 3600, seconds },
    specs,
    workers,
    () => {
      t0 = performance.now();
      own0 = process.cpuUsage();
      stub0 = cpuSeconds(stub.pid);
      busy0 = machineBusySeconds();
      psi0 = cpuPressureMicros();
    },
  );
  const secs = (performance.now() - t0) / 1000;
  const own = process.cpuUsage(own0);
  const gen = (own.user + own.system) / 1e6;
  const stubCpu = cpuSeconds(stub.pid) - stub0;
  const others = machineBusySeconds() - busy0 - gen - stubCpu;
  const psi = (cpuPressureMicros() - psi0) / 1e4 / secs;
  stub.kill();
  const lat = summarize([...out.latencies]);
  console.log(
    [
      `== ${takers} takers, ${workers || 'main'} thread${workers === 1 ? '' : 's'}, ${seconds} s against the stub ==`,
      `${out.requests} calls, ${f(out.requests / secs)}/s (offered about ${f((takers / 2.5) * 1.05, 0)}/s), ${out.errors} errors`,
      `generator CPU ${f((gen / secs) * 100, 0)} % of one core, ${f((gen * 1000) / out.requests, 3)} ms per call; ` +
        `stub ${f((stubCpu / secs) * 100, 0)} %, ${f((stubCpu * 1000) / out.requests, 3)} ms per call`,
      `latency floor ms: p50 ${f(lat.p50, 2)}, p95 ${f(lat.p95, 2)}, p99 ${f(lat.p99, 2)}, max ${f(lat.max, 1)}`,
      `event-loop delay per thread ms (p99/max): ${out.loopDelay.map((d) => `${f(d.p99)}/${f(d.max)}`).join(', ')}`,
      machineLine({
        othersPercent: (others / secs) * 100,
        cpuPressurePercent: Number.isFinite(psi) ? psi : null,
        loadAverage: os.loadavg()[0] ?? Number.NaN,
      }),
    ].join('\n'),
  );
}
process.exit(0);
