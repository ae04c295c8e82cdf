import { NoticesMessages } from '@portico/contract/console-notices';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { createCompany, createCourse, createStudent, enrol, login, useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/schema';

/**
 * Notices and notifications in the console (CONSOLE.md Authoring): listed with their state,
 * created, changed and deleted by admins of one company, each change audited; students see a row only
 * while it is active and inside its schedule (the notifications page, the notice board, the dashboard).
 */
const t = useTestApp();
const HOUR = 3600;

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    student,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
    asStudent: await login(t, company.host, student.email, student.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const URL = '/api/console/notices';
const list = (s: Session, query = '') => s.c.get(`${URL}${query}`, s.token);
const create = (s: Session, body: object) => s.c.post(URL, body, s.token);
const change = (s: Session, id: string, body: object) =>
  s.c.send({ method: 'PUT', url: `${URL}/${id}`, payload: body, token: s.token });
const remove = (s: Session, id: string) =>
  s.c.send({ method: 'DELETE', url: `${URL}/${id}`, token: s.token });

const notice = (over: object = {}) => ({
  type: 'notice',
  title: 'Mock test weekend',
  shortDescription: 'Two full mocks on Saturday',
  description: '<p>Bring <strong>headphones</strong>.</p><script>alert(1)</script>',
  image: 'https://cdn.example/mock.png',
  isImportant: true,
  orderNo: 1,
  ...over,
});

describe('notices in the console', () => {
  it('creates, lists with states, changes and deletes, each audited; only admins of the company', async () => {
    const { company, asAdmin } = await fixture();
    const made = await create(asAdmin, notice());
    expect(made.statusCode).toBe(200);
    const n = made.json().data;
    // The HTML is kept as authored: the web shows it only through its sanitiser.
    expect(n).toMatchObject({
      type: 'notice',
      title: 'Mock test weekend',
      description: '<p>Bring <strong>headphones</strong>.</p><script>alert(1)</script>',
      isActive: true,
      publishAt: null,
      unpublishAt: null,
      state: 'active',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    await create(asAdmin, notice({ type: 'notification', title: 'Off', isActive: false }));
    await create(
      asAdmin,
      notice({ title: 'Later', publishAt: '2026-11-23T09:00:00Z', unpublishAt: '2026-11-24T09:00:00Z' }),
    );
    await create(asAdmin, notice({ title: 'Gone', unpublishAt: '2026-11-22T08:00:00+00:00' }));
    const states = Object.fromEntries(
      (await list(asAdmin))
        .json()
        .data.notices.map((x: { title: string; state: string }) => [x.title, x.state]),
    );
    expect(states).toEqual({
      'Mock test weekend': 'active',
      Off: 'inactive',
      Later: 'scheduled',
      Gone: 'ended',
    });
    expect((await list(asAdmin, '?type=notification')).json().data.notices).toHaveLength(1);
    expect((await list(asAdmin, '?type=bad')).statusCode).toBe(400);

    const changed = await change(asAdmin, n.id, notice({ title: 'Mock weekend', isActive: false }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Mock weekend', state: 'inactive' });
    expect((await remove(asAdmin, n.id)).json().message).toBe(NoticesMessages.deleted);
    expect((await remove(asAdmin, n.id)).statusCode).toBe(404);
    expect((await change(asAdmin, n.id, notice())).statusCode).toBe(404);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entityId, n.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['notice.change', 'notice.create', 'notice.delete']);
    const del = audits.find((a) => a.action === 'notice.delete');
    expect(del?.before).toMatchObject({ title: 'Mock weekend', isActive: false });
    expect(del?.after).toBeNull();
    const chg = audits.find((a) => a.action === 'notice.change');
    expect(chg?.before).toMatchObject({ title: 'Mock test weekend', isActive: true });
    expect(chg?.after).toMatchObject({ title: 'Mock weekend', isActive: false });
  });

  it('refuses faculty (403), a student token (401) and another company’s ids (404)', async () => {
    const a = await fixture();
    const b = await fixture();
    const id = (await create(a.asAdmin, notice())).json().data.id;
    expect((await list(a.asFaculty)).statusCode).toBe(403);
    expect((await create(a.asFaculty, notice())).statusCode).toBe(403);
    expect((await change(a.asFaculty, id, notice())).statusCode).toBe(403);
    expect((await remove(a.asFaculty, id)).statusCode).toBe(403);
    const studentToken = await a.asStudent.c.get(URL, a.asStudent.token);
    expect(studentToken.statusCode).toBe(401);
    expect((await a.asStudent.c.get(URL)).statusCode).toBe(401);
    expect((await change(b.asAdmin, id, notice({ title: 'Stolen' }))).statusCode).toBe(404);
    expect((await remove(b.asAdmin, id)).statusCode).toBe(404);
    expect((await list(b.asAdmin)).json().data.notices).toEqual([]);
    expect((await change(a.asAdmin, 'not-a-uuid', notice())).statusCode).toBe(400);
    expect((await list(a.asAdmin)).json().data.notices[0].title).toBe('Mock test weekend');
  });

  it('refuses bad values with clear messages, NUL bytes and 1 MB strings, and saves nothing', async () => {
    const { asAdmin } = await fixture();
    const cases: [object, string][] = [
      [{ title: '  ' }, NoticesMessages.title],
      [{ type: 'banner' }, NoticesMessages.type],
      [{ image: 'javascript:alert(1)' }, NoticesMessages.image],
      [{ image: '//evil.example/x.png' }, NoticesMessages.image],
      [{ orderNo: -1 }, NoticesMessages.order],
      [{ orderNo: 1e300 }, NoticesMessages.order],
      [{ orderNo: 1.5 }, NoticesMessages.order],
      [{ publishAt: 'tomorrow' }, NoticesMessages.moment],
      [{ publishAt: '1900-01-01T00:00:00Z' }, NoticesMessages.years],
      [{ publishAt: '2026-11-23T09:00:00Z', unpublishAt: '2026-11-23T09:00:00Z' }, NoticesMessages.schedule],
      [{ publishAt: '2026-11-24T09:00:00Z', unpublishAt: '2026-11-23T09:00:00Z' }, NoticesMessages.schedule],
      [{ title: 'x'.repeat(1_000_000) }, 'At most 200 characters'],
      [{ description: 'x'.repeat(1_000_000) }, 'At most 100000 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await create(asAdmin, notice(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await create(asAdmin, notice({ title: 'Bad\u0000title' }))).statusCode).toBe(400);
    expect((await list(asAdmin)).json().data.notices).toEqual([]);
  });
});

describe('concurrent changes', () => {
  it('a change and a delete of one notice at once: one after the other, never a 500', async () => {
    const { company, asAdmin } = await fixture();
    const id = (await create(asAdmin, notice())).json().data.id;
    const [changed, deleted] = await Promise.all([
      change(asAdmin, id, notice({ title: 'Renamed' })),
      remove(asAdmin, id),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(changed.statusCode);
    expect((await list(asAdmin)).json().data.notices).toEqual([]);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entityId, id)))
    ).map((a) => a.action);
    expect(actions).toContain('notice.delete');
    expect(actions.length).toBe(changed.statusCode === 200 ? 3 : 2);
  });
});

describe('what students see of the notices authored', () => {
  it('a new active notice shows on the notice board and the dashboard; a scheduled one only from its moment', async () => {
    const { course, asAdmin, asStudent } = await fixture();
    const board = async () =>
      (await asStudent.c.get('/api/get-notification?type=notice')).json().data as {
        Items: { name: string }[];
        unreadCount: number;
      };
    const dashboard = async () =>
      (
        (await asStudent.c.get(`/api/dashboard?id=${course.id}`)).json().data.notices as { name: string }[]
      ).map((n) => n.name);
    expect((await board()).Items).toEqual([]);
    await create(asAdmin, notice({ title: 'Now' }));
    const later = (
      await create(
        asAdmin,
        notice({ title: 'Later', publishAt: '2026-11-22T10:00:00Z', unpublishAt: '2026-11-22T12:00:00Z' }),
      )
    ).json().data;
    await create(asAdmin, notice({ title: 'Hidden', isActive: false }));
    expect((await board()).Items.map((n) => n.name)).toEqual(['Now']);
    expect((await board()).unreadCount).toBe(1);
    expect(await dashboard()).toEqual(['Now']);
    expect((await asStudent.c.get(`/api/get-notification/${later.id}`)).statusCode).toBe(404);
    const markRead = () =>
      asStudent.c.post('/api/user-actions', { referenceId: later.id, referenceType: 'Notice', isRead: true });
    expect((await markRead()).statusCode).toBe(404);

    t.clock.advance(HOUR); // 10:00, its publish moment
    expect((await markRead()).statusCode).toBe(200);
    expect((await board()).unreadCount).toBe(1);
    expect((await board()).Items.map((n) => n.name).sort()).toEqual(['Later', 'Now']);
    expect((await dashboard()).sort()).toEqual(['Later', 'Now']);
    expect((await asStudent.c.get(`/api/get-notification/${later.id}`)).statusCode).toBe(200);

    t.clock.advance(2 * HOUR); // 12:00: ended
    expect((await board()).Items.map((n) => n.name)).toEqual(['Now']);
    expect(await dashboard()).toEqual(['Now']);
    t.clock.advance(-3 * HOUR);
  });

  it('a notification made inactive leaves the notifications page at once', async () => {
    const { asAdmin, asStudent } = await fixture();
    const page = async () =>
      ((await asStudent.c.get('/api/get-notification')).json().data.Items as { name: string }[]).map(
        (n) => n.name,
      );
    const id = (await create(asAdmin, notice({ type: 'notification', title: 'Results out' }))).json().data.id;
    expect(await page()).toEqual(['Results out']);
    await change(asAdmin, id, notice({ type: 'notification', title: 'Results out', isActive: false }));
    expect(await page()).toEqual([]);
  });
});

describe('the course a notice is for', () => {
  it('saves and lists the course, audits it, and goes back to every course with null', async () => {
    const { company, course, asAdmin } = await fixture();
    const made = await create(asAdmin, notice({ courseId: course.id }));
    expect(made.statusCode).toBe(200);
    const n = made.json().data;
    expect(n).toMatchObject({ courseId: course.id, courseName: 'IELTS Academic' });
    await create(asAdmin, notice({ title: 'Everyone', orderNo: 2 })); // no courseId: every course
    const listed = (await list(asAdmin)).json().data.notices as {
      title: string;
      courseId: string | null;
      courseName: string;
    }[];
    expect(listed.map(({ title, courseId, courseName }) => ({ title, courseId, courseName }))).toEqual([
      { title: 'Mock test weekend', courseId: course.id, courseName: 'IELTS Academic' },
      { title: 'Everyone', courseId: null, courseName: '' },
    ]);

    const back = await change(asAdmin, n.id, notice({ courseId: null }));
    expect(back.json().data).toMatchObject({ courseId: null, courseName: '' });
    const [chg] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, n.id), eq(auditLog.action, 'notice.change')));
    expect(chg?.companyCode).toBe(company.code);
    expect(chg?.before).toMatchObject({ courseId: course.id, courseName: 'IELTS Academic' });
    expect(chg?.after).toMatchObject({ courseId: null, courseName: '' });
  });

  it('refuses another company’s course, an unknown one and no course id with a clear 400, saving nothing', async () => {
    const a = await fixture();
    const b = await fixture();
    const id = (await create(a.asAdmin, notice({ courseId: a.course.id }))).json().data.id;
    const bad = [b.course.id, '3f2a1b0c-0000-4e1f-8a2b-0000000000b1', 'ielts', 42];
    for (const courseId of bad) {
      for (const res of [
        await create(a.asAdmin, notice({ title: 'Foreign', courseId })),
        await change(a.asAdmin, id, notice({ title: 'Foreign', courseId })),
      ]) {
        expect(res.statusCode, String(courseId)).toBe(400);
        expect(res.json().message).toContain(NoticesMessages.course);
      }
    }
    const notices = (await list(a.asAdmin)).json().data.notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Mock test weekend', courseId: a.course.id });
    expect((await list(b.asAdmin)).json().data.notices).toEqual([]);
  });

  it('shows on the notifications of the course’s students only, with that course open', async () => {
    const { company, course, asAdmin, asStudent } = await fixture();
    const other = await createCourse(t, company.code, { courseName: 'PTE Academic' });
    const otherStudent = await createStudent(t, company.code);
    await enrol(t, otherStudent, other.product.id);
    const asOther = await login(t, company.host, otherStudent.email, otherStudent.password);
    await create(asAdmin, notice({ type: 'notification', title: 'IELTS only', courseId: course.id }));
    await create(asAdmin, notice({ type: 'notification', title: 'Everyone' }));
    const seen = async (s: Pick<Session, 'c' | 'token'>, courseId: string) =>
      (
        (await s.c.get(`/api/get-notification?type=notification&courseId=${courseId}`, s.token)).json().data
          .Items as { name: string }[]
      )
        .map((n) => n.name)
        .sort();
    expect(await seen(asStudent, course.id)).toEqual(['Everyone', 'IELTS only']);
    expect(await seen(asOther, other.course.id)).toEqual(['Everyone']);
    // Asking for a course they do not hold shows them nothing more.
    expect(await seen(asOther, course.id)).toEqual(['Everyone']);
  });
});
