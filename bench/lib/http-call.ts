// One HTTP call to the balancer or to one API process, with the tenant's Host header, an optional
// Bearer token and extra headers (X-Forwarded-For), answering the status, the parsed body and
// which process answered (HAProxy's X-Portico-Backend; empty when a process was called directly).
import http from 'node:http';

export type CallResult = { status: number; body: unknown; backend: string; ms: number };

export type CallOptions = {
  host: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export function call(port: number, method: string, url: string, o: CallOptions): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const payload = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
    const headers: Record<string, string> = { host: o.host, accept: 'application/json', ...o.headers };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        resolve({
          status: res.statusCode ?? 0,
          body,
          backend: String(res.headers['x-portico-backend'] ?? ''),
          ms: performance.now() - started,
        });
      });
      res.on('error', reject);
    });
    req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

export type Check = { name: string; pass: boolean; detail: string };

export function printCheck(c: Check): void {
  console.log(`${c.pass ? 'PASS' : 'FAIL'}: ${c.name}\n  ${c.detail.split('\n').join('\n  ')}`);
}

/** "a 3, b 2": how often each value occurs, in order of first appearance. */
export function tally(xs: string[]): string {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x || '?', (m.get(x || '?') ?? 0) + 1);
  return [...m].map(([k, v]) => `${k} ${v}`).join(', ');
}
