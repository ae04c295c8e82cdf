// N real API processes on one database, each on a port of its own, with a supervisor that starts a
// process again when it dies (as systemd's Restart=always would), so a fault run can check that
// the service comes back by itself.
//
// Not startApi (lib/api.ts): a supervised process must come back on the same port (the balancer's
// server line names it), the supervisor must see it exit, and every process must share one
// STORAGE_SECRET (a signed upload link made by one process is used on another).
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, freePort, root, sleep } from './api';
import { exited, registerChild } from './children';

export type ClusterOptions = {
  processes: number;
  /** DATABASE_URL, DATA_DIR and anything else; overrides the defaults below (not PORT or HOST). */
  env: Record<string, string>;
  /** More environment for one member (1-based), e.g. an SMTP_URL that names it. */
  memberEnv?: (index: number) => Record<string, string>;
  logLevel?: string;
  /** Start a process again after it exits (default true), after this long (default 500 ms). */
  restart?: boolean;
  restartDelayMs?: number;
};

export type ClusterEvent = {
  /** Milliseconds since the epoch. */
  at: number;
  /** performance.now() then (one monotonic clock with the benches' own timings). */
  mono: number;
  member: number;
  kind: 'spawn' | 'ready' | 'exit';
  pid: number;
  detail?: string;
};

export type Member = {
  index: number;
  port: number;
  child: ChildProcess;
  restarts: number;
  /** CPU seconds of its earlier incarnations (the last sample before each exited). */
  pastCpu: number;
  /** The last CPU sample of the current incarnation. */
  lastCpu: number;
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** 200 from the process's /readyz within `timeoutMs`. */
export function probeReady(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export async function startCluster(opts: ClusterOptions) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-cluster-logs-'));
  const storageSecret = crypto.randomBytes(24).toString('hex');
  const restartDelayMs = opts.restartDelayMs ?? 500;
  const events: ClusterEvent[] = [];
  const members: Member[] = [];
  let stopping = false;
  let started = false;

  const spawnMember = (index: number, port: number): ChildProcess => {
    const log = fs.openSync(path.join(logDir, `api-${index}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: opts.logLevel ?? 'warn',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        WEB_DIST: path.join(os.tmpdir(), 'portico-no-web-build'),
        STORAGE_SECRET: storageSecret,
        PUBLIC_URL: 'http://127.0.0.1',
        // Behind the balancer (on this host): the client's address is the X-Forwarded-For HAProxy
        // writes, believed from HAProxy's address only.
        TRUST_PROXY: '127.0.0.1',
        ...opts.env,
        ...opts.memberEnv?.(index),
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    registerChild(child);
    events.push({
      at: Date.now(),
      mono: performance.now(),
      member: index,
      kind: 'spawn',
      pid: child.pid ?? 0,
    });
    child.once('exit', (code, signal) => {
      events.push({
        at: Date.now(),
        mono: performance.now(),
        member: index,
        kind: 'exit',
        pid: child.pid ?? 0,
        detail: signal ?? `code ${code}`,
      });
    });
    return child;
  };

  /**
   * Waits for /readyz of a member's process; false if it exited first (unless `followRestarts`:
   * then the supervisor's next process is waited for) or nothing was ready within 60 s.
   */
  const waitReady = async (m: Member, followRestarts = false): Promise<boolean> => {
    const first = m.child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const child = m.child;
      if (child !== first && !followRestarts) return false;
      const dead = child.exitCode !== null || child.signalCode !== null;
      if (dead && (!followRestarts || opts.restart === false)) return false;
      if (!dead && (await probeReady(m.port))) {
        if (m.child !== child) continue;
        events.push({
          at: Date.now(),
          mono: performance.now(),
          member: m.index,
          kind: 'ready',
          pid: child.pid ?? 0,
        });
        return true;
      }
      await sleep(100);
    }
    return false;
  };

  const sample = () => {
    for (const m of members) {
      const s = cpuSeconds(m.child.pid);
      if (Number.isFinite(s)) m.lastCpu = s;
    }
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();

  const supervise = (m: Member) => {
    m.child.once('exit', async () => {
      m.pastCpu += m.lastCpu;
      m.lastCpu = 0;
      if (stopping || opts.restart === false) return;
      await sleep(restartDelayMs);
      if (stopping) return;
      m.restarts++;
      m.child = spawnMember(m.index, m.port);
      supervise(m);
      if (started) void waitReady(m);
    });
  };

  try {
    for (let i = 0; i < opts.processes; i++) {
      const port = await freePort();
      const m: Member = {
        index: i + 1,
        port,
        child: spawnMember(i + 1, port),
        restarts: 0,
        pastCpu: 0,
        lastCpu: 0,
      };
      members.push(m);
      supervise(m);
    }
    // A process that crashes at start-up is restarted by the supervisor, as in production.
    const ready = await Promise.all(members.map((m) => waitReady(m, true)));
    if (!ready.every(Boolean)) {
      throw new Error(`an API process did not become ready; its log is in ${logDir}`);
    }
    started = true;
  } catch (err) {
    stopping = true;
    for (const m of members) m.child.kill('SIGKILL');
    throw err;
  }

  return {
    members,
    events,
    logDir,
    storageSecret,
    ports: members.map((m) => m.port),
    /** CPU seconds of every process so far, earlier incarnations included. */
    cpuSeconds(): number {
      sample();
      return members.reduce((sum, m) => sum + m.pastCpu + m.lastCpu, 0);
    },
    /** Sends `signal` to a member's current process; answers its pid. */
    kill(index: number, signal: NodeJS.Signals = 'SIGKILL'): number {
      const m = members[index - 1];
      if (!m) throw new Error(`no member ${index}`);
      sample();
      m.child.kill(signal);
      return m.child.pid ?? 0;
    },
    /** The lines of a member's log (all incarnations) that match `re`, for a failure report. */
    logLines(index: number, re: RegExp, max = 5): string[] {
      try {
        const text = fs.readFileSync(path.join(logDir, `api-${index}.log`), 'utf8');
        return text
          .split('\n')
          .filter((l) => re.test(l))
          .slice(0, max)
          .map((l) => l.trim().slice(0, 300));
      } catch {
        return [];
      }
    },
    /** SIGTERM to every process (they drain their requests), SIGKILL after 20 s. */
    async stop({ keepLogs = false } = {}): Promise<void> {
      stopping = true;
      clearInterval(sampler);
      sample();
      await Promise.all(
        members.map(async (m) => {
          m.child.kill('SIGTERM');
          const timer = setTimeout(() => m.child.kill('SIGKILL'), 20_000);
          await exited(m.child);
          clearTimeout(timer);
        }),
      );
      if (!keepLogs) fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}
