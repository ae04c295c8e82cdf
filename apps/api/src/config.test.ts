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
});
