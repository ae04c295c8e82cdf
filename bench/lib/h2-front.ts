// An HTTP/2 front for the bench's portal, as production serves Portico (docs/deploy.md: nginx with
// `http2 on`, HAProxy with `alpn h2,http/1.1`): TLS with a throwaway self-signed certificate, each
// request passed to the API over HTTP/1.1. Over HTTP/1.1 a browser opens six connections to one
// origin, and a page of 70 chunks then waits on the queue; production's pages do not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './api';

/** Hop-by-hop headers, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-h2-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** https://localhost:<port> in front of `target` (http://localhost:<api port>). */
export async function startH2Front(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true });
  server.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP.includes(name)) headers[name] = value;
    }
    // As a TLS proxy tells the API (TRUST_PROXY): the page's scheme and host, the client's address.
    headers.host = upstream.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-host'] = req.headers[':authority'];
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const up = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP.includes(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
