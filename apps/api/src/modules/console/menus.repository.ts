import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CourseDashboard, courses, menuItems } from '../../db/schema';
import { AuditedRepository } from './audited.repository';

export type MenuRow = typeof menuItems.$inferSelect;

/** The only file of the console's menus area that touches the database; every query is per company. */
export class MenusRepository extends AuditedRepository<MenusRepository> {
  protected on(db: Db) {
    return new MenusRepository(db);
  }

  /** The course, locked when `lock` is set: one save of its menu at a time. */
  async course(companyCode: string, id: string, lock = false) {
    const query = this.db
      .select({ id: courses.id, courseName: courses.courseName, dashboard: courses.dashboard })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, id)));
    const rows = lock ? await query.for('update') : await query;
    return rows[0];
  }

  /** The course's items in the order students see them (the student route's order). */
  async items(companyCode: string, courseId: string): Promise<MenuRow[]> {
    return this.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.companyCode, companyCode), eq(menuItems.courseId, courseId)))
      .orderBy(asc(menuItems.orderNumber), asc(menuItems.title));
  }

  async deleteAll(companyCode: string, courseId: string): Promise<void> {
    await this.db
      .delete(menuItems)
      .where(and(eq(menuItems.companyCode, companyCode), eq(menuItems.courseId, courseId)));
  }

  async setDashboard(companyCode: string, courseId: string, dashboard: CourseDashboard): Promise<void> {
    await this.db
      .update(courses)
      .set({ dashboard })
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)));
  }

  insert(values: typeof menuItems.$inferInsert): Promise<MenuRow> {
    return this.insertOne(menuItems, values, 'menu item');
  }
}
