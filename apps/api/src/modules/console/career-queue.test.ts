import { CareerReviewMessages as M } from '@portico/contract/console-reviews';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerFixture } from '../../../test/career-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import * as files from '../../../test/files';
import { client, createCourse, useTestApp } from '../../../test/harness';
import { auditLog, careerProjects } from '../../db/schema';

/**
 * The console's career queue (decision 028, CONSOLE.md 'Career'): LinkedIn and CV submissions oldest
 * first; comments the student reads as Admin; the expert CV only that student downloads; approved
 * is Completed on the tracker; faculty work on their courses' projects only.
 */
const t = useTestApp();
const HOUR = 3600_000;
type Session = { c: ReturnType<typeof client>; token: string };

async function fixture() {
  const f = await careerFixture(t);
  const host = f.company.host;
  const { course: other } = await createCourse(t, f.company.code);
  /** A student who sends a LinkedIn address, `hoursAgo`. */
  const linkedIn = async (hoursAgo: number) => {
    const me = await f.student();
    const res = await me.c.post('/api/capstone/career', {
      id: f.id('linkedin'),
      socialUrl: 'https://www.linkedin.com/in/meera-iyer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const project = await backdate(res.json().data.id, hoursAgo);
    return { ...me, project };
  };
  /** A student who uploads and attaches a CV, `hoursAgo`. */
  const cv = async (hoursAgo: number) => {
    const me = await f.student();
    const req = await me.c.post('/api/capstone/cv-preparation', {
      fileName: 'Meera CV.pdf',
      contentType: 'application/pdf',
      id: f.id('cv'),
    });
    const { signedUrl, publicUrl } = req.json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { host, 'content-type': 'application/pdf' },
      payload: files.pdf,
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await me.c.send({
      method: 'PUT',
      url: '/api/capstone/cv-preparation',
      payload: { id: f.id('cv'), resume: [{ url: publicUrl }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const project = await backdate(res.json().data.id, hoursAgo);
    return { ...me, project };
  };
  const backdate = async (id: string, hoursAgo: number) => {
    const at = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
    const [row] = await t.database.db
      .update(careerProjects)
      .set({ submittedAt: at })
      .where(eq(careerProjects.id, id))
      .returning();
    expect(row?.reviewedAt).toBeNull();
    return id;
  };
  const oldLink = await linkedIn(80);
  const freshCv = await cv(3);
  const admin = await createStaff(t, f.company.code);
  const faculty = await createStaff(t, f.company.code, { role: 'faculty', courseIds: [f.course.id] });
  const stranger = await createStaff(t, f.company.code, { role: 'faculty', courseIds: [other.id] });
  const asAdmin = await staffLogin(t, host, admin.email, admin.password);
  const asFaculty = await staffLogin(t, host, faculty.email, faculty.password);
  const asStranger = await staffLogin(t, host, stranger.email, stranger.password);
  return { ...f, host, oldLink, freshCv, cv, admin, faculty, asAdmin, asFaculty, asStranger };
}

const queue = async (s: Session, status = 'waiting') => {
  const res = await s.c.get(`/api/console/career?status=${status}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const act = (s: Session, id: string, what: string, body: object) =>
  s.c.post(`/api/console/career/${id}/${what}`, body, s.token);
const uploadExpert = (s: Session, host: string, id: string, bytes: Buffer, fileName = 'Expert CV.pdf') =>
  t.app.inject({
    method: 'POST',
    url: `/api/console/career/${id}/expert-cv?fileName=${encodeURIComponent(fileName)}`,
    headers: { host, authorization: `Bearer ${s.token}`, 'content-type': 'application/pdf' },
    payload: bytes,
  });

describe('the career queue', () => {
  it('lists waiting submissions oldest first with due time; faculty see their courses only', async () => {
    const f = await fixture();
    const all = await queue(f.asAdmin);
    expect(all.items.map((x: { id: string }) => x.id)).toEqual([f.oldLink.project, f.freshCv.project]);
    expect(all.items[0]).toMatchObject({
      kind: 'Project',
      status: 'submitted',
      socialUrl: 'https://www.linkedin.com/in/meera-iyer',
      projectTitle: 'LinkedIn profile review',
      courseName: f.course.courseName,
      overdue: true,
      assignee: null,
    });
    expect(all.items[1]).toMatchObject({ kind: 'Upload', overdue: false });
    expect(Date.parse(all.items[1].dueAt) - Date.parse(all.items[1].submittedAt)).toBe(72 * HOUR);
    expect((await queue(f.asFaculty)).items).toHaveLength(2);
    expect((await queue(f.asStranger)).items).toHaveLength(0);
    const refused = await act(f.asStranger, f.oldLink.project, 'comment', { remark: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYourCourse);
  });

  it('reviews a CV: the comment as Admin, the expert CV for that student only, approved is Completed', async () => {
    const f = await fixture();
    const id = f.freshCv.project;
    const detail = (await f.asFaculty.c.get(`/api/console/career/${id}`, f.asFaculty.token)).json().data;
    expect(detail.resumes).toHaveLength(1);
    expect(detail.resumes[0].url).not.toContain('/api/files/object/');
    const cvBytes = await t.app.inject({
      method: 'GET',
      url: detail.resumes[0].url,
      headers: { host: f.host },
    });
    expect(cvBytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const commented = await act(f.asFaculty, id, 'comment', { remark: 'Move <education> below experience.' });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(commented.json().message).toBe(M.commented);
    expect(commented.json().data).toMatchObject({
      status: 'in-progress',
      reviewedAt: t.clock.now().toISOString(),
      assignee: { id: f.faculty.id },
    });
    t.clock.advance(3600);
    const expert = await uploadExpert(f.asFaculty, f.host, id, files.pdf);
    expect(expert.statusCode, expert.body).toBe(200);
    expect(expert.json().data.adminDoc).toMatchObject({
      fileName: 'Expert CV.pdf',
      contentType: 'application/pdf',
    });
    const approved = await act(f.asFaculty, id, 'status', { status: 'approved' });
    expect(approved.json().data.status).toBe('approved');
    // The first answer stays the one that counts.
    expect(approved.json().data.reviewedAt).toBe(commented.json().data.reviewedAt);

    // The student: Admin's comment, the expert CV, Completed.
    const record = (await f.freshCv.c.get(`/api/capstone/career?id=${f.id('cv')}`)).json().data;
    expect(record.latestResumeStatus).toBe('approved');
    expect(record.resumeComments[0]).toMatchObject({
      referenceType: 'ADMIN',
      remark: 'Move <education> below experience.',
    });
    expect(record.adminDoc).toMatchObject({ fileName: 'Expert CV.pdf' });
    const signed = await f.freshCv.c.get(
      `/api/kanan-website/get-signedurl?url=${encodeURIComponent(record.adminDoc.url)}`,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: signed.json().data, headers: { host: f.host } });
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await f.cv(1);
    const refused = await other.c.get(
      `/api/kanan-website/get-signedurl?url=${encodeURIComponent(record.adminDoc.url)}`,
    );
    expect(refused.statusCode).toBe(404);
    const projects = (await f.freshCv.c.get(`/api/capstone/projects?courseId=${f.course.id}`)).json().data;
    expect(projects.find((p: { id: string }) => p.id === f.id('cv')).status).toBe('approved');

    // Turnaround: 3 hours from the CV to the first comment, by the faculty member; the log has all three.
    const reviewed = await queue(f.asAdmin, 'reviewed');
    expect(reviewed.items.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(reviewed.turnaround).toEqual({ count: 1, medianHours: 3, p90Hours: 3 });
    expect(reviewed.byStaff[0]).toMatchObject({ staffId: f.faculty.id, count: 1 });
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['career.comment', 'career.expert_cv', 'career.status']);
  });

  it("shows an even count's median as the mean of its two middle turnarounds", async () => {
    const f = await fixture();
    await act(f.asFaculty, f.oldLink.project, 'comment', { remark: 'Add a headline.' });
    await act(f.asFaculty, f.freshCv.project, 'comment', { remark: 'Shorter, please.' });
    // 3 h and 80 h, n = 2. Median at (2 - 1) * 0.5 = 0.5: 3 + 0.5 * (80 - 3) = 41.5 (nearest rank: 3).
    // 90th at (2 - 1) * 0.9 = 0.9: 3 + 0.9 * 77 = 72.3 (nearest rank: 80).
    const reviewed = await queue(f.asAdmin, 'reviewed');
    expect(reviewed.turnaround).toEqual({ count: 2, medianHours: 41.5, p90Hours: 72.3 });
    expect(reviewed.byStaff).toEqual([
      { staffId: f.faculty.id, name: f.faculty.name, count: 2, medianHours: 41.5, p90Hours: 72.3 },
    ]);
  });

  it('a new submission waits again, for a new first answer', async () => {
    const f = await fixture();
    await act(f.asAdmin, f.oldLink.project, 'status', { status: 'rejected' });
    const waiting = await queue(f.asAdmin);
    expect(waiting.items.map((x: { id: string }) => x.id)).toEqual([f.freshCv.project]);
    t.clock.advance(60);
    await f.oldLink.c.post('/api/capstone/career', {
      id: f.id('linkedin'),
      socialUrl: 'https://www.linkedin.com/in/meera-iyer-2',
    });
    const [row] = await t.database.db
      .select()
      .from(careerProjects)
      .where(eq(careerProjects.id, f.oldLink.project));
    expect(row).toMatchObject({ socialStatus: 'submitted', reviewedAt: null, submittedAt: t.clock.now() });
    expect((await queue(f.asAdmin)).items.map((x: { id: string }) => x.id)).toEqual([
      f.freshCv.project,
      f.oldLink.project,
    ]);
  });

  it('checks the expert CV: a CV project, pdf/doc/docx by its bytes, at most 5 MB', async () => {
    const f = await fixture();
    const cvId = f.freshCv.project;
    const refuse = async (res: Awaited<ReturnType<typeof uploadExpert>>, status: number, message: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refuse(
      await uploadExpert(f.asAdmin, f.host, f.oldLink.project, files.pdf),
      400,
      M.expertCvOnlyForCv,
    );
    await refuse(await uploadExpert(f.asAdmin, f.host, cvId, files.html, 'cv.pdf'), 400, M.expertCvType);
    await refuse(await uploadExpert(f.asAdmin, f.host, cvId, files.pdf, 'cv.exe'), 400, M.expertCvType);
    await refuse(await uploadExpert(f.asAdmin, f.host, cvId, files.ole, 'cv.docx'), 400, M.expertCvType);
    await refuse(await uploadExpert(f.asAdmin, f.host, cvId, Buffer.alloc(0), 'cv.pdf'), 400, M.expertCvType);
    const big = Buffer.concat([files.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    await refuse(await uploadExpert(f.asAdmin, f.host, cvId, big), 413, M.expertCvSize);
    const doc = await uploadExpert(f.asAdmin, f.host, cvId, files.ole, 'cv.doc');
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().data.adminDoc.contentType).toBe('application/msword');
    const stranger = await uploadExpert(f.asStranger, f.host, cvId, files.pdf);
    expect(stranger.statusCode).toBe(403);
  });

  it("never reaches another company's projects or staff, nor takes a student's token", async () => {
    const f = await fixture();
    const g = await fixture();
    expect((await act(f.asAdmin, g.oldLink.project, 'comment', { remark: 'x' })).statusCode).toBe(404);
    expect((await uploadExpert(f.asAdmin, f.host, g.freshCv.project, files.pdf)).statusCode).toBe(404);
    expect(
      (await f.asAdmin.c.get(`/api/console/career/${g.freshCv.project}`, f.asAdmin.token)).statusCode,
    ).toBe(404);
    expect((await act(f.asAdmin, f.oldLink.project, 'assign', { staffId: g.admin.id })).statusCode).toBe(404);
    expect((await act(f.asFaculty, f.oldLink.project, 'assign', { staffId: f.admin.id })).statusCode).toBe(
      403,
    );
    expect((await act(f.asFaculty, f.oldLink.project, 'assign', { staffId: f.faculty.id })).statusCode).toBe(
      200,
    );
    const student = f.oldLink.token;
    expect((await client(t, f.host).get('/api/console/career', student)).statusCode).toBe(401);
    expect(
      (await uploadExpert({ c: f.asAdmin.c, token: student }, f.host, f.freshCv.project, files.pdf))
        .statusCode,
    ).toBe(401);
  });

  it('refuses bad input with a clear message, and the same status twice', async () => {
    const f = await fixture();
    const id = f.oldLink.project;
    expect((await act(f.asAdmin, id, 'comment', { remark: '  ' })).json().message).toContain(
      M.commentRequired,
    );
    expect((await act(f.asAdmin, id, 'comment', { remark: 'x'.repeat(1024 * 1024) })).statusCode).toBe(400);
    expect((await act(f.asAdmin, id, 'comment', { remark: 'a\u0000' })).statusCode).toBe(400);
    expect((await act(f.asAdmin, id, 'status', { status: 'submitted' })).statusCode).toBe(400);
    expect((await act(f.asAdmin, id, 'status', { status: 1e308 })).statusCode).toBe(400);
    expect((await act(f.asAdmin, 'nope', 'comment', { remark: 'x' })).statusCode).toBe(400);
    expect((await f.asAdmin.c.get('/api/console/career?status=open', f.asAdmin.token)).statusCode).toBe(400);
    const [one, two] = await Promise.all([
      act(f.asAdmin, id, 'status', { status: 'approved' }),
      act(f.asFaculty, id, 'status', { status: 'approved' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'career.status')));
    expect(entries).toHaveLength(1);
  });
});
