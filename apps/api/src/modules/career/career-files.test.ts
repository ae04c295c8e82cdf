import fs from 'node:fs';
import path from 'node:path';
import { CareerMessages, type CareerRecord } from '@portico/contract/career';
import { UploadMessages } from '@portico/contract/storage';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CV_DOC, careerFixture, LINKEDIN_DOC } from '../../../test/career-fixture';
import * as files from '../../../test/files';
import {
  client,
  createCompany,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { REPO_ROOT } from '../../config';
import { careerProjects, fileObjects } from '../../db/schema';

/**
 * CVs and documents of career services (spec 3 §5, §7, §9): uploads through the storage module's
 * signed URLs with magic-byte checks, and get-signedurl for the owner only.
 */
const t = useTestApp();

type Client = ReturnType<typeof client>;
type Upload = { signedUrl: string; publicUrl: string };
const put = (c: Client, url: string, payload: object) => c.send({ method: 'PUT', url, payload });
/** The browser's PUT of the bytes: no session, the signed token is the authority. */
const putBytes = (ctx: TestContext, host: string, url: string, payload: Buffer, contentType: string) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { host, 'content-type': contentType || 'application/octet-stream' },
    payload,
  });
const outcome = (res: { statusCode: number; json: () => { message?: string } }) => ({
  status: res.statusCode,
  message: res.json().message,
});
const signedUrlOf = (c: Client, url: string) =>
  c.get(`/api/kanan-website/get-signedurl?url=${encodeURIComponent(url)}`);

async function setup() {
  const f = await careerFixture(t);
  const me = await f.student();
  const host = f.company.host;
  /** POST capstone/cv-preparation, then the PUT of the bytes; the upload's answer and the PUT's. */
  const upload = async (c: Client, fileName: string, contentType: string, bytes: Buffer) => {
    const res = await c.post('/api/capstone/cv-preparation', { fileName, contentType, id: f.id('cv') });
    if (res.statusCode !== 200) return { requested: res };
    const signed = res.json().data as Upload;
    return { requested: res, signed, stored: await putBytes(t, host, signed.signedUrl, bytes, contentType) };
  };
  const attach = (c: Client, ...urls: string[]) =>
    put(c, '/api/capstone/cv-preparation', { id: f.id('cv'), resume: urls.map((url) => ({ url })) });
  return { f, me, host, upload, attach };
}

describe('CV upload (spec 3 §5, §7)', () => {
  it("stores a PDF through the signed URL, attaches it, and makes the CV review 'submitted'", async () => {
    const { f, me, upload, attach } = await setup();
    const { signed, stored } = await upload(me.c, 'Asha CV.pdf', 'application/pdf', files.pdf);
    expect(signed?.signedUrl).toMatch(/^\/api\/files\/upload\//);
    expect(stored?.statusCode, stored?.body).toBe(200);
    const res = await attach(me.c, signed?.publicUrl ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Updated Successfully!');
    const data = res.json().data as CareerRecord;
    expect(data.latestResumeStatus).toBe('submitted');
    expect(data.latestSocialStatus).toBe('');
    expect(data.resume).toEqual([
      {
        id: expect.any(String),
        url: signed?.publicUrl,
        fileName: 'Asha CV.pdf',
        uploadedAt: expect.any(String),
      },
    ]);
    // A Word file too, newest first; attaching the same file again keeps one.
    const docx = await upload(me.c, 'cv.docx', '', files.docx);
    expect(docx.stored?.statusCode).toBe(200);
    await attach(me.c, docx.signed?.publicUrl ?? '', signed?.publicUrl ?? '');
    const after = (await me.c.get(`/api/capstone/career?id=${f.id('cv')}`)).json().data as CareerRecord;
    expect(after.resume.map((r) => r.fileName).sort()).toEqual(['Asha CV.pdf', 'cv.docx']);
    // Now a comment on the CV is taken.
    expect(
      (await put(me.c, '/api/capstone/career', { id: f.id('cv'), resumeComments: 'Thanks' })).statusCode,
    ).toBe(200);
  });

  it('refuses hostile files: wrong name, wrong bytes, too big, NUL in the name', async () => {
    const { me, upload, attach } = await setup();
    const type = { status: 400, message: UploadMessages.cvType };
    for (const name of ['cv.exe', 'cv.txt', 'cv', 'cv.pdf.html', 'cv.png']) {
      expect(outcome((await upload(me.c, name, '', files.pdf)).requested), name).toEqual(type);
    }
    // A .docx that is really a Windows executable, a .pdf that is HTML, a plain zip named docx.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(500, 0)]);
    for (const [name, bytes] of [
      ['cv.docx', exe],
      ['cv.pdf', files.html],
      ['cv.docx', files.plainZip],
      ['cv.doc', files.pdf],
    ] as const) {
      const { stored, signed } = await upload(me.c, name, '', bytes);
      expect(outcome(stored as never), name).toEqual(type);
      // Never stored, so never attachable.
      expect(outcome(await attach(me.c, signed?.publicUrl ?? '')), name).toEqual({
        status: 404,
        message: CareerMessages.fileNotFound,
      });
    }
    // 6 MB: refused while it arrives, with the spec's message.
    const big = Buffer.concat([files.pdf, Buffer.alloc(6 * 1024 * 1024)]);
    expect(outcome((await upload(me.c, 'big.pdf', 'application/pdf', big)).stored as never)).toEqual({
      status: 413,
      message: 'Maximum allowed size is 5MB',
    });
    expect(outcome((await upload(me.c, 'cv\u0000.pdf', 'application/pdf', files.pdf)).requested).status).toBe(
      400,
    );
  });

  it("attaches only the student's own stored CVs to a CV project", async () => {
    const { f, me, upload, attach } = await setup();
    const other = await f.student();
    const theirs = await upload(other.c, 'theirs.pdf', 'application/pdf', files.pdf);
    const notFound = { status: 404, message: CareerMessages.fileNotFound };
    expect(outcome(await attach(me.c, theirs.signed?.publicUrl ?? ''))).toEqual(notFound);
    expect(outcome(await attach(me.c, '/api/files/object/not-a-uuid'))).toEqual(notFound);
    expect(outcome(await attach(me.c, 'https://evil.example/cv.pdf'))).toEqual(notFound);
    // A score document of theirs is not a CV.
    const doc = await me.c.post('/api/document-upload', {
      fileName: 'trf.pdf',
      contentType: 'application/pdf',
    });
    const docUrl = doc.json().data as Upload;
    await putBytes(t, f.company.host, docUrl.signedUrl, files.pdf, 'application/pdf');
    expect(outcome(await attach(me.c, docUrl.publicUrl))).toEqual({
      status: 400,
      message: UploadMessages.cvType,
    });
    // A LinkedIn project takes no CV.
    const mine = await upload(me.c, 'mine.pdf', 'application/pdf', files.pdf);
    const onLinkedIn = await put(me.c, '/api/capstone/cv-preparation', {
      id: f.id('linkedin'),
      resume: [{ url: mine.signed?.publicUrl }],
    });
    expect(outcome(onLinkedIn)).toEqual({ status: 400, message: CareerMessages.notCv });
    expect(
      outcome(await put(me.c, '/api/capstone/cv-preparation', { id: f.id('cv'), resume: [] })).status,
    ).toBe(400);
    expect((await me.c.get(`/api/capstone/career?id=${f.id('cv')}`)).json().data.resume).toEqual([]);
  });
});

describe('GET kanan-website/get-signedurl (spec 3 §7)', () => {
  it("opens the student's own CV, and nobody else's", async () => {
    const { f, me, host, upload, attach } = await setup();
    const { signed } = await upload(me.c, 'cv.pdf', 'application/pdf', files.pdf);
    await attach(me.c, signed?.publicUrl ?? '');
    const res = await signedUrlOf(me.c, signed?.publicUrl ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const address = res.json().data as string;
    expect(address).toMatch(/^\/api\/files\//);
    const opened = await client(t, host).get(address);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another student of the company, and a student of another company, get nothing.
    const other = await f.student();
    expect(outcome(await signedUrlOf(other.c, signed?.publicUrl ?? ''))).toEqual({
      status: 404,
      message: CareerMessages.fileNotFound,
    });
    const g = await careerFixture(t);
    const foreign = await g.student();
    expect((await signedUrlOf(foreign.c, signed?.publicUrl ?? '')).statusCode).toBe(404);
    // Nor is a student's own file of another purpose, or any other address, signed here.
    const doc = await me.c.post('/api/document-upload', {
      fileName: 'trf.pdf',
      contentType: 'application/pdf',
    });
    await putBytes(t, host, doc.json().data.signedUrl, files.pdf, 'application/pdf');
    for (const url of [
      doc.json().data.publicUrl,
      'https://evil.example/cv.pdf',
      '/demo-documents/career/../../../../etc/passwd',
      '/demo-documents/career/%2e%2e/%2e%2e/package.json',
      '/demo-documents/career/make-documents.mjs',
      '/api/files/object/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await signedUrlOf(me.c, url)).statusCode, url).toBe(404);
    }
  });

  it("opens the expert CV of the student's project, with its last-updated date", async () => {
    const { f, me, host, upload } = await setup();
    // The reviewer's file: uploaded by someone, then the staff's (no student owns it).
    const reviewer = await f.student();
    const { signed } = await upload(reviewer.c, 'Asha-CV-expert.pdf', 'application/pdf', files.pdf);
    const fileId = signed?.publicUrl.split('/').pop() ?? '';
    await t.database.db.update(fileObjects).set({ ownerStudentId: null }).where(eq(fileObjects.id, fileId));
    const mine = await upload(me.c, 'cv.pdf', 'application/pdf', files.pdf);
    const attached = await put(me.c, '/api/capstone/cv-preparation', {
      id: f.id('cv'),
      resume: [{ url: mine.signed?.publicUrl }],
    });
    const updatedAt = new Date('2026-11-20T10:00:00Z');
    await t.database.db
      .update(careerProjects)
      .set({ adminDocFileId: fileId, adminDocUpdatedAt: updatedAt })
      .where(eq(careerProjects.id, attached.json().data.id));
    const got = (await me.c.get(`/api/capstone/career?id=${f.id('cv')}`)).json().data as CareerRecord;
    expect(got.adminDoc).toEqual({
      url: signed?.publicUrl,
      fileName: 'Asha-CV-expert.pdf',
      updatedDateTime: updatedAt.toISOString(),
    });
    const res = await signedUrlOf(me.c, got.adminDoc?.url ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect((await client(t, host).get(res.json().data)).statusCode).toBe(200);
    // Not for another student of the company.
    expect((await signedUrlOf(reviewer.c, got.adminDoc?.url ?? '')).statusCode).toBe(404);
  });

  it('opens the instruction document of a project the student may open, briefly, on its own host', async () => {
    const { f, me, host } = await setup();
    const got = (await me.c.get(`/api/capstone/career?id=${f.id('linkedin')}`)).json().data as CareerRecord;
    expect(got.instructionDocument).toBe(LINKEDIN_DOC);
    const res = await signedUrlOf(me.c, LINKEDIN_DOC);
    expect(res.statusCode, res.body).toBe(200);
    const address = res.json().data as string;
    expect(address).toMatch(/^\/api\/capstone\/document\/[\w-]+\.[\w-]+$/);
    const opened = await client(t, host).get(address);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.headers['content-disposition']).toContain('linkedin-profile-guide.pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's own address serves nothing.
    expect((await client(t, host).get(LINKEDIN_DOC)).statusCode).toBe(404);
    // Not on another company's host, not tampered with, not after five minutes.
    const g = await careerFixture(t);
    expect((await client(t, g.company.host).get(address)).statusCode).toBe(403);
    expect((await client(t, host).get(`${address.slice(0, -2)}xx`)).statusCode).toBe(403);
    // A student without access gets no link; one of a company without that document finds none.
    const expired = await f.student(-1);
    expect(outcome(await signedUrlOf(expired.c, CV_DOC))).toEqual({
      status: 403,
      message: CareerMessages.noAccess,
    });
    const elsewhere = await createCompany(t);
    const s = await createStudent(t, elsewhere.code);
    const { c: stranger } = await login(t, elsewhere.host, s.email, s.password);
    expect((await signedUrlOf(stranger, CV_DOC)).statusCode).toBe(404);
    t.clock.advance(5 * 60 + 1);
    expect((await client(t, host).get(address)).statusCode).toBe(403);
  });
});

describe('the demo documents', () => {
  it('every /demo-documents address of the demo content is a PDF there', () => {
    const root = path.join(REPO_ROOT, 'content/demo');
    const texts = [
      fs.readFileSync(path.join(root, 'companies.json'), 'utf8'),
      ...fs
        .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.json'))
        .map((f) => fs.readFileSync(path.join(root, 'content', f), 'utf8')),
    ];
    const addresses = [...new Set(texts.join('\n').match(/\/demo-documents\/[^"\\\s)]+/g) ?? [])];
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    for (const address of addresses) {
      const file = path.join(root, 'documents', address.replace('/demo-documents/', ''));
      expect(fs.readFileSync(file).subarray(0, 5).toString(), address).toBe('%PDF-');
      // A few KB each: the demo ships them in the repository.
      expect(fs.statSync(file).size, address).toBeLessThan(16 * 1024);
    }
  });
});
