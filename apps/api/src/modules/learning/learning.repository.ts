import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CourseDashboard,
  courses,
  learningModules,
  learningObjects,
  studentTests,
  testItems,
  testSections,
  tests,
  userActions,
} from '../../db/schema';
import { currentOf, ofStudent } from '../tenancy/owned-rows.repository';

export type ModuleRow = typeof learningModules.$inferSelect;
export type ObjectRow = typeof learningObjects.$inferSelect;

/** The only file of the learning area that touches the database. */
export class LearningRepository {
  constructor(private readonly db: Db) {}

  modulesOfCourse(companyCode: string, courseId: string): Promise<ModuleRow[]> {
    return this.db
      .select()
      .from(learningModules)
      .where(and(...currentOf(learningModules, companyCode, eq(learningModules.courseId, courseId))))
      .orderBy(asc(learningModules.orderNo), asc(learningModules.title));
  }

  objectsOfModule(companyCode: string, moduleId: string): Promise<ObjectRow[]> {
    return this.db
      .select()
      .from(learningObjects)
      .where(and(...currentOf(learningObjects, companyCode, eq(learningObjects.moduleId, moduleId))))
      .orderBy(asc(learningObjects.orderNo), asc(learningObjects.title));
  }

  /** The current objects of these modules. */
  objectsOfModules(companyCode: string, moduleIds: string[]): Promise<ObjectRow[]> {
    if (moduleIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(learningObjects)
      .where(and(...currentOf(learningObjects, companyCode, inArray(learningObjects.moduleId, moduleIds))));
  }

  /** The course's dashboard settings (its switches), null when the company has no such course. */
  async courseDashboard(companyCode: string, courseId: string): Promise<CourseDashboard | null> {
    const [row] = await this.db
      .select({ dashboard: courses.dashboard })
      .from(courses)
      .where(and(eq(courses.companyCode, companyCode), eq(courses.id, courseId)))
      .limit(1);
    return row?.dashboard ?? null;
  }

  /** One current object of the company with its module's course. */
  async objectWithCourse(companyCode: string, id: string) {
    const [row] = await this.db
      .select({ object: learningObjects, courseId: learningModules.courseId })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(and(...currentOf(learningObjects, companyCode, eq(learningObjects.id, id))))
      .limit(1);
    return row;
  }

  /** The student's user actions on these objects (lesson, video and book audio statuses). */
  actionsOf(companyCode: string, studentId: string, objectIds: string[]) {
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        referenceId: userActions.referenceId,
        status: userActions.status,
        duration: userActions.duration,
      })
      .from(userActions)
      .where(
        and(...ofStudent(userActions, companyCode, studentId), inArray(userActions.referenceId, objectIds)),
      );
  }

  /** Template, section minutes and question count of each test. */
  async testFacts(companyCode: string, testIds: string[]) {
    if (testIds.length === 0) return [];
    const testRows = await this.db
      .select({ id: tests.id, template: tests.template, examFamily: tests.examFamily })
      .from(tests)
      .where(and(eq(tests.companyCode, companyCode), inArray(tests.id, testIds)));
    const sections = await this.db
      .select({
        id: testSections.id,
        testId: testSections.testId,
        minutes: testSections.durationMinutes,
        title: testSections.title,
        referenceType: testSections.referenceType,
        orderNo: testSections.orderNo,
      })
      .from(testSections)
      .where(and(inArray(testSections.testId, testIds), isNull(testSections.retiredAt)))
      .orderBy(testSections.orderNo);
    const items = sections.length
      ? await this.db
          .select({ sectionId: testItems.sectionId })
          .from(testItems)
          .where(
            and(
              inArray(
                testItems.sectionId,
                sections.map((s) => s.id),
              ),
              isNull(testItems.retiredAt),
            ),
          )
      : [];
    return testRows.map((t) => {
      const own = sections.filter((s) => s.testId === t.id);
      const ids = new Set(own.map((s) => s.id));
      return {
        ...t,
        minutes: own.reduce((sum, s) => sum + s.minutes, 0),
        questions: items.filter((i) => ids.has(i.sectionId)).length,
        sections: own.map((s) => ({ title: s.title, referenceType: s.referenceType })),
      };
    });
  }

  /** The student's attempts of these objects, newest first. */
  attempts(companyCode: string, studentId: string, objectIds: string[]) {
    if (objectIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(studentTests)
      .where(
        and(
          ...ofStudent(studentTests, companyCode, studentId),
          inArray(studentTests.learningObjectId, objectIds),
        ),
      )
      .orderBy(desc(studentTests.createdAt));
  }
}
