// The real API process for the load benchmarks: `node --import tsx apps/api/src/server.ts` on a
// free port, NODE_ENV=production and SEED_DEMO=false, plus the CPU counters of a process.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = http.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** utime + stime of a process in seconds (Linux), for the server's CPU share. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export type Api = Awaited<ReturnType<typeof startApi>>;

/**
 * Starts the API with `env` (DATA_DIR, DATABASE_URL, ...) and waits for /readyz. `logLevel` is the
 * API's LOG_LEVEL ('warn' unless the caller says otherwise).
 */
export async function startApi(env: Record<string, string>, opts: { logLevel?: string } = {}) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: opts.logLevel ?? 'warn',
        NODE_ENV: 'production',
        // What NODE_ENV=production requires (decision 029): a signing key of the local storage and
        // the address links in mails use.
        STORAGE_SECRET: crypto.randomUUID(),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        WEB_DIST: path.join(os.tmpdir(), 'portico-no-web-build'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  for (let i = 0; ; i++) {
    if (dead) throw new Error('the API exited during start-up');
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) break;
    if (i > 120) throw new Error('the API did not become ready within 60 s');
    await sleep(500);
  }
  return {
    port,
    pid: child.pid,
    async stop() {
      if (!dead) child.kill('SIGTERM');
      await exited;
    },
  };
}
