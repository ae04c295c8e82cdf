import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { seedId } from '../../lib/seed-id';
import {
  type ContentKind,
  type ExistingRow,
  type ExistingRows,
  HASHED_FIELDS,
  HEAD_CHARS,
  headOf,
} from './content-diff';
import type { Language } from './content-plan';
import type { Needs, Refs } from './content-validate';

/**
 * The content module's reads (its writes: content-write.repository.ts; no other file of the module
 * touches Drizzle). An import reads what its files refer to in a few statements (readFacts), then
 * writes every row in a few multi-row statements (writePlan): the work and the time a connection is
 * held grow with the files, not with one statement per row.
 */

/** What a re-import dropped but kept, because students have attempted it (decision 014). */
export interface Retired {
  sections: number;
  items: number;
  options: number;
  modules: number;
  objects: number;
}

export const noneRetired = (): Retired => ({ sections: 0, items: 0, options: 0, modules: 0, objects: 0 });

/** `column = any($1)`: one array parameter however many ids, instead of one parameter each. */
export const anyOf = (column: PgColumn | SQL, values: string[]) => sql`${column} = any(${sql.param(values)})`;
export const noneOf = (column: PgColumn | SQL, values: string[]) =>
  sql`${column} <> all(${sql.param(values)})`;

/** What the database holds that an import's files refer to, and, for a preview, the rows they touch. */
export interface Facts {
  refs: Refs;
  languages: Language[];
  /** Of the tests and courses the files write (a preview compares them with what it would write). */
  rows?: ExistingRows;
  attemptedTests?: string[];
  attemptedObjects?: string[];
  /**
   * A digest of those tests' and courses' rows and of what the files' references resolved to: equal
   * digests, same plan and same preview from the same files.
   */
  digest: string;
}

/**
 * Reads, in one read-only snapshot, what the files need: a handful of statements whatever their size,
 * and the connection is free again before any planning starts.
 */
export function readFacts(db: Db, companyCode: string, needs: Needs, rows: boolean): Promise<Facts> {
  return db.transaction((tx) => factsIn(tx, companyCode, needs, rows), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** readFacts on a transaction the caller holds. */
export async function factsIn(db: Db, companyCode: string, needs: Needs, rows: boolean): Promise<Facts> {
  const [company] = await db
    .select({ code: companies.code })
    .from(companies)
    .where(eq(companies.code, companyCode));
  const keys = [...needs.testKeys, ...needs.referencedKeys];
  const testRows = keys.length
    ? await db
        .select({ id: tests.id, key: tests.key })
        .from(tests)
        .where(and(eq(tests.companyCode, companyCode), anyOf(tests.key, keys)))
        .orderBy(tests.key)
    : [];
  const courseIdsOf = await resolveCourses(db, companyCode, needs.courseRefs);
  const languages = await db
    .select({ id: metadata.id, name: metadata.name })
    .from(metadata)
    .where(and(eq(metadata.companyCode, companyCode), eq(metadata.componentType, 'LANGUAGE')))
    .orderBy(metadata.id);
  const refs: Refs = {
    companyExists: !!company,
    courses: courseIdsOf,
    tests: Object.fromEntries(testRows.map((r) => [r.key, r.id])),
  };
  const own = new Set(needs.testKeys);
  const scope = {
    testIds: testRows.filter((r) => own.has(r.key)).map((r) => r.id),
    // Only a course named once can be written; an ambiguous or unknown one fails validation.
    courseIds: Object.values(courseIdsOf).flatMap((ids) => (ids.length === 1 ? ids : [])),
  };
  // What the plan is made from: the content it replaces and what the files' references resolved to.
  const digest = createHash('sha256')
    .update(await contentDigest(db, companyCode, scope))
    .update(JSON.stringify([refs.companyExists, Object.entries(refs.courses), testRows, languages]))
    .digest('hex');
  if (!rows) return { refs, languages, digest };
  return { refs, languages, digest, ...(await existingRows(db, companyCode, scope)) };
}

/** A course named in a course file: by its seed key (content/demo) or by its exact name. */
async function resolveCourses(
  db: Db,
  companyCode: string,
  refs: string[],
): Promise<Record<string, string[]>> {
  if (refs.length === 0) return {};
  const seeded = refs.map((ref) => seedId(companyCode, 'course', ref));
  const rows = await db
    .select({ id: courses.id, name: courses.courseName })
    .from(courses)
    .where(
      and(
        eq(courses.companyCode, companyCode),
        sql`(${anyOf(courses.id, seeded)} or ${anyOf(courses.courseName, refs)})`,
      ),
    );
  return Object.fromEntries(
    refs.map((ref, i) => [
      ref,
      [...new Set(rows.filter((r) => r.id === seeded[i] || r.name === ref).map((r) => r.id))],
    ]),
  );
}

interface Scope {
  testIds: string[];
  courseIds: string[];
}

/** The rows of the scope's tests and courses, long texts as their MD5 (HASHED_FIELDS). */
async function existingRows(db: Db, companyCode: string, scope: Scope) {
  const select = <T extends PgTable>(kind: ContentKind, table: T) => {
    const hashed = HASHED_FIELDS[kind] ?? [];
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const fields = Object.fromEntries(
      Object.entries(columns).flatMap(([name, column]): [string, PgColumn | SQL][] =>
        hashed.includes(name)
          ? [
              [name, sql<string>`md5(${column})`],
              // Its first characters, for the preview's old → new (HEAD_CHARS and one to tell it goes on).
              [headOf(name), sql<string | null>`left(${column}, ${HEAD_CHARS + 1})`],
            ]
          : [[name, column]],
      ),
    );
    return db.select(fields).from(table as PgTable);
  };
  const sectionsOf = db
    .select({ id: testSections.id })
    .from(testSections)
    .where(anyOf(testSections.testId, scope.testIds));
  const itemsOf = db
    .select({ id: testItems.id })
    .from(testItems)
    .where(sql`${testItems.sectionId} in ${sectionsOf}`);
  const modulesOf = db
    .select({ id: learningModules.id })
    .from(learningModules)
    .where(anyOf(learningModules.courseId, scope.courseIds));
  const rows = (list: Promise<Record<string, unknown>[]>) => list as Promise<ExistingRow[]>;
  const existing: ExistingRows = {
    tests: await rows(select('tests', tests).where(anyOf(tests.id, scope.testIds))),
    sections: await rows(select('sections', testSections).where(anyOf(testSections.testId, scope.testIds))),
    items: await rows(select('items', testItems).where(sql`${testItems.sectionId} in ${sectionsOf}`)),
    options: await rows(
      select('options', testItemOptions).where(sql`${testItemOptions.itemId} in ${itemsOf}`),
    ),
    modules: await rows(
      select('modules', learningModules).where(anyOf(learningModules.courseId, scope.courseIds)),
    ),
    objects: await rows(
      select('objects', learningObjects).where(sql`${learningObjects.moduleId} in ${modulesOf}`),
    ),
  };
  const attemptedTests = await attempted(db, companyCode, scope.testIds);
  const objectIds = existing.objects.map((o) => o.id);
  const attemptedObjects = objectIds.length
    ? (
        await db
          .selectDistinct({ id: studentTests.learningObjectId })
          .from(studentTests)
          .where(anyOf(studentTests.learningObjectId, objectIds))
      ).flatMap((r) => (r.id ? [r.id] : []))
    : [];
  return { rows: existing, attemptedTests, attemptedObjects };
}

/** Tests (of these) that some student has an attempt of, in progress or ended. */
export async function attempted(db: Db, companyCode: string, testIds: string[]): Promise<string[]> {
  if (testIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: studentTests.testId })
    .from(studentTests)
    // The company first: student_tests is indexed by company, student and test.
    .where(and(eq(studentTests.companyCode, companyCode), anyOf(studentTests.testId, testIds)));
  return rows.map((r) => r.id);
}

/**
 * A digest of the rows of the given tests (with their sections, items and options) and courses (with
 * their modules and objects): equal digests, no row added, changed or removed in between. It is made
 * of each row's id and xmin (the transaction that wrote its current version), so the database reads
 * no passage to compute it; the console's apply compares it with the preview's, inside its
 * transaction, before writing.
 */
async function contentDigest(db: Db, companyCode: string, scope: Scope): Promise<string> {
  const t = sql.param(scope.testIds);
  const c = sql.param(scope.courseIds);
  const result = (await db.execute(sql`
    select md5(coalesce(string_agg(r, ',' order by r), '')) as digest from (
      select 't' || t.id || ':' || t.xmin as r from tests t
        where t.company_code = ${companyCode} and t.id = any(${t}::uuid[])
      union all
      select 's' || s.id || ':' || s.xmin from test_sections s where s.test_id = any(${t}::uuid[])
      union all
      select 'i' || i.id || ':' || i.xmin from test_items i
        where i.section_id in (select id from test_sections where test_id = any(${t}::uuid[]))
      union all
      select 'o' || o.id || ':' || o.xmin from test_item_options o
        where o.item_id in (select id from test_items where section_id in
          (select id from test_sections where test_id = any(${t}::uuid[])))
      union all
      select 'm' || m.id || ':' || m.xmin from learning_modules m where m.course_id = any(${c}::uuid[])
      union all
      select 'b' || b.id || ':' || b.xmin from learning_objects b
        where b.module_id in (select id from learning_modules where course_id = any(${c}::uuid[]))
    ) as content`)) as unknown as { rows: { digest: string }[] };
  return result.rows[0]?.digest ?? '';
}

/**
 * Imports of one company take turns, across processes, for the rest of the transaction: an apply
 * checks that the content is still what its preview showed and writes it with no other import between.
 */
export async function lockCompanyImports(db: Db, companyCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}, hashtext(${companyCode}))`);
}
/** 'impt' in ASCII: the first key of the per-company import lock. */
const IMPORT_LOCK_KEY = 0x696d7074;
