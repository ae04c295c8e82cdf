// HAProxy in front of the API processes (Debian's package: `apt-get install -y haproxy`): a config
// written to a temporary directory, `haproxy -f <cfg> -db` in the foreground on a free port, its
// stats socket read for per-server counters (requests, retries, redispatches, state).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cpuSeconds, freePort, sleep } from './api';
import { exited, registerChild } from './children';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export type HaproxyOptions = {
  servers: number[];
  balance?: 'roundrobin' | 'leastconn';
  /**
   * 'overwrite' (what production must use): X-Forwarded-For is set to the client's address, so a
   * value the client wrote never reaches the API. 'append' (`option forwardfor`, a control for the
   * rate-limit check): the client's own header comes first and, with TRUST_PROXY=true, wins.
   */
  xff?: 'overwrite' | 'append';
  /** Requests one API process serves at once; more wait in HAProxy's queue. */
  maxconnPerServer?: number;
  /** Health check interval (ms); a server is down after 2 failed checks and up after 2 good ones. */
  checkInterMs?: number;
};

export type ServerStat = {
  name: string;
  status: string;
  /** Sessions (requests with keep-alive counted per connection use) sent to it. */
  sessions: number;
  retries: number;
  redispatches: number;
  http5xx: number;
  /** Connection errors and response errors seen by HAProxy. */
  connErrors: number;
  respErrors: number;
  downtimeSeconds: number;
};

export function haproxyConfig(o: Required<HaproxyOptions> & { port: number; socket: string }): string {
  const forwardedFor =
    o.xff === 'overwrite' ? '    http-request set-header X-Forwarded-For %[src]' : '    option forwardfor';
  return `global
    maxconn 4096
    # One thread: the machine has two cores and the API processes need them.
    nbthread 1
    stats socket ${o.socket} mode 600 level admin

defaults
    mode http
    option http-keep-alive
    timeout connect 2s
    timeout client 60s
    # Above the runner's own 20 s and the API's 5 s database connect timeout.
    timeout server 30s
    # Below the API's KEEP_ALIVE_TIMEOUT_SECONDS (72 s): HAProxy closes idle connections first.
    timeout http-keep-alive 60s
    timeout http-request 10s
    timeout queue 10s
    timeout check 2s
    # A request is retried at most twice, each time on another server (redispatch 1). conn-failure:
    # the request never left HAProxy. empty-response: the server closed the connection without
    # answering (a process killed mid-request), so it may or may not have run: only requests that
    # are safe to run twice may be replayed, see disable-l7-retry below.
    retries 2
    retry-on conn-failure empty-response
    option redispatch 1
    # No process ready (the database is away): the API's own 503 envelope, with Retry-After.
    http-error status 503 content-type application/json string "{\\"success\\":false,\\"message\\":\\"The service is unavailable for a moment. Please try again.\\",\\"errorCode\\":\\"UNAVAILABLE\\"}" hdr retry-after 5

frontend portico
    bind 127.0.0.1:${o.port}
    maxconn 2000
${forwardedFor}
    default_backend api

backend api
    balance ${o.balance}
    option httpchk GET /readyz
    http-check expect status 200
    # A server is down after 2 failed checks, or at once when a connection to it fails (a killed
    # process refuses connections): retries then go to the other servers.
    default-server inter ${o.checkInterMs} fastinter ${Math.max(100, Math.round(o.checkInterMs / 2))} downinter ${o.checkInterMs} rise 2 fall 2 maxconn ${o.maxconnPerServer} observe layer4 error-limit 1 on-error mark-down
    # POST /api/sync-track is idempotent by design (the server keeps the highest trackNumber per
    # item, in the attempt's locked transaction: a replay is acknowledged saved or superseded) and
    # GET/HEAD are reads. Any other request (a login, a registration, a payment) is not replayed
    # after it reached a process: the client decides.
    acl replay_safe path /api/sync-track
    acl replay_safe method GET HEAD
    http-request disable-l7-retry if !replay_safe
    # Which process answered: the benches read it, the API is not changed for it.
    http-response set-header X-Portico-Backend %s
${o.servers.map((p, i) => `    server api${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/** One command on the stats socket; answers its output. */
export function haproxyCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const c = net.createConnection(socket);
    const chunks: Buffer[] = [];
    c.on('connect', () => c.end(`${command}\n`));
    c.on('data', (d: Buffer) => chunks.push(d));
    c.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    c.on('error', reject);
  });
}

export async function startHaproxy(opts: HaproxyOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-haproxy-'));
  const port = await freePort();
  const socket = path.join(dir, 'admin.sock');
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    cfg,
    haproxyConfig({
      servers: opts.servers,
      balance: opts.balance ?? 'roundrobin',
      xff: opts.xff ?? 'overwrite',
      maxconnPerServer: opts.maxconnPerServer ?? 32,
      checkInterMs: opts.checkInterMs ?? 500,
      port,
      socket,
    }),
  );
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} not found: apt-get install -y haproxy`);
  const log = fs.openSync(path.join(dir, 'haproxy.log'), 'a');
  const child = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  registerChild(child);

  const stats = async (): Promise<ServerStat[]> => {
    const csv = await haproxyCommand(socket, 'show stat');
    const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const cols = header.split(',');
    const at = (row: string[], name: string) => row[cols.indexOf(name)] ?? '';
    return rows
      .map((r) => r.split(','))
      .filter((r) => r[0] === 'api' && r[1] !== 'BACKEND')
      .map((r) => ({
        name: at(r, 'svname'),
        status: at(r, 'status'),
        sessions: Number(at(r, 'stot')),
        retries: Number(at(r, 'wretr')),
        redispatches: Number(at(r, 'wredis')),
        http5xx: Number(at(r, 'hrsp_5xx')),
        connErrors: Number(at(r, 'econ')),
        respErrors: Number(at(r, 'eresp')),
        downtimeSeconds: Number(at(r, 'downtime')),
      }));
  };

  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Ready: the stats socket answers and every server is UP.
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) {
        throw new Error(`haproxy exited: ${fs.readFileSync(path.join(dir, 'haproxy.log'), 'utf8')}`);
      }
      const up = await stats().catch(() => []);
      if (up.length === opts.servers.length && up.every((s) => s.status === 'UP')) break;
      if (i > 100) throw new Error(`haproxy's servers are not up: ${JSON.stringify(up)}`);
      await sleep(100);
    }
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    port,
    pid: child.pid,
    configPath: cfg,
    config: fs.readFileSync(cfg, 'utf8'),
    cpuSeconds: () => cpuSeconds(child.pid),
    stats,
    stop,
  };
}

export type Haproxy = Awaited<ReturnType<typeof startHaproxy>>;

/** Status and X-Portico-Backend of one GET through the balancer (or a process). */
export function getVia(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; backend: string; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          backend: String(res.headers['x-portico-backend'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
  });
}
