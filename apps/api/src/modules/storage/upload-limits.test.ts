import { UploadMessages } from '@portico/contract/storage';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { rateLimits } from '../../db/schema';

// The defaults: 30 calls per student in 10 minutes (UPLOAD_RATE_LIMIT_MAX, UPLOAD_RATE_LIMIT_WINDOW_SECONDS).
const t = useTestApp();

const tooMany = { success: false, message: UploadMessages.tooManyUploads, errorCode: 'RATE_LIMITED' };
const doc = { fileName: 'trf.pdf', contentType: 'application/pdf' };
const image = { file: files.png.toString('base64') };

async function signedIn(co?: { code: string; host: string }) {
  const company = co ?? (await createCompany(t));
  const s = await createStudent(t, company.code);
  const { c } = await login(t, company.host, s.email, s.password);
  return { co: company, s, c };
}

describe('upload rate limit (document-upload and profile-upload)', () => {
  it('allows 30 calls in 10 minutes, then answers 429 with Retry-After until the window ends', async () => {
    const { co, c } = await signedIn();
    for (let i = 1; i <= 30; i++) {
      const res = await c.post('/api/document-upload', doc);
      expect(res.statusCode, `call ${i}`).toBe(200);
    }
    const over = await c.post('/api/document-upload', doc);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
    expect(over.headers['retry-after']).toBe('600');

    // One budget for both calls.
    const img = await c.post('/api/profile-upload', image);
    expect(img.statusCode).toBe(429);
    expect(img.json()).toEqual(tooMany);

    // Another student of the same company is not affected.
    const classmate = await signedIn(co);
    expect((await classmate.c.post('/api/document-upload', doc)).statusCode).toBe(200);

    t.clock.advance(240);
    const later = await c.post('/api/document-upload', doc);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('360');

    t.clock.advance(360);
    expect((await c.post('/api/document-upload', doc)).statusCode).toBe(200);
  });

  it('counts refused and profile uploads too', async () => {
    const { c } = await signedIn();
    for (let i = 1; i <= 15; i++) {
      expect((await c.post('/api/profile-upload', image)).statusCode).toBe(200);
      const refused = await c.post('/api/document-upload', { ...doc, fileName: 'trf.exe' });
      expect(refused.statusCode).toBe(400);
    }
    const over = await c.post('/api/profile-upload', image);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is counted in the database, so every API process shares it', async () => {
    const { co, s, c } = await signedIn();
    for (let i = 0; i < 3; i++) await c.post('/api/document-upload', doc);
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `upload-student:${co.code}:${s.id}`));
    expect(row?.count).toBe(3);
  });
});

describe('upload settings', () => {
  it('default to 30 per 600 s and a 60-minute pending TTL, and can be changed', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      UPLOAD_RATE_LIMIT_MAX: 30,
      UPLOAD_RATE_LIMIT_WINDOW_SECONDS: 600,
      PENDING_UPLOAD_TTL_MINUTES: 60,
    });
    const set = loadConfig({
      UPLOAD_RATE_LIMIT_MAX: '5',
      UPLOAD_RATE_LIMIT_WINDOW_SECONDS: '60',
      PENDING_UPLOAD_TTL_MINUTES: '120',
    });
    expect(set).toMatchObject({
      UPLOAD_RATE_LIMIT_MAX: 5,
      UPLOAD_RATE_LIMIT_WINDOW_SECONDS: 60,
      PENDING_UPLOAD_TTL_MINUTES: 120,
    });
  });

  it('refuses a pending TTL shorter than an upload link could still be used', () => {
    expect(() => loadConfig({ PENDING_UPLOAD_TTL_MINUTES: '10' })).toThrow(/PENDING_UPLOAD_TTL_MINUTES/);
  });
});
