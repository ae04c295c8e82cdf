import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES, UploadMessages } from '@portico/contract/storage';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import { client, createCompany, createStudent, login, useTestApp } from '../../../test/harness';
import { fileObjects, students } from '../../db/schema';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
const wrongType = { success: false, message: UploadMessages.profileImageType, errorCode: 'VALIDATION' };
const tooBig = { success: false, message: UploadMessages.profileImageSize, errorCode: 'VALIDATION' };

async function signedIn() {
  const co = await createCompany(t);
  const s = await createStudent(t, co.code);
  const { c, token } = await login(t, co.host, s.email, s.password);
  return { co, s, c, token };
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const profileImageOf = async (id: string) =>
  (await t.database.db.select().from(students).where(eq(students.id, id)))[0]?.profileImage;

describe('POST /api/profile-upload', () => {
  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const body = { file: dataUrl('image/png', files.png) };
    const none = await client(t, co.host).post('/api/profile-upload', body);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).post('/api/profile-upload', body, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
    expect((await client(t, co.host).post('/api/profile-upload', body, token)).statusCode).toBe(200);
  });

  it('stores a PNG data URL, sets the profile image, and the session shows it', async () => {
    const { s, c } = await signedIn();
    const res = await c.post('/api/profile-upload', { file: dataUrl('image/png', files.png) });
    expect(res.statusCode).toBe(200);
    const profileImage = res.json().data.profileImage as string;
    expect(res.json()).toEqual({
      success: true,
      message: 'Profile image updated successfully',
      data: { profileImage },
    });
    expect(profileImage).toMatch(/^\/api\/files\/object\/[0-9a-f-]{36}$/);
    expect(await profileImageOf(s.id)).toBe(profileImage);
    expect((await c.get('/api/session')).json().data.profileImage).toBe(profileImage);

    const img = await c.get(profileImage);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(files.png)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, profileImage.split('/').pop() ?? ''));
    expect(row).toMatchObject({
      purpose: 'profile-image',
      status: 'stored',
      size: files.png.length,
      ownerStudentId: s.id,
    });
  });

  it('accepts a GIF as bare base64', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/profile-upload', { file: files.gif.toString('base64') });
    expect(res.statusCode).toBe(200);
    const img = await c.get(res.json().data.profileImage);
    expect(img.headers['content-type']).toBe('image/gif');
    expect(img.rawPayload.equals(files.gif)).toBe(true);
  });

  it('accepts an image of exactly 1 MB', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/profile-upload', {
      file: files.pngOfSize(PROFILE_IMAGE_MAX_BYTES).toString('base64'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses 1 MB + 1 byte with the spec message', async () => {
    const { s, c } = await signedIn();
    const file = dataUrl('image/png', files.pngOfSize(PROFILE_IMAGE_MAX_BYTES + 1));
    const res = await c.post('/api/profile-upload', { file });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooBig);
    expect(await profileImageOf(s.id)).toBe('');
  });

  it('refuses a body past the request limit with the spec message too', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/profile-upload', {
      file: files.pngOfSize(3 * 1024 * 1024).toString('base64'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooBig);
  });

  it.each([
    ['a PDF', dataUrl('application/pdf', files.pdf)],
    ['a PDF named as a PNG', dataUrl('image/png', files.pdf)],
    ['an HTML page', dataUrl('image/png', files.html)],
    ['PNG bytes declared as a PDF', dataUrl('application/pdf', files.png)],
    ['text that is not base64', 'this is not base64!'],
    ['an SVG data URL', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('refuses %s with the spec message', async (_case, file) => {
    const { s, c } = await signedIn();
    const res = await c.post('/api/profile-upload', { file });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(wrongType);
    expect(await profileImageOf(s.id)).toBe('');
  });

  it('refuses an empty file', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/profile-upload', { file: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'file: Please upload an image',
      errorCode: 'VALIDATION',
    });
  });

  it('replaces the previous image and removes its file', async () => {
    const { c } = await signedIn();
    const first = (await c.post('/api/profile-upload', { file: dataUrl('image/png', files.png) })).json().data
      .profileImage as string;
    const [old] = await t.database.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, first.split('/').pop() ?? ''));
    const oldFile = path.join(t.app.ctx.config.dataDir, 'uploads', old?.storageKey ?? 'x');
    expect(fs.existsSync(oldFile)).toBe(true);
    const second = (await c.post('/api/profile-upload', { file: dataUrl('image/gif', files.gif) })).json()
      .data.profileImage as string;
    expect(second).not.toBe(first);
    expect((await c.get(first)).statusCode).toBe(404);
    expect((await c.get(second)).statusCode).toBe(200);
    expect(fs.existsSync(oldFile)).toBe(false);
  });

  it('is not served to another student', async () => {
    const { co, c } = await signedIn();
    const url = (await c.post('/api/profile-upload', { file: dataUrl('image/png', files.png) })).json().data
      .profileImage as string;
    const classmate = await createStudent(t, co.code);
    const other = await login(t, co.host, classmate.email, classmate.password);
    expect((await other.c.get(url)).statusCode).toBe(404);
  });
});
