import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  courses,
  learningModules,
  learningObjects,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { seedId } from '../../db/seed-id';
import type { AuthoredModule, CourseFile, TestFile } from './content-format';
import { contentIds, itemOptionsAndKeys } from './content-mapper';

/** The only file of the content module that touches Drizzle. */

export async function companyExists(db: Db, companyCode: string): Promise<boolean> {
  const rows = await db
    .select({ code: companies.code })
    .from(companies)
    .where(eq(companies.code, companyCode));
  return rows.length > 0;
}

/** Test keys of the company that exist already, for learning objects that refer to them. */
export async function existingTestIds(
  db: Db,
  companyCode: string,
  keys: string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: tests.id, key: tests.key })
    .from(tests)
    .where(and(eq(tests.companyCode, companyCode), inArray(tests.key, keys)));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** A course named in a course file: by its seed key (content/demo) or by its exact name. */
export async function findCourseIds(db: Db, companyCode: string, ref: string): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.companyCode, companyCode),
        sql`(${courses.id} = ${seedId(companyCode, 'course', ref)} or ${courses.courseName} = ${ref})`,
      ),
    );
  return [...new Set(rows.map((r) => r.id))];
}

/** Upserts one test with its sections, items and options; what the file no longer has is deleted. */
export async function writeTest(
  db: Db,
  companyCode: string,
  file: TestFile,
): Promise<{ id: string; items: number }> {
  const { sections, ...fields } = file;
  const [existing] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.companyCode, companyCode), eq(tests.key, file.key)));
  const testId = existing?.id ?? contentIds.test(companyCode, file.key);
  const testRow = {
    ...fields,
    examFamily: fields.examFamily ?? null,
    randomizeNo: fields.randomizeNo ?? null,
    id: testId,
    companyCode,
  };
  await db
    .insert(tests)
    .values(testRow)
    .onConflictDoUpdate({ target: tests.id, set: { ...testRow, updatedAt: new Date() } });

  const sectionIds: string[] = [];
  const itemIds: string[] = [];
  for (const [si, section] of sections.entries()) {
    const sectionId = contentIds.section(companyCode, file.key, section.key ?? String(si));
    sectionIds.push(sectionId);
    const sectionRow = {
      id: sectionId,
      companyCode,
      testId,
      orderNo: si + 1,
      title: section.title,
      referenceType: section.referenceType,
      durationMinutes: section.durationMinutes,
      totalMarks: section.totalMarks ?? section.items.length,
      parentSecRefCode: section.parentSecRefCode ?? null,
      audioUrl: section.audioUrl ?? null,
    };
    await db
      .insert(testSections)
      .values(sectionRow)
      .onConflictDoUpdate({ target: testSections.id, set: sectionRow });
    for (const [ii, item] of section.items.entries()) {
      const itemId = contentIds.item(companyCode, file.key, item.key);
      itemIds.push(itemId);
      const { options, keys } = itemOptionsAndKeys(
        (n) => contentIds.option(companyCode, file.key, item.key, n),
        item,
      );
      const itemRow = {
        id: itemId,
        companyCode,
        sectionId,
        orderNo: ii + 1,
        key: item.key,
        itemType: item.type,
        html: item.html,
        passage: item.passage ?? section.passage ?? '',
        direction: item.direction ?? '',
        explanation: item.explanation ?? '',
        points: item.points ?? null,
        negativePoints: item.negativePoints ?? null,
        subjectName: item.subject ?? null,
        areaName: item.area ?? null,
        topicName: item.topic ?? null,
        difficulty: item.difficulty ?? null,
        keys,
        media: item.media ?? null,
        timeLimitSeconds: item.timeLimitSeconds ?? null,
        prepSeconds: item.prepSeconds ?? null,
      };
      await db.insert(testItems).values(itemRow).onConflictDoUpdate({ target: testItems.id, set: itemRow });
      for (const option of options) {
        const optionRow = { ...option, companyCode, itemId };
        await db
          .insert(testItemOptions)
          .values(optionRow)
          .onConflictDoUpdate({ target: testItemOptions.id, set: optionRow });
      }
      await deleteExcept(
        db,
        testItemOptions,
        testItemOptions.itemId,
        itemId,
        options.map((o) => o.id),
      );
    }
  }
  // Items removed from the file, wherever they were; then sections removed (their items cascade).
  const stale = db.select({ id: testSections.id }).from(testSections).where(eq(testSections.testId, testId));
  await db
    .delete(testItems)
    .where(
      and(
        inArray(testItems.sectionId, stale),
        itemIds.length ? notInArray(testItems.id, itemIds) : sql`true`,
      ),
    );
  await deleteExcept(db, testSections, testSections.testId, testId, sectionIds);
  return { id: testId, items: itemIds.length };
}

type Keyed = typeof testItemOptions | typeof testSections | typeof learningModules | typeof learningObjects;

async function deleteExcept(
  db: Db,
  table: Keyed,
  parent: Parameters<typeof eq>[0],
  parentId: string,
  keep: string[],
) {
  await db
    .delete(table)
    .where(and(eq(parent, parentId), keep.length ? notInArray(table.id, keep) : sql`true`));
}

/** Upserts a course's module tree and objects; modules and objects the file no longer has are deleted. */
export async function writeCourse(
  db: Db,
  companyCode: string,
  courseId: string,
  file: CourseFile,
  testIds: Map<string, string>,
): Promise<{ modules: number; objects: number }> {
  const moduleIds: string[] = [];
  let objectCount = 0;
  const walk = async (modules: AuthoredModule[], parentId: string | null) => {
    for (const [mi, m] of modules.entries()) {
      const moduleId = contentIds.module(companyCode, courseId, m.key);
      moduleIds.push(moduleId);
      const row = {
        id: moduleId,
        companyCode,
        courseId,
        parentId,
        orderNo: mi + 1,
        title: m.title,
        description: m.description,
        thumbnail: m.thumbnail,
        referenceType: m.referenceType,
        isGroupLessons: m.isGroupLessons,
        languageId: m.languageId ?? null,
        isFree: m.isFree,
        isLocked: m.isLocked,
      };
      await db
        .insert(learningModules)
        .values(row)
        .onConflictDoUpdate({ target: learningModules.id, set: row });
      const objectIds: string[] = [];
      for (const [oi, o] of m.objects.entries()) {
        const id = contentIds.object(companyCode, courseId, o.key);
        objectIds.push(id);
        const {
          key: _key,
          kind,
          title,
          test,
          isFree,
          isLocked,
          isDisableReview,
          evaluationRequired,
          languageId,
          ...rest
        } = o;
        const objectRow = {
          id,
          companyCode,
          moduleId,
          orderNo: oi + 1,
          kind,
          title,
          component: { title, objectType: kind, ...rest },
          testId: test ? (testIds.get(test) ?? null) : null,
          isFree,
          isLocked,
          isDisableReview,
          evaluationRequired,
          languageId: languageId ?? null,
        };
        await db
          .insert(learningObjects)
          .values(objectRow)
          .onConflictDoUpdate({ target: learningObjects.id, set: objectRow });
      }
      objectCount += objectIds.length;
      await deleteExcept(db, learningObjects, learningObjects.moduleId, moduleId, objectIds);
      await walk(m.modules, moduleId);
    }
  };
  await walk(file.modules, null);
  await deleteExcept(db, learningModules, learningModules.courseId, courseId, moduleIds);
  return { modules: moduleIds.length, objects: objectCount };
}
