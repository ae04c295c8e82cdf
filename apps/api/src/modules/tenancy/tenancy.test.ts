import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, createCompany, uid, useTestApp } from '../../../test/harness';
import { TenancyRepository } from './tenancy.repository';
import { TenancyService } from './tenancy.service';

const t = useTestApp();

describe('GET /api/getcompany', () => {
  it('answers every company setting of the host the browser is on', async () => {
    const co = await createCompany(t, { hideRegistration: true, theme: { primaryColor: '#0f766e' } });
    const res = await client(t, co.host).get(`/api/getcompany?hostName=${co.host}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      companyCode: co.code,
      accountId: co.accountId,
      hideRegistration: true,
      defaultCountryCode: 'in',
      defaultDialCode: '91',
      showNoticeBoard: true,
      showLeaderBoard: true,
      aboutStatus: { showAboutUs: false },
      theme: { primaryColor: '#0f766e' },
    });
  });

  it('refuses an unknown host with a clear message', async () => {
    const res = await client(t, 'nowhere.example').get('/api/getcompany?hostName=nowhere.example');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'No portal is configured for the address nowhere.example.',
      errorCode: 'NOT_FOUND',
    });
  });

  it('falls back to the default company on localhost', async () => {
    await createCompany(t, { code: 'demo' }).catch(() => undefined);
    const res = await client(t, 'localhost:3000').get('/api/getcompany?hostName=localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyCode).toBe('demo');
  });
});

describe('the host-to-company cache (decision 012)', () => {
  afterEach(() => vi.restoreAllMocks());
  const lookups = () => vi.spyOn(TenancyRepository.prototype, 'companyByHost');

  it('remembers an unknown host briefly instead of asking the database on every call', async () => {
    const spy = lookups();
    const host = `unknown-${uid()}.example`;
    for (let i = 0; i < 5; i++) {
      const res = await client(t, host).get(`/api/getcompany?hostName=${host}`);
      expect(res.statusCode).toBe(404);
    }
    expect(spy.mock.calls.filter(([h]) => h === host)).toHaveLength(1);
  });

  it('refuses a host longer than a DNS name without looking it up', async () => {
    const spy = lookups();
    const host = `${'a'.repeat(250)}.example`;
    const res = await client(t, 'localhost').get(`/api/getcompany?hostName=${host.slice(0, 253)}x`);
    expect(res.statusCode).toBe(400);
    const long = await client(t, host).get('/api/assets');
    expect(long.statusCode).toBe(404);
    expect(long.json().message).toMatch(/^No portal is configured for the address a{60}…\.$/);
    expect(spy).not.toHaveBeenCalled();
  });

  /** A service of its own on the test database, with a clock and caps the test sets. */
  const service = (opts: { maxHosts: number; missTtlMs?: number }) => {
    let now = 0;
    const svc = new TenancyService(new TenancyRepository(t.database.db), 'demo', {
      ...opts,
      ttlMs: 30_000,
      now: () => now,
    });
    return { svc, advance: (ms: number) => (now += ms) };
  };

  it('looks an unknown host up again once its short memory ends, so a new host works soon', async () => {
    const spy = lookups();
    const { svc, advance } = service({ maxHosts: 10, missTtlMs: 5_000 });
    const code = `co-${uid()}`;
    const host = `${code}.portico.test`;
    await expect(svc.resolve(host)).rejects.toThrow(/No portal is configured/);
    await createCompany(t, { code });
    advance(4_000);
    await expect(svc.resolve(host)).rejects.toThrow(/No portal is configured/);
    advance(1_000);
    expect((await svc.resolve(host)).code).toBe(code);
    expect(spy.mock.calls.filter(([h]) => h === host)).toHaveLength(2);
  });

  it('holds a bounded number of hosts however many are asked for, and keeps the known ones', async () => {
    const spy = lookups();
    const { svc } = service({ maxHosts: 5 });
    const co = await createCompany(t);
    expect((await svc.resolve(co.host)).code).toBe(co.code);
    for (let i = 0; i < 40; i++) {
      await expect(svc.resolve(`flood-${i}-${uid()}.example`)).rejects.toThrow(/No portal/);
    }
    expect(svc.cachedHosts()).toEqual({ known: 1, unknown: 5 });
    // The flood of unknown hosts did not push the company out.
    expect((await svc.resolve(co.host)).code).toBe(co.code);
    expect(spy.mock.calls.filter(([h]) => h === co.host)).toHaveLength(1);

    const others = await Promise.all(Array.from({ length: 8 }, () => createCompany(t)));
    for (const o of others) await svc.resolve(o.host);
    expect(svc.cachedHosts().known).toBe(5);
  });

  it('shares one lookup among concurrent calls for the same host', async () => {
    const spy = lookups();
    const { svc } = service({ maxHosts: 5 });
    const co = await createCompany(t);
    const all = await Promise.all(Array.from({ length: 6 }, () => svc.resolve(co.host)));
    expect(all.every((c) => c.code === co.code)).toBe(true);
    expect(spy.mock.calls.filter(([h]) => h === co.host)).toHaveLength(1);
  });
});

describe('health', () => {
  it('is ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready' });
  });
});
