import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
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
          .where(
            and(
              eq(studentTests.companyCode, companyCode),
              eq(studentTests.studentId, studentId),
              eq(studentTests.id, id),
            ),
          )
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
    const rows = await this.db
      .select({ object: learningObjects, courseId: learningModules.courseId })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(and(eq(learningObjects.companyCode, companyCode), eq(learningObjects.id, id)))
      .limit(1);
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
    const [test] = await this.db
      .select()
      .from(tests)
      .where(and(eq(tests.companyCode, companyCode), eq(tests.id, testId)));
    if (!test) return undefined;
    const heldSections = attempt ? Object.keys(attempt.itemOrder) : [];
    const heldItems = attempt ? Object.values(attempt.itemOrder).flat() : [];
    const liveOr = (column: AnyPgColumn, retired: AnyPgColumn, held: string[]) =>
      held.length ? or(isNull(retired), inArray(column, held)) : isNull(retired);
    const sections = await this.db
      .select()
      .from(testSections)
      .where(
        and(eq(testSections.testId, testId), liveOr(testSections.id, testSections.retiredAt, heldSections)),
      )
      .orderBy(asc(testSections.orderNo));
    const sectionIds = sections.map((s) => s.id);
    const items = sectionIds.length
      ? await this.db
          .select()
          .from(testItems)
          .where(
            and(
              inArray(testItems.sectionId, sectionIds),
              liveOr(testItems.id, testItems.retiredAt, heldItems),
            ),
          )
          .orderBy(asc(testItems.orderNo))
      : [];
    const itemIds = items.map((i) => i.id);
    const options = itemIds.length
      ? await this.db
          .select()
          .from(testItemOptions)
          .where(
            and(
              inArray(testItemOptions.itemId, itemIds),
              attempt
                ? or(isNull(testItemOptions.retiredAt), gt(testItemOptions.retiredAt, attempt.createdAt))
                : isNull(testItemOptions.retiredAt),
            ),
          )
          .orderBy(asc(testItemOptions.orderNo))
      : [];
    return { test, sections, items, options };
  }

  async studentTest(companyCode: string, studentId: string, id: string): Promise<StudentTestRow | undefined> {
    const rows = await this.db
      .select()
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.id, id),
        ),
      );
    return rows[0];
  }

  /** The student's attempts of one test object, newest first. */
  attemptsOf(companyCode: string, studentId: string, testId: string, learningObjectId?: string) {
    return this.db
      .select()
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.testId, testId),
          learningObjectId ? eq(studentTests.learningObjectId, learningObjectId) : undefined,
        ),
      )
      .orderBy(desc(studentTests.createdAt));
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

  /** Starts the clock of an attempt once: the first track fixes the deadline (none for a quiz). */
  async startClock(id: string, startedAt: Date, deadlineAt: Date | null): Promise<void> {
    await this.db
      .update(studentTests)
      .set({ startedAt, deadlineAt })
      .where(and(eq(studentTests.id, id), sql`${studentTests.startedAt} IS NULL`));
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
    return this.db.select().from(tracks).where(eq(tracks.studentTestId, studentTestId));
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
    return this.db
      .select()
      .from(studentTests)
      .where(
        and(
          eq(studentTests.companyCode, companyCode),
          eq(studentTests.studentId, studentId),
          eq(studentTests.status, 'InProgress'),
          sql`${studentTests.deadlineAt} < ${before.toISOString()}`,
        ),
      );
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
