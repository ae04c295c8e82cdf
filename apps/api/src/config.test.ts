import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
