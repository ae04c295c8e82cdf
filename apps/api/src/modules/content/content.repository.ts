import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  courses,
  learningModules,
  learningObjects,
  metadata,
  studentTests,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { seedId } from '../../db/seed-id';
import { type AuthoredModule, type CourseFile, resolveItemShortcodes, type TestFile } from './content-format';
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

/** What a re-import dropped but kept, because students have attempted it (issue 11 §5). */
export interface Retired {
  sections: number;
  items: number;
  options: number;
  modules: number;
  objects: number;
}

export const noneRetired = (): Retired => ({ sections: 0, items: 0, options: 0, modules: 0, objects: 0 });

/** One import's removals: when they happen, and what they retired so far. */
export interface Removals {
  at: Date;
  retired: Retired;
}

/**
 * Upserts one test with its sections, items and options. What the file no longer has is deleted,
 * unless students have attempted the test: then it is retired, kept for their attempts and reports
 * (an attempt lists its items by id) and left out of new attempts.
 */
export async function writeTest(
  db: Db,
  companyCode: string,
  file: TestFile,
  removals: Removals,
): Promise<{ id: string; items: number }> {
  const { retired } = removals;
  const { sections, ...fields } = file;
  const [existing] = await db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.companyCode, companyCode), eq(tests.key, file.key)));
  const testId = existing?.id ?? contentIds.test(companyCode, file.key);
  const attempted = existing ? await hasAttempts(db, eq(studentTests.testId, testId)) : false;
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
      retiredAt: null,
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
        retiredAt: null,
      };
      await db.insert(testItems).values(itemRow).onConflictDoUpdate({ target: testItems.id, set: itemRow });
      for (const option of options) {
        const optionRow = { ...option, companyCode, itemId, retiredAt: null };
        await db
          .insert(testItemOptions)
          .values(optionRow)
          .onConflictDoUpdate({ target: testItemOptions.id, set: optionRow });
      }
      retired.options += await dropExcept(
        db,
        testItemOptions,
        eq(testItemOptions.itemId, itemId),
        options.map((o) => o.id),
        attempted && removals.at,
      );
    }
  }
  // Items removed from the file, wherever they were; then sections removed (a deleted section's
  // items cascade, but a section is deleted only when nobody attempted the test: then none is kept).
  const ofTest = db.select({ id: testSections.id }).from(testSections).where(eq(testSections.testId, testId));
  retired.items += await dropExcept(
    db,
    testItems,
    inArray(testItems.sectionId, ofTest),
    itemIds,
    attempted && removals.at,
  );
  retired.sections += await dropExcept(
    db,
    testSections,
    eq(testSections.testId, testId),
    sectionIds,
    attempted && removals.at,
  );
  return { id: testId, items: itemIds.length };
}

type Retirable = typeof testItemOptions | typeof testItems | typeof testSections;
type Condition = ReturnType<typeof eq>;

/**
 * Drops the rows under `scope` that the file no longer has: deleted, or retired at `retireAt` when
 * students have attempted the test. Returns how many it newly retired.
 */
async function dropExcept(db: Db, table: Retirable, scope: Condition, ids: string[], retireAt: Date | false) {
  const stale = and(scope, ids.length ? notInArray(table.id, ids) : sql`true`);
  if (!retireAt) {
    await db.delete(table).where(stale);
    return 0;
  }
  const rows = await db
    .update(table)
    .set({ retiredAt: retireAt })
    .where(and(stale, isNull(table.retiredAt)))
    .returning({ id: table.id });
  return rows.length;
}

/** Whether any student has an attempt matching the condition (of a test, or of a course object). */
async function hasAttempts(db: Db, condition: Condition): Promise<boolean> {
  const rows = await db.select({ id: studentTests.id }).from(studentTests).where(condition).limit(1);
  return rows.length > 0;
}

/**
 * Upserts a course's module tree and objects. Objects and modules the file no longer has are
 * deleted, except an object students have attempted and the modules above it: those are retired
 * (kept for the attempts, left out of the course pages).
 */
/**
 * A languageId as authored: a LANGUAGE metadata id of the company, or a language's name ('Hindi'),
 * which becomes that language's id so the video library's language filter and the profile's
 * preferred language match it.
 */
async function languageResolver(db: Db, companyCode: string) {
  const rows = await db
    .select({ id: metadata.id, name: metadata.name })
    .from(metadata)
    .where(and(eq(metadata.companyCode, companyCode), eq(metadata.componentType, 'LANGUAGE')));
  const byName = new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
  return (value: string | undefined) => (value ? (byName.get(value.trim().toLowerCase()) ?? value) : null);
}

export async function writeCourse(
  db: Db,
  companyCode: string,
  courseId: string,
  file: CourseFile,
  testIds: Map<string, string>,
  removals: Removals,
): Promise<{ modules: number; objects: number }> {
  const moduleIds: string[] = [];
  const objectIds: string[] = [];
  const language = await languageResolver(db, companyCode);
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
        languageId: language(m.languageId),
        isFree: m.isFree,
        isLocked: m.isLocked,
        retiredAt: null,
      };
      await db
        .insert(learningModules)
        .values(row)
        .onConflictDoUpdate({ target: learningModules.id, set: row });
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
          component: {
            title,
            objectType: kind,
            ...rest,
            ...(rest.content !== undefined && {
              content: resolveItemShortcodes(rest.content, (k) =>
                contentIds.object(companyCode, courseId, k),
              ),
            }),
          },
          testId: test ? (testIds.get(test) ?? null) : null,
          isFree,
          isLocked,
          isDisableReview,
          evaluationRequired,
          languageId: language(languageId),
          retiredAt: null,
        };
        await db
          .insert(learningObjects)
          .values(objectRow)
          .onConflictDoUpdate({ target: learningObjects.id, set: objectRow });
      }
      await walk(m.modules, moduleId);
    }
  };
  await walk(file.modules, null);
  await dropStaleOfCourse(db, courseId, new Set(moduleIds), new Set(objectIds), removals);
  return { modules: moduleIds.length, objects: objectIds.length };
}

/**
 * After a course file is written: objects and modules of the course it no longer has. Removal runs
 * once the whole tree is written, so an object moved to another module is never dropped on the way.
 */
async function dropStaleOfCourse(
  db: Db,
  courseId: string,
  liveModules: Set<string>,
  liveObjects: Set<string>,
  { at: now, retired }: Removals,
) {
  const modules = await db
    .select({
      id: learningModules.id,
      parentId: learningModules.parentId,
      retiredAt: learningModules.retiredAt,
    })
    .from(learningModules)
    .where(eq(learningModules.courseId, courseId));
  const objects = await db
    .select({
      id: learningObjects.id,
      moduleId: learningObjects.moduleId,
      retiredAt: learningObjects.retiredAt,
    })
    .from(learningObjects)
    .where(
      inArray(
        learningObjects.moduleId,
        modules.map((m) => m.id),
      ),
    );
  const staleObjects = objects.filter((o) => !liveObjects.has(o.id));
  const attempted = new Set<string>();
  if (staleObjects.length > 0) {
    const rows = await db
      .selectDistinct({ id: studentTests.learningObjectId })
      .from(studentTests)
      .where(
        inArray(
          studentTests.learningObjectId,
          staleObjects.map((o) => o.id),
        ),
      );
    for (const r of rows) if (r.id) attempted.add(r.id);
  }
  // A kept object keeps its module and every module above it.
  const parentOf = new Map(modules.map((m) => [m.id, m.parentId]));
  const keptModules = new Set<string>();
  for (const o of staleObjects.filter((x) => attempted.has(x.id))) {
    for (let id: string | null | undefined = o.moduleId; id; id = parentOf.get(id)) keptModules.add(id);
  }
  const retire = async (
    table: typeof learningObjects | typeof learningModules,
    rows: { id: string; retiredAt: Date | null }[],
  ) => {
    const fresh = rows.filter((r) => !r.retiredAt).map((r) => r.id);
    if (fresh.length) await db.update(table).set({ retiredAt: now }).where(inArray(table.id, fresh));
    return fresh.length;
  };
  retired.objects += await retire(
    learningObjects,
    staleObjects.filter((o) => attempted.has(o.id)),
  );
  const deadObjects = staleObjects.filter((o) => !attempted.has(o.id)).map((o) => o.id);
  if (deadObjects.length) await db.delete(learningObjects).where(inArray(learningObjects.id, deadObjects));
  const staleModules = modules.filter((m) => !liveModules.has(m.id));
  retired.modules += await retire(
    learningModules,
    staleModules.filter((m) => keptModules.has(m.id)),
  );
  // Deleting a module deletes what is below it; none of that is kept (a kept one keeps its parents).
  const deadModules = staleModules.filter((m) => !keptModules.has(m.id)).map((m) => m.id);
  if (deadModules.length) await db.delete(learningModules).where(inArray(learningModules.id, deadModules));
}

/** One authored row as the import preview compares it: a name to show and its content. */
export interface SnapshotRow {
  label: string;
  content: string;
  retired: boolean;
}
export type ContentKind = 'tests' | 'sections' | 'items' | 'options' | 'modules' | 'objects';
export type ContentSnapshot = Record<ContentKind, Map<string, SnapshotRow>>;

/**
 * Every authored row of a company (tests and their sections, items, options; course modules and
 * objects), keyed by id, with its content minus timestamps: taken before and after an import inside
 * one transaction, the two tell what the import adds, changes and removes (the console's preview).
 */
export async function contentSnapshot(db: Db, companyCode: string): Promise<ContentSnapshot> {
  const rows = async <T extends { id: string; retiredAt?: Date | null }>(
    list: Promise<T[]>,
    label: (row: T) => string,
  ): Promise<Map<string, SnapshotRow>> => {
    const map = new Map<string, SnapshotRow>();
    for (const row of await list) {
      const { createdAt: _c, updatedAt: _u, retiredAt, ...content } = row as T & Record<string, unknown>;
      map.set(row.id, { label: label(row), content: JSON.stringify(content), retired: !!retiredAt });
    }
    return map;
  };
  return {
    tests: await rows(
      db.select().from(tests).where(eq(tests.companyCode, companyCode)),
      (r) => `${r.title} (${r.key})`,
    ),
    sections: await rows(
      db.select().from(testSections).where(eq(testSections.companyCode, companyCode)),
      (r) => r.title,
    ),
    items: await rows(
      db.select().from(testItems).where(eq(testItems.companyCode, companyCode)),
      (r) => r.key,
    ),
    options: await rows(
      db.select().from(testItemOptions).where(eq(testItemOptions.companyCode, companyCode)),
      (r) => r.id,
    ),
    modules: await rows(
      db.select().from(learningModules).where(eq(learningModules.companyCode, companyCode)),
      (r) => r.title,
    ),
    objects: await rows(
      db.select().from(learningObjects).where(eq(learningObjects.companyCode, companyCode)),
      (r) => r.title,
    ),
  };
}
