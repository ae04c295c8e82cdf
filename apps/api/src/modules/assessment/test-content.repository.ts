import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedRead, preparedOnce } from '../../db/prepared';
import { studentTests, testItemOptions, testItems, testSections, tests } from '../../db/schema';
import { LruCache } from '../../lib/lru-cache';
import type { StudentTestRow } from './attempt.repository';
import type { TestContent } from './test-json';

/** An attempt's shape as `attemptShape` reads it. */
export type AttemptShapeRow = Pick<
  StudentTestRow,
  'id' | 'studentId' | 'testId' | 'itemOrder' | 'timerMode' | 'isQuiz' | 'timeLimitSeconds'
> &
  Pick<TestContent['test'], 'template' | 'examFamily' | 'relaxes'> &
  Pick<TestContent, 'sections' | 'items' | 'options'>;

/**
 * Attempts' rows as their shapes need them, with their tests' templates and versions, for one call or
 * a group of them (`calls`, one row per attempt found, `n` its call's place): each attempt only as
 * the given student's (`st`), or (`tok`) only while that session is open on this company and the
 * attempt's student's, as in syncStatement. Either may be null, never both (attemptShapes).
 */
const attemptShapeStatement = new PreparedRead<'calls'>(
  'portico_attempt_shape_v4',
  (p) => sql`
    select c.n, a.id, a.student_id as "studentId", a.test_id as "testId", a.item_order as "itemOrder",
           a.timer_mode as "timerMode", a.is_quiz as "isQuiz", a.time_limit_seconds as "timeLimitSeconds",
           t.template, t.exam_family as "examFamily", t.relaxes, t.xmin::text as version
      from jsonb_to_recordset(${p('calls')}::jsonb) as c(n int, id uuid, co text, st uuid, tok text, now timestamptz)
      join ${studentTests} a on a.id = c.id and a.company_code = c.co
      join ${tests} t on t.id = a.test_id and t.company_code = a.company_code
     where (c.st is null or a.student_id = c.st)
       and (c.tok is null or exists (
            select 1 from sessions s
             where s.token_hash = c.tok and s.company_code = c.co
               and s.student_id = a.student_id and s.revoked_at is null
               and s.expires_at > c.now))`,
);

/** Whose attempt a shape is read for: a known student, or a session still to be checked. */
export type ShapeReader =
  | { studentId: string; tokenHash?: undefined }
  | { studentId?: undefined; tokenHash: string; now: Date };

/** One attempt's shape read (attemptShapes). */
export type ShapeCall = { companyCode: string; id: string; who: ShapeReader };

/** Authored test rows by database (a transaction reads its own) and test, for `everyRowOf`. */
const contentCaches = new WeakMap<
  object,
  LruCache<string, { version: string; rows: Omit<TestContent, 'test'> }>
>();
const contentCacheOf = (db: Db) => {
  let cache = contentCaches.get(db);
  if (!cache) {
    cache = new LruCache(500, 60 * 60_000);
    contentCaches.set(db, cache);
  }
  return cache;
};

/** Freezes a value and everything in it, so a cached row can never be changed by a reader. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A test's authored content (tests, sections, items, options) as attempts see it. */
export class TestContentRepository {
  constructor(private readonly db: Db) {}

  /**
   * What cannot change during an attempt: its item order, clock kind and time limit, and each item
   * of its test with its type and number of right options (as `choiceItems`), the items from the
   * test's rows kept per version (everyRowOf), so the usual read is the attempt's row alone. Found
   * only as `who.studentId`'s attempt, or only while the session `who.tokenHash` is open and its
   * student's (one of the two).
   */
  async attemptShape(
    companyCode: string,
    id: string,
    who: ShapeReader,
  ): Promise<AttemptShapeRow | undefined> {
    const [row] = await this.attemptShapes([{ companyCode, id, who }]);
    return row;
  }

  /** Several attempts' shapes in one read (see attemptShape): per call, in their order. */
  async attemptShapes(calls: readonly ShapeCall[]): Promise<(AttemptShapeRow | undefined)[]> {
    const rows = await attemptShapeStatement.rows<
      Omit<AttemptShapeRow, 'sections' | 'items' | 'options'> & { version: string; n: number }
    >(this.db, {
      calls: JSON.stringify(
        calls.map(({ companyCode, id, who }, n) => ({
          n,
          id,
          co: companyCode,
          st: who.studentId ?? null,
          tok: who.tokenHash ?? null,
          now: who.tokenHash ? who.now.toISOString() : null,
        })),
      ),
    });
    const found = new Map(rows.map((row) => [row.n, row] as const));
    // Each test's rows once for the group (a cold process's group is mostly attempts of one test).
    const contents = new Map<string, Promise<Omit<TestContent, 'test'>>>();
    const contentOf = (companyCode: string, id: string, version: string) => {
      const key = `${companyCode}/${id}/${version}`;
      const known = contents.get(key);
      if (known) return known;
      const content = this.everyRowOf({ companyCode, id }, version);
      contents.set(key, content);
      return content;
    };
    return Promise.all(
      calls.map(async ({ companyCode }, n) => {
        const row = found.get(n);
        if (!row) return undefined;
        const { version, n: _n, ...attempt } = row;
        const { sections, items, options } = await contentOf(companyCode, row.testId, version);
        return { ...attempt, sections, items, options };
      }),
    );
  }

  /** The runner that holds an attempt from now on (the latest launch). */
  /**
   * What a choose-N check needs of the given items of one test: each item's type, its number of
   * right options and the test's template (test-json.ts selectCount).
   */
  choiceItems(testId: string, itemIds: string[]) {
    if (itemIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: testItems.id,
        itemType: testItems.itemType,
        template: tests.template,
        rightCount: sql<number>`(select count(*)::int from ${testItemOptions} o
                                  where o.item_id = ${testItems.id} and o.is_correct)`,
      })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .innerJoin(tests, eq(tests.id, testSections.testId))
      .where(and(eq(tests.id, testId), inArray(testItems.id, itemIds)));
  }

  /**
   * The given items of one test that carry their own time (TimeLimitSeconds), with what decides
   * whether the test's profile runs item clocks (its template and exam family): usually none.
   */
  timedItems(testId: string, itemIds: string[]) {
    if (itemIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: testItems.id,
        itemType: testItems.itemType,
        timeLimitSeconds: sql<number>`${testItems.timeLimitSeconds}`,
        template: tests.template,
        examFamily: tests.examFamily,
      })
      .from(testItems)
      .innerJoin(testSections, eq(testSections.id, testItems.sectionId))
      .innerJoin(tests, eq(tests.id, testSections.testId))
      .where(
        and(eq(tests.id, testId), inArray(testItems.id, itemIds), sql`${testItems.timeLimitSeconds} > 0`),
      );
  }

  /**
   * A test's sections, items and options as an attempt sees them. Without `attempt` (a new one),
   * only what is live; for an attempt, also what a re-import retired that the attempt holds: its
   * sections and items (its item order names them) and the options retired after its launch.
   */
  async testContent(
    companyCode: string,
    testId: string,
    attempt?: Pick<StudentTestRow, 'createdAt' | 'itemOrder'> & Partial<Pick<StudentTestRow, 'routes'>>,
  ): Promise<TestContent | undefined> {
    // xmin: the transaction that last wrote the test's row; every import of the test rewrites it.
    const name = 'portico_test_version';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select({ test: tests, version: sql<string>`xmin::text` })
        .from(tests)
        .where(and(eq(tests.companyCode, sql.placeholder('co')), eq(tests.id, sql.placeholder('id'))))
        .prepare(name),
    );
    const [found] = await query.execute({ co: companyCode, id: testId });
    if (!found) return undefined;
    const { test } = found;
    const all = await this.everyRowOf(test, found.version);
    const heldSections = new Set(attempt ? Object.keys(attempt.itemOrder) : []);
    // A routed section's pools are held too: the route not yet taken may be the one handed out.
    const pools = Object.values(attempt?.routes ?? {}).flatMap((r) => [...r.pools.easier, ...r.pools.harder]);
    const heldItems = new Set(attempt ? [...Object.values(attempt.itemOrder).flat(), ...pools] : []);
    const sections = all.sections.filter((s) => s.retiredAt === null || heldSections.has(s.id));
    const sectionIds = new Set(sections.map((s) => s.id));
    const items = all.items.filter(
      (i) => sectionIds.has(i.sectionId) && (i.retiredAt === null || heldItems.has(i.id)),
    );
    const itemIds = new Set(items.map((i) => i.id));
    const options = all.options.filter(
      (o) =>
        itemIds.has(o.itemId) &&
        (o.retiredAt === null || (attempt !== undefined && o.retiredAt > attempt.createdAt)),
    );
    return { test, sections, items, options };
  }

  /**
   * Every section, item and option of a test, retired ones included, in their order: read once per
   * version of the test's row (an import writes it, and then its sections, items and options in the
   * same transaction) and kept, frozen, for the next launches (issue 19: a mock morning launches one
   * test thousands of times).
   */
  private async everyRowOf(
    test: Pick<TestContent['test'], 'companyCode' | 'id'>,
    version: string,
  ): Promise<Omit<TestContent, 'test'>> {
    const cache = contentCacheOf(this.db);
    const key = `${test.companyCode}/${test.id}`;
    const known = cache.get(key);
    if (known?.version === version) return known.rows;
    const sections = await this.db
      .select()
      .from(testSections)
      .where(eq(testSections.testId, test.id))
      .orderBy(asc(testSections.orderNo));
    const sectionIds = sections.map((s) => s.id);
    const items = sectionIds.length
      ? await this.db
          .select()
          .from(testItems)
          .where(inArray(testItems.sectionId, sectionIds))
          .orderBy(asc(testItems.orderNo))
      : [];
    const itemIds = items.map((i) => i.id);
    const options = itemIds.length
      ? await this.db
          .select()
          .from(testItemOptions)
          .where(inArray(testItemOptions.itemId, itemIds))
          .orderBy(asc(testItemOptions.orderNo))
      : [];
    const rows = deepFreeze({ sections, items, options });
    cache.set(key, { version, rows });
    return rows;
  }
}
