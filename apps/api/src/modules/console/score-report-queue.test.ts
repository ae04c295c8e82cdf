import { ScoreReportReviewMessages as M } from '@portico/contract/console-reviews';
import { ScoreReportMessages } from '@portico/contract/score-report';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import * as files from '../../../test/files';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { auditLog, enrolments, fileObjects, products, scoreReports } from '../../db/schema';

/**
 * The console's score-report queue (decisions 028 and 035, CONSOLE.md 'Score reports'): TRFs oldest first with
 * due time and owner; faculty see the students of their courses; verify grants the reward product
 * once, ever, and the student reads the remark and finds the course; reject needs a remark.
 */
const t = useTestApp();
const HOUR = 3600_000;
type Session = { c: ReturnType<typeof client>; token: string };

async function fixture() {
  const company = await createCompany(t, {
    enableScoreFromStudents: true,
    scoreRewardProductSlug: 'reward-fr',
  });
  const { course: a, product: packA } = await createCourse(t, company.code);
  const { course: b, product: packB } = await createCourse(t, company.code);
  const { course: french, product: reward } = await createCourse(t, company.code, {
    courseName: `French ${company.code}`,
    validityDays: 28,
  });
  await t.database.db
    .update(products)
    .set({ slug: 'reward-fr', title: 'Free French' })
    .where(eq(products.id, reward.id));
  const now = t.clock.now().getTime();

  /** A student of a product with a report uploaded `hoursAgo`, its document stored by the student. */
  const withReport = async (productId: string, hoursAgo: number, name: string) => {
    const s = await createStudent(t, company.code, { name });
    await enrol(t, s, productId);
    const session = await login(t, company.host, s.email, s.password);
    const up = await session.c.post('/api/document-upload', {
      fileName: 'trf.pdf',
      contentType: 'application/pdf',
      purpose: 'score-document',
    });
    const { signedUrl, publicUrl } = up.json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      headers: { host: company.host, 'content-type': 'application/pdf' },
      payload: files.pdf,
    });
    expect(put.statusCode, put.body).toBe(200);
    const sent = await session.c.post('/api/dashboard/trf-details', {
      listening: 7.5,
      reading: 8,
      writing: 6.5,
      speaking: 7,
      bandScore: 7.5,
      file: publicUrl,
      trfNumber: `26GB${name.length}X`,
      examDate: '2026-03-14',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.database.db
      .update(scoreReports)
      .set({ createdAt: new Date(now - hoursAgo * HOUR) })
      .where(eq(scoreReports.studentId, s.id))
      .returning();
    return { s, session, id: row!.id };
  };
  const old = await withReport(packA.id, 60, 'Old Report');
  const other = await withReport(packB.id, 30, 'Other Course');
  const fresh = await withReport(packA.id, 5, 'Fresh Report');
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [a.id] });
  const asAdmin = await staffLogin(t, company.host, admin.email, admin.password);
  const asFaculty = await staffLogin(t, company.host, faculty.email, faculty.password);
  return { company, a, b, french, reward, old, other, fresh, admin, faculty, asAdmin, asFaculty };
}

const queue = async (s: Session, status = 'pending') => {
  const res = await s.c.get(`/api/console/score-reports?status=${status}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const act = (s: Session, id: string, what: string, body: object = {}) =>
  s.c.post(`/api/console/score-reports/${id}/${what}`, body, s.token);
const rewards = async (studentId: string, productId: string) =>
  t.database.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.productId, productId)));

describe('the score-report queue', () => {
  it('lists pending reports oldest first with due time; faculty see the students of their courses', async () => {
    const f = await fixture();
    const all = await queue(f.asAdmin);
    expect(all.reports.map((r: { id: string }) => r.id)).toEqual([f.old.id, f.other.id, f.fresh.id]);
    expect(all.reports[0]).toMatchObject({
      status: 'pending',
      overdue: true,
      overall: 7.5,
      trfNumber: '26GB10X',
      examDate: '2026-03-14',
      student: { name: 'Old Report' },
      assignee: null,
    });
    expect(all.reports[2].overdue).toBe(false);
    expect(Date.parse(all.reports[2].dueAt) - Date.parse(all.reports[2].createdAt)).toBe(48 * HOUR);
    const mine = await queue(f.asFaculty);
    expect(mine.reports.map((r: { id: string }) => r.id)).toEqual([f.old.id, f.fresh.id]);
    const refused = await f.asFaculty.c.get(`/api/console/score-reports/${f.other.id}`, f.asFaculty.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYourStudent);
  });

  it('shows the document through a signed address, never the public one', async () => {
    const f = await fixture();
    const res = await f.asFaculty.c.get(`/api/console/score-reports/${f.old.id}`, f.asFaculty.token);
    expect(res.statusCode, res.body).toBe(200);
    const { document, rewardProduct } = res.json().data;
    expect(rewardProduct).toEqual({ title: 'Free French', validityDays: 28 });
    expect(document).toMatchObject({ fileName: 'trf.pdf', contentType: 'application/pdf' });
    expect(document.url).not.toContain('/api/files/object/');
    const served = await t.app.inject({
      method: 'GET',
      url: document.url,
      headers: { host: f.company.host },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('verifies: the reward course once, a remark the student reads, the course in their list, the log', async () => {
    const f = await fixture();
    const res = await act(f.asFaculty, f.old.id, 'verify');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.verifiedWithReward('Free French'));
    expect(res.json().data).toMatchObject({
      status: 'verified',
      verifiedBy: { id: f.faculty.id },
      assignee: { id: f.faculty.id },
      reviewedAt: t.clock.now().toISOString(),
      rewardGrantedAt: t.clock.now().toISOString(),
    });
    const granted = await rewards(f.old.s.id, f.reward.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(28 * 24 * HOUR);

    // The student: their report verified, the admin remark on top (the banner's reply), the course.
    const { c } = f.old.session;
    expect((await c.get('/api/dashboard/trf-details')).json().data.status).toBe('verified');
    const remarks = (await c.get('/api/dashboard/remarks')).json().data;
    expect(remarks[0]).toMatchObject({
      referenceType: 'admin',
      trfStatus: 'verified',
      description: M.verifiedRemarkWithReward('Free French'),
    });
    const groups = (await c.get('/api/course')).json().data as { course: { id: string }[] }[];
    expect(groups.flatMap((g) => g.course.map((x) => x.id))).toContain(f.french.id);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.old.id), eq(auditLog.action, 'score_report.verify')));
    expect(entry).toMatchObject({ staffId: f.faculty.id, entity: 'score_report' });
    expect(entry?.before).toMatchObject({ status: 'pending', rewardGrantedAt: null });
    expect(entry?.after).toMatchObject({ status: 'verified' });

    // Turnaround: uploaded 60 hours before the verification, by the faculty member.
    const verified = await queue(f.asAdmin, 'verified');
    expect(verified.reports.map((r: { id: string }) => r.id)).toEqual([f.old.id]);
    expect(verified.turnaround).toEqual({ count: 1, medianHours: 60, p90Hours: 60 });
    expect(verified.byStaff).toEqual([
      { staffId: f.faculty.id, name: f.faculty.name, count: 1, medianHours: 60, p90Hours: 60 },
    ]);
  });

  it('withdraws the reward when a verified report is rejected, and gives it back on a new verify, once', async () => {
    const f = await fixture();
    // What the student holds now (a course whose access ended still lists, locked, in /api/course).
    const held = async () =>
      ((await f.old.session.c.get('/api/user-products')).json().data as { productId: string }[]).map(
        (p) => p.productId,
      );
    expect((await act(f.asAdmin, f.old.id, 'verify', { remark: 'Well done.' })).statusCode).toBe(200);
    expect(await held()).toContain(f.reward.id);
    const again = await act(f.asAdmin, f.old.id, 'verify');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyVerified);
    const [granted] = await rewards(f.old.s.id, f.reward.id);

    t.clock.advance(60);
    const rejected = await act(f.asFaculty, f.old.id, 'reject', { remark: 'The TRF number does not match.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // The student no longer has the reward course; the enrolment says who ended it and when.
    expect(await held()).not.toContain(f.reward.id);
    expect(rejected.json().message).toBe(M.rejectedWithdrawn('Free French'));
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rewardGrantedAt: null });
    const [withdrawn] = await rewards(f.old.s.id, f.reward.id);
    expect(withdrawn).toMatchObject({
      id: granted!.id,
      revokedAt: t.clock.now(),
      revokedByStaffId: f.faculty.id,
      expiresAt: t.clock.now(),
    });
    const [revokeEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, granted!.id), eq(auditLog.action, 'enrolment.revoke')));
    expect(revokeEntry).toMatchObject({ staffId: f.faculty.id, entity: 'enrolment' });
    const [rejectEntry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.old.id), eq(auditLog.action, 'score_report.reject')));
    expect(rejectEntry?.before).toMatchObject({ status: 'verified', rewardGrantedAt: expect.any(String) });
    expect(rejectEntry?.after).toMatchObject({ status: 'rejected', rewardGrantedAt: null });

    // Verified again: the same enrolment runs again for the reward's 28 days; never a second one.
    t.clock.advance(60);
    const back = await act(f.asAdmin, f.old.id, 'verify');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe(M.verifiedWithReward('Free French'));
    expect(back.json().data.rewardGrantedAt).toBe(t.clock.now().toISOString());
    expect(await held()).toContain(f.reward.id);
    const rows = await rewards(f.old.s.id, f.reward.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: granted!.id, revokedAt: null, grantedByStaffId: f.admin.id });
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(28 * 24 * HOUR);
    const remarks = (await f.old.session.c.get('/api/dashboard/remarks')).json().data;
    expect(remarks.map((r: { description: string }) => r.description)).toEqual([
      M.verifiedRemarkWithReward('Free French'),
      'The TRF number does not match.',
      'Well done.',
    ]);
  });

  it('rejects a pending report without touching enrolments', async () => {
    const f = await fixture();
    const res = await act(f.asAdmin, f.old.id, 'reject', { remark: 'Blurred.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.rejected);
    expect(await rewards(f.old.s.id, f.reward.id)).toHaveLength(0);
    const verified = await act(f.asAdmin, f.old.id, 'verify');
    expect(verified.json().message).toBe(M.verifiedWithReward('Free French'));
    expect(await rewards(f.old.s.id, f.reward.id)).toHaveLength(1);
  });

  it('grants once when two staff verify at the same moment', async () => {
    const f = await fixture();
    const [one, two] = await Promise.all([
      act(f.asAdmin, f.old.id, 'verify'),
      act(f.asFaculty, f.old.id, 'verify'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await rewards(f.old.s.id, f.reward.id)).toHaveLength(1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.old.id), eq(auditLog.action, 'score_report.verify')));
    expect(entries).toHaveLength(1);
  });

  it('rejects only with a remark, which the student reads with the reply banner', async () => {
    const f = await fixture();
    for (const body of [{}, { remark: '   ' }]) {
      const res = await act(f.asAdmin, f.fresh.id, 'reject', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(M.remarkRequired);
    }
    const res = await act(f.asAdmin, f.fresh.id, 'reject', { remark: 'The scan is <blurred>.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', rewardGrantedAt: null, verifiedBy: null });
    expect(await rewards(f.fresh.s.id, f.reward.id)).toHaveLength(0);
    const remarks = (await f.fresh.session.c.get('/api/dashboard/remarks')).json().data;
    // Plain text: the student's page shows it as text (the banner then reads 'You got a reply in Remarks').
    expect(remarks[0]).toMatchObject({
      referenceType: 'admin',
      trfStatus: 'rejected',
      description: 'The scan is <blurred>.',
    });
    expect(ScoreReportMessages.bannerAdmin).toBe('You got a reply in Remarks');
  });

  it('answers in the remarks thread, which the console shows oldest first', async () => {
    const f = await fixture();
    await f.fresh.session.c.post('/api/dashboard/remarks', { remark: 'When will it be verified?' });
    t.clock.advance(60);
    const res = await act(f.asFaculty, f.fresh.id, 'remarks', { remark: 'Today.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect(
      res
        .json()
        .data.remarks.map((r: { author: string; description: string; staffName: string | null }) => [
          r.author,
          r.description,
          r.staffName,
        ]),
    ).toEqual([
      ['student', 'When will it be verified?', null],
      ['admin', 'Today.', f.faculty.name],
    ]);
    const seen = (await f.fresh.session.c.get('/api/dashboard/remarks')).json().data;
    expect(seen[0]).toMatchObject({ referenceType: 'admin', description: 'Today.', trfStatus: 'pending' });
  });

  it('keeps faculty to their students and to taking reports themselves', async () => {
    const f = await fixture();
    for (const what of ['verify', 'remarks']) {
      const res = await act(f.asFaculty, f.other.id, what, { remark: 'x' });
      expect(res.statusCode).toBe(403);
    }
    expect(await rewards(f.other.s.id, f.reward.id)).toHaveLength(0);
    expect((await act(f.asFaculty, f.old.id, 'assign', { staffId: f.admin.id })).statusCode).toBe(403);
    const take = await act(f.asFaculty, f.old.id, 'assign', { staffId: f.faculty.id });
    expect(take.json().data.assignee).toEqual({ id: f.faculty.id, name: f.faculty.name });
    const give = await act(f.asAdmin, f.other.id, 'assign', { staffId: f.faculty.id });
    expect(give.statusCode).toBe(200);
    // Owning it does not open a report of a student off their courses.
    expect((await act(f.asFaculty, f.other.id, 'verify')).statusCode).toBe(403);
  });

  it("never reaches another company's reports or staff, nor takes a student's token", async () => {
    const f = await fixture();
    const g = await fixture();
    expect((await act(f.asAdmin, g.old.id, 'verify')).statusCode).toBe(404);
    expect(
      (await f.asAdmin.c.get(`/api/console/score-reports/${g.old.id}`, f.asAdmin.token)).statusCode,
    ).toBe(404);
    expect(await rewards(g.old.s.id, g.reward.id)).toHaveLength(0);
    expect((await act(f.asAdmin, f.old.id, 'assign', { staffId: g.admin.id })).statusCode).toBe(404);
    const student = f.old.session.token;
    expect((await client(t, f.company.host).get('/api/console/score-reports', student)).statusCode).toBe(401);
    expect(
      (await client(t, f.company.host).post(`/api/console/score-reports/${f.old.id}/verify`, {}, student))
        .statusCode,
    ).toBe(401);
    // A staff token of another company, on this company's host.
    expect(
      (await client(t, f.company.host).get('/api/console/score-reports', g.asAdmin.token)).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with a clear message', async () => {
    const f = await fixture();
    const huge = 'x'.repeat(1024 * 1024);
    expect((await act(f.asAdmin, f.old.id, 'reject', { remark: huge })).statusCode).toBe(400);
    expect((await act(f.asAdmin, f.old.id, 'verify', { remark: huge })).statusCode).toBe(400);
    expect((await act(f.asAdmin, f.old.id, 'remarks', { remark: 'a\u0000' })).statusCode).toBe(400);
    expect((await act(f.asAdmin, 'not-a-uuid', 'verify')).statusCode).toBe(400);
    expect((await act(f.asAdmin, f.old.id, 'verify', { remark: 1e308 })).statusCode).toBe(400);
    expect((await act(f.asAdmin, f.old.id, 'assign', { staffId: 'x' })).statusCode).toBe(400);
    const filter = await f.asAdmin.c.get('/api/console/score-reports?status=open', f.asAdmin.token);
    expect(filter.statusCode).toBe(400);
    const [report] = await t.database.db.select().from(scoreReports).where(eq(scoreReports.id, f.old.id));
    expect(report?.status).toBe('pending');
    // The file row is the student's; nothing here changed it.
    const [file] = await t.database.db.select().from(fileObjects).where(eq(fileObjects.id, report!.fileId));
    expect(file?.ownerStudentId).toBe(f.old.s.id);
  });
});

// PGlite runs one transaction at a time; PostgreSQL lets the acts truly race.
describe('verify and reject at once', () => {
  it('ends with the status and the reward course agreeing, and never two enrolments', async () => {
    const f = await fixture();
    for (let round = 0; round < 6; round++) {
      const results = await Promise.all([
        act(f.asAdmin, f.old.id, 'verify'),
        act(f.asFaculty, f.old.id, 'reject', { remark: `Round ${round}` }),
        act(f.asFaculty, f.old.id, 'verify'),
        act(f.asAdmin, f.old.id, 'reject', { remark: `Again ${round}` }),
      ]);
      for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
      const [report] = await t.database.db.select().from(scoreReports).where(eq(scoreReports.id, f.old.id));
      const rows = await rewards(f.old.s.id, f.reward.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      const live = rows.filter((r) => !r.revokedAt && r.expiresAt > t.clock.now());
      expect({
        status: report?.status,
        live: live.length,
        stamped: report?.rewardGrantedAt !== null,
      }).toEqual(
        report?.status === 'verified'
          ? { status: 'verified', live: 1, stamped: true }
          : { status: 'rejected', live: 0, stamped: false },
      );
      t.clock.advance(60);
    }
  });
});
