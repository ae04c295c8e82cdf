import { ConsoleMessages } from '@portico/contract/console';
import { StaffMessages as S } from '@portico/contract/console-staff';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  lastMessage,
  login,
  useTestApp,
} from '../../../test/harness';
import { auditLog, staff } from '../../db/schema';
import { totpCode } from '../../lib/totp';

/** The admin's staff page (decision 026): invitations, roles and courses, disabling, the two-step switch. */
const t = useTestApp();

async function adminOf() {
  const company = await createCompany(t);
  const admin = await createStaff(t, company.code);
  const s = await staffLogin(t, company.host, admin.email, admin.password);
  return { company, admin, ...s };
}

const auditOf = async (companyCode: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyCode, companyCode), eq(auditLog.action, action)));

describe('inviting staff', () => {
  it('invites a member by mail; they choose a password from the link and sign in', async () => {
    const { company, admin, c, token } = await adminOf();
    const { course } = await createCourse(t, company.code);
    const res = await c.post(
      '/api/console/staff',
      { name: 'Meera Iyer', email: 'Meera@Example.test', role: 'faculty', courseIds: [course.id] },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json().data;
    expect(member).toMatchObject({ email: 'meera@example.test', state: 'invited', totpEnabled: false });
    expect(member.courses).toEqual([{ id: course.id, courseName: course.courseName }]);
    const list = (await c.get('/api/console/staff', token)).json().data;
    expect(list.staff.map((m: { id: string }) => m.id).sort()).toEqual([admin.id, member.id].sort());
    const again = await c.post(
      '/api/console/staff',
      { name: 'X', email: 'meera@example.test', role: 'admin' },
      token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.emailTaken);
    const mail = await lastMessage(t, company.host, 'meera@example.test');
    const token1 = mail?.text.match(/\/console\/password\?token=(\S+)/)?.[1] ?? '';
    // A resend ends the first link.
    const resent = await c.post(`/api/console/staff/${member.id}/resend`, {}, token);
    expect(resent.statusCode, resent.body).toBe(200);
    const token2 =
      (await lastMessage(t, company.host, 'meera@example.test'))?.text.match(/token=(\S+)/)?.[1] ?? '';
    const anon = client(t, company.host);
    expect(
      (await anon.post('/api/console/password/reset', { token: token1, password: 'meera-pw-123' }))
        .statusCode,
    ).toBe(400);
    const info = (await anon.get(`/api/console/password/token?token=${token2}`)).json().data;
    expect(info).toMatchObject({ purpose: 'invite', name: 'Meera Iyer' });
    const set = await anon.post('/api/console/password/reset', { token: token2, password: 'meera-pw-123' });
    expect(set.statusCode, set.body).toBe(200);
    const m = await staffLogin(t, company.host, 'meera@example.test', 'meera-pw-123');
    expect((await m.c.get('/api/console/me', m.token)).json().data.courses).toHaveLength(1);
    const after = (await c.get('/api/console/staff', token)).json().data.staff;
    expect(after.find((x: { id: string }) => x.id === member.id).state).toBe('active');
    // Expiry: an invitation lives 7 days.
    const late = (
      await c.post('/api/console/staff', { name: 'Late', email: 'late@example.test', role: 'faculty' }, token)
    ).json().data;
    const lateToken = (await lastMessage(t, company.host, 'late@example.test'))?.text.match(
      /token=(\S+)/,
    )?.[1];
    t.clock.advance(7 * 86400 + 60);
    expect(
      (await anon.post('/api/console/password/reset', { token: lateToken, password: 'late-pw-1234' }))
        .statusCode,
    ).toBe(400);
    // (The admin's own session may have run out meanwhile.)
    const a = await staffLogin(t, company.host, admin.email, admin.password);
    expect((await a.c.post(`/api/console/staff/${late.id}/resend`, {}, a.token)).statusCode).toBe(200);
    expect((await a.c.post(`/api/console/staff/${member.id}/resend`, {}, a.token)).json().message).toBe(
      S.notInvited,
    );
    expect((await auditOf(company.code, 'staff.invite')).length).toBe(2);
    expect((await auditOf(company.code, 'staff.invite.resend')).length).toBe(2);
    expect((await auditOf(company.code, 'staff.invite.accept')).length).toBe(1);
  });

  it('refuses bad invitations with a clear 4xx', async () => {
    const { c, token } = await adminOf();
    const other = await createCompany(t);
    const { course: foreign } = await createCourse(t, other.code);
    const cases: [object, string][] = [
      [{ name: '', email: 'a@b.test', role: 'faculty' }, S.nameRequired],
      [{ name: 'A', email: 'nope', role: 'faculty' }, S.emailInvalid],
      [{ name: 'A', email: 'a@b.test', role: 'owner' }, 'role'],
      [{ name: 'A', email: 'a@b.test', role: 'faculty', courseIds: [foreign.id] }, S.unknownCourse],
      [{ name: 'A', email: 'a@b.test', role: 'faculty', courseIds: ['x'] }, S.unknownCourse],
      [{ name: 'x'.repeat(1024 * 1024), email: 'a@b.test', role: 'faculty' }, 'at most 120'],
      [{ name: 'A\u0000', email: 'a@b.test', role: 'faculty' }, 'NUL'],
      [{ name: 2 ** 53, email: 'a@b.test', role: 'faculty' }, S.nameRequired],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/console/staff', body, token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('stores a name as text: the list gives it back as typed', async () => {
    const { c, token } = await adminOf();
    const res = await c.post(
      '/api/console/staff',
      { name: '<b>Sam</b>', email: 's@b.test', role: 'admin' },
      token,
    );
    expect(res.json().data.name).toBe('<b>Sam</b>');
  });
});

describe('changing and disabling staff', () => {
  it('changes role and courses, audited before and after', async () => {
    const { company, c, token } = await adminOf();
    const { course: a } = await createCourse(t, company.code);
    const { course: b } = await createCourse(t, company.code);
    const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [a.id] });
    const res = await c.post(
      `/api/console/staff/${faculty.id}`,
      { role: 'faculty', courseIds: [b.id, b.id] },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.courses.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const [entry] = await auditOf(company.code, 'staff.update');
    expect(entry?.before).toMatchObject({ courseIds: [a.id] });
    expect(entry?.after).toMatchObject({ courseIds: [b.id] });
    // Promoted, they work on every course; their courses as faculty are kept, and the form that
    // demotes them again shows and sends them (issue 40: demoting an admin keeps their courses).
    const promoted = await c.post(`/api/console/staff/${faculty.id}`, { role: 'admin' }, token);
    expect(promoted.json().data).toMatchObject({ role: 'admin', courses: [{ id: b.id }] });
    const demoted = await c.post(
      `/api/console/staff/${faculty.id}`,
      { role: 'faculty', courseIds: [b.id] },
      token,
    );
    expect(demoted.json().data).toMatchObject({ role: 'faculty', courses: [{ id: b.id }] });
  });

  it('disables a member: their sessions end at once; enables again', async () => {
    const { company, c, token } = await adminOf();
    const faculty = await createStaff(t, company.code, { role: 'faculty' });
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    const res = await c.post(`/api/console/staff/${faculty.id}/disable`, {}, token);
    expect(res.json().data.state).toBe('disabled');
    expect((await f.c.get('/api/console/me', f.token)).statusCode).toBe(401);
    await c.post(`/api/console/staff/${faculty.id}/enable`, {}, token);
    // The old session stays ended; a new sign-in works.
    expect((await f.c.get('/api/console/me', f.token)).statusCode).toBe(401);
    await staffLogin(t, company.host, faculty.email, faculty.password);
    expect((await auditOf(company.code, 'staff.disable'))[0]?.after).toMatchObject({ disabled: true });
    expect((await auditOf(company.code, 'staff.enable'))[0]?.after).toMatchObject({ disabled: false });
  });

  it('never disables oneself nor leaves the company without an admin', async () => {
    const { company, admin, c, token } = await adminOf();
    const self = await c.post(`/api/console/staff/${admin.id}/disable`, {}, token);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(S.notYourself);
    const demote = await c.post(`/api/console/staff/${admin.id}`, { role: 'faculty' }, token);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(S.lastAdmin);
    // Two admins disabling each other at once: one of them stays.
    const other = await createStaff(t, company.code);
    const o = await staffLogin(t, company.host, other.email, other.password);
    const results = await Promise.all([
      c.post(`/api/console/staff/${other.id}/disable`, {}, token),
      o.c.post(`/api/console/staff/${admin.id}/disable`, {}, o.token),
    ]);
    // The loser is refused as the last admin (409), or, when the winner's act was in before its
    // request was let in, its own session has already ended (401). Either way one admin stays.
    const [won, lost] = results.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const admins = await t.database.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.companyCode, company.code), eq(staff.role, 'admin'), isNull(staff.disabledAt)));
    expect(admins).toHaveLength(1);
  });
});

describe('who may use the staff page', () => {
  it('refuses faculty on every admin route, students, and ids of another company', async () => {
    const { company, c, token } = await adminOf();
    const faculty = await createStaff(t, company.code, { role: 'faculty' });
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    const other = await createCompany(t);
    const stranger = await createStaff(t, other.code, { role: 'faculty' });
    const calls: [string, object | undefined][] = [
      ['/api/console/staff', undefined],
      ['/api/console/staff', { name: 'A', email: 'a@b.test', role: 'admin' }],
      [`/api/console/staff/${faculty.id}`, { role: 'admin' }],
      [`/api/console/staff/${faculty.id}/disable`, {}],
      [`/api/console/staff/${faculty.id}/enable`, {}],
      [`/api/console/staff/${faculty.id}/resend`, {}],
      ['/api/console/staff/require-totp', { required: false }],
    ];
    for (const [url, body] of calls) {
      const res = body ? await f.c.post(url, body, f.token) : await f.c.get(url, f.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(ConsoleMessages.adminOnly);
    }
    for (const action of ['disable', 'enable', 'resend']) {
      const res = await c.post(`/api/console/staff/${stranger.id}/${action}`, {}, token);
      expect(res.statusCode, action).toBe(404);
    }
    expect((await c.post(`/api/console/staff/${stranger.id}`, { role: 'admin' }, token)).statusCode).toBe(
      404,
    );
    expect((await c.post('/api/console/staff/not-a-uuid/disable', {}, token)).statusCode).toBe(400);
    const student = await createStudent(t, company.code);
    const s = await login(t, company.host, student.email, student.password);
    expect((await s.c.get('/api/console/staff', s.token)).statusCode).toBe(401);
  });
});

describe('the two-step switch', () => {
  it('is refused unless the admin uses TOTP, then holds admins without it', async () => {
    const { company, c, token } = await adminOf();
    const refused = await c.post('/api/console/staff/require-totp', { required: true }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(S.switchNeedsTotp);
    const { secret } = (await c.post('/api/console/account/totp/setup', {}, token)).json().data;
    await c.post('/api/console/account/totp/enable', { code: totpCode(secret, t.clock.now()) }, token);
    const on = await c.post('/api/console/staff/require-totp', { required: true }, token);
    expect(on.statusCode, on.body).toBe(200);
    expect((await c.get('/api/console/staff', token)).json().data.requireAdminTotp).toBe(true);
    const [entry] = await auditOf(company.code, 'company.require_admin_totp');
    expect(entry).toMatchObject({ before: { requireAdminTotp: false }, after: { requireAdminTotp: true } });
    const second = await createStaff(t, company.code);
    const s = await staffLogin(t, company.host, second.email, second.password);
    expect((await s.c.get('/api/console/staff', s.token)).statusCode).toBe(403);
  });
});
