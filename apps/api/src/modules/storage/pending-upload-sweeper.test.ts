import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as files from '../../../test/files';
import { createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { fileObjects, scoreReports, students } from '../../db/schema';
import { createStorage } from './create-storage';
import { PendingUploadSweeper, sweepPendingUploads } from './pending-upload-sweeper';
import type { StorageDriver } from './storage.driver';
import { StorageRepository } from './storage.repository';
import { StorageMessages } from './storage.service';

const t = useTestApp();
let driver: StorageDriver;
beforeAll(async () => {
  ({ driver } = await createStorage(t.app.ctx.config, t.clock));
});
afterAll(() => driver?.close?.());

const TTL = 60;

async function signedIn() {
  const co = await createCompany(t);
  const s = await createStudent(t, co.code);
  const { c } = await login(t, co.host, s.email, s.password);
  return { co, s, c };
}

async function requestUpload(c: Awaited<ReturnType<typeof signedIn>>['c'], fileName = 'trf.pdf') {
  const contentType = fileName.endsWith('.png') ? 'image/png' : 'application/pdf';
  const res = await c.post('/api/document-upload', { fileName, contentType });
  expect(res.statusCode, res.body).toBe(200);
  const { signedUrl, publicUrl } = res.json().data as { signedUrl: string; publicUrl: string };
  const id = publicUrl.split('/').pop() ?? '';
  const row = async () => (await t.database.db.select().from(fileObjects).where(eq(fileObjects.id, id)))[0];
  const stored = await row();
  if (!stored) throw new Error('no file row');
  return { id, signedUrl, publicUrl, key: stored.storageKey, row };
}

const sweep = (companyCode: string) =>
  sweepPendingUploads({
    repo: new StorageRepository(t.database.db),
    driver,
    clock: t.clock,
    ttlMinutes: TTL,
    companyCode,
  });

const onDisk = (key: string) => path.join(t.app.ctx.config.dataDir, 'uploads', key);

describe('sweepPendingUploads', () => {
  it('deletes pending files older than the TTL with their bytes, and keeps younger ones', async () => {
    const { co, c } = await signedIn();
    const old = await requestUpload(c);
    // Bytes the driver holds for a pending row (a failed store, or an S3 PUT never confirmed).
    await driver.put(old.key, files.pdf, 'application/pdf');
    const oldWithoutBytes = await requestUpload(c);
    t.clock.advance(30 * 60);
    const young = await requestUpload(c);

    t.clock.advance(30 * 60 - 1); // the first two are 1 s short of 60 minutes old
    expect(await sweep(co.code)).toBe(0);
    expect(await old.row()).toBeDefined();

    t.clock.advance(2);
    expect(await sweep(co.code)).toBe(2);
    expect(await old.row()).toBeUndefined();
    expect(await oldWithoutBytes.row()).toBeUndefined();
    expect(fs.existsSync(onDisk(old.key))).toBe(false);
    expect(await young.row()).toMatchObject({ status: 'pending' });

    // The TTL outlives the 15-minute upload link: nothing can arrive for a swept file.
    const put = await t.app.inject({
      method: 'PUT',
      url: old.signedUrl,
      headers: { host: co.host },
      payload: files.pdf,
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(StorageMessages.linkExpired);
    expect(await sweep(co.code)).toBe(0);
  });

  it('never deletes a stored file, however old', async () => {
    const { co, c } = await signedIn();
    const up = await requestUpload(c);
    const put = await t.app.inject({
      method: 'PUT',
      url: up.signedUrl,
      headers: { host: co.host, 'content-type': 'application/pdf' },
      payload: files.pdf,
    });
    expect(put.statusCode).toBe(200);
    t.clock.advance(6 * 24 * 3600); // within the 7-day session
    expect(await sweep(co.code)).toBe(0);
    expect(await up.row()).toMatchObject({ status: 'stored' });
    expect(fs.existsSync(onDisk(up.key))).toBe(true);
    expect((await c.get(up.publicUrl)).statusCode).toBe(200);
  });

  it('never deletes a pending file that a score report or a profile image refers to', async () => {
    const { co, s, c } = await signedIn();
    const report = await requestUpload(c);
    await t.database.db.insert(scoreReports).values({
      companyCode: co.code,
      studentId: s.id,
      listening: 7,
      reading: 7,
      writing: 6.5,
      speaking: 7,
      overall: 7,
      examDate: '2026-10-01',
      trfNumber: 'TRF-1',
      fileId: report.id,
    });
    const image = await requestUpload(c, 'me.png');
    await t.database.db.update(students).set({ profileImage: image.publicUrl }).where(eq(students.id, s.id));
    await driver.put(image.key, files.png, 'image/png');
    const loose = await requestUpload(c);

    t.clock.advance(2 * TTL * 60);
    expect(await sweep(co.code)).toBe(1);
    expect(await loose.row()).toBeUndefined();
    expect(await report.row()).toMatchObject({ status: 'pending' });
    expect(await image.row()).toMatchObject({ status: 'pending' });
    expect(fs.existsSync(onDisk(image.key))).toBe(true);
  });

  it("touches only the given company's files when one is named", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const ofA = await requestUpload(a.c);
    const ofB = await requestUpload(b.c);
    t.clock.advance(2 * TTL * 60);
    expect(await sweep(a.co.code)).toBe(1);
    expect(await ofA.row()).toBeUndefined();
    expect(await ofB.row()).toBeDefined();
    expect(await sweep(b.co.code)).toBe(1);
  });

  it('deletes the row even when the store cannot delete the bytes, and says so', async () => {
    const { co, c } = await signedIn();
    const up = await requestUpload(c);
    t.clock.advance(2 * TTL * 60);
    const warn = vi.fn();
    const failing: StorageDriver = {
      ...driver,
      kind: 'local',
      delete: () => Promise.reject(new Error('down')),
    };
    const deleted = await sweepPendingUploads({
      repo: new StorageRepository(t.database.db),
      driver: failing,
      clock: t.clock,
      ttlMinutes: TTL,
      companyCode: co.code,
      log: { warn },
    });
    expect(deleted).toBe(1);
    expect(await up.row()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('PendingUploadSweeper', () => {
  it('sweeps on its timer, shares a sweep under way, and stop() waits for it and releases the driver', async () => {
    const { co, c } = await signedIn();
    const up = await requestUpload(c);
    t.clock.advance(2 * TTL * 60);
    const log = { warn: vi.fn(), error: vi.fn() };
    const onStop = vi.fn();
    const sweeper = new PendingUploadSweeper(
      {
        repo: new StorageRepository(t.database.db),
        driver,
        clock: t.clock,
        ttlMinutes: TTL,
        companyCode: co.code,
        log,
      },
      onStop,
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      sweeper.start(1000);
      vi.advanceTimersByTime(1000);
      expect(sweeper.sweep()).toBe(sweeper.sweep());
      await sweeper.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await up.row()).toBeUndefined();
    expect(onStop).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed sweep instead of throwing', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const repo = { stalePending: () => Promise.reject(new Error('db down')) } as unknown as StorageRepository;
    const sweeper = new PendingUploadSweeper({ repo, driver, clock: t.clock, ttlMinutes: TTL, log });
    await sweeper.sweep();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
