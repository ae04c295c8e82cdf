// CPU accounting for the multi-process benches (Linux /proc): PostgreSQL's backends of one
// database, and the whole machine (other workers share it), next to lib/api.ts's cpuSeconds.
import fs from 'node:fs';
import { cpuSeconds } from './api';

/**
 * CPU of the PostgreSQL backends serving database `dbName` (found by their process title,
 * `postgres: 15/main: postgres <db> 127.0.0.1(…) idle`), sampled every 500 ms so that backends
 * that come and go are counted. Approximate: a backend's last half second before it ends is lost.
 * The server's shared processes (WAL writer, checkpointer) are not included.
 */
export function pgBackendCpu(dbName: string) {
  const seen = new Map<number, { first: number; last: number }>();
  let started = false;
  const scan = () => {
    let pids: string[] = [];
    try {
      pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
    } catch {
      return;
    }
    for (const p of pids) {
      const pid = Number(p);
      let title = '';
      try {
        title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!title.startsWith('postgres:') || !title.includes(` ${dbName} `)) continue;
      const cpu = cpuSeconds(pid);
      if (!Number.isFinite(cpu)) continue;
      const known = seen.get(pid);
      // A backend first seen after the start began during the run: it counts from zero.
      if (known) known.last = cpu;
      else seen.set(pid, { first: started ? 0 : cpu, last: cpu });
    }
  };
  scan();
  started = true;
  const timer = setInterval(scan, 500);
  timer.unref();
  return {
    /** CPU seconds used since the sampler started. */
    stop(): number {
      scan();
      clearInterval(timer);
      let sum = 0;
      for (const s of seen.values()) sum += s.last - s.first;
      return sum;
    },
  };
}

/** The machine's busy CPU seconds and its core count so far (/proc/stat), for "how busy was it". */
export function machineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}
