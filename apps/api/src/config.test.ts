import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, loadConfig, productionWarnings, REPO_ROOT } from './config';

describe('configuration', () => {
  it('has the embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DEFAULT_COMPANY_CODE: 'demo',
      SESSION_TTL_DAYS: 7,
      SESSION_COOKIE_SECURE: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE must be at least 2/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('stores uploads locally unless told otherwise; S3 needs a bucket', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ STORAGE_DRIVER: 'local', S3_FORCE_PATH_STYLE: false });
    expect(c.STORAGE_SECRET).toBeUndefined();
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: S3_BUCKET is required/);
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: '' }).S3_ENDPOINT).toBeUndefined();
    expect(() => loadConfig({ STORAGE_SECRET: 'short' })).toThrow(/STORAGE_SECRET must be at least 32/);
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    const replica = 'postgres://ro@replica.internal:5432/portico';
    expect(loadConfig({}).DATABASE_READ_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
    const both = loadConfig({
      DATABASE_URL: 'postgres://rw@db.internal:5432/portico',
      DATABASE_READ_URL: replica,
    });
    expect(both.DATABASE_READ_URL).toBe(replica);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@y/z', DATABASE_READ_URL: 'not a url' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });

  it('keeps the dev tools off unless DEV_TOOLS=true', () => {
    expect(loadConfig({}).DEV_TOOLS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_TOOLS).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'true' }).DEV_TOOLS).toBe(true);
    expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS/);
  });

  it('has deadlines for slow clients and the database, and a connection cap', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_SECONDS: 5,
      HEADERS_TIMEOUT_SECONDS: 10,
      REQUEST_TIMEOUT_SECONDS: 300,
      IDLE_TIMEOUT_SECONDS: 60,
      KEEP_ALIVE_TIMEOUT_SECONDS: 72,
      MAX_CONNECTIONS: 2048,
      MAX_REQUESTS_PER_SOCKET: 1000,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_SECONDS: '0.5' }).HEADERS_TIMEOUT_SECONDS).toBe(0.5);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('lists every missing companion setting in one error', () => {
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', PAYMENT_GATEWAY: 'razorpay', CODE_RUNNER: 'judge0' }),
    ).toThrow(
      /^Invalid configuration:\n {2}S3_BUCKET: .*\n {2}RAZORPAY_KEY_ID: .*\n {2}RAZORPAY_KEY_SECRET: .*\n {2}RAZORPAY_WEBHOOK_SECRET: .*\n {2}JUDGE0_URL: required when CODE_RUNNER=judge0$/,
    );
  });
});

describe('NODE_ENV=production (decision 029)', () => {
  /** What a deployment behind an HTTPS proxy sets; each test below breaks one thing. */
  const safe = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://portico@db.internal:5432/portico',
    PUBLIC_URL: 'https://portal.example',
    SESSION_COOKIE_SECURE: 'true',
    TRUST_PROXY: 'true',
    STORAGE_SECRET: 'k'.repeat(64),
    SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_abc123',
    RAZORPAY_KEY_SECRET: 'secret-secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  };
  /** The problems listed for this environment, one line each, without the heading. */
  const refused = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
    } catch (err) {
      const [heading, ...lines] = (err as Error).message.split('\n');
      expect(heading).toBe('Invalid configuration:');
      return lines.map((l) => l.trim());
    }
    return [];
  };

  it('starts with a safe configuration, and warns of nothing', () => {
    const c = loadConfig(safe);
    expect(c.NODE_ENV).toBe('production');
    expect(productionWarnings(c)).toEqual([]);
    expect(refused({ ...safe, STORAGE_DRIVER: 's3', S3_BUCKET: 'portico' })).toEqual([]);
    // A portal on plain HTTP (a private network) may keep ordinary cookies.
    expect(refused({ ...safe, PUBLIC_URL: 'http://portal.internal', SESSION_COOKIE_SECURE: '' })).toEqual([]);
  });

  it('takes push services by host, and a plain-HTTP stand-in only outside production (decision 072)', () => {
    const c = loadConfig({
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, *.push.apple.com,http://127.0.0.1:4567',
    });
    expect(c.PUSH_SERVICE_HOSTS).toEqual({
      https: ['fcm.googleapis.com', '*.push.apple.com'],
      http: ['http://127.0.0.1:4567'],
    });
    expect(loadConfig({}).PUSH_SERVICE_HOSTS.https).toContain('*.push.services.mozilla.com');
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'http://127.0.0.1:4567/path' })).toThrow(/not an origin/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'bad host!' })).toThrow(
      /PUSH_SERVICE_HOSTS: .*not a host name/,
    );
    expect(refused({ ...safe, PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,http://127.0.0.1:4567' })).toEqual([
      expect.stringMatching(/^PUSH_SERVICE_HOSTS: plain http:\/\/ origins \(http:\/\/127\.0\.0\.1:4567\)/),
    ]);
    expect(refused({ VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toEqual([
      'VAPID_PUBLIC_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    ]);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: must be 32 bytes/);
  });

  it('refuses to start without STORAGE_SECRET, whatever the storage driver', () => {
    const missing = expect.stringMatching(
      /^STORAGE_SECRET: required with NODE_ENV=production \(.*\); set 32\+ random characters, e.g. `openssl rand -hex 32`/,
    );
    expect(refused({ ...safe, STORAGE_SECRET: undefined })).toEqual([missing]);
    // The instruction documents' addresses are signed with it whatever stores the uploads.
    expect(
      refused({ ...safe, STORAGE_SECRET: undefined, STORAGE_DRIVER: 's3', S3_BUCKET: 'portico' }),
    ).toEqual([missing]);
  });

  it('refuses the dev tools', () => {
    expect(refused({ ...safe, DEV_TOOLS: 'true' })).toEqual([
      expect.stringMatching(/^DEV_TOOLS: must not be true with NODE_ENV=production .*remove it$/),
    ]);
    expect(refused({ ...safe, DEV_TOOLS: 'false' })).toEqual([]);
  });

  it('refuses the demo seed, whose passwords are published', () => {
    expect(refused({ ...safe, SEED_DEMO: 'true' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: must not be true with NODE_ENV=production .*remove it/),
    ]);
  });

  it('needs PUBLIC_URL, and secure cookies when it is https://', () => {
    expect(refused({ ...safe, PUBLIC_URL: undefined })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: required with NODE_ENV=production: .*https:\/\/portal\.example/),
    ]);
    expect(refused({ ...safe, SESSION_COOKIE_SECURE: 'false' })).toEqual([
      'SESSION_COOKIE_SECURE: must be true when PUBLIC_URL is https:// (sessions would ride in cookies a plain-HTTP request also sends); set SESSION_COOKIE_SECURE=true',
    ]);
    expect(refused({ ...safe, SESSION_COOKIE_SECURE: undefined })).toHaveLength(1);
  });

  it('refuses plain-HTTP addresses for the payment and SMS providers, whose calls carry secrets', () => {
    expect(
      refused({
        ...safe,
        RAZORPAY_API_URL: 'http://127.0.0.1:9000',
        TWILIO_API_URL: 'http://127.0.0.1:9001',
      }),
    ).toEqual([
      expect.stringMatching(/^RAZORPAY_API_URL: must be https:\/\/ with NODE_ENV=production/),
      expect.stringMatching(/^TWILIO_API_URL: must be https:\/\/ with NODE_ENV=production/),
    ]);
    // Outside production the tests point them at local stand-ins.
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:9000' }).RAZORPAY_API_URL).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('lists every problem at once, each naming its variable', () => {
    expect(
      refused({ NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_DEMO: 'true' }).map((l) => l.split(':')[0]),
    ).toEqual(['STORAGE_SECRET', 'DEV_TOOLS', 'SEED_DEMO', 'PUBLIC_URL']);
    // Companion settings and production's rules come in one list.
    expect(
      refused({ ...safe, RAZORPAY_KEY_ID: undefined, DEV_TOOLS: 'true' }).map((l) => l.split(':')[0]),
    ).toEqual(['RAZORPAY_KEY_ID', 'DEV_TOOLS']);
  });

  it('refuses none of this outside production', () => {
    expect(refused({ DEV_TOOLS: 'true', SEED_DEMO: 'true', PUBLIC_URL: 'https://portal.example' })).toEqual(
      [],
    );
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it('starts, with a warning each, without PostgreSQL, mail, a real gateway or a trusted proxy', () => {
    const c = loadConfig({
      ...safe,
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      PAYMENT_GATEWAY: undefined,
      TRUST_PROXY: undefined,
    });
    expect(productionWarnings(c).map((w) => w.split(/[ =]/)[0])).toEqual([
      'DATABASE_URL',
      'SMTP_URL',
      'PAYMENT_GATEWAY',
      'TRUST_PROXY',
    ]);
  });
});

describe('the example environment file of plain hosts (deploy/systemd/portico.env.example)', () => {
  const text = fs.readFileSync(path.join(REPO_ROOT, 'deploy/systemd/portico.env.example'), 'utf8');
  const lines = text.split('\n').map((l) => l.trim());
  /** KEY=VALUE lines, as systemd's EnvironmentFile= reads them. */
  const set = Object.fromEntries(
    lines
      .filter((l) => /^[A-Z0-9_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );

  it('names every variable Portico reads but PORT and HOST, which the unit sets', () => {
    const named = new Set(lines.map((l) => /^#?([A-Z0-9_]+)=/.exec(l)?.[1]).filter(Boolean));
    const missing = Object.keys(ConfigSchema.shape).filter(
      (k) => !named.has(k) && !['PORT', 'HOST', 'DEV_TOOLS', 'SEED_DEMO'].includes(k),
    );
    expect(missing).toEqual([]);
    expect(set.PORT).toBeUndefined();
    expect(set.HOST).toBeUndefined();
  });

  it('is a configuration NODE_ENV=production accepts, with nothing to warn of', () => {
    const c = loadConfig(set);
    expect(c.NODE_ENV).toBe('production');
    expect(productionWarnings(c)).toEqual([]);
  });
});

describe('TRUST_PROXY (decision 029: whose X-Forwarded-For counts behind a balancer)', () => {
  it('takes true, false, or the proxies’ addresses and networks', () => {
    const trust = (v?: string) => loadConfig({ TRUST_PROXY: v }).TRUST_PROXY;
    expect([trust(undefined), trust(''), trust('false'), trust('0')]).toEqual([false, false, false, false]);
    expect([trust('true'), trust('1')]).toEqual([true, true]);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses anything else, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: TRUST_PROXY must be .* not yes/);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow(/not proxy\.internal/);
  });
});
