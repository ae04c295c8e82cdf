import { describe, expect, it } from 'vitest';
import { main } from '../../../scripts/create-company';
import { loadConfig } from '../src/config';
import { client, lastMessage, uid, useTestApp } from './harness';

/** The operator command (CONSOLE.md): a new company, its host and first admin, invited by mail. */
const t = useTestApp();
const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEV_TOOLS: 'true',
    WEB_DIST: '/nonexistent',
    PORT: '3000',
  });

describe('npm run company:create', () => {
  it('creates the company and its host; the admin chooses a password from the printed link and signs in', async () => {
    const code = `co${uid()}`;
    const host = `${code}.localhost`;
    const args = ['--code', code, '--name', 'Acme Two', '--host', host.toUpperCase()];
    const lines = await main([...args, '--admin-email', `Owner@${code}.test`, '--admin-name', 'Owner One'], {
      database: t.database,
      config: config(),
      clock: t.clock,
    });
    expect(lines[0]).toBe(`Created ${code} (Acme Two) at ${host}.`);
    const link = lines[2] ?? '';
    expect(link).toMatch(new RegExp(`^http://${host}:3000/console/password\\?token=`));
    const mail = await lastMessage(t, host, `owner@${code}.test`);
    expect(mail?.text).toContain(link);
    const token = new URL(link).searchParams.get('token');
    const c = client(t, host);
    expect(
      (await c.post('/api/console/password/reset', { token, password: 'owner-pw-123' })).statusCode,
    ).toBe(200);
    const signIn = await c.post('/api/console/login', {
      email: `owner@${code}.test`,
      password: 'owner-pw-123',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.staff).toMatchObject({ role: 'admin', companyCode: code });
    // The same code or host again: refused, nothing half-made.
    await expect(
      main([...args, '--admin-email', 'x@y.test', '--admin-name', 'X'], {
        database: t.database,
        config: config(),
      }),
    ).rejects.toThrow(/already exists/);
    await expect(
      main(
        [
          '--code',
          `x${code}`,
          '--name',
          'N',
          '--host',
          host,
          '--admin-email',
          'x@y.test',
          '--admin-name',
          'X',
        ],
        {
          database: t.database,
          config: config(),
        },
      ),
    ).rejects.toThrow(/already the company/);
  });

  it('refuses bad arguments with a clear message', async () => {
    const opts = { database: t.database, config: config() };
    await expect(main(['--code'], opts)).rejects.toThrow(/usage/);
    await expect(
      main(
        [
          '--code',
          'Bad Code',
          '--name',
          'N',
          '--host',
          'h.localhost',
          '--admin-email',
          'a@b.test',
          '--admin-name',
          'A',
        ],
        opts,
      ),
    ).rejects.toThrow(/--code/);
    await expect(
      main(
        [
          '--code',
          'okcode',
          '--name',
          'N',
          '--host',
          'h.localhost',
          '--admin-email',
          'nope',
          '--admin-name',
          'A',
        ],
        opts,
      ),
    ).rejects.toThrow(/--admin-email/);
  });
});
