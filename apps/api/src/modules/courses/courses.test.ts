import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  uid,
  useTestApp,
} from '../../../test/harness';
import { courseGroups, courses, productCourses, products } from '../../db/schema';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };

/** Another course in an existing group, with its own product. */
async function addCourse(companyCode: string, groupId: string, courseName: string, orderNo = 0) {
  const db = t.database.db;
  const [course] = await db
    .insert(courses)
    .values({ companyCode, groupId, courseName, orderNo, examFamily: 'ielts' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ companyCode, title: `${courseName} pack`, slug: `pack-${uid()}` })
    .returning();
  await db.insert(productCourses).values({ productId: product!.id, courseId: course!.id });
  return { course: course!, product: product! };
}

describe('GET /api/course', () => {
  it("refuses no session and another company's session", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const s = await createStudent(t, a.code);
    const { course, product } = await createCourse(t, a.code);
    await enrol(t, s, product.id);
    const { token } = await login(t, a.host, s.email, s.password);

    const none = await client(t, a.host).get('/api/course');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);

    const bearer = await client(t, b.host).get('/api/course', token);
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toEqual(unauth);
    const onB = client(t, b.host);
    onB.cookie = `portico_session=${token}`;
    const cookie = await onB.get('/api/course');
    expect(cookie.statusCode).toBe(401);
    expect(cookie.json()).toEqual(unauth);

    // The same token on its own host lists the course, so the refusals above are about the host.
    const own = await client(t, a.host).get('/api/course', token);
    expect(own.json().data[0].course[0].id).toBe(course.id);
  });

  it('refuses an expired session', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { token } = await login(t, co.host, s.email, s.password);
    t.clock.advance(7 * 86400 + 1);
    const res = await client(t, co.host).get('/api/course', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauth);
  });

  it("groups the student's courses by group name, in the configured order", async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const french = await createCourse(t, co.code, { groupName: 'French', courseName: 'French A1' });
    const ielts = await createCourse(t, co.code, { groupName: 'IELTS', courseName: 'IELTS Writing' });
    const academic = await addCourse(co.code, ielts.group.id, 'IELTS Academic', 2);
    await t.database.db.update(courseGroups).set({ orderNo: 1 }).where(eq(courseGroups.id, ielts.group.id));
    await t.database.db.update(courseGroups).set({ orderNo: 2 }).where(eq(courseGroups.id, french.group.id));
    await t.database.db
      .update(courses)
      .set({ orderNo: 1, hideCoupon: true })
      .where(eq(courses.id, ielts.course.id));
    for (const p of [french.product, ielts.product, academic.product]) await enrol(t, s, p.id);

    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.get('/api/course');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          courseName: 'IELTS',
          course: [
            { id: ielts.course.id, courseName: 'IELTS Writing', hideCoupon: true, accessStartsAt: null },
            { id: academic.course.id, courseName: 'IELTS Academic', hideCoupon: false, accessStartsAt: null },
          ],
        },
        {
          courseName: 'French',
          course: [
            { id: french.course.id, courseName: 'French A1', hideCoupon: false, accessStartsAt: null },
          ],
        },
      ],
    });
  });

  it('lists a course once when two products grant it, and every course a product grants', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const gre = await createCourse(t, co.code, { groupName: 'GRE', courseName: 'GRE Verbal' });
    const quant = await addCourse(co.code, gre.group.id, 'GRE Quant');
    // A bundle granting both GRE courses.
    const [bundle] = await t.database.db
      .insert(products)
      .values({ companyCode: co.code, title: 'GRE bundle', slug: `gre-${uid()}` })
      .returning();
    await t.database.db.insert(productCourses).values([
      { productId: bundle!.id, courseId: gre.course.id },
      { productId: bundle!.id, courseId: quant.course.id },
    ]);
    await enrol(t, s, gre.product.id);
    await enrol(t, s, bundle!.id);

    const { c } = await login(t, co.host, s.email, s.password);
    const data = (await c.get('/api/course')).json().data;
    expect(data).toEqual([
      {
        courseName: 'GRE',
        course: [
          { id: quant.course.id, courseName: 'GRE Quant', hideCoupon: false, accessStartsAt: null },
          { id: gre.course.id, courseName: 'GRE Verbal', hideCoupon: false, accessStartsAt: null },
        ],
      },
    ]);
  });

  it("does not list other students' courses or other companies' courses", async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const me = await createStudent(t, co.code);
    const classmate = await createStudent(t, co.code);
    const elsewhere = await createStudent(t, other.code, { email: me.email });
    const mine = await createCourse(t, co.code, { groupName: 'Mine', courseName: 'My course' });
    const theirs = await createCourse(t, co.code, { groupName: 'Theirs', courseName: 'Their course' });
    const foreign = await createCourse(t, other.code, { groupName: 'Foreign', courseName: 'Foreign course' });
    await enrol(t, me, mine.product.id);
    await enrol(t, classmate, theirs.product.id);
    await enrol(t, elsewhere, foreign.product.id);

    const { c } = await login(t, co.host, me.email, me.password);
    expect((await c.get('/api/course')).json().data).toEqual([
      {
        courseName: 'Mine',
        course: [{ id: mine.course.id, courseName: 'My course', hideCoupon: false, accessStartsAt: null }],
      },
    ]);
  });

  it('still lists a course whose access has expired (the menu shows the lock)', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { course, product } = await createCourse(t, co.code);
    await enrol(t, s, product.id, 1);
    t.clock.advance(2 * 86400);
    const { c } = await login(t, co.host, s.email, s.password);
    expect((await c.get('/api/course')).json().data[0].course[0].id).toBe(course.id);
  });

  it('answers an empty list when no course is assigned', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    await createCourse(t, co.code);
    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.get('/api/course');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
});
