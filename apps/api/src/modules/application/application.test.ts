import { ApplicationMessages as M } from '@portico/contract/application';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  login,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { applicationVersions, auditLog } from '../../db/schema';

/**
 * The application profile (/apply, decision 047): saved as the student types over the version the
 * page holds, every version kept, an older base refused with what the server holds; sent once it
 * names a course, a mode and a batch time; the school follows it up in the console.
 */
const t = useTestApp();

async function school(ctx: TestContext = t) {
  const company = await createCompany(ctx);
  const { course } = await createCourse(ctx, company.code, { courseName: 'IELTS Academic' });
  const { course: other } = await createCourse(ctx, company.code, { courseName: 'PTE Academic' });
  const student = await createStudent(ctx, company.code, { name: 'Meera Iyer' });
  const me = await login(ctx, company.host, student.email, student.password);
  const put = (payload: object) => me.c.send({ method: 'PUT', url: '/api/application', payload });
  return { company, course, other, student, me, put };
}

const form = (courseId: string) => ({
  courseId,
  examDate: '',
  targetScore: 'Band 7',
  level: 'intermediate',
  studyMode: 'online',
  batchTime: 'evening',
  heardFrom: 'friend',
  notes: 'I work until 6 pm.',
});

describe('the student’s application', () => {
  it('starts empty at version 0 with the school’s courses to choose from', async () => {
    const { me, course, other } = await school();
    const res = await me.c.get('/api/application');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ version: 0, status: 'draft', submittedAt: null });
    expect(data.form).toMatchObject({ courseId: '', notes: '', studyMode: '' });
    expect(data.courses.map((c: { id: string }) => c.id).sort()).toEqual([course.id, other.id].sort());
  });

  it('saves each version over the one the page holds and keeps them all', async () => {
    const { put, me, course } = await school();
    const first = await put({ ...form(course.id), baseVersion: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: 1, form: { targetScore: 'Band 7' } });
    const second = await put({ ...form(course.id), notes: 'Weekends too.', baseVersion: 1 });
    expect(second.json().data.version).toBe(2);
    const again = await me.c.get('/api/application');
    expect(again.json().data.form.notes).toBe('Weekends too.');
    const id = (await t.database.db.select().from(applicationVersions)).filter(
      (v) => v.form.notes === 'Weekends too.',
    );
    expect(id).toHaveLength(1);
  });

  it('refuses a save from an older version with what the server holds, and loses nothing', async () => {
    const { put, course } = await school();
    await put({ ...form(course.id), baseVersion: 0 });
    await put({ ...form(course.id), notes: 'From the phone.', baseVersion: 1 });
    const stale = await put({ ...form(course.id), notes: 'From the laptop.', baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: M.stale,
      errorCode: 'CONFLICT',
      data: { version: 2, form: { notes: 'From the phone.' } },
    });
    // A first save from two windows: the second one's base 0 is already taken.
    const { put: put2, course: c2 } = await school();
    const [a, b] = await Promise.all([
      put2({ ...form(c2.id), notes: 'A', baseVersion: 0 }),
      put2({ ...form(c2.id), notes: 'B', baseVersion: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('answers bad input with a clear message and keeps what was saved', async () => {
    const { put, me, course, company } = await school();
    await put({ ...form(course.id), baseVersion: 0 });
    const foreign = await createCourse(t, (await createCompany(t)).code);
    const cases: [object, string][] = [
      [{ ...form(foreign.course.id), baseVersion: 1 }, M.unknownCourse],
      [{ ...form(course.id), examDate: '2020-01-01', baseVersion: 1 }, M.pastDate],
      [
        { ...form(course.id), examDate: '2027-02-30x', baseVersion: 1 },
        'examDate must be a date (YYYY-MM-DD)',
      ],
      [
        { ...form(course.id), studyMode: 'by post', baseVersion: 1 },
        'studyMode: choose online, classroom or either',
      ],
      [
        { ...form(course.id), notes: 'x'.repeat(2001), baseVersion: 1 },
        'notes are too long (2,000 characters at most)',
      ],
      [{ ...form(course.id) }, 'baseVersion is required: the version this page was based on'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const kept = await me.c.get('/api/application');
    expect(kept.json().data).toMatchObject({ version: 1, form: { notes: 'I work until 6 pm.' } });
    expect(company.code).toBeTruthy();
  });

  it('is sent once it names a course, a mode and a batch time; edits after it stay visible to staff', async () => {
    const { put, me, course, company } = await school();
    await put({ ...form(''), studyMode: '', baseVersion: 0 });
    const early = await me.c.post('/api/application/submit', { baseVersion: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.courseRequired);
    await put({ ...form(course.id), studyMode: '', baseVersion: 1 });
    expect((await me.c.post('/api/application/submit', { baseVersion: 2 })).json().message).toBe(
      M.studyModeRequired,
    );
    await put({ ...form(course.id), baseVersion: 2 });
    const stale = await me.c.post('/api/application/submit', { baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    const sent = await me.c.post('/api/application/submit', { baseVersion: 3 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: M.submitted, data: { status: 'submitted', version: 3 } });
    expect(sent.json().data.submittedAt).toBeTruthy();

    const admin = await createStaff(t, company.code);
    const staff = await staffLogin(t, company.host, admin.email, admin.password);
    const list = await staff.c.get('/api/console/applications', staff.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items).toHaveLength(1);
    expect(list.json().data.items[0]).toMatchObject({
      courseName: 'IELTS Academic',
      status: 'submitted',
      changedAfterSending: false,
      student: { name: 'Meera Iyer' },
    });
    await put({ ...form(course.id), batchTime: 'weekend', baseVersion: 3 });
    const after = await staff.c.get('/api/console/applications', staff.token);
    expect(after.json().data.items[0]).toMatchObject({
      changedAfterSending: true,
      form: { batchTime: 'weekend' },
    });
  });
});

describe('the console’s applications', () => {
  async function sent() {
    const s = await school();
    await s.put({ ...form(s.course.id), baseVersion: 0 });
    await s.me.c.post('/api/application/submit', { baseVersion: 1 });
    const admin = await createStaff(t, s.company.code);
    const staff = await staffLogin(t, s.company.host, admin.email, admin.password);
    const items = (await staff.c.get('/api/console/applications', staff.token)).json().data.items;
    return { ...s, admin, staff, id: items[0].id as string };
  }
  const setStatus = (c: Awaited<ReturnType<typeof sent>>['staff'], id: string, payload: object) =>
    c.c.send({ method: 'PUT', url: `/api/console/applications/${id}/status`, payload, token: c.token });

  it('moves an application on with a note, keeps each step and refuses a change made over another', async () => {
    const { staff, id, admin } = await sent();
    const done = await setStatus(staff, id, {
      status: 'contacted',
      note: 'Called; evening batch.',
      baseStatusVersion: 1,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'contacted', statusVersion: 2 });
    const history = done.json().data.history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['saved', 'submitted', 'status']);
    expect(history[2]).toMatchObject({
      by: admin.name,
      status: 'contacted',
      detail: 'Called; evening batch.',
    });
    expect(history[0].detail).toContain('course');
    const stale = await setStatus(staff, id, { status: 'closed', baseStatusVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.staleStatus);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['application.status']);
    const open = (await staff.c.get('/api/console/applications', staff.token)).json().data.items;
    expect(open).toHaveLength(1);
    await setStatus(staff, id, { status: 'enrolled', baseStatusVersion: 2 });
    expect((await staff.c.get('/api/console/applications', staff.token)).json().data.items).toHaveLength(0);
    const all = await staff.c.get('/api/console/applications?status=all', staff.token);
    expect(all.json().data.items[0].status).toBe('enrolled');
  });

  it('shows faculty only their courses’ applications, and no other school’s or an unsent one', async () => {
    const { company, other, staff, id } = await sent();
    const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [other.id] });
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    expect((await f.c.get('/api/console/applications', f.token)).json().data.items).toHaveLength(0);
    expect((await f.c.get(`/api/console/applications/${id}`, f.token)).statusCode).toBe(404);
    expect((await setStatus(f, id, { status: 'closed', baseStatusVersion: 1 })).statusCode).toBe(404);

    const elsewhere = await sent();
    expect((await staff.c.get(`/api/console/applications/${elsewhere.id}`, staff.token)).statusCode).toBe(
      404,
    );
    const draft = await school();
    await draft.put({ ...form(draft.course.id), baseVersion: 0 });
    const adminThere = await createStaff(t, draft.company.code);
    const s = await staffLogin(t, draft.company.host, adminThere.email, adminThere.password);
    expect((await s.c.get('/api/console/applications?status=all', s.token)).json().data.items).toHaveLength(
      0,
    );
    expect((await s.c.get('/api/console/applications/not-an-id', s.token)).statusCode).toBe(400);
  });

  it('keeps student and staff sessions apart', async () => {
    const { me, staff, company } = await sent();
    expect((await me.c.get('/api/console/applications', me.token)).statusCode).toBe(401);
    const asStaff = client(t, company.host);
    expect((await asStaff.get('/api/application', staff.token)).statusCode).toBe(401);
  });
});

describe('the application under attack', () => {
  it('answers a NUL byte, a 1 MB string and a 2^31 version with a 4xx and keeps what was saved', async () => {
    const { put, me, course, company } = await school();
    await put({ ...form(course.id), baseVersion: 0 });
    for (const payload of [
      { ...form(course.id), notes: 'a\u0000b', baseVersion: 1 },
      { ...form(course.id), notes: 'x'.repeat(1_000_000), baseVersion: 1 },
      { ...form(course.id), baseVersion: 2 ** 31 },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect((await me.c.post('/api/application/submit', { baseVersion: 2 ** 31 })).statusCode).toBe(409);
    await me.c.post('/api/application/submit', { baseVersion: 1 });
    const admin = await createStaff(t, company.code);
    const staff = await staffLogin(t, company.host, admin.email, admin.password);
    const [item] = (await staff.c.get('/api/console/applications', staff.token)).json().data.items;
    const big = await staff.c.send({
      method: 'PUT',
      url: `/api/console/applications/${item.id}/status`,
      payload: { status: 'contacted', baseStatusVersion: 2 ** 31 },
      token: staff.token,
    });
    expect(big.statusCode, big.body).toBeGreaterThanOrEqual(400);
    expect(big.statusCode, big.body).toBeLessThan(500);
    expect((await me.c.get('/api/application')).json().data).toMatchObject({
      version: 1,
      form: { notes: 'I work until 6 pm.' },
    });
  });
});
