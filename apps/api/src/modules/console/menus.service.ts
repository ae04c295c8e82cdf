import {
  COURSE_SWITCHES,
  type ConsoleMenuItem,
  type CourseMenu,
  type CourseSwitches,
  MenusMessages as M,
  type MenuValues,
} from '@portico/contract/console-menus';
import type { CourseDashboard } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { menuTree } from '../../lib/menu-tree';
import type { Actor } from '../../lib/staff-actor';
import { adminOnly, auditEntry } from './authoring';
import type { MenuRow, MenusRepository } from './menus.repository';

/** Rows as the tree students get (menuTree: the student route builds it the same way). */
const treeOf = (rows: MenuRow[]): ConsoleMenuItem[] =>
  menuTree(rows, (r) => ({
    id: r.id,
    title: r.title,
    navigationUrl: r.navigationUrl,
    navigationParam: r.navigationParam,
    subMenu: [],
  }));

/** What the audit keeps of a menu: titles, pages and parameters, in order. */
type Outline = { title: string; navigationUrl: string; navigationParam: string; subMenu?: Outline }[];
const outline = (items: Outline): Outline =>
  items.map((i) => ({
    title: i.title,
    navigationUrl: i.navigationUrl,
    navigationParam: i.navigationParam,
    ...(i.subMenu ? { subMenu: outline(i.subMenu) } : {}),
  }));

/** The course's switches as the console shows them: each set value, else its default. */
export function switchesOf(dashboard: CourseDashboard | null): CourseSwitches {
  const d = dashboard ?? {};
  return Object.fromEntries(
    COURSE_SWITCHES.map(({ key, on }) => [
      key,
      key === 'testYourEnglish' ? !(d.disableTestYourEnglish ?? false) : (d[key] ?? on),
    ]),
  ) as CourseSwitches;
}

/** The course's dashboard settings with the switches set, its other settings (guide cards) kept. */
function withSwitches(dashboard: CourseDashboard | null, switches: CourseSwitches): CourseDashboard {
  const { testYourEnglish, ...shows } = switches;
  return { ...(dashboard ?? {}), ...shows, disableTestYourEnglish: !testYourEnglish };
}

/**
 * Course menus in the console (CONSOLE.md Authoring, admin only): one course's menu, and a new menu
 * saved whole in one transaction (the course row locked, the old items removed, the new written in
 * order with their sub-items, an audit entry); the student's menu route reads it at once.
 */
export class MenusService {
  constructor(
    private readonly repo: MenusRepository,
    private readonly clock: Clock,
  ) {}

  async courses(actor: Actor) {
    adminOnly(actor);
    return { courses: await this.repo.courses(actor.staff.companyCode) };
  }

  async menu(actor: Actor, courseId: string): Promise<CourseMenu> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    const course = await this.repo.course(companyCode, courseId);
    if (!course) throw notFound(M.courseNotFound);
    return {
      course: { id: course.id, courseName: course.courseName },
      items: treeOf(await this.repo.items(companyCode, courseId)),
      switches: switchesOf(course.dashboard),
    };
  }

  /** The course's switches set in one transaction (the course row locked), with an audit entry. */
  async saveSwitches(actor: Actor, courseId: string, body: CourseSwitches): Promise<CourseMenu> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      const course = await repo.course(companyCode, courseId, true);
      if (!course) throw notFound(M.courseNotFound);
      await repo.setDashboard(companyCode, courseId, withSwitches(course.dashboard, body));
      await repo.audit(
        auditEntry(actor, this.clock.now(), {
          action: 'course.switches',
          entity: 'course',
          entityId: courseId,
          before: switchesOf(course.dashboard),
          after: body,
        }),
      );
    });
    return this.menu(actor, courseId);
  }

  async save(actor: Actor, courseId: string, body: MenuValues): Promise<CourseMenu> {
    adminOnly(actor);
    const { companyCode } = actor.staff;
    await this.repo.transaction(async (repo) => {
      if (!(await repo.course(companyCode, courseId, true))) throw notFound(M.courseNotFound);
      const before = treeOf(await repo.items(companyCode, courseId));
      await repo.deleteAll(companyCode, courseId);
      for (const [i, item] of body.items.entries()) {
        const { subMenu, ...fields } = item;
        const parent = await repo.insert({ companyCode, courseId, orderNumber: i + 1, ...fields });
        for (const [j, sub] of subMenu.entries()) {
          await repo.insert({ companyCode, courseId, parentId: parent.id, orderNumber: j + 1, ...sub });
        }
      }
      await repo.audit(
        auditEntry(actor, this.clock.now(), {
          action: 'menu.save',
          entity: 'course',
          entityId: courseId,
          before: outline(before),
          after: outline(body.items),
        }),
      );
    });
    return this.menu(actor, courseId);
  }
}
