import type { CourseGroup, MenuItem } from '@portico/contract/courses';
import type { Clock } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { menuTree } from '../../lib/menu-tree';
import { standingOf } from './access';
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
    const now = this.clock.now();
    const rows = await this.repo.studentCourses(companyCode, studentId, now);
    const groups = new Map<string, CourseGroup>();
    for (const r of rows) {
      let g = groups.get(r.groupName);
      if (!g) {
        g = { courseName: r.groupName, course: [] };
        groups.set(r.groupName, g);
      }
      const { startsAt } = standingOf(r, now);
      g.course.push({
        id: r.id,
        courseName: r.courseName,
        hideCoupon: r.hideCoupon,
        accessStartsAt: startsAt?.toISOString() ?? null,
      });
    }
    return [...groups.values()];
  }

  /** The course's menu tree and whether the student's access to it holds now (begun, not ended). */
  async menu(companyCode: string, studentId: string, courseId: string) {
    const now = this.clock.now();
    const course = standingOf(await this.repo.courseGrant(companyCode, studentId, courseId, now), now);
    if (!course.assigned) throw forbidden(CourseMessages.notAssigned);
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
    return { items, isProductAccess: course.open };
  }
}
