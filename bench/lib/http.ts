// HTTP for the load benchmarks, keep-alive, with the company's Host header (which fetch does not
// let a caller set). By default the minimal client of raw-http.ts (a third cheaper per call than
// node:http, CPU the API keeps on a 2-core machine); BENCH_HTTP_CLIENT=node uses node:http instead,
// to cross-check. One connection pool per client (per worker thread).
import http from 'node:http';
import { RawHttpPool } from './raw-http';

/** Connections per client by default in the load benchmarks: a reverse proxy's pool in front of the API. */
export const DEFAULT_SOCKETS = 512;

export type Reply = { status: number; body: unknown; ms: number; bytes: number };

export type ClientOptions = {
  /**
   * Sockets the agent may open (default: no limit). A bounded pool models a reverse proxy's
   * connections to the API; requests beyond it wait in the agent, and that wait counts.
   */
  maxSockets?: number;
  /** A request not answered in this long fails (also while connecting). */
  timeoutMs?: number;
};

export type RequestOptions = {
  token?: string;
  /** An object (serialised here) or a body serialised in advance. */
  body?: unknown;
  /** Extra headers, e.g. X-Forwarded-For. */
  headers?: Record<string, string>;
  /** false: do not JSON.parse the answer (body is then the text). */
  parse?: boolean;
};

const serialise = (body: unknown) =>
  body === undefined
    ? undefined
    : typeof body === 'string' || Buffer.isBuffer(body)
      ? body
      : JSON.stringify(body);

export function makeClient(port: number, host: string, opts: ClientOptions = {}) {
  return process.env.BENCH_HTTP_CLIENT === 'node'
    ? nodeClient(port, host, opts)
    : rawClient(port, host, opts);
}

function rawClient(port: number, host: string, opts: ClientOptions) {
  const pool = new RawHttpPool(port, opts.maxSockets || Number.POSITIVE_INFINITY, opts.timeoutMs ?? 30_000);
  const request = async (method: string, url: string, o: RequestOptions = {}): Promise<Reply> => {
    const body = serialise(o.body);
    // A browser's Accept-Encoding: large answers (a launch) come gzipped and are inflated here.
    let head = `${method} ${url} HTTP/1.1\r\nhost: ${host}\r\naccept: application/json\r\naccept-encoding: gzip, deflate, br, zstd\r\n`;
    if (body !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    }
    if (o.token) head += `authorization: Bearer ${o.token}\r\n`;
    for (const [k, v] of Object.entries(o.headers ?? {})) head += `${k}: ${v}\r\n`;
    const started = performance.now();
    const res = await pool.request(`${head}\r\n`, body);
    let parsed: unknown = res.text;
    if (o.parse !== false) {
      try {
        parsed = JSON.parse(res.text);
      } catch {}
    }
    return { status: res.status, body: parsed, ms: performance.now() - started, bytes: res.text.length };
  };
  return {
    request,
    post: (url: string, payload: unknown, token?: string, headers?: Record<string, string>) =>
      request('POST', url, { body: payload, token, headers }),
    get: (url: string, token?: string, headers?: Record<string, string>) =>
      request('GET', url, { token, headers }),
    close: () => pool.close(),
  };
}

function nodeClient(port: number, host: string, opts: ClientOptions) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: opts.maxSockets ?? Number.POSITIVE_INFINITY,
  });
  const timeout = opts.timeoutMs ?? 30_000;
  const request = (method: string, url: string, o: RequestOptions = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const body = serialise(o.body);
      const headers: Record<string, string | number> = { host, accept: 'application/json', ...o.headers };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      const started = performance.now();
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return; // a destroyed request can report on both the request and the response
        settled = true;
        reject(err);
      };
      const req = http.request(
        { host: '127.0.0.1', port, method, path: url, headers, agent, timeout },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            if (settled) return;
            settled = true;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            if (o.parse !== false) {
              try {
                parsed = JSON.parse(text);
              } catch {}
            }
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              ms: performance.now() - started,
              bytes: text.length,
            });
          });
          res.on('error', fail);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeout / 1000} s`)));
      req.on('error', fail);
      req.end(body);
    });
  return {
    request,
    post: (url: string, payload: unknown, token?: string, headers?: Record<string, string>) =>
      request('POST', url, { body: payload, token, headers }),
    get: (url: string, token?: string, headers?: Record<string, string>) =>
      request('GET', url, { token, headers }),
    close: () => agent.destroy(),
  };
}

export type Client = ReturnType<typeof makeClient>;

/** An address per virtual client for X-Forwarded-For (the API trusts it with TRUST_PROXY=true). */
export const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
