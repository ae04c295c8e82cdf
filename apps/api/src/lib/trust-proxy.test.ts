import { describe, expect, it } from 'vitest';
import { useProbeApp } from '../../test/probe-app';

// Decision 029: behind a balancer the API believes X-Forwarded-For only from the proxies it is told of,
// so a client that reaches a process directly cannot write its own address (rate limits count it).
const probe = (env: Record<string, string>) =>
  useProbeApp({
    env,
    routes: (app) =>
      app.get('/probe/ip', { config: { public: true, skipTenant: true } }, async (req) => ({ ip: req.ip })),
  });
const ipOf = async (t: ReturnType<typeof probe>) =>
  (await t.app.inject({ url: '/probe/ip', headers: { 'x-forwarded-for': '203.0.113.9' } })).json().ip;

describe('TRUST_PROXY as a list of addresses', () => {
  const listed = probe({ TRUST_PROXY: '127.0.0.1' });
  const other = probe({ TRUST_PROXY: '10.0.0.0/8' });
  const none = probe({ TRUST_PROXY: 'false' });

  it('believes the header from a listed proxy, and from nobody else', async () => {
    expect(await ipOf(listed)).toBe('203.0.113.9');
    expect(await ipOf(other)).toBe('127.0.0.1');
    expect(await ipOf(none)).toBe('127.0.0.1');
  });
});
