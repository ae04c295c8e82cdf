import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createCompany, createStudent, login, uid } from '../../test/harness';
import { useProbeApp } from '../../test/probe-app';
import { PoolBusyError } from './resilient-pool';

// Back-pressure (decision 030): when every connection is taken, a call is refused with 503 and
// Retry-After at once (or after a short wait in line) instead of queueing for seconds. PostgreSQL
// only: PGlite has no pool.
const runUrl = inject('databaseUrl');

describe.skipIf(!runUrl)('a busy connection pool (PostgreSQL)', () => {
  const t = useProbeApp({
    pool: {
      applicationName: `portico_busy_${uid()}`,
      poolSize: 2,
      poolLimits: { maxWaiting: 1, waitMs: 300 },
    },
  });
  const pool = () => (t.database.db as unknown as { $client: pg.Pool }).$client;
  const stats = () => t.database.poolStats?.();

  it('refuses past the line at once, ends a wait that lasts too long, and loses no connection', async () => {
    const held = [await pool().connect(), await pool().connect()];
    const waiting = pool().connect();
    await expect(pool().connect()).rejects.toBeInstanceOf(PoolBusyError);
    await expect(waiting).rejects.toThrow('All database connections are busy (waited 300 ms)');
    for (const c of held) c.release();
    // The connection that came for the caller who gave up went back to the pool.
    await new Promise((r) => setTimeout(r, 50));
    expect(stats()).toEqual({ open: 2, idle: 2, waiting: 0 });
    const again = await pool().connect();
    again.release();
  });

  it('answers 503 with Retry-After: 1 while every connection is taken, then serves again', async () => {
    const company = await createCompany(t);
    const student = await createStudent(t, company.code);
    const { c } = await login(t, company.host, student.email, student.password);
    const held = [await pool().connect(), await pool().connect()];
    const replies = await Promise.all([
      c.get('/api/getprofile'),
      c.get('/api/getprofile'),
      c.get('/api/getprofile'),
    ]);
    for (const r of replies) {
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json()).toMatchObject({ success: false, errorCode: 'UNAVAILABLE' });
    }
    for (const h of held) h.release();
    expect((await c.get('/api/getprofile')).statusCode).toBe(200);
  });
});
