import { describe, expect, it } from 'vitest';
import { client, createCompany, useTestApp } from '../../../test/harness';

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

describe('health', () => {
  it('is ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready' });
  });
});
