import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { DOCUMENT_MAX_BYTES, UploadMessages } from '@portico/contract/storage';
import { eq } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types; only run() and close() are used.
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { fileObjects } from '../../db/schema';
import { sweepPendingUploads } from './pending-upload-sweeper';
import { S3Driver } from './s3.driver';
import { StorageRepository } from './storage.repository';

// A real S3 API (s3rver, pure JavaScript) on a random port, started before useTestApp reads its env.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-s3rver-'));
const bucket = 'portico-test';
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: dir,
  configureBuckets: [{ name: bucket }],
});
const { port } = (await s3rver.run()) as AddressInfo;
const endpoint = `http://127.0.0.1:${port}`;
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const s3Env = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};

const driver = new S3Driver({
  bucket,
  endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
afterAll(() => driver.close());

describe('S3Driver against s3rver', () => {
  it('puts, reads, measures and deletes objects', async () => {
    const key = 'co-1/score-document/a.pdf';
    await driver.put(key, files.pdf, 'application/pdf');
    expect(await driver.stat(key)).toEqual({ size: files.pdf.length });
    const got = await driver.get(key);
    expect(got?.size).toBe(files.pdf.length);
    expect(await text(got!.body)).toBe(files.pdf.toString());
    await driver.delete(key);
    expect(await driver.get(key)).toBeUndefined();
    expect(await driver.stat(key)).toBeUndefined();
    await driver.delete(key); // nothing there: not an error
  });

  it('presigns a PUT the browser can use and a GET that reads it back', async () => {
    const key = 'co-1/cv/b.pdf';
    const putUrl = await driver.presignPut(key, 'application/pdf');
    expect(putUrl).toMatch(new RegExp(`^${endpoint}/${bucket}/co-1/cv/b\\.pdf\\?.*X-Amz-Expires=900`));
    const res = await fetch(putUrl, {
      method: 'PUT',
      body: files.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.status).toBe(200);
    const getUrl = await driver.presignGet(key, { contentType: 'application/pdf', fileName: 'my cv.pdf' });
    const got = await fetch(getUrl);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(files.pdf)).toBe(true);
  });
});

describe('uploads through the app with STORAGE_DRIVER=s3', () => {
  const t = useTestApp(s3Env);

  async function upload(fileName: string, contentType: string) {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.post('/api/document-upload', { fileName, contentType });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { signedUrl: string; publicUrl: string };
    const id = data.publicUrl.split('/').pop() ?? '';
    const row = async () => (await t.database.db.select().from(fileObjects).where(eq(fileObjects.id, id)))[0];
    return { co, c, ...data, row };
  }

  it('hands out a presigned S3 address; the file is confirmed and served on first use', async () => {
    const { co, c, signedUrl, publicUrl, row } = await upload('trf.pdf', 'application/pdf');
    expect(signedUrl.startsWith(`${endpoint}/${bucket}/${co.code}/score-document/`)).toBe(true);
    expect((await c.get(publicUrl)).statusCode).toBe(404);
    expect((await row())?.status).toBe('pending');

    const put = await fetch(signedUrl, {
      method: 'PUT',
      body: files.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const got = await c.get(publicUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(files.pdf)).toBe(true);
    expect(await row()).toMatchObject({ status: 'stored', size: files.pdf.length });
  });

  it('deletes a PNG renamed .pdf when it is first used', async () => {
    const { c, signedUrl, publicUrl, row } = await upload('trf.pdf', 'application/pdf');
    await fetch(signedUrl, {
      method: 'PUT',
      body: files.png,
      headers: { 'content-type': 'application/pdf' },
    });
    const res = await c.get(publicUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: UploadMessages.documentType,
      errorCode: 'VALIDATION',
    });
    expect(await row()).toBeUndefined();
    expect((await c.get(publicUrl)).statusCode).toBe(404);
  });

  it('deletes an object over the limit when it is first used', async () => {
    const { c, signedUrl, publicUrl, row } = await upload('scan.png', 'image/png');
    await fetch(signedUrl, {
      method: 'PUT',
      body: files.pngOfSize(DOCUMENT_MAX_BYTES + 1),
      headers: { 'content-type': 'image/png' },
    });
    const res = await c.get(publicUrl);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: UploadMessages.documentSize,
      errorCode: 'VALIDATION',
    });
    expect(await row()).toBeUndefined();
  });

  it('sweeps a pending upload past its TTL: the row, and the object PUT but never used', async () => {
    const { co, signedUrl, row } = await upload('trf.pdf', 'application/pdf');
    const never = await upload('scan.pdf', 'application/pdf');
    await fetch(signedUrl, {
      method: 'PUT',
      body: files.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    const key = (await row())?.storageKey ?? '';
    expect(await driver.stat(key)).toEqual({ size: files.pdf.length });
    const sweep = (companyCode: string) =>
      sweepPendingUploads({
        repo: new StorageRepository(t.database.db),
        driver,
        clock: t.clock,
        ttlMinutes: 60,
        companyCode,
      });
    t.clock.advance(61 * 60);
    expect(await sweep(co.code)).toBe(1);
    expect(await row()).toBeUndefined();
    expect(await driver.stat(key)).toBeUndefined();
    // No object was ever PUT for this one: S3 has nothing to delete, which is fine.
    expect(await sweep(never.co.code)).toBe(1);
    expect(await never.row()).toBeUndefined();
  });

  it('stores profile images in the bucket', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.post('/api/profile-upload', { file: files.gif.toString('base64') });
    expect(res.statusCode).toBe(200);
    const img = await c.get(res.json().data.profileImage);
    expect(img.headers['content-type']).toBe('image/gif');
    expect(img.rawPayload.equals(files.gif)).toBe(true);
  });
});
