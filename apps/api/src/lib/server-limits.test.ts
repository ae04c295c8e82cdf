import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useProbeApp } from '../../test/probe-app';

// Decision 010: slow or stalled clients cannot hold connections. A real server on port 0 with
// small limits; the bounds below are generous (a cut within 15 s of a 1-2 s limit): they say the
// connection is cut at all, not how fast.
const CUT_WITHIN_MS = 15_000;

/** A raw TCP client: what it received and a promise of its close. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => {
    received += d.toString('latin1');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

/** Resolves true when `p` settles within `ms`, false otherwise. */
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);

const probeRoutes = (app: FastifyInstance) => {
  app.post('/probe/echo', { config: { public: true, skipTenant: true } }, async (req) => ({ got: req.body }));
};

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

describe('request deadlines', () => {
  const t = useProbeApp({
    env: {
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      IDLE_TIMEOUT_SECONDS: '30',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    },
    routes: probeRoutes,
  });
  let port = 0;
  beforeAll(async () => {
    port = await listen(t.app);
  });

  it('disconnects a client that sends half its headers and stalls', async () => {
    const c = connect(port);
    await c.connected;
    c.socket.write('POST /probe/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: appl');
    expect(await within(c.closed, CUT_WITHIN_MS)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a body that trickles in, even while bytes keep coming', async () => {
    const c = connect(port);
    await c.connected;
    c.socket.write(
      'POST /probe/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"',
    );
    // One byte every 200 ms: never silent long enough for an idle timeout, never done.
    const drip = setInterval(() => c.socket.writable && c.socket.write('x'), 200);
    try {
      expect(await within(c.closed, CUT_WITHIN_MS)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(c.received()).not.toContain('"got"');
  });

  it('serves a whole request, then closes the idle keep-alive connection', async () => {
    const c = connect(port);
    await c.connected;
    const body = '{"answer":"Harbourside"}';
    c.socket.write(
      `POST /probe/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(await within(c.closed, CUT_WITHIN_MS)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(c.received()).toContain('Harbourside');
  });
});

describe('the connection cap', () => {
  const t = useProbeApp({
    env: { MAX_CONNECTIONS: '3', KEEP_ALIVE_TIMEOUT_SECONDS: '30' },
    routes: probeRoutes,
  });
  let port = 0;
  beforeAll(async () => {
    port = await listen(t.app);
  });
  const open: ReturnType<typeof connect>[] = [];
  afterAll(() => {
    for (const c of open) c.socket.destroy();
  });

  /** A keep-alive connection that has been served once and stays open. */
  async function servedConnection() {
    const c = connect(port);
    open.push(c);
    await c.connected;
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => c.received(), { timeout: CUT_WITHIN_MS }).toMatch(/^HTTP\/1\.1 200[\s\S]*"ok"/);
    return c;
  }

  it('closes new connections beyond the cap and serves again once one is free', async () => {
    const held = [await servedConnection(), await servedConnection(), await servedConnection()];
    const extra = connect(port);
    open.push(extra);
    await extra.connected;
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await within(extra.closed, CUT_WITHIN_MS)).toBe(true);
    expect(extra.received()).toBe('');
    // The connections under the cap are still served.
    held[0]?.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => held[0]?.received().match(/HTTP\/1\.1 200/g)?.length).toBe(2);
    held[1]?.socket.destroy();
    await held[1]?.closed;
    await expect
      .poll(async () => (await servedConnection()).received(), { timeout: CUT_WITHIN_MS })
      .toContain('"ok"');
  });
});
