import { SupportQueueMessages } from '@portico/contract/console';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog, staff, supportTickets } from '../../db/schema';
import { turnaroundOf } from './queue-common';
import { replyHtml } from './support-queue.service';

/**
 * The console's support queue (decisions 028 and 035, CONSOLE.md 'Remarks and support'): oldest first with age,
 * due time and owner; faculty work on their courses' tickets only; a reply is what the student reads
 * on /support; every change is in the audit log; turnaround over 30 days.
 */
const t = useTestApp();
const HOUR = 3600;

async function fixture() {
  const company = await createCompany(t);
  const { course: a } = await createCourse(t, company.code);
  const { course: b } = await createCourse(t, company.code);
  const student = await createStudent(t, company.code);
  const now = t.clock.now().getTime();
  const ticket = async (subject: string, hoursAgo: number, courseId: string | null) => {
    const [row] = await t.database.db
      .insert(supportTickets)
      .values({
        companyCode: company.code,
        studentId: student.id,
        courseId,
        subject,
        supportType: 'query',
        description: `About ${subject}`,
        createdAt: new Date(now - hoursAgo * HOUR * 1000),
      })
      .returning();
    if (!row) throw new Error('ticket not created');
    return row.id;
  };
  const ids = {
    old: await ticket('Old question', 30, a.id),
    fresh: await ticket('Fresh question', 2, a.id),
    otherCourse: await ticket('Course B question', 10, b.id),
    general: await ticket('General question', 5, null),
  };
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [a.id] });
  const asAdmin = await staffLogin(t, company.host, admin.email, admin.password);
  const asFaculty = await staffLogin(t, company.host, faculty.email, faculty.password);
  return { company, a, b, student, ids, admin, faculty, asAdmin, asFaculty };
}

const queue = async (s: { c: ReturnType<typeof client>; token: string }, status = 'open') => {
  const res = await s.c.get(`/api/console/support?status=${status}`, s.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the support queue', () => {
  it('lists open tickets oldest first with due time and overdue marked; faculty see their courses only', async () => {
    const f = await fixture();
    const all = await queue(f.asAdmin);
    expect(all.tickets.map((x: { subject: string }) => x.subject)).toEqual([
      'Old question',
      'Course B question',
      'General question',
      'Fresh question',
    ]);
    expect(all.tickets[0]).toMatchObject({
      overdue: true,
      status: 'Open',
      assignee: null,
      courseName: f.a.courseName,
    });
    expect(all.tickets[3].overdue).toBe(false);
    expect(Date.parse(all.tickets[3].dueAt) - Date.parse(all.tickets[3].createdAt)).toBe(24 * HOUR * 1000);
    expect(all.staff.map((m: { id: string }) => m.id).sort()).toEqual([f.admin.id, f.faculty.id].sort());
    // A member still invited (no password chosen) or disabled is not offered as an owner, nor accepted.
    const invited = await createStaff(t, f.company.code, { role: 'faculty' });
    const disabled = await createStaff(t, f.company.code, { role: 'faculty' });
    await t.database.db.update(staff).set({ invitedAt: t.clock.now() }).where(eq(staff.id, invited.id));
    await t.database.db.update(staff).set({ disabledAt: t.clock.now() }).where(eq(staff.id, disabled.id));
    const offered = (await queue(f.asAdmin)).staff.map((m: { id: string }) => m.id);
    expect(offered).not.toContain(invited.id);
    expect(offered).not.toContain(disabled.id);
    const toInvited = await f.asAdmin.c.post(
      `/api/console/support/${f.ids.old}/assign`,
      { staffId: invited.id },
      f.asAdmin.token,
    );
    expect(toInvited.statusCode).toBe(404);
    const mine = await queue(f.asFaculty);
    expect(mine.tickets.map((x: { subject: string }) => x.subject)).toEqual([
      'Old question',
      'Fresh question',
    ]);
  });

  it('sends a reply the student reads on /support, and records it', async () => {
    const f = await fixture();
    const res = await f.asFaculty.c.post(
      `/api/console/support/${f.ids.old}/reply`,
      { response: 'Use headphones.\n\nAnd <b>check</b> the volume.' },
      f.asFaculty.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SupportQueueMessages.replied);
    expect(res.json().data).toMatchObject({
      status: 'Answered',
      assignee: { id: f.faculty.id },
      adminResponse: '<p>Use headphones.</p><p>And &lt;b&gt;check&lt;/b&gt; the volume.</p>',
    });
    const { c } = await login(t, f.company.host, f.student.email, f.student.password);
    const seen = (await c.get('/api/support')).json().data.find((x: { id: string }) => x.id === f.ids.old);
    expect(seen).toMatchObject({ supportStatus: 'Answered', adminResponse: res.json().data.adminResponse });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.ids.old), eq(auditLog.action, 'support.reply')));
    expect(entry).toMatchObject({ staffId: f.faculty.id, entity: 'support_ticket' });
    expect(entry?.before).toMatchObject({ status: 'Open', adminResponse: null });
    expect(entry?.after).toMatchObject({ status: 'Answered' });
    // Answered leaves the open queue; the turnaround counts it (30 hours to the first answer).
    const open = await queue(f.asAdmin);
    expect(open.tickets.map((x: { id: string }) => x.id)).not.toContain(f.ids.old);
    expect(open.turnaround).toEqual({ count: 1, medianHours: 30, p90Hours: 30 });
    expect(open.byStaff).toEqual([
      { staffId: f.faculty.id, name: f.faculty.name, count: 1, medianHours: 30, p90Hours: 30 },
    ]);
    expect((await queue(f.asAdmin, 'answered')).tickets.map((x: { id: string }) => x.id)).toEqual([
      f.ids.old,
    ]);
  });

  it('keeps every reply: a second one joins the thread the student reads, oldest first', async () => {
    const f = await fixture();
    const send = (s: typeof f.asAdmin, text: string) =>
      s.c.post(`/api/console/support/${f.ids.old}/reply`, { response: text }, s.token);
    const first = await send(f.asFaculty, 'Use headphones.');
    expect(first.statusCode, first.body).toBe(200);
    const firstAt = t.clock.now().toISOString();
    t.clock.advance(HOUR);
    const second = await send(f.asAdmin, 'Also check <the> volume.');
    expect(second.statusCode, second.body).toBe(200);
    const latest = '<p>Also check &lt;the&gt; volume.</p>';
    expect(second.json().data).toMatchObject({
      status: 'Answered',
      // The first answer stays the ticket's turnaround; the compatible field reads the latest one.
      answeredAt: firstAt,
      adminResponse: latest,
    });
    expect(
      second
        .json()
        .data.replies.map((r: { author: string; staffName: string; message: string; createdAt: string }) => [
          r.author,
          r.staffName,
          r.message,
          r.createdAt,
        ]),
    ).toEqual([
      ['staff', f.faculty.name, '<p>Use headphones.</p>', firstAt],
      ['staff', f.admin.name, latest, t.clock.now().toISOString()],
    ]);

    const { c } = await login(t, f.company.host, f.student.email, f.student.password);
    const seen = (await c.get('/api/support')).json().data.find((x: { id: string }) => x.id === f.ids.old);
    expect(seen.adminResponse).toBe(latest);
    expect(
      seen.replies.map((r: { author: string; message: string; createdDateTime: string }) => [
        r.author,
        r.message,
        r.createdDateTime,
      ]),
    ).toEqual([
      ['staff', '<p>Use headphones.</p>', firstAt],
      ['staff', latest, t.clock.now().toISOString()],
    ]);
    // Staff names stay in the console: the student reads replies from the institute.
    expect(JSON.stringify(seen)).not.toContain(f.faculty.name);
    // The turnaround counts the first answer only: 30 hours, by the faculty member.
    const all = await queue(f.asAdmin, 'all');
    expect(all.turnaround).toEqual({ count: 1, medianHours: 30, p90Hours: 30 });
    expect(all.byStaff.map((m: { staffId: string }) => m.staffId)).toEqual([f.faculty.id]);
  });

  it("keeps faculty to their courses' tickets and to taking tickets themselves", async () => {
    const f = await fixture();
    for (const id of [f.ids.otherCourse, f.ids.general]) {
      const res = await f.asFaculty.c.post(
        `/api/console/support/${id}/reply`,
        { response: 'x' },
        f.asFaculty.token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SupportQueueMessages.notYourCourse);
    }
    const others = await f.asFaculty.c.post(
      `/api/console/support/${f.ids.old}/assign`,
      { staffId: f.admin.id },
      f.asFaculty.token,
    );
    expect(others.statusCode).toBe(403);
    const take = await f.asFaculty.c.post(
      `/api/console/support/${f.ids.old}/assign`,
      { staffId: f.faculty.id },
      f.asFaculty.token,
    );
    expect(take.json().data.assignee).toEqual({ id: f.faculty.id, name: f.faculty.name });
    const give = await f.asAdmin.c.post(
      `/api/console/support/${f.ids.general}/assign`,
      { staffId: f.faculty.id },
      f.asAdmin.token,
    );
    expect(give.statusCode).toBe(200);
    const closed = await f.asAdmin.c.post(
      `/api/console/support/${f.ids.general}/status`,
      { status: 'Closed' },
      f.asAdmin.token,
    );
    expect(closed.json().data.status).toBe('Closed');
  });

  it("never reaches another company's tickets, nor takes a student's token", async () => {
    const f = await fixture();
    const g = await fixture();
    const res = await f.asAdmin.c.post(
      `/api/console/support/${g.ids.old}/reply`,
      { response: 'x' },
      f.asAdmin.token,
    );
    expect(res.statusCode).toBe(404);
    const unknownStaff = await f.asAdmin.c.post(
      `/api/console/support/${f.ids.old}/assign`,
      { staffId: g.admin.id },
      f.asAdmin.token,
    );
    expect(unknownStaff.statusCode).toBe(404);
    const { token } = await login(t, f.company.host, f.student.email, f.student.password);
    expect((await client(t, f.company.host).get('/api/console/support', token)).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message', async () => {
    const f = await fixture();
    const post = (id: string, body: object) =>
      f.asAdmin.c.post(`/api/console/support/${id}/reply`, body, f.asAdmin.token);
    expect((await post(f.ids.old, { response: '   ' })).json().message).toContain('Please write a reply');
    expect((await post(f.ids.old, { response: 'x'.repeat(1024 * 1024) })).statusCode).toBe(400);
    expect((await post(f.ids.old, { response: 'a\u0000' })).statusCode).toBe(400);
    expect((await post('not-a-uuid', { response: 'x' })).statusCode).toBe(400);
    expect((await post(f.ids.old, { response: 'x', status: 'Open' })).statusCode).toBe(400);
    expect((await f.asAdmin.c.get('/api/console/support?status=pending', f.asAdmin.token)).statusCode).toBe(
      400,
    );
  });

  it('answers two replies at once: both kept in the log, the first answer time once', async () => {
    const f = await fixture();
    const send = (s: typeof f.asAdmin, text: string) =>
      s.c.post(`/api/console/support/${f.ids.fresh}/reply`, { response: text }, s.token);
    const [one, two] = await Promise.all([send(f.asAdmin, 'One'), send(f.asFaculty, 'Two')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.ids.fresh));
    expect(entries).toHaveLength(2);
    const answeredBy = entries.map((e) => (e.before as { answeredAt: string | null }).answeredAt);
    expect(answeredBy.filter((x) => x === null)).toHaveLength(1);
    // Neither replaced the other: both are in the thread.
    const [ticket] = (await queue(f.asAdmin, 'all')).tickets.filter(
      (x: { id: string }) => x.id === f.ids.fresh,
    );
    expect(ticket.replies.map((r: { message: string }) => r.message).sort()).toEqual([
      '<p>One</p>',
      '<p>Two</p>',
    ]);
  });
});

describe('turnaround and replies', () => {
  it('median and 90th percentile by linear interpolation between the closest ranks', () => {
    expect(turnaroundOf([])).toEqual({ count: 0, medianHours: null, p90Hours: null });
    expect(turnaroundOf([7.25])).toEqual({ count: 1, medianHours: 7.3, p90Hours: 7.3 });
    // Sorted 1..10, n = 10. Median at (10 - 1) * 0.5 = 4.5: 5 + 0.5 * (6 - 5) = 5.5.
    // 90th at (10 - 1) * 0.9 = 8.1: 9 + 0.1 * (10 - 9) = 9.1.
    expect(turnaroundOf([5, 1, 3, 2, 4, 6, 7, 8, 9, 10])).toEqual({
      count: 10,
      medianHours: 5.5,
      p90Hours: 9.1,
    });
    // Odd count: the middle value itself. 1, 2, 40, n = 3: median at 1 = 2; 90th at 1.8: 2 + 0.8 * 38 = 32.4.
    expect(turnaroundOf([40, 1, 2])).toEqual({ count: 3, medianHours: 2, p90Hours: 32.4 });
  });
  it('gives an even count the mean of its two middle values as the median', () => {
    // 0.3, 9, 20, 44 h, n = 4. Median at (4 - 1) * 0.5 = 1.5: 9 + 0.5 * (20 - 9) = 14.5 (not 9).
    // 90th at (4 - 1) * 0.9 = 2.7: 20 + 0.7 * (44 - 20) = 36.8.
    expect(turnaroundOf([44, 0.3, 20, 9])).toEqual({ count: 4, medianHours: 14.5, p90Hours: 36.8 });
    expect(turnaroundOf([2, 3])).toMatchObject({ medianHours: 2.5 });
  });
  it('escapes a reply and keeps its paragraphs and lines', () => {
    expect(replyHtml('a\r\nb\n\n\n<c>')).toBe('<p>a<br>b</p><p>&lt;c&gt;</p>');
  });
});
