import { LiveMessages as M } from '@portico/contract/console-live';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

/**
 * Live classes in the console (CONSOLE.md Authoring): batch types, batches, classes, the
 * students of a batch and a course's downloads, written by an admin with an audit entry each; the
 * student's live class pages follow at once (decision 024).
 */
const t = useTestApp();
const MIN = 60_000;

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const student = await createStudent(t, company.code, { name: 'Meera Sharma' });
  await enrol(t, student, product.id);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  const asStudent = await login(t, company.host, student.email, student.password);
  return {
    company,
    course,
    student,
    admin,
    asStudent,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const get = (s: Session, url = '') => s.c.get(`/api/console/live${url}`, s.token);
const post = (s: Session, url: string, body: object = {}) =>
  s.c.post(`/api/console/live${url}`, body, s.token);

/** A type and a batch of the course, made through the routes. */
async function batchOf(s: Session, courseId: string) {
  const types = (await post(s, '/types', { name: 'Regular', description: 'Weekday classes' })).json().data;
  const typeId = types.batchTypes[0].id as string;
  const res = await post(s, '/batches', {
    courseId,
    batchTypeId: typeId,
    batchName: 'Morning',
    description: 'Mon to Fri',
    language: 'English',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { typeId, batchId: res.json().data.batch.id as string };
}
const inMinutes = (m: number) => new Date(t.clock.now().getTime() + m * MIN).toISOString();
const classBody = (over: object = {}) => ({
  className: 'Writing Task 2',
  agenda: 'Opinion essays',
  classDateTime: inMinutes(60),
  durationMinutes: 90,
  joinUrl: 'https://meet.example/room-1',
  vimeoLink: '',
  downloadLink: '',
  alertMessage: '',
  ...over,
});
const auditActions = async (companyCode: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.companyCode, companyCode)))
    .filter((e) => e.action.startsWith('live.'))
    .map((e) => e.action)
    .sort();

describe('live classes in the console', () => {
  it('adds a type, a batch and classes; the batch’s student sees them with the join link and status', async () => {
    const { company, course, student, admin, asAdmin, asStudent } = await fixture();
    const { typeId, batchId } = await batchOf(asAdmin, course.id);
    const studentList = async () =>
      (await asStudent.c.get(`/api/live-class?courseId=${course.id}&tz=UTC`)).json().data as {
        id: string;
        clsStatus: string;
        zoomData: { join_url: string };
      }[];

    // Not in the batch yet: the class is not the student's.
    const made = await post(asAdmin, `/batches/${batchId}/classes`, classBody());
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe(M.classCreated);
    const [cls] = made.json().data.classes;
    expect(cls).toMatchObject({ className: 'Writing Task 2', durationMinutes: 90, status: 'scheduled' });
    expect(await studentList()).toEqual([]);

    const added = await post(asAdmin, `/batches/${batchId}/students`, { studentId: student.id });
    expect(added.json().data.students).toEqual([
      expect.objectContaining({ id: student.id, name: 'Meera Sharma', email: student.email }),
    ]);
    // Adding twice is harmless.
    const twice = await post(asAdmin, `/batches/${batchId}/students`, { studentId: student.id });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.students).toHaveLength(1);
    expect(twice.json().data.batch).toMatchObject({ studentCount: 1, classCount: 1 });

    let list = await studentList();
    expect(list).toEqual([
      expect.objectContaining({
        id: cls.id,
        clsStatus: 'scheduled',
        zoomData: { join_url: 'https://meet.example/room-1', duration: 90 },
      }),
    ]);

    // A recording of a class already over (a past time is allowed), then an edit and a cancel.
    const past = await post(
      asAdmin,
      `/batches/${batchId}/classes`,
      classBody({
        className: 'Listening recap',
        classDateTime: inMinutes(-180),
        durationMinutes: 60,
        vimeoLink: 'https://vimeo.com/123456',
        downloadLink: 'https://files.example/answer-keys.pdf',
      }),
    );
    const classes = past.json().data.classes;
    expect(classes.map((c: { className: string }) => c.className)).toEqual([
      'Listening recap',
      'Writing Task 2',
    ]);
    expect(classes[0].status).toBe('finished');
    // The recording may also be a Vimeo number or a video path of the portal (as the demo's are).
    const saved = await post(
      asAdmin,
      `/batches/${batchId}/classes/${cls.id}`,
      classBody({
        classDateTime: inMinutes(5),
        alertMessage: 'Bring a pen',
        vimeoLink: '/demo-media/video/sample/index.m3u8',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.classes[1]).toMatchObject({ status: 'started', alertMessage: 'Bring a pen' });
    list = await studentList();
    const mine = list.find((c) => c.id === cls.id);
    expect(mine).toMatchObject({ clsStatus: 'started', alertMessage: 'Bring a pen' });

    const cancelled = await post(asAdmin, `/batches/${batchId}/classes/${cls.id}/cancel`);
    expect(cancelled.json().message).toBe(M.classCancelled);
    expect(cancelled.json().data.classes[1].status).toBe('cancelled');
    const again = await post(asAdmin, `/batches/${batchId}/classes/${cls.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyCancelled);
    list = await studentList();
    expect(list.find((c) => c.id === cls.id)).toMatchObject({
      clsStatus: 'cancelled',
      zoomData: { join_url: '' },
    });
    const detail = (
      await asStudent.c.get(`/api/live-class/batch?courseId=${course.id}&batchId=${batchId}&tz=UTC`)
    ).json().data;
    const recap = [...detail.todayClasses, ...detail.completedClasses].find(
      (c: { className: string }) => c.className === 'Listening recap',
    );
    expect(recap).toMatchObject({
      vimeoLink: 'https://vimeo.com/123456',
      downloadLink: 'https://files.example/answer-keys.pdf',
    });

    // Removed from the batch: its classes are no longer the student's.
    const removed = await post(asAdmin, `/batches/${batchId}/students/${student.id}/remove`);
    expect(removed.json().data.students).toEqual([]);
    expect(await studentList()).toEqual([]);
    const batches = (await asStudent.c.get(`/api/live-class/batches?courseId=${course.id}`)).json().data;
    expect(batches).toEqual([expect.objectContaining({ id: batchId, isEnrolled: false })]);

    // The batch disabled and renamed.
    const edited = await post(asAdmin, `/batches/${batchId}`, {
      courseId: course.id,
      batchTypeId: typeId,
      batchName: 'Morning (paused)',
      description: '',
      language: 'Hindi',
      isEnabled: false,
    });
    expect(edited.json().data.batch).toMatchObject({
      batchName: 'Morning (paused)',
      isEnabled: false,
      language: 'Hindi',
    });

    expect(await auditActions(company.code)).toEqual([
      'live.batch.create',
      'live.batch.update',
      'live.class.cancel',
      'live.class.create',
      'live.class.create',
      'live.class.update',
      'live.student.add',
      'live.student.remove',
      'live.type.create',
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'live.class.cancel')));
    expect(entries[0]).toMatchObject({ staffId: admin.id, entity: 'live-class', entityId: cls.id });
    expect(entries[0]?.before).toMatchObject({ status: null });
    expect(entries[0]?.after).toMatchObject({ status: 'cancelled' });
  });

  it('edits batch types and refuses to delete one still used (409); downloads reach the student', async () => {
    const { company, course, asAdmin, asStudent } = await fixture();
    const { typeId, batchId } = await batchOf(asAdmin, course.id);
    const spare = (await post(asAdmin, '/types', { name: 'Weekend', orderNo: 2 })).json().data.batchTypes;
    const weekend = spare.find((x: { name: string }) => x.name === 'Weekend');
    expect(spare.find((x: { id: string }) => x.id === typeId)).toMatchObject({ batchCount: 1 });

    const used = await post(asAdmin, `/types/${typeId}/delete`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(M.typeInUse);
    const renamed = await post(asAdmin, `/types/${typeId}`, { name: 'Weekday', description: 'Mon–Fri' });
    expect(renamed.json().data.batchTypes.find((x: { id: string }) => x.id === typeId).name).toBe('Weekday');
    // Move the batch to the other type; then the first can go.
    await post(asAdmin, `/batches/${batchId}`, {
      courseId: course.id,
      batchTypeId: weekend.id,
      batchName: 'Morning',
      language: 'English',
    });
    const deleted = await post(asAdmin, `/types/${typeId}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.batchTypes.map((x: { id: string }) => x.id)).toEqual([weekend.id]);

    const studentDownloads = async () =>
      (await asStudent.c.get(`/api/live-class/batches?courseId=${course.id}`)).json().downloads;
    expect(await studentDownloads()).toEqual([]);
    const made = await post(asAdmin, '/downloads', {
      courseId: course.id,
      title: 'Cambridge IELTS 18',
      downloadUrl: 'https://files.example/cambridge-18.pdf',
      orderNo: 1,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [dl] = made.json().data.downloads;
    expect(await studentDownloads()).toEqual([
      { id: dl.id, title: 'Cambridge IELTS 18', downloadUrl: 'https://files.example/cambridge-18.pdf' },
    ]);
    await post(asAdmin, `/downloads/${dl.id}`, {
      courseId: course.id,
      title: 'Cambridge IELTS 19',
      downloadUrl: '/demo-media/books/c19.pdf',
    });
    expect((await studentDownloads())[0]).toMatchObject({ title: 'Cambridge IELTS 19' });
    await post(asAdmin, `/downloads/${dl.id}/delete`);
    expect(await studentDownloads()).toEqual([]);

    expect(await auditActions(company.code)).toEqual([
      'live.batch.create',
      'live.batch.update',
      'live.download.create',
      'live.download.delete',
      'live.download.update',
      'live.type.create',
      'live.type.create',
      'live.type.delete',
      'live.type.update',
    ]);
  });

  it('refuses bad values with a clear 400 and writes nothing', async () => {
    const { company, course, asAdmin } = await fixture();
    const { batchId } = await batchOf(asAdmin, course.id);
    const big = 'x'.repeat(1_000_000);
    const cases: [object, string][] = [
      [{ joinUrl: 'http://meet.example/room' }, M.joinUrl],
      [{ joinUrl: 'javascript:alert(1)' }, M.joinUrl],
      [{ durationMinutes: 0 }, M.duration],
      [{ durationMinutes: 2 ** 31 }, M.duration],
      [{ durationMinutes: 601 }, M.duration],
      [{ durationMinutes: 1.5 }, M.duration],
      [{ classDateTime: 'tomorrow' }, M.start],
      [{ classDateTime: '2999-01-01T00:00:00Z' }, M.start],
      [{ vimeoLink: 'https://youtube.com/watch?v=1' }, M.recording],
      [{ vimeoLink: 'http://vimeo.com/1' }, M.recording],
      [{ vimeoLink: '//evil.example/x.m3u8' }, M.recording],
      [{ downloadLink: 'ftp://files.example/a.pdf' }, M.link],
      [{ className: '' }, M.name],
      [{ className: big }, M.name],
      [{ agenda: big }, M.text],
    ];
    for (const [over, message] of cases) {
      const res = await post(asAdmin, `/batches/${batchId}/classes`, classBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(over).slice(0, 80)).toContain(message);
    }
    const nul = await post(asAdmin, `/batches/${batchId}/classes`, classBody({ className: 'A\u0000B' }));
    expect(nul.statusCode).toBe(400);
    const badType = await post(asAdmin, '/types', { name: big });
    expect(badType.statusCode).toBe(400);
    const badDownload = await post(asAdmin, '/downloads', {
      courseId: course.id,
      title: 'Book',
      downloadUrl: '',
    });
    expect(badDownload.json().message).toContain(M.link);
    const badOrder = await post(asAdmin, '/downloads', {
      courseId: course.id,
      title: 'Book',
      downloadUrl: '/a.pdf',
      orderNo: 2 ** 31,
    });
    expect(badOrder.json().message).toContain(M.order);
    expect((await get(asAdmin, '/batches/not-a-uuid')).statusCode).toBe(400);
    expect((await get(asAdmin, `/batches/${batchId}`)).json().data.classes).toEqual([]);
    expect(await auditActions(company.code)).toEqual(['live.batch.create', 'live.type.create']);
  });

  it('is the admin’s, in its own company: faculty 403, a student 401, other companies’ ids 404', async () => {
    const { company, course, student, asAdmin, asFaculty, asStudent } = await fixture();
    const { typeId, batchId } = await batchOf(asAdmin, course.id);
    const cls = (await post(asAdmin, `/batches/${batchId}/classes`, classBody())).json().data.classes[0];

    expect((await get(asFaculty)).statusCode).toBe(403);
    expect((await get(asFaculty, `/batches/${batchId}`)).statusCode).toBe(403);
    expect((await post(asFaculty, `/batches/${batchId}/classes`, classBody())).statusCode).toBe(403);
    expect(
      (await post(asFaculty, `/batches/${batchId}/students`, { studentId: student.id })).statusCode,
    ).toBe(403);
    expect((await asStudent.c.get('/api/console/live', asStudent.token)).statusCode).toBe(401);
    expect(
      (await asStudent.c.post(`/api/console/live/batches/${batchId}/classes`, classBody(), asStudent.token))
        .statusCode,
    ).toBe(401);

    // Another company: its admin cannot reach these ids, nor use its own course or student here.
    const other = await fixture();
    const theirs = await batchOf(other.asAdmin, other.course.id);
    const cross: [string, object | null][] = [
      [`/batches/${batchId}`, null],
      [`/batches/${batchId}/classes`, classBody()],
      [`/batches/${batchId}/classes/${cls.id}/cancel`, {}],
      [`/batches/${batchId}/students`, { studentId: other.student.id }],
      [`/types/${typeId}/delete`, {}],
    ];
    for (const [url, body] of cross) {
      const res = body ? await post(other.asAdmin, url, body) : await get(other.asAdmin, url);
      expect(res.statusCode, url).toBe(404);
    }
    // A class of this batch asked through their batch.
    expect(
      (await post(other.asAdmin, `/batches/${theirs.batchId}/classes/${cls.id}/cancel`)).statusCode,
    ).toBe(404);
    // Their student, course and type used in this company.
    const foreignStudent = await post(asAdmin, `/batches/${batchId}/students`, {
      studentId: other.student.id,
    });
    expect(foreignStudent.statusCode).toBe(404);
    expect(foreignStudent.json().message).toBe(M.studentNotFound);
    const foreignCourse = await post(asAdmin, '/batches', {
      courseId: other.course.id,
      batchTypeId: typeId,
      batchName: 'X',
      language: 'English',
    });
    expect(foreignCourse.statusCode).toBe(404);
    expect(foreignCourse.json().message).toBe(M.courseNotFound);
    const foreignType = await post(asAdmin, '/batches', {
      courseId: course.id,
      batchTypeId: theirs.typeId,
      batchName: 'X',
      language: 'English',
    });
    expect(foreignType.json().message).toBe(M.typeNotFound);
    expect(
      (await post(asAdmin, '/downloads', { courseId: other.course.id, title: 'B', downloadUrl: '/b.pdf' }))
        .statusCode,
    ).toBe(404);
    const overview = (await get(other.asAdmin)).json().data;
    expect(overview.batches.map((b: { id: string }) => b.id)).toEqual([theirs.batchId]);
    expect(overview.courses.map((c: { id: string }) => c.id)).toEqual([other.course.id]);
    expect(company.code).not.toBe(other.company.code);
  });

  it('adds one student from two concurrent calls once, with one audit entry', async () => {
    const { company, course, student, asAdmin } = await fixture();
    const { batchId } = await batchOf(asAdmin, course.id);
    const results = await Promise.all([
      post(asAdmin, `/batches/${batchId}/students`, { studentId: student.id }),
      post(asAdmin, `/batches/${batchId}/students`, { studentId: student.id }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await get(asAdmin, `/batches/${batchId}`)).json().data.students).toHaveLength(1);
    expect((await auditActions(company.code)).filter((a) => a === 'live.student.add')).toHaveLength(1);
  });

  it('never leaves a batch on a deleted type when a delete and a new batch race', async () => {
    const { course, asAdmin } = await fixture();
    for (let round = 0; round < 3; round++) {
      const types = (await post(asAdmin, '/types', { name: `Race ${round}` })).json().data.batchTypes;
      const typeId = types.find((x: { name: string }) => x.name === `Race ${round}`).id;
      const [deleted, made] = await Promise.all([
        post(asAdmin, `/types/${typeId}/delete`),
        post(asAdmin, '/batches', {
          courseId: course.id,
          batchTypeId: typeId,
          batchName: 'B',
          language: 'English',
        }),
      ]);
      const codes = [deleted.statusCode, made.statusCode].sort();
      // Either the delete won (the batch finds no type) or the batch did (the type is in use).
      expect([
        [200, 404],
        [200, 409],
      ]).toContainEqual(codes);
      const overview = (await get(asAdmin)).json().data;
      const typeIds = new Set(overview.batchTypes.map((x: { id: string }) => x.id));
      expect(overview.batches.every((b: { batchTypeId: string }) => typeIds.has(b.batchTypeId))).toBe(true);
    }
  });
});
