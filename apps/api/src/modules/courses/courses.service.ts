import type { CourseGroup, MenuItem } from '@portico/contract/courses';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { menuTree } from '../../lib/menu-tree';
import type { CoursesRepository } from './courses.repository';

export const CourseMessages = {
  notAssigned: 'This course is not assigned to you.',
} as const;

export class CoursesService {
  constructor(
    private readonly repo: CoursesRepository,
    private readonly clock: Clock,
  ) {}

  /** 'My Courses' grouped by group name (spec 1 §2 Select course). */
  async courseGroups(companyCode: string, studentId: string): Promise<CourseGroup[]> {
    const rows = await this.repo.studentCourses(companyCode, studentId);
    const groups = new Map<string, CourseGroup>();
    for (const r of rows) {
      let g = groups.get(r.groupName);
      if (!g) {
        g = { courseName: r.groupName, course: [] };
        groups.set(r.groupName, g);
      }
      g.course.push({ id: r.id, courseName: r.courseName, hideCoupon: r.hideCoupon });
    }
    return [...groups.values()];
  }

  /** The course's menu tree and whether the student's access to it is still valid. */
  async menu(companyCode: string, studentId: string, courseId: string) {
    const expiry = await this.repo.courseExpiry(companyCode, studentId, courseId);
    if (!expiry) throw forbidden(CourseMessages.notAssigned);
    const rows = await this.repo.menu(companyCode, courseId);
    const items = menuTree(
      rows,
      (r): MenuItem => ({
        id: r.id,
        title: r.title,
        orderNumber: r.orderNumber,
        navigationUrl: r.navigationUrl,
        navigationParam: r.navigationParam,
        subMenu: [],
      }),
    );
    return { items, isProductAccess: expiry > this.clock.now() };
  }
}
