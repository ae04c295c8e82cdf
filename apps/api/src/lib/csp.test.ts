import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { connectOrigins } from './csp';

describe('connect-src origins', () => {
  it('are none besides the portal on the embedded default', () => {
    expect(connectOrigins(loadConfig({}))).toEqual([]);
  });

  it('add the S3 endpoint the browser uploads to, with its virtual-hosted bucket addresses', () => {
    const base = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com:9000/x' };
    expect(connectOrigins(loadConfig(base))).toEqual([
      'https://s3.example.com:9000',
      'https://*.s3.example.com:9000',
    ]);
    expect(connectOrigins(loadConfig({ ...base, S3_FORCE_PATH_STYLE: 'true' }))).toEqual([
      'https://s3.example.com:9000',
    ]);
    expect(connectOrigins(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }))).toEqual([
      'https://*.amazonaws.com',
    ]);
  });

  it('add each MEDIA_ORIGINS origin, and refuse a value that is not an http(s) address', () => {
    const c = loadConfig({ MEDIA_ORIGINS: 'https://media.example.com/videos/, http://cdn.local:8080' });
    expect(connectOrigins(c)).toEqual(['https://media.example.com', 'http://cdn.local:8080']);
    expect(() => loadConfig({ MEDIA_ORIGINS: 'media.example.com' })).toThrow(/MEDIA_ORIGINS/);
    expect(() => loadConfig({ MEDIA_ORIGINS: 'javascript:alert(1)' })).toThrow(/MEDIA_ORIGINS/);
  });
});
