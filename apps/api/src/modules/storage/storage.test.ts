import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, UploadMessages } from '@portico/contract/storage';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as files from '../../../test/files';
import {
  client,
  createCompany,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { fileObjects } from '../../db/schema';
import { StorageMessages } from './storage.service';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
const docType = { success: false, message: UploadMessages.documentType, errorCode: 'VALIDATION' };
const docSize = { success: false, message: UploadMessages.documentSize, errorCode: 'VALIDATION' };
const notFound = { success: false, message: StorageMessages.fileNotFound, errorCode: 'NOT_FOUND' };

/** A signed-in student of a new company. */
async function signedIn(co?: { code: string; host: string }) {
  const company = co ?? (await createCompany(t));
  const s = await createStudent(t, company.code);
  const { c, token } = await login(t, company.host, s.email, s.password);
  return { co: company, s, c, token };
}

type Upload = { signedUrl: string; publicUrl: string };
async function requestUpload(
  c: ReturnType<typeof client>,
  fileName = 'report.pdf',
  contentType = 'application/pdf',
  purpose?: string,
): Promise<Upload> {
  const res = await c.post('/api/document-upload', {
    fileName,
    contentType,
    ...(purpose ? { purpose } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The browser's PUT: no Authorization header, no cookie (spec 1 §7). */
const put = (ctx: TestContext, host: string, url: string, payload: Buffer | Readable, contentType?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { host, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

const rowOf = async (publicUrl: string) => {
  const id = publicUrl.split('/').pop() ?? '';
  const [row] = await t.database.db.select().from(fileObjects).where(eq(fileObjects.id, id));
  return row;
};

describe('POST /api/document-upload', () => {
  it("refuses no session and another company's session", async () => {
    const { co, token } = await signedIn();
    const other = await createCompany(t);
    const body = { fileName: 'report.pdf', contentType: 'application/pdf' };
    const none = await client(t, co.host).post('/api/document-upload', body);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).post('/api/document-upload', body, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
    expect((await client(t, co.host).post('/api/document-upload', body, token)).statusCode).toBe(200);
  });

  it('answers a path-absolute signed URL and a stable public URL, and records a pending file', async () => {
    const { co, s, c } = await signedIn();
    const res = await c.post('/api/document-upload', {
      fileName: 'C:\\fakepath\\My TRF.PDF',
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(200);
    const { signedUrl, publicUrl } = res.json().data as Upload;
    expect(res.json().success).toBe(true);
    expect(signedUrl).toMatch(/^\/api\/files\/upload\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(publicUrl).toMatch(/^\/api\/files\/object\/[0-9a-f-]{36}$/);
    const row = await rowOf(publicUrl);
    expect(row).toMatchObject({
      companyCode: co.code,
      ownerStudentId: s.id,
      purpose: 'score-document',
      fileName: 'My TRF.PDF',
      contentType: 'application/pdf',
      status: 'pending',
      size: null,
      uploadedAt: null,
    });
    expect(row?.storageKey).toMatch(new RegExp(`^${co.code}/score-document/[0-9a-f-]{36}\\.pdf$`));
  });

  it.each([
    ['a type the score document does not take', 'essay.docx', 'application/msword'],
    ['a name without extension', 'report', 'application/pdf'],
    ['an extension with another declared type', 'scan.png', 'application/pdf'],
    ['an HTML page', 'page.html', 'text/html'],
    ['a GIF (profile images only)', 'anim.gif', 'image/gif'],
  ])('refuses %s with the spec message', async (_case, fileName, contentType) => {
    const { c } = await signedIn();
    const res = await c.post('/api/document-upload', { fileName, contentType });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(docType);
  });

  it('reads the type from the name when the browser declares none', async () => {
    const { c } = await signedIn();
    const { publicUrl } = await requestUpload(c, 'scan.JPG', '');
    expect((await rowOf(publicUrl))?.contentType).toBe('image/jpeg');
    const octet = await requestUpload(c, 'scan.png', 'application/octet-stream');
    expect((await rowOf(octet.publicUrl))?.contentType).toBe('image/png');
  });

  it('takes CVs by the rules of spec 3 §5', async () => {
    const { c } = await signedIn();
    const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const { publicUrl } = await requestUpload(c, 'cv.docx', word, 'cv');
    expect(await rowOf(publicUrl)).toMatchObject({ purpose: 'cv', contentType: word });
    const res = await c.post('/api/document-upload', {
      fileName: 'cv.png',
      contentType: 'image/png',
      purpose: 'cv',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unsupported format.', errorCode: 'VALIDATION' });
  });

  it('refuses an unknown purpose and a missing file name', async () => {
    const { c } = await signedIn();
    const purpose = await c.post('/api/document-upload', {
      fileName: 'a.pdf',
      contentType: '',
      purpose: 'x',
    });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json()).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(purpose.json().message).toMatch(/^purpose must be one of score-document, profile-image, cv/);
    const name = await c.post('/api/document-upload', { contentType: 'application/pdf' });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({
      success: false,
      message: 'fileName: Please upload a document',
      errorCode: 'VALIDATION',
    });
  });
});

describe('PUT to the signed URL', () => {
  it('stores the bytes without a session; the public URL serves them back to the owner', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'trf report.pdf', 'application/pdf');
    const res = await put(t, co.host, signedUrl, files.pdf, 'application/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: UploadMessages.uploaded });
    expect(await rowOf(publicUrl)).toMatchObject({
      status: 'stored',
      size: files.pdf.length,
      uploadedAt: t.clock.now(),
    });

    const got = await c.get(publicUrl);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(files.pdf)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-length']).toBe(String(files.pdf.length));
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    // Chrome's PDF viewer needs object-src; nothing stored is a document that could run scripts.
    expect(got.headers['content-security-policy']).toMatch(/^default-src 'none';.*object-src 'self'/);
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="trf report.pdf"; filename*=UTF-8''trf%20report.pdf`,
    );
  });

  it('serves a JPEG named .png as the JPEG it is', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'scan.png', 'image/png');
    expect((await put(t, co.host, signedUrl, files.jpeg, 'image/png')).statusCode).toBe(200);
    const got = await c.get(publicUrl);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.equals(files.jpeg)).toBe(true);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'big.png', 'image/png');
    const res = await put(t, co.host, signedUrl, files.pngOfSize(DOCUMENT_MAX_BYTES), 'image/png');
    expect(res.statusCode).toBe(200);
    expect((await rowOf(publicUrl))?.size).toBe(5_242_880);
  });

  it('refuses 5 MB + 1 byte with the spec message, and the file stays absent', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'big.png', 'image/png');
    const res = await put(t, co.host, signedUrl, files.pngOfSize(DOCUMENT_MAX_BYTES + 1), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(docSize);
    expect(await rowOf(publicUrl)).toMatchObject({ status: 'pending', size: null });
    expect((await c.get(publicUrl)).statusCode).toBe(404);
  });

  it('refuses an oversize body that announces no length, while it streams', async () => {
    const { co, c } = await signedIn();
    const { signedUrl } = await requestUpload(c, 'big.png', 'image/png');
    const body = files.pngOfSize(DOCUMENT_MAX_BYTES + 64 * 1024);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
      body.subarray(i * 65536, (i + 1) * 65536),
    );
    const res = await put(t, co.host, signedUrl, Readable.from(chunks), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(docSize);
  });

  it('refuses a PNG renamed .pdf', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'report.pdf', 'application/pdf');
    const res = await put(t, co.host, signedUrl, files.png, 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(docType);
    expect((await rowOf(publicUrl))?.status).toBe('pending');
  });

  it('refuses an HTML file renamed .png', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c, 'photo.png', 'image/png');
    const res = await put(t, co.host, signedUrl, files.html, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(docType);
    expect((await c.get(publicUrl)).statusCode).toBe(404);
  });

  it('refuses an empty body', async () => {
    const { co, c } = await signedIn();
    const { signedUrl } = await requestUpload(c);
    const res = await t.app.inject({ method: 'PUT', url: signedUrl, headers: { host: co.host } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(docType);
  });

  it('takes the body whatever content type the PUT declares (JSON is not parsed)', async () => {
    const { co, c } = await signedIn();
    const { signedUrl } = await requestUpload(c);
    const res = await put(t, co.host, signedUrl, files.pdf, 'application/json');
    expect(res.statusCode).toBe(200);
  });

  it('refuses the link 15 minutes after it was signed', async () => {
    const { co, c } = await signedIn();
    const late = await requestUpload(c);
    const inTime = await requestUpload(c);
    t.clock.advance(15 * 60 - 1);
    expect((await put(t, co.host, inTime.signedUrl, files.pdf)).statusCode).toBe(200);
    t.clock.advance(2);
    const res = await put(t, co.host, late.signedUrl, files.pdf);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: StorageMessages.linkExpired,
      errorCode: 'FORBIDDEN',
    });
  });

  it('refuses a tampered token', async () => {
    const { co, c } = await signedIn();
    const { signedUrl } = await requestUpload(c);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const [prefix, token] = [
      signedUrl.slice(0, signedUrl.lastIndexOf('/') + 1),
      signedUrl.split('/').pop() ?? '',
    ];
    const dot = token.indexOf('.');
    for (const bad of [
      flip(token, 5),
      flip(token, dot + 5),
      token.slice(0, -1),
      `${token}.x`,
      token.slice(0, dot),
      'not-a-token',
    ]) {
      const res = await put(t, co.host, prefix + bad, files.pdf);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: StorageMessages.linkInvalid,
        errorCode: 'FORBIDDEN',
      });
    }
    expect((await put(t, co.host, signedUrl, files.pdf)).statusCode).toBe(200);
  });

  it('is used once', async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c);
    expect((await put(t, co.host, signedUrl, files.pdf)).statusCode).toBe(200);
    const again = await put(t, co.host, signedUrl, Buffer.concat([files.pdf, Buffer.from('changed')]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: StorageMessages.linkUsed,
      errorCode: 'CONFLICT',
    });
    expect((await c.get(publicUrl)).rawPayload.equals(files.pdf)).toBe(true);
  });

  it("refuses a link on another company's host", async () => {
    const { c } = await signedIn();
    const other = await createCompany(t);
    const { signedUrl } = await requestUpload(c);
    const res = await put(t, other.host, signedUrl, files.pdf);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/files/object/:id', () => {
  it("refuses no session and another company's session", async () => {
    const { co, c, token } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c);
    await put(t, co.host, signedUrl, files.pdf);
    const other = await createCompany(t);
    const none = await client(t, co.host).get(publicUrl);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);
    const foreign = await client(t, other.host).get(publicUrl, token);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual(unauth);
    expect((await client(t, co.host).get(publicUrl, token)).statusCode).toBe(200);
  });

  it("answers 404 for another student's file, of the same company or another", async () => {
    const { co, c } = await signedIn();
    const { signedUrl, publicUrl } = await requestUpload(c);
    await put(t, co.host, signedUrl, files.pdf);
    const classmate = await signedIn(co);
    const res = await classmate.c.get(publicUrl);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    const stranger = await signedIn();
    expect((await stranger.c.get(publicUrl)).statusCode).toBe(404);
    expect((await stranger.c.get(publicUrl)).json()).toEqual(notFound);
  });

  it('answers 404 for a file not uploaded yet, an unknown id and a malformed id', async () => {
    const { c } = await signedIn();
    const { publicUrl } = await requestUpload(c);
    for (const url of [
      publicUrl,
      '/api/files/object/00000000-0000-4000-8000-000000000000',
      '/api/files/object/1 or 1=1',
    ]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});
