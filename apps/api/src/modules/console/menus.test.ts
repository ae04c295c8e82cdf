import { ConsoleMessages } from '@portico/contract/console';
import { MenusMessages as M, MAX_MENU_ITEMS } from '@portico/contract/console-menus';
import { StudyPlanMessages } from '@portico/contract/study-plan';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, staffLogin } from '../../../test/console-fixture';
import {
  client,
  createCompany,
  createCourse,
  createStudent,
  enrol,
  login,
  useTestApp,
} from '../../../test/harness';
import { auditLog, courses } from '../../db/schema';

/**
 * Course menus in the console (CONSOLE.md Authoring): one course's menu read, and saved
 * whole (items in order, one level of sub-items, pages of the portal only) in one transaction; the
 * student's menu route returns it at once. Admins only, one company only, each save audited.
 */
const t = useTestApp();

async function fixture() {
  const company = await createCompany(t);
  const { course, product } = await createCourse(t, company.code, {
    courseName: 'IELTS Academic',
    menu: [
      { title: 'Dashboard', url: '/dashboard' },
      { title: 'Tests', url: '' },
      { title: 'Mock tests', url: '/mocktest', parent: 'Tests' },
    ],
  });
  const student = await createStudent(t, company.code);
  await enrol(t, student, product.id);
  const admin = await createStaff(t, company.code);
  const faculty = await createStaff(t, company.code, { role: 'faculty', courseIds: [course.id] });
  return {
    company,
    course,
    student,
    admin,
    asAdmin: await staffLogin(t, company.host, admin.email, admin.password),
    asFaculty: await staffLogin(t, company.host, faculty.email, faculty.password),
    asStudent: await login(t, company.host, student.email, student.password),
  };
}
type Session = Awaited<ReturnType<typeof fixture>>['asAdmin'];
const get = (s: Session, url = '') => s.c.get(`/api/console/menus${url}`, s.token);
const save = (s: Session, courseId: string, items: object[]) =>
  s.c.post(`/api/console/menus/${courseId}`, { items }, s.token);
type Item = { title: string; navigationUrl: string; navigationParam: string; subMenu: Item[] };
const outline = (items: Item[]): unknown[] =>
  items.map((i) =>
    i.subMenu.length ? [i.title, i.navigationUrl, outline(i.subMenu)] : [i.title, i.navigationUrl],
  );

const menu = [
  { title: 'Home', navigationUrl: '/dashboard' },
  {
    title: 'Practice',
    navigationUrl: '',
    subMenu: [
      { title: 'Sectional', navigationUrl: '/sectional' },
      { title: 'Full tests', navigationUrl: '/practicetest', navigationParam: 'full' },
    ],
  },
  { title: 'Lessons', navigationUrl: '/lesson', navigationParam: 'module-1' },
  { title: 'Support', navigationUrl: '/support' },
];

describe('course menus in the console', () => {
  it('reads a course menu, saves a new one whole, and the student menu follows in that order', async () => {
    const { course, admin, asAdmin, asStudent } = await fixture();
    expect((await get(asAdmin)).json().data.courses).toEqual([
      { id: course.id, courseName: 'IELTS Academic' },
    ]);
    const read = (await get(asAdmin, `/${course.id}`)).json().data;
    expect(read.course).toEqual({ id: course.id, courseName: 'IELTS Academic' });
    expect(outline(read.items)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Tests', '', [['Mock tests', '/mocktest']]],
    ]);

    const res = await save(asAdmin, course.id, menu);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.saved);
    const expected = [
      ['Home', '/dashboard'],
      [
        'Practice',
        '',
        [
          ['Sectional', '/sectional'],
          ['Full tests', '/practicetest'],
        ],
      ],
      ['Lessons', '/lesson'],
      ['Support', '/support'],
    ];
    expect(outline(res.json().data.items)).toEqual(expected);

    const student = (await asStudent.c.get(`/api/menu?courseId=${course.id}`)).json();
    expect(outline(student.data)).toEqual(expected);
    expect(student.data.map((i: { orderNumber: number }) => i.orderNumber)).toEqual([1, 2, 3, 4]);
    expect(student.data[1].subMenu[1]).toMatchObject({ navigationParam: 'full', orderNumber: 2 });
    expect(student.data[2].navigationParam).toBe('module-1');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, course.id), eq(auditLog.action, 'menu.save')));
    expect(entry).toMatchObject({ staffId: admin.id, entity: 'course' });
    expect((entry?.before as unknown[] | undefined)?.length).toBe(2);
    expect((entry?.after as unknown[] | undefined)?.length).toBe(4);

    expect((await save(asAdmin, course.id, [])).statusCode).toBe(200);
    expect((await asStudent.c.get(`/api/menu?courseId=${course.id}`)).json().data).toEqual([]);
  });

  it('refuses pages outside the portal, headings without items, deeper nesting, long or NUL text', async () => {
    const { course, asAdmin, asStudent } = await fixture();
    const cases: [object[], string][] = [
      [[{ title: 'Evil', navigationUrl: 'javascript:alert(1)' }], M.route],
      [[{ title: 'Away', navigationUrl: 'https://evil.example/' }], M.route],
      [[{ title: 'Nowhere', navigationUrl: '/no-such-page' }], M.route],
      [[{ title: 'Report', navigationUrl: '/report/:id' }], M.route],
      [[{ title: 'Heading', navigationUrl: '' }], M.headingNeedsItems],
      [[{ title: 'A', navigationUrl: '', subMenu: [{ title: 'B', navigationUrl: '' }] }], M.route],
      [
        [
          {
            title: 'A',
            navigationUrl: '',
            subMenu: [
              { title: 'B', navigationUrl: '/lesson', subMenu: [{ title: 'C', navigationUrl: '/lesson' }] },
            ],
          },
        ],
        '',
      ],
      [[{ title: '', navigationUrl: '/lesson' }], 'Title is required'],
      [[{ title: 'x'.repeat(1_000_000), navigationUrl: '/lesson' }], ''],
      [[{ title: 'Bad\u0000', navigationUrl: '/lesson' }], ''],
      [[{ title: 'P', navigationUrl: '/lesson', navigationParam: 'x'.repeat(201) }], M.param],
      [
        Array.from({ length: MAX_MENU_ITEMS + 1 }, (_, i) => ({ title: `I${i}`, navigationUrl: '/lesson' })),
        M.tooMany,
      ],
      [
        [
          {
            title: 'A',
            navigationUrl: '',
            subMenu: Array.from({ length: MAX_MENU_ITEMS }, () => ({ title: 'S', navigationUrl: '/lesson' })),
          },
        ],
        M.tooMany,
      ],
    ];
    for (const [items, message] of cases) {
      const res = await save(asAdmin, course.id, items);
      const label = JSON.stringify(items).slice(0, 80);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      if (message) expect(res.json().message, label).toContain(message);
    }
    expect((await asAdmin.c.post(`/api/console/menus/${course.id}`, {}, asAdmin.token)).statusCode).toBe(400);
    const student = (await asStudent.c.get(`/api/menu?courseId=${course.id}`)).json();
    expect(outline(student.data)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Tests', '', [['Mock tests', '/mocktest']]],
    ]);
  });

  it('is for admins of the company only', async () => {
    const { company, course, student, asAdmin, asFaculty } = await fixture();
    const denied = await get(asFaculty, `/${course.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(ConsoleMessages.adminOnly);
    expect((await save(asFaculty, course.id, menu)).statusCode).toBe(403);
    const { token } = await login(t, company.host, student.email, student.password);
    expect((await client(t, company.host).get(`/api/console/menus/${course.id}`, token)).statusCode).toBe(
      401,
    );
    expect(
      (await client(t, company.host).post(`/api/console/menus/${course.id}`, { items: menu })).statusCode,
    ).toBe(401);

    const other = await createCompany(t);
    const { course: foreign } = await createCourse(t, other.code, {
      menu: [{ title: 'Theirs', url: '/dashboard' }],
    });
    expect((await get(asAdmin, `/${foreign.id}`)).statusCode).toBe(404);
    expect((await save(asAdmin, foreign.id, menu)).statusCode).toBe(404);
    expect((await get(asAdmin, '/not-a-uuid')).statusCode).toBe(400);
    const otherAdmin = await createStaff(t, other.code);
    const asOther = await staffLogin(t, other.host, otherAdmin.email, otherAdmin.password);
    expect(outline((await get(asOther, `/${foreign.id}`)).json().data.items)).toEqual([
      ['Theirs', '/dashboard'],
    ]);
  });

  it("switches a course's pages: the study plan off for its students, its other settings kept, audited", async () => {
    const { company, course, asAdmin, asFaculty, asStudent } = await fixture();
    await t.database.db
      .update(courses)
      .set({ dashboard: { guideCards: [{ title: 'Guide', url: 'https://example.com/guide' }] } })
      .where(eq(courses.id, course.id));
    const before = (await get(asAdmin, `/${course.id}`)).json().data.switches;
    expect(before).toMatchObject({
      showStudyPlan: true,
      testYourEnglish: true,
      showWalkthrough: false,
      offlineVideos: true,
    });
    const plan = () => asStudent.c.get(`/api/study-plan?id=${course.id}&tz=UTC`, asStudent.token);
    expect((await plan()).statusCode).toBe(200);

    const body = { ...before, showStudyPlan: false, testYourEnglish: false, offlineVideos: false };
    const put = (s: Session, id: string, b: object) =>
      s.c.send({ method: 'PUT', url: `/api/console/menus/${id}/switches`, payload: b, token: s.token });
    const res = await put(asAdmin, course.id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.switchesSaved);
    expect(res.json().data.switches).toEqual(body);
    const off = await plan();
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(StudyPlanMessages.notOffered);
    const dashboard = await asStudent.c.get(`/api/dashboard?id=${course.id}&tz=UTC`, asStudent.token);
    expect(dashboard.json().data.course).toMatchObject({ disabletestyourenglish: true });
    expect(dashboard.json().data.course.guideCards).toHaveLength(1);
    const [stored] = await t.database.db
      .select({ dashboard: courses.dashboard })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(stored?.dashboard).toMatchObject({
      showStudyPlan: false,
      disableTestYourEnglish: true,
      offlineVideos: false,
      guideCards: [{ title: 'Guide' }],
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyCode, company.code), eq(auditLog.action, 'course.switches')));
    expect(row).toMatchObject({ entityId: course.id, before, after: body });

    expect((await put(asFaculty, course.id, body)).statusCode).toBe(403);
    expect((await put(asAdmin, course.id, { ...body, showStudyPlan: 'no' })).statusCode).toBe(400);
    expect((await put(asAdmin, course.id, { ...body, unknown: true })).statusCode).toBe(400);
    const other = await createCompany(t);
    const { course: foreign } = await createCourse(t, other.code);
    expect((await put(asAdmin, foreign.id, body)).statusCode).toBe(404);
  });

  it('keeps one whole menu when two saves run at once', async () => {
    const { course, asAdmin, asStudent } = await fixture();
    const a = [
      { title: 'A1', navigationUrl: '/dashboard' },
      { title: 'A2', navigationUrl: '/support' },
    ];
    const b = [{ title: 'B1', navigationUrl: '/lesson' }];
    const results = await Promise.all([
      save(asAdmin, course.id, a),
      save(asAdmin, course.id, b),
      save(asAdmin, course.id, a),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const titles = (await asStudent.c.get(`/api/menu?courseId=${course.id}`))
      .json()
      .data.map((i: { title: string }) => i.title);
    expect([['A1', 'A2'], ['B1']]).toContainEqual(titles);
  });
});
