import { StudentsMessages } from '@portico/contract/console-students';
import { CourseAccessMessages } from '@portico/contract/courses';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  createCompany,
  createCourse,
  createStudent,
  enrol,
  lastMessage,
  login,
  useTestApp,
} from '../../../test/harness';
import { auditLog, enrolments } from '../../db/schema';

/**
 * Students in the console (decision 027, CONSOLE.md Authoring): search, profiles, enrolments granted,
 * changed or revoked with their dates and extra time (the student's access follows at once), a reset
 * link mailed; admins only, one company only, each change audited.
 */
const t = useTestApp({ DEV_TOOLS: 'true' });

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, { courseName: 'IELTS Academic' });
  const student = await createStudent(t, company.code, {
    name: 'Meera 100%_Sharma',
    mobileNumber: '9876543210',
  });
  const other = await createStudent(t, company.code, { name: 'Ravi Kumar' });
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    product,
    student,
    other,
    admin,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const get = (s: Session, url: string) => s.c.get(`/api/console/students${url}`, s.token);
const post = (s: Session, url: string, body: object = {}) =>
  s.c.post(`/api/console/students${url}`, body, s.token);
/** The products the student holds now (their own page of purchases). */
const heldProducts = async (host: string, email: string, password: string) => {
  const { c } = await login(t, host, email, password);
  return ((await c.get('/api/user-products')).json().data as { productId: string }[]).map((p) => p.productId);
};

describe('students in the console', () => {
  it('searches by name, email or mobile, taking % and _ literally, newest first, a page at a time', async () => {
    const { student, other, product, asAdmin } = await fixture();
    const byName = (await get(asAdmin, '?q=100%25_')).json().data;
    expect(byName.students.map((s: { id: string }) => s.id)).toEqual([student.id]);
    const byMobile = (await get(asAdmin, '?q=98765')).json().data;
    expect(byMobile.students[0]).toMatchObject({ id: student.id, mobile: '9876543210', activeEnrolments: 0 });
    await enrol(t, student, product.id);
    const held = (await get(asAdmin, '?q=98765')).json().data;
    expect(held.students[0]).toMatchObject({ id: student.id, activeEnrolments: 1 });
    const byEmail = (await get(asAdmin, `?q=${encodeURIComponent(other.email.toUpperCase())}`)).json().data;
    expect(byEmail.students.map((s: { id: string }) => s.id)).toEqual([other.id]);
    const all = (await get(asAdmin, '')).json().data;
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect((await get(asAdmin, '?page=2')).json().data.students).toEqual([]);
    expect((await get(asAdmin, '?page=99999999999')).statusCode).toBe(400);
    expect((await get(asAdmin, `?q=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('grants an enrolment with dates and extra time, changes it and revokes it; the student follows at once', async () => {
    const { company, product, student, admin, asAdmin } = await fixture();
    expect(await heldProducts(company.host, student.email, student.password)).toEqual([]);

    const granted = await post(asAdmin, `/${student.id}/enrolments`, {
      productId: product.id,
      startsAt: '2026-11-01T00:00:00+05:30',
      expiresAt: '2027-02-28T23:59:59.999+05:30',
      extraTimePercent: 25,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [e] = granted.json().data.enrolments;
    expect(e).toMatchObject({
      productId: product.id,
      courses: ['IELTS Academic'],
      source: 'staff',
      startsAt: '2026-10-31T18:30:00.000Z',
      expiresAt: '2027-02-28T18:29:59.999Z',
      extraTimePercent: 25,
      state: 'active',
      revokedAt: null,
    });
    expect(await heldProducts(company.host, student.email, student.password)).toEqual([product.id]);

    const changed = await post(asAdmin, `/${student.id}/enrolments/${e.id}`, {
      expiresAt: '2027-03-31T18:29:59.999Z',
      extraTimePercent: 50,
    });
    expect(changed.json().data.enrolments[0]).toMatchObject({
      expiresAt: '2027-03-31T18:29:59.999Z',
      extraTimePercent: 50,
    });

    const revoked = await post(asAdmin, `/${student.id}/enrolments/${e.id}/revoke`);
    expect(revoked.json()).toMatchObject({ message: StudentsMessages.revoked });
    expect(revoked.json().data.enrolments[0]).toMatchObject({
      state: 'revoked',
      revokedAt: t.clock.now().toISOString(),
    });
    expect(await heldProducts(company.host, student.email, student.password)).toEqual([]);
    const again = await post(asAdmin, `/${student.id}/enrolments/${e.id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(
      (
        await post(asAdmin, `/${student.id}/enrolments/${e.id}`, {
          expiresAt: '2027-05-01T00:00:00Z',
          extraTimePercent: 0,
        })
      ).statusCode,
    ).toBe(409);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.entity, 'enrolment')));
    expect(entries.map((x) => x.action).sort()).toEqual([
      'enrolment.change',
      'enrolment.grant',
      'enrolment.revoke',
    ]);
    expect(entries.every((x) => x.staffId === admin.id)).toBe(true);
    const change = entries.find((x) => x.action === 'enrolment.change');
    expect(change?.before).toMatchObject({ extraTimePercent: 25 });
    expect(change?.after).toMatchObject({ extraTimePercent: 50 });
  });

  it('a revoked course leaves My Courses and says revoked, not expired, where the student opens it', async () => {
    const f = await assessmentFixture(t);
    const { course: lapsed, product: lapsedPack } = await createCourse(t, f.company.code);
    await enrol(t, f.student, lapsedPack.id, 1);
    t.clock.advance(2 * 86_400);
    const admin = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, admin.email, admin.password);
    const [held] = (await get(asAdmin, `/${f.student.id}`))
      .json()
      .data.enrolments.filter((e: { productId: string }) => e.productId === f.productId);
    expect((await post(asAdmin, `/${f.student.id}/enrolments/${held.id}/revoke`)).statusCode).toBe(200);
    const revokedAt = t.clock.now().toISOString();
    // The console tells the revoked enrolment from the one that ran out.
    const states = (await get(asAdmin, `/${f.student.id}`))
      .json()
      .data.enrolments.map((e: { productId: string; state: string }) => [e.productId, e.state]);
    expect(Object.fromEntries(states)).toEqual({ [f.productId]: 'revoked', [lapsedPack.id]: 'expired' });

    // My Courses keeps the course that ran out, not the revoked one.
    const groups = (await f.c.get('/api/course')).json().data as { course: { id: string }[] }[];
    expect(groups.flatMap((g) => g.course.map((c) => c.id))).toEqual([lapsed.id]);
    // Profile: each product says how it ended.
    const products = (await f.c.get('/api/getproducts')).json().data;
    expect(products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: f.productId, expired: true, revokedAt }),
        expect.objectContaining({ id: lapsedPack.id, expired: true, revokedAt: null }),
      ]),
    );
    // The course's pages and a launch say it was revoked; the course that ran out says it expired.
    const dashboard = async (id: string) =>
      (await f.c.get(`/api/dashboard?id=${id}`)).json().data.productDetails;
    expect(await dashboard(f.courseId)).toMatchObject({ isProductAccess: false, isRevoked: true });
    expect(await dashboard(lapsed.id)).toMatchObject({ isProductAccess: false, isRevoked: false });
    const tree = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    expect(tree.json()).toMatchObject({ isProductAccess: false, isRevoked: true });
    const launch = await f.c.post('/api/assessment/generate-token', {
      groupId: f.objects.practice,
      testId: f.testId,
      courseId: f.courseId,
    });
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toBe(CourseAccessMessages.revoked);

    // Granted again: the course is back, open, and no longer revoked.
    const again = await post(asAdmin, `/${f.student.id}/enrolments`, {
      productId: f.productId,
      startsAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      extraTimePercent: 0,
    });
    expect(again.statusCode, again.body).toBe(200);
    const back = (await f.c.get('/api/course')).json().data as { course: { id: string }[] }[];
    expect(back.flatMap((g) => g.course.map((c) => c.id)).sort()).toEqual([f.courseId, lapsed.id].sort());
    expect(await dashboard(f.courseId)).toMatchObject({ isProductAccess: true, isRevoked: false });
    const reopened = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
    expect(reopened.json()).toMatchObject({ isProductAccess: true, isRevoked: false });
  });

  it('an enrolment revoked before it began gives no access, whatever its dates', async () => {
    const f = await assessmentFixture(t);
    const admin = await createStaff(t, f.company.code);
    const asAdmin = await staffLogin(t, f.company.host, admin.email, admin.password);
    const [held] = (await get(asAdmin, `/${f.student.id}`)).json().data.enrolments;
    expect((await post(asAdmin, `/${f.student.id}/enrolments/${held.id}/revoke`)).statusCode).toBe(200);
    // A term booked to begin in two days, for a month, then revoked at once.
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    const granted = await post(asAdmin, `/${f.student.id}/enrolments`, {
      productId: f.productId,
      startsAt: new Date(now + 2 * day).toISOString(),
      expiresAt: new Date(now + 32 * day).toISOString(),
      extraTimePercent: 0,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const upcoming = granted.json().data.enrolments.find((e: { state: string }) => e.state === 'upcoming');
    const revoked = await post(asAdmin, `/${f.student.id}/enrolments/${upcoming.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);

    const refusedNow = async () => {
      const dashboard = (await f.c.get(`/api/dashboard?id=${f.courseId}`)).json().data.productDetails;
      expect(dashboard).toMatchObject({ isProductAccess: false, isRevoked: true });
      const tree = await f.c.get(`/api/learningmodule?courseId=${f.courseId}&navigationParam=practice`);
      expect(tree.json()).toMatchObject({ isProductAccess: false, isRevoked: true });
      const launch = await f.c.post('/api/assessment/generate-token', {
        groupId: f.objects.practice,
        testId: f.testId,
        courseId: f.courseId,
      });
      expect(launch.statusCode).toBe(403);
      expect(launch.json().message).toBe(CourseAccessMessages.revoked);
      expect((await f.c.get('/api/user-products')).json().data).toEqual([]);
    };
    await refusedNow();
    // Nor once its dates come: the day it would have begun, and within its term.
    t.clock.advance(3 * 86_400);
    await refusedNow();
  });

  it('refuses bad grants and changes with their messages, and another student’s enrolment', async () => {
    const { company, product, student, other, asAdmin } = await fixture();
    const otherCompany = await createCompany(t);
    const { product: foreign } = await createCourse(t, otherCompany.code);
    const grant = (body: object) =>
      post(asAdmin, `/${student.id}/enrolments`, {
        productId: product.id,
        startsAt: '2026-11-01T00:00:00Z',
        expiresAt: '2026-12-01T00:00:00Z',
        extraTimePercent: 0,
        ...body,
      });
    const cases: [object, string][] = [
      [{ expiresAt: '2026-10-01T00:00:00Z' }, StudentsMessages.dates],
      [{ expiresAt: '275760-09-13T00:00:00Z' }, 'Give a date and time in ISO 8601 form'],
      [{ expiresAt: '2999-01-01T00:00:00Z' }, 'Give a date between the years 2000 and 2100'],
      [{ extraTimePercent: 33 }, StudentsMessages.extraTime],
      [{ productId: foreign.id }, StudentsMessages.productNotFound],
      [{ startsAt: '1 Nov 2026' }, 'Give a date and time in ISO 8601 form'],
      [{ extraTimePercent: 2 ** 31 }, StudentsMessages.extraTime],
    ];
    for (const [body, message] of cases) {
      const res = await grant(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await grant({ startsAt: '2026-11-01T00:00:00Z\u0000' })).statusCode).toBe(400);
    await enrol(t, other, product.id);
    const [otherEnrolment] = await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.studentId, other.id));
    const cross = await post(asAdmin, `/${student.id}/enrolments/${otherEnrolment?.id}/revoke`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe(StudentsMessages.enrolmentNotFound);
    expect((await get(asAdmin, '/not-a-uuid')).statusCode).toBe(400);
    const [still] = await t.database.db.select().from(enrolments).where(eq(enrolments.studentId, other.id));
    expect(still?.revokedAt).toBeNull();
    expect(company.code).not.toBe(otherCompany.code);
  });

  it('mails a reset link the student can use, with an audit entry', async () => {
    const { company, student, asAdmin } = await fixture();
    const res = await post(asAdmin, `/${student.id}/reset-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(StudentsMessages.resetSent);
    const mail = await lastMessage(t, company.host, student.email);
    expect(mail?.text).toMatch(/\/reset\/[\w-]+/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'student.reset-link')));
    expect(entry?.entityId).toBe(student.id);
  });

  it('is the admin’s, in its own company: faculty, students and other companies are refused', async () => {
    const { company, student, asAdmin, asFaculty } = await fixture();
    expect((await get(asFaculty, '')).statusCode).toBe(403);
    expect((await get(asFaculty, `/${student.id}`)).statusCode).toBe(403);
    expect((await post(asFaculty, `/${student.id}/reset-link`)).statusCode).toBe(403);
    const asStudent = await login(t, company.host, student.email, student.password);
    expect((await asStudent.c.get('/api/console/students', asStudent.token)).statusCode).toBe(401);

    const other = await createCompany(t);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    expect((await get(asOther, `/${student.id}`)).statusCode).toBe(404);
    expect((await post(asOther, `/${student.id}/reset-link`)).statusCode).toBe(404);
    expect((await get(asOther, '')).json().data.total).toBe(0);
    expect((await get(asAdmin, `/${student.id}`)).json().data.email).toBe(student.email);
  });
});
