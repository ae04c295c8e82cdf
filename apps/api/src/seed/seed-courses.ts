// A demo company's course groups and courses, each with the menu it links to.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseGroups, courses, menuItems } from '../db/schema';
import { seedId } from '../lib/seed-id';
import type { DemoCompany, DemoContent, MenuSeed } from './seed-demo-schema';

/** Upserts the company's groups, courses and menus; returns each course key's id. */
export async function seedCourses(
  db: Db,
  companyCode: string,
  groups: DemoCompany['courseGroups'],
  menus: Pick<DemoContent, 'menu' | 'menus'>,
): Promise<Map<string, string>> {
  const courseIds = new Map<string, string>();
  for (const [gi, g] of groups.entries()) {
    const group = { id: seedId(companyCode, 'group', g.name), companyCode, name: g.name, orderNo: gi };
    await db.insert(courseGroups).values(group).onConflictDoUpdate({ target: courseGroups.id, set: group });
    for (const [ci, course] of g.courses.entries()) {
      const row = {
        id: seedId(companyCode, 'course', course.key),
        companyCode,
        groupId: group.id,
        courseName: course.courseName,
        hideCoupon: course.hideCoupon,
        examFamily: course.examFamily,
        dashboard: course.dashboard,
        orderNo: ci,
      };
      courseIds.set(course.key, row.id);
      await db.insert(courses).values(row).onConflictDoUpdate({ target: courses.id, set: row });
      const menu = course.menu ? (menus.menus[course.menu] ?? []) : menus.menu;
      const kept = await seedMenu(db, companyCode, row.id, menu);
      // A menu item the content no longer has (a page moved to another course's menu) goes.
      await db.delete(menuItems).where(and(eq(menuItems.courseId, row.id), notInArray(menuItems.id, kept)));
    }
  }
  return courseIds;
}

/** Upserts a course's menu; returns the ids it holds. */
async function seedMenu(
  db: Db,
  companyCode: string,
  courseId: string,
  items: MenuSeed[],
  parentId?: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, m] of items.entries()) {
    const row = {
      id: seedId(companyCode, 'menu', courseId, parentId ?? '', m.title),
      companyCode,
      courseId,
      parentId: parentId ?? null,
      title: m.title,
      orderNumber: i + 1,
      navigationUrl: m.navigationUrl,
      navigationParam: m.navigationParam ?? '',
    };
    await db.insert(menuItems).values(row).onConflictDoUpdate({ target: menuItems.id, set: row });
    ids.push(row.id);
    if (m.subMenu) ids.push(...(await seedMenu(db, companyCode, courseId, m.subMenu, row.id)));
  }
  return ids;
}
