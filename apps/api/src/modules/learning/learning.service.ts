import type { LearningModule, LearningObject } from '@portico/contract/learning';
import type { CourseDashboard } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/text';
import { contentIds } from '../content/content-mapper';
import { accessOf, type CourseGrant, refusal, standingOf } from '../courses/access';
import type { CoursesRepository } from '../courses/courses.repository';
import type { LearningRepository, ModuleRow, ObjectRow } from './learning.repository';
import { toLearningObject } from './learning-object-mapper';
import { depthFirst } from './module-order';

export const LearningMessages = {
  notAssigned: 'This course is not assigned to you.',
  moduleNotFound: 'This page has no content yet.',
  objectNotFound: 'This lesson was not found.',
} as const;

/** Whether the course lets its video lessons be saved offline (issue 46 part 2): on unless switched off. */
export const offlineVideosOf = (dashboard: CourseDashboard | null) => dashboard?.offlineVideos ?? true;

/** A student's grant of a course (what its enrolments say now) and the extra time of an access arrangement. */
interface Grant extends CourseGrant {
  extraTimePercent: number;
}

interface Student {
  id: string;
  companyCode: string;
}

/** The module tree and the learning objects of a course page, with the student's access and status. */
export class LearningService {
  constructor(
    private readonly repo: LearningRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    /** Ends attempts whose time ran out, so statuses read right (AssessmentService.finaliseExpired). */
    private readonly settleAttempts: (student: Student) => Promise<void>,
  ) {}

  /** The student's grant of a course (its enrolments and extra time); refused when none grants it. */
  private async enrolment(student: Student, courseId: string): Promise<Grant> {
    const grant = await this.grant(student, courseId);
    if (!grant) throw forbidden(LearningMessages.notAssigned);
    return grant;
  }

  private async grant(student: Student, courseId: string): Promise<Grant | null> {
    const found = await this.courses.courseGrant(student.companyCode, student.id, courseId, this.clock.now());
    if (!found || !standingOf(found, this.clock.now()).assigned) return null;
    return { ...found, extraTimePercent: found.percent ?? 0 };
  }

  /** GET learningmodule: the module a menu entry names (by its key, or its id) with its sub-modules. */
  async module(student: Student, courseId: string, navigationParam: string) {
    const grant = await this.enrolment(student, courseId);
    const modules = await this.repo.modulesOfCourse(student.companyCode, courseId);
    const rootId = isUuid(navigationParam)
      ? navigationParam
      : contentIds.module(student.companyCode, courseId, navigationParam);
    const root = modules.find((m) => m.id === rootId);
    if (!root) throw notFound(LearningMessages.moduleNotFound);
    const now = this.clock.now();
    const children = new Map<string, ModuleRow[]>();
    for (const m of modules) {
      if (!m.parentId) continue;
      children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
    }
    const byId = new Map(modules.map((m) => [m.id, m]));
    const build = (m: ModuleRow): LearningModule => {
      const access = accessOf({
        isLocked: m.isLocked,
        isFree: m.isFree,
        ancestors: ancestorsOf(m, byId),
        grant,
        now,
      });
      return {
        id: m.id,
        parentId: m.parentId,
        orderNo: m.orderNo,
        component: {
          title: m.title,
          description: m.description,
          thumbnail: m.thumbnail,
          referenceType: m.referenceType,
        },
        subModule: (children.get(m.id) ?? []).sort((a, b) => a.orderNo - b.orderNo).map(build),
        isProductAccess: access.isProductAccess,
        isFree: access.isFree,
        isLocked: access.isLocked,
        isGroupLessons: m.isGroupLessons,
        isPreferedLanguage: false,
      };
    };
    const course = standingOf(grant, now);
    return {
      module: build(root),
      isProductAccess: course.open,
      isRevoked: course.revoked,
      accessStartsAt: course.startsAt?.toISOString() ?? null,
    };
  }

  /** GET learningobject: the objects of one module, sorted by orderNo, with status and access. */
  async objects(student: Student, moduleId: string, courseId: string): Promise<LearningObject[]> {
    const grant = await this.enrolment(student, courseId);
    const modules = await this.repo.modulesOfCourse(student.companyCode, courseId);
    const module = modules.find((m) => m.id === moduleId);
    if (!module) throw notFound(LearningMessages.moduleNotFound);
    await this.settleAttempts(student);
    const objects = await this.repo.objectsOfModule(student.companyCode, moduleId);
    return this.present(student, objects, modules, grant, courseId);
  }

  /**
   * The dashboard's lesson list (spec 1 §4): what the student is in the middle of, the tests that
   * ask for (or await) an evaluation, then the next lessons, videos and quizzes they may open, in
   * the course's order; at most `limit`.
   */
  async current(student: Student, courseId: string, limit = 8): Promise<LearningObject[]> {
    const grant = await this.enrolment(student, courseId);
    const modules = await this.repo.modulesOfCourse(student.companyCode, courseId);
    await this.settleAttempts(student);
    const ordered = depthFirst(modules);
    const rank = new Map(ordered.map((m, i) => [m.id, i]));
    const rows = (
      await this.repo.objectsOfModules(
        student.companyCode,
        ordered.map((m) => m.id),
      )
    ).sort((a, b) => (rank.get(a.moduleId) ?? 0) - (rank.get(b.moduleId) ?? 0) || a.orderNo - b.orderNo);
    const all = await this.present(student, rows, modules, grant, courseId);
    const inProgress = all.filter((o) => o.objectStatus === 'InProgress');
    const evaluation = all.filter(
      (o) => o.objectStatus === 'Completed' && o.evaluationRequired && o.evaluationStatus !== 1,
    );
    const next = all.filter(
      (o) =>
        o.objectStatus === 'Launch' &&
        o.isProductAccess &&
        ['Lesson', 'Video', 'Quiz', 'BookAudio'].includes(o.kind),
    );
    return [...inProgress, ...evaluation, ...next.slice(0, 3)].slice(0, limit);
  }

  /**
   * GET get-learningobjectbyobjectid: one object of a course the student holds, with its status and
   * access, for a deep link. Another company's object, or one of a course never assigned, is not found.
   */
  async objectById(student: Student, objectId: string): Promise<LearningObject> {
    const found = await this.repo.objectWithCourse(student.companyCode, objectId);
    if (!found) throw notFound(LearningMessages.objectNotFound);
    const { object, courseId } = found;
    const grant = await this.grant(student, courseId);
    if (!grant) throw notFound(LearningMessages.objectNotFound);
    const modules = await this.repo.modulesOfCourse(student.companyCode, courseId);
    const module = modules.find((m) => m.id === object.moduleId);
    if (!module) throw notFound(LearningMessages.objectNotFound);
    await this.settleAttempts(student);
    const [presented] = await this.present(student, [object], modules, grant, courseId);
    if (!presented) throw notFound(LearningMessages.objectNotFound);
    return presented;
  }

  /**
   * Whether the student may use an object (DATA-MODEL 'What a student may open'): the object, its
   * kind and course, or the refusal the spec gives (not found, 'Not Released', no access, expired).
   */
  async openable(student: Student, objectId: string) {
    const found = await this.repo.objectWithCourse(student.companyCode, objectId);
    if (!found) throw notFound(LearningMessages.objectNotFound);
    const { object, courseId } = found;
    const grant = await this.grant(student, courseId);
    if (!grant) throw notFound(LearningMessages.objectNotFound);
    const modules = await this.repo.modulesOfCourse(student.companyCode, courseId);
    const module = modules.find((m) => m.id === object.moduleId);
    if (!module) throw notFound(LearningMessages.objectNotFound);
    const byId = new Map(modules.map((m) => [m.id, m]));
    const access = accessOf({
      isLocked: object.isLocked,
      isFree: object.isFree,
      ancestors: [{ isFree: module.isFree, isLocked: module.isLocked }, ...ancestorsOf(module, byId)],
      grant,
      now: this.clock.now(),
    });
    const refused = refusal(access);
    if (refused) throw forbidden(refused);
    return { id: object.id, kind: object.kind, courseId };
  }

  private async present(
    student: Student,
    objects: ObjectRow[],
    modules: ModuleRow[],
    grant: Grant,
    courseId: string,
  ): Promise<LearningObject[]> {
    const byId = new Map(modules.map((m) => [m.id, m]));
    const testIds = [...new Set(objects.map((o) => o.testId).filter((id): id is string => !!id))];
    const facts = new Map((await this.repo.testFacts(student.companyCode, testIds)).map((f) => [f.id, f]));
    const ids = objects.map((o) => o.id);
    const attempts = await this.repo.attempts(student.companyCode, student.id, ids);
    // Lessons, videos and book audios: their status is the student's user action (spec 2 §4).
    const actions = new Map(
      (await this.repo.actionsOf(student.companyCode, student.id, ids)).map((a) => [a.referenceId, a]),
    );
    const offlineVideos = offlineVideosOf(await this.repo.courseDashboard(student.companyCode, courseId));
    const now = this.clock.now();
    const ancestorsOfModule = ancestorChains(byId);
    return objects.map((o) =>
      toLearningObject(o, {
        access: accessOf({
          isLocked: o.isLocked,
          isFree: o.isFree,
          ancestors: ancestorsOfModule(o.moduleId),
          grant,
          now,
        }),
        attempts,
        action: actions.get(o.id),
        fact: o.testId ? facts.get(o.testId) : undefined,
        parentModuleId: byId.get(o.moduleId)?.parentId ?? null,
        extraTimePercent: grant.extraTimePercent,
        courseId,
        offlineVideos,
      }),
    );
  }
}

/** A module's access chain (itself, then its ancestors), worked out once per module of the page. */
function ancestorChains(byId: Map<string, ModuleRow>) {
  const chain = new Map<string, { isFree: boolean; isLocked: boolean }[]>();
  return (id: string) => {
    const module = byId.get(id);
    if (!module) return [];
    let found = chain.get(id);
    if (!found) {
      found = [{ isFree: module.isFree, isLocked: module.isLocked }, ...ancestorsOf(module, byId)];
      chain.set(id, found);
    }
    return found;
  };
}

function ancestorsOf(m: ModuleRow, byId: Map<string, ModuleRow>): { isFree: boolean; isLocked: boolean }[] {
  const out: { isFree: boolean; isLocked: boolean }[] = [];
  let parent = m.parentId ? byId.get(m.parentId) : undefined;
  while (parent) {
    out.push({ isFree: parent.isFree, isLocked: parent.isLocked });
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return out;
}
