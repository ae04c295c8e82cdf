import { AuditMessages, ConsoleMessages } from '@portico/contract/console';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import { client, createCompany, createCourse, createStudent, login, useTestApp } from '../../../test/harness';
import { auditLog, staff } from '../../db/schema';

/**
 * Console sign-in (decision 026, CONSOLE.md 'Who'): staff sessions are their own; a staff token is
 * refused by student routes and a student's by the console; each company's staff only on its host;
 * every sign-in and sign-out is in the audit log, which only admins read.
 */
const t = useTestApp();

describe('console sign-in', () => {
  it('signs an admin in with a cookie only the console receives, and shows every course', async () => {
    const company = await createCompany(t);
    const { course: a } = await createCourse(t, company.code);
    const { course: b } = await createCourse(t, company.code);
    const admin = await createStaff(t, company.code);
    const { c, token, cookie } = await staffLogin(t, company.host, admin.email, admin.password);
    expect(String(cookie)).toMatch(/portico_staff_session=[^;]+;.*Path=\/api\/console/);
    expect(String(cookie)).toMatch(/HttpOnly/);
    const me = await c.get('/api/console/me', token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ id: admin.id, role: 'admin', companyCode: company.code });
    expect(
      me
        .json()
        .data.courses.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('shows faculty only the courses assigned to them', async () => {
    const company = await createCompany(t);
    const { course: mine } = await createCourse(t, company.code);
    await createCourse(t, company.code);
    const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [mine.id] });
    const { c, token } = await staffLogin(t, company.host, faculty.email, faculty.password);
    const me = (await c.get('/api/console/me', token)).json().data;
    expect(me.role).toBe('faculty');
    expect(me.courses).toEqual([{ id: mine.id, courseName: mine.courseName }]);
  });

  it('refuses a wrong password and an unknown email alike, and a disabled member', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const c = client(t, company.host);
    const wrong = await c.post('/api/console/login', { email: member.email, password: 'not-it-at-all' });
    const unknown = await c.post('/api/console/login', {
      email: 'nobody@example.test',
      password: 'whatever1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ConsoleMessages.badCredentials);
    }
    const session = await staffLogin(t, company.host, member.email, member.password);
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
    const again = await c.post('/api/console/login', { email: member.email, password: member.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ConsoleMessages.disabled);
    // The session they had ends with them.
    expect((await session.c.get('/api/console/me', session.token)).statusCode).toBe(401);
  });

  it('keeps staff and student sessions apart, both ways', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const staffSession = await staffLogin(t, company.host, member.email, member.password);
    const student = await createStudent(t, company.code);
    const studentSession = await login(t, company.host, student.email, student.password);
    // A staff token on student routes.
    for (const url of ['/api/getprofile', '/api/dashboard', '/api/user-actions?referenceIds=x']) {
      const res = await client(t, company.host).get(url, staffSession.token);
      expect(res.statusCode, url).toBe(401);
    }
    // A student token (header or cookie) on console routes.
    expect((await client(t, company.host).get('/api/console/me', studentSession.token)).statusCode).toBe(401);
    expect((await studentSession.c.get('/api/console/me')).statusCode).toBe(401);
    // A student's email and password do not open the console.
    const asStaff = await client(t, company.host).post('/api/console/login', {
      email: student.email,
      password: student.password,
    });
    expect(asStaff.statusCode).toBe(401);
  });

  it("keeps each company's staff on its own host", async () => {
    const one = await createCompany(t);
    const two = await createCompany(t);
    const member = await createStaff(t, one.code);
    const { token } = await staffLogin(t, one.host, member.email, member.password);
    expect((await client(t, two.host).get('/api/console/me', token)).statusCode).toBe(401);
    const elsewhere = await client(t, two.host).post('/api/console/login', {
      email: member.email,
      password: member.password,
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('signs out: the token no longer works', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const { c, token } = await staffLogin(t, company.host, member.email, member.password);
    const out = await c.post('/api/console/logout', {}, token);
    expect(out.statusCode).toBe(200);
    expect((await c.get('/api/console/me', token)).statusCode).toBe(401);
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const company = await createCompany(t);
    const c = client(t, company.host);
    const cases: [object, string][] = [
      [{ email: '', password: 'x' }, ConsoleMessages.emailRequired],
      [{ email: 'a@b.c', password: '' }, ConsoleMessages.passwordRequired],
      [{ email: 'a\u0000@b.c', password: 'x' }, 'NUL'],
      [{ email: 'x'.repeat(1024 * 1024), password: 'x' }, 'email'],
      [{ email: 2 ** 31, password: 'x' }, 'email'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/console/login', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('stops guessing after ten wrong passwords from one address', async () => {
    const company = await createCompany(t);
    const member = await createStaff(t, company.code);
    const c = client(t, company.host);
    for (let i = 0; i < 10; i++) {
      expect(
        (await c.post('/api/console/login', { email: member.email, password: `guess-${i}` })).statusCode,
      ).toBe(401);
    }
    const refused = await c.post('/api/console/login', { email: member.email, password: member.password });
    expect(refused.statusCode).toBe(429);
  });
});

describe('the audit log', () => {
  it('records sign-in and sign-out, readable by admins of the company only', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const { course } = await createCourse(t, company.code);
    const admin = await createStaff(t, company.code);
    const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    await f.c.post('/api/console/logout', {}, f.token);
    const otherAdmin = await createStaff(t, other.code);
    await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    const a = await staffLogin(t, company.host, admin.email, admin.password);
    const log = await a.c.get('/api/console/audit', a.token);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().data as { action: string; staffName: string; entityId: string }[];
    expect(entries.map((e) => e.action)).toEqual(['staff.login', 'staff.logout', 'staff.login']);
    expect(entries.map((e) => e.entityId)).toEqual([admin.id, faculty.id, faculty.id]);
    expect(JSON.stringify(entries)).not.toContain(otherAdmin.id);
    const g = await staffLogin(t, company.host, faculty.email, faculty.password);
    const refused = await g.c.get('/api/console/audit', g.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ConsoleMessages.adminOnly);
  });

  it('filters by staff member, act and dates, names who acted and on what, and never shows another company', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const { product } = await createCourse(t, company.code);
    const student = await createStudent(t, company.code, { name: 'Meera Sharma' });
    const admin = await createStaff(t, company.code);
    const faculty = await createStaff(t, company.code, { role: 'faculty' });
    const otherAdmin = await createStaff(t, other.code);
    const f = await staffLogin(t, company.host, faculty.email, faculty.password);
    await f.c.post('/api/console/logout', {}, f.token);
    const theirs = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    const a = await staffLogin(t, company.host, admin.email, admin.password);
    const granted = await a.c.post(
      `/api/console/students/${student.id}/enrolments`,
      {
        productId: product.id,
        startsAt: '2026-11-22T00:00:00Z',
        expiresAt: '2026-12-22T00:00:00Z',
        extraTimePercent: 0,
      },
      a.token,
    );
    expect(granted.statusCode, granted.body).toBe(200);
    // Three entries of known days, one a day (sign-ins are dated by the database's clock).
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    for (const [at, staffId] of [
      ['2026-10-01', faculty.id],
      ['2026-10-02', admin.id],
      ['2026-10-03', faculty.id],
    ] as const) {
      await t.database.db.insert(auditLog).values({
        companyCode: company.code,
        staffId,
        action: 'notice.create',
        entity: 'notice',
        at: day(at),
      });
    }
    type Entry = {
      staffId: string | null;
      staffName: string | null;
      action: string;
      entityName: string | null;
      at: string;
    };
    const audit = async (query: string, session = a) => {
      const res = await session.c.get(`/api/console/audit${query}`, session.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Entry[];
    };

    // Names, not ids: who acted, and the record's name where it has one.
    const all = await audit('');
    const grant = all.find((e) => e.action === 'enrolment.grant');
    expect(grant).toMatchObject({ staffId: admin.id, staffName: admin.name, entityName: 'Meera Sharma' });
    expect(all.find((e) => e.action === 'staff.logout')).toMatchObject({ entityName: faculty.name });
    expect(all.filter((e) => e.action === 'notice.create').map((e) => e.entityName)).toEqual([
      null,
      null,
      null,
    ]);

    // By person, by act, by dates: each narrows in the database, and they combine.
    const byFaculty = await audit(`?staffId=${faculty.id}`);
    expect(new Set(byFaculty.map((e) => e.staffId))).toEqual(new Set([faculty.id]));
    expect(byFaculty.map((e) => e.action).sort()).toEqual(
      ['notice.create', 'notice.create', 'staff.login', 'staff.logout'].sort(),
    );
    expect((await audit('?action=staff.logout')).map((e) => e.staffId)).toEqual([faculty.id]);
    const october = await audit('?from=2026-10-02T00:00:00%2B05:30&to=2026-10-03T23:59:59.999%2B05:30');
    expect(october.map((e) => e.at)).toEqual([
      day('2026-10-03').toISOString(),
      day('2026-10-02').toISOString(),
    ]);
    const both = await audit(`?staffId=${faculty.id}&action=notice.create&to=2026-10-02T00:00:00Z`);
    expect(both.map((e) => e.at)).toEqual([day('2026-10-01').toISOString()]);
    expect(await audit('?limit=2')).toHaveLength(2);

    // Another company's entries: never, not even asked for by its member's id.
    expect(await audit(`?staffId=${otherAdmin.id}`)).toEqual([]);
    expect(JSON.stringify(all)).not.toContain(otherAdmin.id);
    expect((await audit('', theirs)).map((e) => e.staffId)).toEqual([otherAdmin.id]);
  });

  it('refuses a malformed filter with a clear message, never a 500', async () => {
    const company = await createCompany(t);
    const admin = await createStaff(t, company.code);
    const a = await staffLogin(t, company.host, admin.email, admin.password);
    const cases: [string, string][] = [
      ['staffId=someone', `staffId: ${AuditMessages.staff}`],
      ['action=DROP%20TABLE', `action: ${AuditMessages.action}`],
      [`action=${'a'.repeat(65)}`, `action: ${AuditMessages.action}`],
      ['action=staff.login&action=staff.logout', `action: ${AuditMessages.action}`],
      ['from=yesterday', 'from: Give a date and time in ISO 8601 form'],
      ['to=2999-01-01T00:00:00Z', 'to: Give a date between the years 2000 and 2100'],
      ['from=2026-10-02T00:00:00Z&to=2026-10-01T00:00:00Z', `to: ${AuditMessages.range}`],
      ['limit=0', 'limit'],
      ['limit=many', 'limit'],
    ];
    for (const [query, message] of cases) {
      const res = await a.c.get(`/api/console/audit?${query}`, a.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});
