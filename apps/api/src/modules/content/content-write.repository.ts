import { setImmediate } from 'node:timers/promises';
import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  learningModules,
  learningObjects,
  studentTests,
  testItemOptions,
  testItems,
  testSections,
  tests,
} from '../../db/schema';
import { anyOf, attempted, noneOf, noneRetired, type Retired } from './content.repository';
import type { TestScope, WritePlan } from './content-plan';

/**
 * The content module's writes (beside content.repository.ts, its reads): a plan's rows in a few
 * multi-row statements, then what the files no longer have, deleted or retired.
 */

/** Parameters per statement (PostgreSQL allows 65,535) and text per statement, for multi-row inserts. */
const PARAMS_PER_STATEMENT = 10_000;
const TEXT_PER_STATEMENT = 4_000_000;

/**
 * Inserts rows, or updates those whose id exists to the new values (the columns the rows give), in
 * as few statements as the limits above allow.
 */
async function upsert(
  db: Db,
  table: PgTable & { id: PgColumn },
  rows: Record<string, unknown>[],
  /** Columns an update sets beyond the rows' own values. */
  onUpdate: Record<string, SQL> = {},
) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const set = Object.fromEntries(
    names
      .filter((name) => name !== 'id' && columns[name])
      .map((name) => [name, sql.raw(`excluded."${(columns[name] as PgColumn).name}"`)]),
  );
  Object.assign(set, onUpdate);
  const perStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / names.length));
  let chunk: Record<string, unknown>[] = [];
  let text = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    // Rows of the table's own insert type (content-plan.ts); the generic table cannot say so.
    await db
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({ target: table.id, set });
    chunk = [];
    text = 0;
    // PGlite runs each statement on this thread and resolves it without a turn of the event loop:
    // a turn between statements lets the process answer what needs no database (health checks).
    await setImmediate();
  };
  for (const row of rows) {
    for (const value of Object.values(row)) if (typeof value === 'string') text += value.length;
    chunk.push(row);
    if (chunk.length >= perStatement || text >= TEXT_PER_STATEMENT) await flush();
  }
  await flush();
}

/**
 * Writes a plan in one transaction's worth of statements (the caller's): upserts of every row, then
 * what the files no longer have: deleted, or retired when students have attempted its test (an
 * attempt lists its items by id) or the learning object. Returns what it newly retired.
 */
export async function writePlan(db: Db, companyCode: string, plan: WritePlan, now: Date): Promise<Retired> {
  const retired = noneRetired();
  const updatedAt = new Date();
  await upsert(
    db,
    tests,
    plan.tests.map((t) => ({ ...t, updatedAt })),
  );
  await upsert(db, testSections, plan.sections);
  // A question imported again is a new revision of it: an editor open on the one before cannot save
  // over the import without being told (console/question-edit.service.ts).
  await upsert(db, testItems, plan.items, { revision: sql`${testItems.revision} + 1` });
  await upsert(db, testItemOptions, plan.options);

  const attemptedIds = new Set(
    await attempted(
      db,
      companyCode,
      plan.testScopes.map((s) => s.testId),
    ),
  );
  for (const wasAttempted of [false, true]) {
    const scopes = plan.testScopes.filter((s) => attemptedIds.has(s.testId) === wasAttempted);
    if (scopes.length > 0) await dropStaleOfTests(db, scopes, wasAttempted, now, retired);
  }

  await upsert(db, learningModules, plan.modules);
  await upsert(db, learningObjects, plan.objects);
  for (const scope of plan.courseScopes) {
    await dropStaleOfCourse(
      db,
      scope.courseId,
      new Set(scope.moduleIds),
      new Set(scope.objectIds),
      now,
      retired,
    );
  }
  return retired;
}

/**
 * After the test files are written: the sections, items and options of these tests the files no
 * longer have. Deleted where nobody attempted the test; retired where someone did.
 */
async function dropStaleOfTests(
  db: Db,
  scopes: TestScope[],
  wasAttempted: boolean,
  now: Date,
  retired: Retired,
) {
  const testIds = scopes.map((s) => s.testId);
  const drop = async (table: typeof testItemOptions | typeof testItems | typeof testSections, stale: SQL) => {
    if (!wasAttempted) {
      await db.delete(table).where(stale);
      return 0;
    }
    const rows = await db
      .update(table)
      .set({ retiredAt: now })
      .where(and(stale, isNull(table.retiredAt)))
      .returning({ id: table.id });
    return rows.length;
  };
  // Options of the items the files have; then items, wherever they were in the test; then sections
  // (a deleted section's items cascade, but a section is deleted only when nobody attempted the test).
  retired.options += await drop(
    testItemOptions,
    and(
      anyOf(
        testItemOptions.itemId,
        scopes.flatMap((s) => s.itemIds),
      ),
      noneOf(
        testItemOptions.id,
        scopes.flatMap((s) => s.optionIds),
      ),
    ) as SQL,
  );
  const ofTests = db
    .select({ id: testSections.id })
    .from(testSections)
    .where(anyOf(testSections.testId, testIds));
  retired.items += await drop(
    testItems,
    and(
      sql`${testItems.sectionId} in ${ofTests}`,
      noneOf(
        testItems.id,
        scopes.flatMap((s) => s.itemIds),
      ),
    ) as SQL,
  );
  retired.sections += await drop(
    testSections,
    and(
      anyOf(testSections.testId, testIds),
      noneOf(
        testSections.id,
        scopes.flatMap((s) => s.sectionIds),
      ),
    ) as SQL,
  );
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
  now: Date,
  retired: Retired,
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
      anyOf(
        learningObjects.moduleId,
        modules.map((m) => m.id),
      ),
    );
  const staleObjects = objects.filter((o) => !liveObjects.has(o.id));
  const attemptedObjects = new Set<string>();
  if (staleObjects.length > 0) {
    const rows = await db
      .selectDistinct({ id: studentTests.learningObjectId })
      .from(studentTests)
      .where(
        anyOf(
          studentTests.learningObjectId,
          staleObjects.map((o) => o.id),
        ),
      );
    for (const r of rows) if (r.id) attemptedObjects.add(r.id);
  }
  // A kept object keeps its module and every module above it.
  const parentOf = new Map(modules.map((m) => [m.id, m.parentId]));
  const keptModules = new Set<string>();
  for (const o of staleObjects.filter((x) => attemptedObjects.has(x.id))) {
    for (let id: string | null | undefined = o.moduleId; id; id = parentOf.get(id)) keptModules.add(id);
  }
  const retire = async (
    table: typeof learningObjects | typeof learningModules,
    rows: { id: string; retiredAt: Date | null }[],
  ) => {
    const fresh = rows.filter((r) => !r.retiredAt).map((r) => r.id);
    if (fresh.length) await db.update(table).set({ retiredAt: now }).where(anyOf(table.id, fresh));
    return fresh.length;
  };
  retired.objects += await retire(
    learningObjects,
    staleObjects.filter((o) => attemptedObjects.has(o.id)),
  );
  const deadObjects = staleObjects.filter((o) => !attemptedObjects.has(o.id)).map((o) => o.id);
  if (deadObjects.length) await db.delete(learningObjects).where(anyOf(learningObjects.id, deadObjects));
  const staleModules = modules.filter((m) => !liveModules.has(m.id));
  retired.modules += await retire(
    learningModules,
    staleModules.filter((m) => keptModules.has(m.id)),
  );
  // Deleting a module deletes what is below it; none of that is kept (a kept one keeps its parents).
  const deadModules = staleModules.filter((m) => !keptModules.has(m.id)).map((m) => m.id);
  if (deadModules.length) await db.delete(learningModules).where(anyOf(learningModules.id, deadModules));
}
