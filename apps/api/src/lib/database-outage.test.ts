import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { assessmentFixture, launchPractice } from '../../test/assessment-fixture';
import { createCompany, createStudent, login, type TestContext, uid } from '../../test/harness';
import { useProbeApp } from '../../test/probe-app';

// Decision 010: the API survives a database that restarts or drops its connections. PostgreSQL
// only: PGlite runs inside the API process, so there is no connection to lose (on PGlite the file
// is skipped). The run's database is shared with other test files running at the same time, so each
// app here has a pool of its own with its own application_name, and only those backends are killed.
// An 'error' event nobody listens to would end the test process, which vitest reports as a failure.

const runUrl = inject('databaseUrl');

type Reply = { statusCode: number; headers: Record<string, unknown>; json(): { errorCode?: string } };

/** 200, or 503 with Retry-After and the UNAVAILABLE envelope: nothing else while the database is away. */
function unexpected(res: Reply): string | undefined {
  if (res.statusCode === 200) return undefined;
  if (res.statusCode === 503 && res.headers['retry-after'] && res.json().errorCode === 'UNAVAILABLE') {
    return undefined;
  }
  return `${res.statusCode} ${JSON.stringify(res.json())}`;
}

/** A signed-in student with a test under way, and a call of each kind: a read and a transaction. */
async function calls(t: TestContext) {
  const f = await assessmentFixture(t);
  const { id, data } = await launchPractice(f);
  type Item = { ItemID: string; ItemType: string };
  const items = (data.testJson.SectionResponse as { ItemResponse: Item[] }[]).flatMap((s) => s.ItemResponse);
  const an = items.find((i) => i.ItemType === 'an') as Item;
  let trackNumber = 0;
  return {
    profile: () => f.c.get('/api/getprofile'),
    sync: () =>
      f.c.post('/api/sync-track', {
        track: [
          { testId: id, itemId: an.ItemID, trackNumber: ++trackNumber, timeTaken: 1, enteredText: 'Harbour' },
        ],
      }),
  };
}

describe.skipIf(!runUrl)('lost database connections (PostgreSQL)', () => {
  const applicationName = `portico_outage_${uid()}`;
  const t = useProbeApp({ pool: { applicationName, poolSize: 4, connectTimeoutMs: 2000 } });
  const admin = new pg.Client({ connectionString: runUrl });
  afterAll(() => admin.end());

  const terminate = async () => {
    const r = await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return r.rows[0]?.n ?? 0;
  };

  it('answer 503 with Retry-After while backends are terminated under load, then 200 again', async () => {
    await admin.connect();
    const call = await calls(t);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let running = true;
    const worker = async (fn: () => Promise<Reply>) => {
      while (running) {
        const res = await fn();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const bad = unexpected(res);
        if (bad) failures.push(bad);
      }
    };
    const workers = [call.profile, call.sync, call.profile, call.sync, call.profile, call.sync].map(worker);
    let killed = 0;
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 150));
      killed += await terminate();
    }
    running = false;
    await Promise.all(workers);
    expect(killed).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    // No connection is left checked out (a leak would starve the pool for good)…
    await expect
      .poll(() => {
        const stats = t.database.poolStats?.();
        return stats && stats.open === stats.idle && stats.waiting === 0;
      })
      .toBe(true);
    // …and service resumes by itself: the pool opens new connections.
    for (const fn of [call.profile, call.sync, call.profile, call.sync])
      expect((await fn()).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });
});

/**
 * A TCP proxy between the pool and PostgreSQL. `cut` drops every open connection and holds new ones
 * unanswered (a server gone from the network: nothing refuses, nothing answers); `restore` forwards
 * again.
 */
function databaseProxy(target: URL) {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (cut) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = new URL(target);
      url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
      return url.toString();
    },
    cut() {
      cut = true;
      for (const s of open) s.destroy();
    },
    restore() {
      cut = false;
      for (const s of open) s.destroy();
    },
    close: () => {
      for (const s of open) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!runUrl)('a database server that goes away (PostgreSQL, through a proxy)', () => {
  const proxy = runUrl ? databaseProxy(new URL(runUrl)) : undefined;
  const t = useProbeApp({
    url: () => proxy?.start() as Promise<string>,
    pool: { applicationName: `portico_proxy_${uid()}`, poolSize: 4, connectTimeoutMs: 1000 },
  });
  afterAll(() => proxy?.close());

  it('makes /readyz and every call answer 503 with Retry-After, and serves again once it is back', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { c } = await login(t, co.host, s.email, s.password);
    const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });
    expect((await c.get('/api/getprofile')).statusCode).toBe(200);
    expect((await readyz()).statusCode).toBe(200);

    proxy?.cut();
    const away = [
      await c.get('/api/getprofile'),
      await c.post('/api/dashboard/remarks', { remark: 'Please check my essay.' }),
      await c.post('/api/login', { loginId: s.email, password: s.password }),
    ];
    for (const res of away) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a moment.',
        errorCode: 'UNAVAILABLE',
      });
    }
    const notReady = await readyz();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');

    proxy?.restore();
    await expect.poll(async () => (await c.get('/api/getprofile')).statusCode, { timeout: 15_000 }).toBe(200);
    expect((await readyz()).statusCode).toBe(200);
  });
});
