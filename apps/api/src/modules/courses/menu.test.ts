import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { menuItems, productCourses, products } from '../../db/schema';

const t = useTestApp();

const unauth = { success: false, message: 'Session expired. Please log in again.', errorCode: 'UNAUTH' };
const notAssigned = {
  success: false,
  message: 'This course is not assigned to you.',
  errorCode: 'FORBIDDEN',
};

/** A student enrolled in a new course of a new company, signed in. */
async function enrolled(days = 30) {
  const co = await createCompany(t);
  const s = await createStudent(t, co.code);
  const { course, product } = await createCourse(t, co.code, {
    menu: [{ title: 'Dashboard', url: '/dashboard' }],
  });
  await enrol(t, s, product.id, days);
  const { c, token } = await login(t, co.host, s.email, s.password);
  return { co, s, course, c, token };
}

const item = (
  id: string,
  title: string,
  orderNumber: number,
  navigationUrl: string,
  subMenu: unknown[] = [],
) => ({
  id,
  title,
  orderNumber,
  navigationUrl,
  navigationParam: '',
  subMenu,
});

describe('GET /api/menu', () => {
  it("refuses no session and another company's session", async () => {
    const { co, course, token } = await enrolled();
    const other = await createCompany(t);
    const url = `/api/menu?courseId=${course.id}`;

    const none = await client(t, co.host).get(url);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(unauth);

    const bearer = await client(t, other.host).get(url, token);
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toEqual(unauth);
    const onOther = client(t, other.host);
    onOther.cookie = `portico_session=${token}`;
    const cookie = await onOther.get(url);
    expect(cookie.statusCode).toBe(401);
    expect(cookie.json()).toEqual(unauth);

    expect((await client(t, co.host).get(url, token)).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { co, course, token } = await enrolled(60);
    t.clock.advance(7 * 86400 + 1);
    const res = await client(t, co.host).get(`/api/menu?courseId=${course.id}`, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauth);
  });

  it('answers the menu ordered by orderNumber with sub-menus nested', async () => {
    const co = await createCompany(t);
    const s = await createStudent(t, co.code);
    const { course, product } = await createCourse(t, co.code);
    await enrol(t, s, product.id);
    const db = t.database.db;
    const add = async (title: string, orderNumber: number, navigationUrl: string, parentId?: string) => {
      const [row] = await db
        .insert(menuItems)
        .values({ companyCode: co.code, courseId: course.id, title, orderNumber, navigationUrl, parentId })
        .returning();
      return row!.id;
    };
    // Inserted out of order on purpose.
    const practice = await add('Practice', 3, '/practice');
    const mocks = await add('Mock tests', 2, '/mocktest', practice);
    const sectional = await add('Sectional', 1, '/sectional', practice);
    const about = await add('About us', 1, '/about-us');
    const dashboard = await add('Dashboard', 2, '/dashboard');
    await db.update(menuItems).set({ navigationParam: 'listening' }).where(eq(menuItems.id, sectional));

    const { c } = await login(t, co.host, s.email, s.password);
    const res = await c.get(`/api/menu?courseId=${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      isProductAccess: true,
      data: [
        item(about, 'About us', 1, '/about-us'),
        item(dashboard, 'Dashboard', 2, '/dashboard'),
        item(practice, 'Practice', 3, '/practice', [
          { ...item(sectional, 'Sectional', 1, '/sectional'), navigationParam: 'listening' },
          item(mocks, 'Mock tests', 2, '/mocktest'),
        ]),
      ],
    });
  });

  it('does not mix in the menu of another course', async () => {
    const { co, s, course, c } = await enrolled();
    const second = await createCourse(t, co.code, { menu: [{ title: 'Other course item', url: '/video' }] });
    await enrol(t, s, second.product.id);
    const titles = (await c.get(`/api/menu?courseId=${course.id}`))
      .json()
      .data.map((m: { title: string }) => m.title);
    expect(titles).toEqual(['Dashboard']);
  });

  it('grants product access until the enrolment expires, then answers the menu with access false', async () => {
    const { course, c } = await enrolled(1);
    const url = `/api/menu?courseId=${course.id}`;
    t.clock.advance(86400 - 1);
    expect((await c.get(url)).json().isProductAccess).toBe(true);
    t.clock.advance(1);
    const res = await c.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, isProductAccess: false });
    expect(res.json().data.map((m: { title: string }) => m.title)).toEqual(['Dashboard']);
  });

  it('counts the latest of several enrolments granting the course', async () => {
    const { s, course, c } = await enrolled(1);
    const [renewal] = await t.database.db
      .insert(products)
      .values({ companyCode: s.companyCode, title: 'Renewal', slug: `renewal-${s.id}` })
      .returning();
    await t.database.db.insert(productCourses).values({ productId: renewal!.id, courseId: course.id });
    await enrol(t, s, renewal!.id, 5);
    t.clock.advance(2 * 86400);
    expect((await c.get(`/api/menu?courseId=${course.id}`)).json().isProductAccess).toBe(true);
  });

  it('refuses a course that is not assigned to the student', async () => {
    const { co, c } = await enrolled();
    const unassigned = await createCourse(t, co.code, { menu: [{ title: 'Secret', url: '/secret' }] });
    const res = await c.get(`/api/menu?courseId=${unassigned.course.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notAssigned);
  });

  it('refuses a course id of another company', async () => {
    const { c } = await enrolled();
    const other = await createCompany(t);
    const foreign = await createCourse(t, other.code, { menu: [{ title: 'Foreign', url: '/foreign' }] });
    const res = await c.get(`/api/menu?courseId=${foreign.course.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(notAssigned);
  });

  it.each([
    ['a malformed courseId', '?courseId=course-1'],
    ['no courseId', ''],
  ])('refuses %s with a message naming the field', async (_case, query) => {
    const { c } = await enrolled();
    const res = await c.get(`/api/menu${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'courseId must be a course id',
      errorCode: 'VALIDATION',
    });
  });
});
