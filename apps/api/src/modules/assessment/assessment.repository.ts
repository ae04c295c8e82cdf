import { and, asc, desc, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedRead, preparedOnce } from '../../db/prepared';
import {
  type AudioPlays,
  fileObjects,
  itemEvaluations,
  lateTracks,
  learningModules,
  learningObjects,
  type SectionClock,
  type StoredTestReport,
  students,
  studentTests,
  testItemOptions,
  testItems,
  testSections,
  tests,
  tracks,
} from '../../db/schema';
import { LruCache } from '../../lib/lru-cache';
import type { TestContent } from './test-json';

export type StudentTestRow = typeof studentTests.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
export type NewTrack = typeof tracks.$inferInsert;
export type NewLateTrack = typeof lateTracks.$inferInsert;

/** PostgreSQL's deadlock and serialisation failures: the transaction can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** What one fast sync statement read and wrote (track-sync-fast.ts). */
export type FastSyncRow = {
  /** The attempt as the statement found it (after waiting for its lock); null when not the student's. */
  attempt: {
    status: StudentTestRow['status'];
    ended_by: string | null;
    runner_id: string | null;
    started_at: string | null;
    deadline_at: string | null;
  } | null;
  /** Whether the attempt took answers, so the records were written. */
  went: boolean;
  /** The deadline set when these were the attempt's first answers (its clock started now). */
  startedDeadline: string | Date | null;
  /** The stored answers of the batch's items before the statement. */
  before: {
    item_id: string;
    track_number: number;
    selected_option_id: string | null;
    entered_text: string | null;
    input_responses: { value: string | null }[];
  }[];
  /** The items whose stored answer the statement replaced or inserted. */
  changed: string[];
};

/**
 * The answer sync of attempts in progress as one statement (one round trip), for one call or a group
 * of them (group commit, decision 032), each call's conditions read per call: it locks each
 * attempt's row (so an end, which locks it for update, waits for the statement, and a statement that
 * waited for an end sees it ended), starts its clock with its first answers, upserts the records only
 * if the attempt still takes answers from the call's runner before its deadline and grace, and
 * returns per call what was stored before and what changed. A lower trackNumber never replaces a
 * higher one, as in `upsertTracks`. Given a session's token hash (`tok`), it finds an attempt only
 * while that session is open and the attempt's student's, on the attempt's company: the call's
 * session check and its answers in one round trip (the route then skips its own lookup). A call
 * that may go back in a forward-only test (a question of its `ahead` already has a record, decision
 * 044) writes nothing, for the full path to decide.
 *
 * A lone call waits for its attempt's lock. A group locks its attempts in id order with SKIP LOCKED:
 * an attempt another transaction holds (an end being scored, another process's call) is left out and
 * comes back with no `attempt`, for the full path to wait for it, so a group never waits on one
 * attempt and two groups never deadlock. One call per attempt (CallGroups' key).
 */
const syncStatement = (name: string, lock: SQL) =>
  new PreparedRead<'calls'>(
    name,
    (p) => sql`
    with c as (
      select * from jsonb_to_recordset(${p('calls')}::jsonb) as c(
        n int, id uuid, co text, st uuid, tok text, runner uuid, now timestamptz, grace float8, records jsonb,
        ahead uuid[])
    ),
    a as (
      select t.id, t.status, t.ended_by, t.runner_id, t.started_at, t.deadline_at
        from student_tests t
        join c on c.id = t.id and c.co = t.company_code and c.st = t.student_id
       where c.tok is null or exists (
              select 1 from sessions s
               where s.token_hash = c.tok and s.company_code = c.co and s.student_id = c.st
                 and s.revoked_at is null and s.expires_at > c.now)
       order by t.id
       ${lock}
    ),
    go as (
      select a.id from a join c on c.id = a.id
       where a.status = 'InProgress'
         and (c.runner is null or a.runner_id is null or a.runner_id = c.runner)
         -- answer-rules.ts: otherRunner and withinGrace, as the full path applies them.
         and (a.started_at is null or a.deadline_at is null
              or c.now <= a.deadline_at + make_interval(secs => c.grace))
         and not exists (
              select 1 from tracks t where t.student_test_id = a.id and t.item_id = any(c.ahead))
    ),
    start as (
      update student_tests t
         set started_at = c.now, deadline_at = c.now + make_interval(secs => t.time_limit_seconds)
        from c
       where t.id = c.id and t.started_at is null and t.id in (select id from go)
      returning t.id, t.deadline_at
    ),
    input as (
      select c.id as attempt_id, c.co, c.st, c.now, i.*
        from c cross join lateral jsonb_to_recordset(c.records) as i(
          item_id uuid, section_id uuid, track_number int, selected_option_id text, entered_text text,
          input_responses jsonb, time_remaining int, time_taken int, marked boolean, client_time_stamp text)
    ),
    before as (
      select t.student_test_id, t.item_id, t.track_number, t.selected_option_id, t.entered_text,
             t.input_responses
        from tracks t join input i on t.student_test_id = i.attempt_id and t.item_id = i.item_id
    ),
    up as (
      insert into tracks (student_test_id, item_id, company_code, student_id, section_id, track_number,
                          selected_option_id, entered_text, input_responses, time_remaining, time_taken,
                          marked, client_time_stamp, received_at)
      select i.attempt_id, i.item_id, i.co, i.st, i.section_id, i.track_number,
             i.selected_option_id, i.entered_text, i.input_responses, i.time_remaining, i.time_taken,
             i.marked, i.client_time_stamp, i.now
        from input i
       where i.attempt_id in (select id from go)
       order by i.attempt_id, i.item_id
      on conflict (student_test_id, item_id) do update set
        section_id = excluded.section_id, track_number = excluded.track_number,
        selected_option_id = excluded.selected_option_id, entered_text = excluded.entered_text,
        input_responses = excluded.input_responses, time_remaining = excluded.time_remaining,
        time_taken = excluded.time_taken, marked = excluded.marked,
        client_time_stamp = excluded.client_time_stamp, received_at = excluded.received_at
      where tracks.track_number < excluded.track_number
      returning student_test_id, item_id
    )
    select c.n,
           (select row_to_json(x) from (
              select a.status, a.ended_by, a.runner_id, a.started_at, a.deadline_at from a where a.id = c.id) x
           ) as attempt,
           (select s.deadline_at from start s where s.id = c.id) as "startedDeadline",
           exists (select 1 from go where go.id = c.id) as went,
           coalesce((
             select json_agg(json_build_object(
                      'item_id', b.item_id, 'track_number', b.track_number,
                      'selected_option_id', b.selected_option_id, 'entered_text', b.entered_text,
                      'input_responses', b.input_responses))
               from before b where b.student_test_id = c.id), '[]'::json) as before,
           coalesce((select json_agg(u.item_id) from up u where u.student_test_id = c.id), '[]'::json)
             as changed
      from c
     order by c.n`,
  );

const loneSyncStatement = syncStatement('portico_fast_sync_v4', sql.raw('for no key update of t'));
const groupSyncStatement = syncStatement(
  'portico_fast_sync_group_v2',
  sql.raw('for no key update of t skip locked'),
);

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

/** One attempt's part of a sync for the one-statement paths; `records` in the tracks' columns. */
export interface FastSyncCall {
  id: string;
  companyCode: string;
  studentId: string;
  /** The SHA-256 of the call's session token when the session is still to be checked, else null. */
  tokenHash: string | null;
  runnerId: string | null;
  now: Date;
  graceSeconds: number;
  records: Omit<NewTrack, 'studentTestId' | 'companyCode' | 'studentId' | 'receivedAt'>[];
  /** The forward-only questions after the batch's first one (decision 044); absent: none. */
  ahead?: readonly string[];
}

/** A record as the sync statements' jsonb_to_recordset reads it. */
const recordColumns = (r: FastSyncCall['records'][number]) => ({
  item_id: r.itemId,
  section_id: r.sectionId,
  track_number: r.trackNumber,
  selected_option_id: r.selectedOptionId ?? null,
  entered_text: r.enteredText ?? null,
  input_responses: r.inputResponses ?? [],
  time_remaining: r.timeRemaining ?? null,
  time_taken: r.timeTaken ?? 0,
  marked: r.marked ?? false,
  client_time_stamp: r.clientTimeStamp ?? null,
});

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

/** The attempt `id`, only as the given student's of the given company. */
const theirAttempt = (
  companyCode: string | Placeholder,
  studentId: string | Placeholder,
  id: string | Placeholder,
) =>
  and(
    eq(studentTests.companyCode, companyCode),
    eq(studentTests.studentId, studentId),
    eq(studentTests.id, id),
  );

/** The only file of the assessment area that touches the database. */
export class AssessmentRepository {
  constructor(readonly db: Db) {}

  /** Raw SQL for what the query builder cannot say (recursion, nested aggregates); rows on both drivers. */
  private async query<T>(statement: SQL): Promise<T[]> {
    const result = (await this.db.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * Runs `work` in one transaction holding the attempt's row lock, so syncs, the end and the scoring
   * of one attempt happen one after another and each decides on what the others committed. A
   * deadlock or serialisation failure runs it once more. `work` must use the repository it is given:
   * on PGlite a query outside the transaction would wait for the transaction to end.
   */
  async withAttempt<T>(
    companyCode: string,
    studentId: string,
    id: string,
    work: (repo: AssessmentRepository, attempt: StudentTestRow | undefined) => Promise<T>,
  ): Promise<T> {
    const run = () =>
      this.db.transaction(async (tx) => {
        const repo = new AssessmentRepository(tx as unknown as Db);
        const [attempt] = await tx
          .select()
          .from(studentTests)
          .where(theirAttempt(companyCode, studentId, id))
          .for('update');
        return work(repo, attempt);
      });
    try {
      return await run();
    } catch (err) {
      if (!RETRYABLE.has(sqlState(err) ?? '')) throw err;
      return run();
    }
  }

  /**
   * Ended attempts whose report is missing or was made by rules older than `version`, in id order
   * after `afterId` (rescore-stale.ts pages through them; one that cannot be scored is passed by),
   * of one company when it is given.
   */
  async staleReports(version: number, afterId: string | null, limit: number, companyCode?: string) {
    return this.db
      .select({
        id: studentTests.id,
        companyCode: studentTests.companyCode,
        studentId: studentTests.studentId,
      })
      .from(studentTests)
      .where(
        and(
          eq(studentTests.status, 'Completed'),
          companyCode ? eq(studentTests.companyCode, companyCode) : undefined,
          afterId ? gt(studentTests.id, afterId) : undefined,
          sql`coalesce((${studentTests.report}->>'version')::int, 0) < ${version}`,
        ),
      )
      .orderBy(asc(studentTests.id))
      .limit(limit);
  }

  /** One attempt's sync in one statement, waiting for its lock (see syncStatement). */
  async fastSync(call: FastSyncCall): Promise<FastSyncRow> {
    const [row] = await this.syncRows(loneSyncStatement, [call]);
    if (!row) throw new Error('the sync statement returned no row');
    return row;
  }

  /**
   * Several attempts' syncs in one statement (see syncStatement), one call per attempt; a row per
   * call, in their order. An attempt another transaction holds comes back with no `attempt`.
   */
  async fastSyncGroup(calls: readonly FastSyncCall[]): Promise<FastSyncRow[]> {
    return this.syncRows(groupSyncStatement, calls);
  }

  private async syncRows(statement: PreparedRead<'calls'>, calls: readonly FastSyncCall[]) {
    const rows = await statement.rows<FastSyncRow & { n: number }>(this.db, {
      calls: JSON.stringify(
        calls.map((call, n) => ({
          n,
          id: call.id,
          co: call.companyCode,
          st: call.studentId,
          tok: call.tokenHash,
          runner: call.runnerId,
          now: call.now.toISOString(),
          grace: call.graceSeconds,
          records: call.records.map(recordColumns),
          ahead: call.ahead?.length ? call.ahead : null,
        })),
      ),
    });
    if (rows.length !== calls.length) throw new Error('the sync statement lost a call');
    return rows;
  }

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
  async claimRunner(id: string, runnerId: string): Promise<void> {
    await this.db
      .update(studentTests)
      .set({ runnerId })
      .where(and(eq(studentTests.id, id), eq(studentTests.status, 'InProgress')));
  }

  /** The stored answers of some items of an attempt. */
  storedTracks(studentTestId: string, itemIds: string[]) {
    if (itemIds.length === 0) return Promise.resolve([] as TrackRow[]);
    return this.db
      .select()
      .from(tracks)
      .where(and(eq(tracks.studentTestId, studentTestId), inArray(tracks.itemId, itemIds)));
  }

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

  /** How many questions of an attempt have a stored answer (a quiz ends when all have). */
  async answeredCount(studentTestId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tracks)
      .where(
        and(
          eq(tracks.studentTestId, studentTestId),
          sql`(coalesce(${tracks.selectedOptionId}, '') <> '' or coalesce(${tracks.enteredText}, '') <> '')`,
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** The current cards of a test, each with its kind and course. */
  cardsOfTest(companyCode: string, testId: string) {
    return this.db
      .select({ id: learningObjects.id, kind: learningObjects.kind, courseId: learningModules.courseId })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(
        and(
          eq(learningObjects.companyCode, companyCode),
          eq(learningObjects.testId, testId),
          isNull(learningObjects.retiredAt),
        ),
      );
  }

  /** A test object (practice, mock or quiz card) with its module's course. */
  async learningObject(companyCode: string, id: string) {
    const name = 'portico_learning_object';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select({ object: learningObjects, courseId: learningModules.courseId })
        .from(learningObjects)
        .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
        .where(
          and(
            eq(learningObjects.companyCode, sql.placeholder('co')),
            eq(learningObjects.id, sql.placeholder('id')),
          ),
        )
        .limit(1)
        .prepare(name),
    );
    const rows = await query.execute({ co: companyCode, id });
    return rows[0];
  }

  /** The ids of a module and its ancestors, nearest first. */
  async moduleChain(companyCode: string, moduleId: string) {
    const rows = await this.query<{ id: string; is_free: boolean; is_locked: boolean }>(sql`
      WITH RECURSIVE chain AS (
        SELECT id, parent_id, is_free, is_locked, 0 AS depth FROM learning_modules
          WHERE id = ${moduleId} AND company_code = ${companyCode}
        UNION ALL
        SELECT m.id, m.parent_id, m.is_free, m.is_locked, c.depth + 1 FROM learning_modules m
          JOIN chain c ON m.id = c.parent_id
      )
      SELECT id, is_free, is_locked FROM chain ORDER BY depth`);
    return rows;
  }

  /**
   * A test's sections, items and options as an attempt sees them. Without `attempt` (a new one),
   * only what is live; for an attempt, also what a re-import retired that the attempt holds: its
   * sections and items (its item order names them) and the options retired after its launch.
   */
  async testContent(
    companyCode: string,
    testId: string,
    attempt?: Pick<StudentTestRow, 'createdAt' | 'itemOrder'>,
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
    const heldItems = new Set(attempt ? Object.values(attempt.itemOrder).flat() : []);
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

  async studentTest(companyCode: string, studentId: string, id: string): Promise<StudentTestRow | undefined> {
    const name = 'portico_student_test';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select()
        .from(studentTests)
        .where(theirAttempt(sql.placeholder('co'), sql.placeholder('st'), sql.placeholder('id')))
        .prepare(name),
    );
    const rows = await query.execute({ co: companyCode, st: studentId, id });
    return rows[0];
  }

  /** The student's attempts of one test object, newest first. */
  attemptsOf(companyCode: string, studentId: string, testId: string, learningObjectId?: string) {
    const ofObject = learningObjectId !== undefined && learningObjectId !== '';
    const name = ofObject ? 'portico_attempts_of_object' : 'portico_attempts_of_test';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select()
        .from(studentTests)
        .where(
          and(
            eq(studentTests.companyCode, sql.placeholder('co')),
            eq(studentTests.studentId, sql.placeholder('st')),
            eq(studentTests.testId, sql.placeholder('test')),
            ofObject ? eq(studentTests.learningObjectId, sql.placeholder('object')) : undefined,
          ),
        )
        .orderBy(desc(studentTests.createdAt))
        .prepare(name),
    );
    return query.execute({ co: companyCode, st: studentId, test: testId, object: learningObjectId });
  }

  /** Inserts an attempt unless one is already in progress (the partial unique index decides). */
  async insertAttempt(row: typeof studentTests.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(studentTests)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: studentTests.id });
    return inserted.length > 0;
  }

  /** Starts the clock of an attempt once, when its first track comes before any Start Test (none for a quiz). */
  async startClock(id: string, startedAt: Date, deadlineAt: Date | null): Promise<void> {
    await this.db
      .update(studentTests)
      .set({ startedAt, deadlineAt })
      .where(and(eq(studentTests.id, id), sql`${studentTests.startedAt} IS NULL`));
  }

  /** assessment/start's change (attempt-start.ts), under the attempt's lock. */
  async startAttempt(
    id: string,
    change: { startedAt: Date; deadlineAt: Date | null; sectionClock: SectionClock[] },
  ): Promise<void> {
    await this.db.update(studentTests).set(change).where(eq(studentTests.id, id));
  }

  /**
   * Upserts counted tracks: a record replaces the stored one only when its trackNumber is higher,
   * so replayed, duplicated and out-of-order batches change nothing a newer track already set.
   * Returns the item ids whose stored answer changed.
   */
  async upsertTracks(rows: NewTrack[]): Promise<string[]> {
    if (rows.length === 0) return [];
    // One fixed order (by item) for every batch, so two writers never wait on each other's rows.
    const ordered = [...rows].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
    const changed = await this.db
      .insert(tracks)
      .values(ordered)
      .onConflictDoUpdate({
        target: [tracks.studentTestId, tracks.itemId],
        set: {
          sectionId: sql`excluded.section_id`,
          trackNumber: sql`excluded.track_number`,
          selectedOptionId: sql`excluded.selected_option_id`,
          enteredText: sql`excluded.entered_text`,
          inputResponses: sql`excluded.input_responses`,
          timeRemaining: sql`excluded.time_remaining`,
          timeTaken: sql`excluded.time_taken`,
          marked: sql`excluded.marked`,
          clientTimeStamp: sql`excluded.client_time_stamp`,
          receivedAt: sql`excluded.received_at`,
        },
        setWhere: sql`${tracks.trackNumber} < excluded.track_number`,
      })
      .returning({ itemId: tracks.itemId });
    return changed.map((r) => r.itemId);
  }

  async updateAudioPlays(id: string, audioPlays: Record<string, AudioPlays>): Promise<void> {
    await this.db.update(studentTests).set({ audioPlays }).where(eq(studentTests.id, id));
  }

  async updateSectionClock(id: string, sectionClock: SectionClock[]): Promise<void> {
    await this.db.update(studentTests).set({ sectionClock }).where(eq(studentTests.id, id));
  }

  async insertLateTracks(rows: NewLateTrack[]): Promise<void> {
    if (rows.length === 0) return;
    const ordered = [...rows].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
    await this.db.insert(lateTracks).values(ordered).onConflictDoNothing();
  }

  tracksOf(studentTestId: string) {
    const name = 'portico_tracks_of';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select()
        .from(tracks)
        .where(eq(tracks.studentTestId, sql.placeholder('id')))
        .prepare(name),
    );
    return query.execute({ id: studentTestId });
  }

  async lateCount(studentTestId: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(distinct ${lateTracks.itemId})::int` })
      .from(lateTracks)
      .where(eq(lateTracks.studentTestId, studentTestId));
    return rows[0]?.n ?? 0;
  }

  evaluationsOf(studentTestId: string) {
    return this.db.select().from(itemEvaluations).where(eq(itemEvaluations.studentTestId, studentTestId));
  }

  /** Dev tools: a running attempt's new deadline; false when there is no such running attempt. */
  async moveDeadline(companyCode: string, id: string, deadline: Date): Promise<boolean> {
    const rows = await this.db
      .update(studentTests)
      .set({ deadlineAt: deadline })
      .where(
        and(
          eq(studentTests.id, id),
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.status, 'InProgress'),
        ),
      )
      .returning({ id: studentTests.id });
    return rows.length > 0;
  }

  /** Claims the end of an attempt; false when it had already ended. */
  async markEnded(id: string, endedAt: Date, endedBy: 'student' | 'timer' | 'server'): Promise<boolean> {
    const rows = await this.db
      .update(studentTests)
      .set({ status: 'Completed', endedAt, endedBy })
      .where(and(eq(studentTests.id, id), eq(studentTests.status, 'InProgress')))
      .returning({ id: studentTests.id });
    return rows.length > 0;
  }

  async saveScores(
    id: string,
    score: number,
    report: StoredTestReport,
    items: {
      itemId: string;
      isCorrect: boolean | null;
      points: number;
      negativePoints: number;
      answered: boolean;
      parts: { isCorrect: boolean | null; points: number }[] | null;
    }[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const i of items) {
        await tx
          .update(tracks)
          .set({
            isCorrect: i.isCorrect,
            points: i.points,
            negativePoints: i.negativePoints,
            answered: i.answered,
            parts: i.parts,
          })
          .where(and(eq(tracks.studentTestId, id), eq(tracks.itemId, i.itemId)));
      }
      await tx.update(studentTests).set({ score, report }).where(eq(studentTests.id, id));
    });
  }

  async setEvaluationRequested(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(studentTests)
      .set({ evaluationStatus: 0, evaluationRequestedAt: at })
      .where(and(eq(studentTests.id, id), sql`${studentTests.evaluationStatus} IS NULL`))
      .returning({ id: studentTests.id });
    return rows.length > 0;
  }

  /** Attempts in progress whose time (and grace) ran out before `before`. */
  expiredAttempts(companyCode: string, studentId: string, before: Date) {
    const name = 'portico_expired_attempts';
    const query = preparedOnce(this.db, name, () =>
      this.db
        .select()
        .from(studentTests)
        .where(
          and(
            eq(studentTests.companyCode, sql.placeholder('co')),
            eq(studentTests.studentId, sql.placeholder('st')),
            eq(studentTests.status, 'InProgress'),
            sql`${studentTests.deadlineAt} < ${sql.placeholder('before')}::timestamptz`,
          ),
        )
        .prepare(name),
    );
    return query.execute({ co: companyCode, st: studentId, before: before.toISOString() });
  }

  /**
   * Each student's best score per test of the course, summed: the leaderboard's points. With a
   * module, only attempts made from the cards of that module and the modules below it count. The
   * 'Test Your English' level check is a student's own measure, never points on a leaderboard.
   */
  async leaderboard(companyCode: string, courseId: string, moduleId?: string) {
    const page = moduleId
      ? sql`AND learning_object_id IN (
          WITH RECURSIVE page AS (
            SELECT id FROM learning_modules
              WHERE id = ${moduleId} AND company_code = ${companyCode} AND course_id = ${courseId}
            UNION ALL
            SELECT m.id FROM learning_modules m JOIN page p ON m.parent_id = p.id
          )
          SELECT o.id FROM learning_objects o JOIN page ON o.module_id = page.id
        )`
      : sql``;
    const rows = await this.query<{
      student_id: string;
      name: string;
      profile_image: string;
      avatar_key: string | null;
      avatar_type: string | null;
      total: number;
    }>(sql`
      SELECT s.id AS student_id, s.name, s.profile_image, f.storage_key AS avatar_key,
        f.content_type AS avatar_type, SUM(best.score)::float8 AS total
      FROM (
        SELECT student_id, test_id, MAX(score) AS score FROM student_tests
        WHERE company_code = ${companyCode} AND course_id = ${courseId} AND status = 'Completed'
          AND score IS NOT NULL AND report ->> 'englishLevel' IS NULL ${page}
        GROUP BY student_id, test_id
      ) best
      JOIN students s ON s.id = best.student_id AND s.company_code = ${companyCode}
      LEFT JOIN ${fileObjects} f ON f.company_code = ${companyCode} AND f.status = 'stored'
        AND s.profile_image = '/api/files/object/' || f.id::text
      GROUP BY s.id, s.name, s.profile_image, f.storage_key, f.content_type
      ORDER BY total DESC, s.name ASC`);
    return rows;
  }

  async studentName(companyCode: string, id: string) {
    const rows = await this.db
      .select({ name: students.name })
      .from(students)
      .where(and(eq(students.companyCode, companyCode), eq(students.id, id)));
    return rows[0]?.name;
  }
}
