import { facultyTypes } from '@portico/contract/item-kinds';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { anyRow } from '../../db/queries';
import {
  courses,
  evaluationDrafts,
  evaluationWork,
  fileObjects,
  itemEvaluations,
  learningObjects,
  secondMarkings,
  staff,
  staffCourses,
  students,
  studentTests,
  testItems,
  tests,
  tracks,
} from '../../db/schema';
import { AssessmentRepository } from '../assessment/assessment.repository';
import { evaluationCorrections } from '../assessment/evaluation-corrections.repository';
import { findOwned } from '../tenancy/owned-rows.repository';
import {
  countedRow,
  type ListNarrowing,
  narrowedBy,
  QUEUE_LIMIT,
  QueueRepository,
  type WaitingCount,
  type WaitingFigures,
  type WaitingRule,
  waitingColumns,
} from './queue.repository';
import { SecondMarkingRepository } from './second-marking.repository';

export type EvaluationFilterStates = 'waiting' | 'released' | 'all';
export type AttemptRow = typeof studentTests.$inferSelect;

const assignee = alias(staff, 'assignee');
const releaser = alias(staff, 'releaser');
const saver = alias(staff, 'saver');

/** Written and spoken answers of an attempt (a faculty type with a non-empty answer). */
const answersCount = sql<number>`(
  select count(*)::int from ${tracks}
  inner join ${testItems} on ${testItems.id} = ${tracks.itemId}
  where ${tracks.studentTestId} = ${studentTests.id}
    and ${testItems.itemType} in (${sql.join(
      facultyTypes.map((t) => sql`${t}`),
      sql`, `,
    )})
    and coalesce(trim(${tracks.enteredText}), '') <> ''
)`;

/** An attempt waits until its evaluation is released. */
const isWaiting = eq(studentTests.evaluationStatus, 0);

/**
 * An attempt waits, since its request, for its owner until its evaluation is released (the home and
 * the list alike).
 */
const waitingRule: WaitingRule = {
  waiting: isWaiting,
  since: studentTests.evaluationRequestedAt,
  owner: evaluationWork.assigneeStaffId,
};

const columns = {
  id: studentTests.id,
  companyCode: studentTests.companyCode,
  studentId: studentTests.studentId,
  courseId: studentTests.courseId,
  testId: studentTests.testId,
  endedAt: studentTests.endedAt,
  evaluationStatus: studentTests.evaluationStatus,
  requestedAt: studentTests.evaluationRequestedAt,
  studentName: students.name,
  studentEmail: students.email,
  courseName: courses.courseName,
  testTitle: tests.title,
  template: tests.template,
  examFamily: tests.examFamily,
  objectKind: learningObjects.kind,
  answers: answersCount,
  draft: evaluationWork.draft,
  draftVersion: evaluationWork.draftVersion,
  draftSavedAt: evaluationWork.draftSavedAt,
  draftSavedById: saver.id,
  draftSavedByName: saver.name,
  releasedAt: evaluationWork.releasedAt,
  markedAt: evaluationWork.markedAt,
  reviewedAt: evaluationWork.reviewedAt,
  releasedById: releaser.id,
  releasedByName: releaser.name,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  /** A second marking asked for or picked (decision 057): when the first was sent and when settled. */
  secondAskedAt: secondMarkings.requestedAt,
  secondFirstAt: secondMarkings.firstAt,
  secondSettledAt: secondMarkings.settledAt,
};

/** An attempt in the queue, with its student, test, course and the faculty's work on it. */
export type EvaluationRow = NonNullable<Awaited<ReturnType<EvaluationQueueRepository['attempt']>>>;

/** The console's evaluation queue: every query is of one company; faculty's of their courses only. */
export class EvaluationQueueRepository extends QueueRepository<
  EvaluationQueueRepository,
  typeof studentTests
> {
  constructor(db: Db) {
    super(db, studentTests, 'attempt');
  }

  protected on(db: Db) {
    return new EvaluationQueueRepository(db);
  }

  /** The assessment module's reads and scoring, on this repository's connection or transaction. */
  assessment(): AssessmentRepository {
    return new AssessmentRepository(this.db);
  }

  /** Second markings, on this repository's connection or transaction. */
  secondMarkings(): SecondMarkingRepository {
    return new SecondMarkingRepository(this.db);
  }

  attemptRow(companyCode: string, id: string): Promise<AttemptRow | undefined> {
    return findOwned(this.db, studentTests, companyCode, id);
  }

  private select() {
    return this.db
      .select(columns)
      .from(studentTests)
      .innerJoin(students, eq(students.id, studentTests.studentId))
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(courses, eq(courses.id, studentTests.courseId))
      .leftJoin(learningObjects, eq(learningObjects.id, studentTests.learningObjectId))
      .leftJoin(evaluationWork, eq(evaluationWork.studentTestId, studentTests.id))
      .leftJoin(assignee, eq(assignee.id, evaluationWork.assigneeStaffId))
      .leftJoin(releaser, eq(releaser.id, evaluationWork.releasedBy))
      .leftJoin(saver, eq(saver.id, evaluationWork.draftSavedBy))
      .leftJoin(secondMarkings, eq(secondMarkings.studentTestId, studentTests.id));
  }

  protected ofCourses(courseIds: string[]) {
    return inArray(studentTests.courseId, courseIds);
  }

  /** The attempts of the filter, narrowed to late ones and the member's own when asked (issue 40). */
  async queue(
    companyCode: string,
    courseIds: string[] | null,
    filter: EvaluationFilterStates,
    narrowing: ListNarrowing,
  ) {
    const state =
      filter === 'waiting'
        ? isWaiting
        : filter === 'released'
          ? eq(studentTests.evaluationStatus, 1)
          : isNotNull(studentTests.evaluationStatus);
    // Waiting: oldest request first (the order work is done in). Released and all: newest first, so
    // the queue's limit never hides the latest releases behind old ones.
    const order =
      filter === 'waiting'
        ? [asc(studentTests.evaluationRequestedAt), asc(studentTests.id)]
        : [desc(studentTests.evaluationRequestedAt), desc(studentTests.id)];
    return this.select()
      .where(
        and(
          this.scope(companyCode, courseIds),
          state,
          isNotNull(studentTests.evaluationRequestedAt),
          narrowedBy(waitingRule, narrowing),
        ),
      )
      .orderBy(...order)
      .limit(QUEUE_LIMIT);
  }

  /**
   * Grading by question (issue 40): the waiting attempts in scope, oldest request first as the queue
   * orders them, each with its test and its draft.
   */
  async waitingAttempts(companyCode: string, courseIds: string[] | null) {
    return this.db
      .select({
        attempt: studentTests,
        testTitle: tests.title,
        template: tests.template,
        examFamily: tests.examFamily,
        draft: evaluationWork.draft,
      })
      .from(studentTests)
      .innerJoin(tests, eq(tests.id, studentTests.testId))
      .leftJoin(evaluationWork, eq(evaluationWork.studentTestId, studentTests.id))
      .where(
        and(this.scope(companyCode, courseIds), isWaiting, isNotNull(studentTests.evaluationRequestedAt)),
      )
      .orderBy(asc(studentTests.evaluationRequestedAt), asc(studentTests.id))
      .limit(QUEUE_LIMIT);
  }

  /** The tracks of these attempts' written and spoken answers (the questions a teacher grades). */
  async answerTracks(studentTestIds: string[]) {
    if (!studentTestIds.length) return [];
    return this.db
      .select(getTableColumns(tracks))
      .from(tracks)
      .innerJoin(testItems, eq(testItems.id, tracks.itemId))
      .where(
        and(inArray(tracks.studentTestId, studentTestIds), inArray(testItems.itemType, [...facultyTypes])),
      );
  }

  /** What waits for release (the console home): late by the evaluation target after the request. */
  async waiting(
    companyCode: string,
    courseIds: string[] | null,
    count: WaitingCount,
  ): Promise<WaitingFigures> {
    const rows = await this.db
      .select(waitingColumns(waitingRule, count))
      .from(studentTests)
      .leftJoin(evaluationWork, eq(evaluationWork.studentTestId, studentTests.id))
      .where(
        and(this.scope(companyCode, courseIds), isWaiting, isNotNull(studentTests.evaluationRequestedAt)),
      );
    return countedRow(rows);
  }

  /** When each attempt of the scope requested since `since` was requested (the home's trend). */
  async requestedSince(companyCode: string, courseIds: string[] | null, since: Date) {
    return this.db
      .select({ requestedAt: studentTests.evaluationRequestedAt })
      .from(studentTests)
      .where(
        and(
          this.scope(companyCode, courseIds),
          isNotNull(studentTests.evaluationStatus),
          gte(studentTests.evaluationRequestedAt, since),
        ),
      );
  }

  attempt(companyCode: string, id: string) {
    return this.one(this.select(), companyCode, id, isNotNull(studentTests.evaluationRequestedAt));
  }

  tracksOf(studentTestId: string) {
    return this.db.select().from(tracks).where(eq(tracks.studentTestId, studentTestId));
  }

  /** Releases of the last days: when requested, when released, by whom. */
  async releasedSince(companyCode: string, courseIds: string[] | null, since: Date) {
    return this.db
      .select({
        requestedAt: studentTests.evaluationRequestedAt,
        releasedAt: evaluationWork.releasedAt,
        staffId: evaluationWork.releasedBy,
        staffName: staff.name,
      })
      .from(evaluationWork)
      .innerJoin(studentTests, eq(studentTests.id, evaluationWork.studentTestId))
      .leftJoin(staff, eq(staff.id, evaluationWork.releasedBy))
      .where(
        this.answeredScope(
          companyCode,
          courseIds,
          evaluationWork.releasedAt,
          since,
          isNotNull(studentTests.evaluationRequestedAt),
        ),
      );
  }

  staffHasCourse(staffId: string, courseId: string): Promise<boolean> {
    return anyRow(
      this.db,
      staffCourses,
      and(eq(staffCourses.staffId, staffId), eq(staffCourses.courseId, courseId)),
    );
  }

  async saveWork(
    studentTestId: string,
    companyCode: string,
    set: Partial<Omit<typeof evaluationWork.$inferInsert, 'studentTestId' | 'companyCode'>>,
  ): Promise<void> {
    await this.db
      .insert(evaluationWork)
      .values({ studentTestId, companyCode, ...set })
      .onConflictDoUpdate({ target: evaluationWork.studentTestId, set });
  }

  /**
   * Stores a draft over version `baseVersion` only (compare-and-set in one statement): null when the
   * stored version is another, so of two saves based on the same version exactly one is applied.
   * Answers the new version.
   */
  async saveDraftVersion(
    studentTestId: string,
    companyCode: string,
    baseVersion: number,
    set: Partial<Omit<typeof evaluationWork.$inferInsert, 'studentTestId' | 'companyCode' | 'draftVersion'>>,
  ): Promise<number | null> {
    const next = { ...set, draftVersion: baseVersion + 1 };
    const returning = { version: evaluationWork.draftVersion };
    // Version 0 may have no row yet (nothing saved, nobody assigned).
    const rows =
      baseVersion === 0
        ? await this.db
            .insert(evaluationWork)
            .values({ studentTestId, companyCode, ...next })
            .onConflictDoUpdate({
              target: evaluationWork.studentTestId,
              set: next,
              setWhere: eq(evaluationWork.draftVersion, 0),
            })
            .returning(returning)
        : await this.db
            .update(evaluationWork)
            .set(next)
            .where(
              and(
                eq(evaluationWork.studentTestId, studentTestId),
                eq(evaluationWork.companyCode, companyCode),
                eq(evaluationWork.draftVersion, baseVersion),
              ),
            )
            .returning(returning);
    return rows[0]?.version ?? null;
  }

  /** Keeps a saved version; only the newest `keep` versions of the attempt stay. */
  /** Keeps a saved version; drafts older than the last `keep` go, a correction (with its reason) stays. */
  async keepDraftVersion(row: typeof evaluationDrafts.$inferInsert, keep: number): Promise<void> {
    await this.db.insert(evaluationDrafts).values(row);
    await this.db
      .delete(evaluationDrafts)
      .where(
        and(
          eq(evaluationDrafts.studentTestId, row.studentTestId),
          lte(evaluationDrafts.version, row.version - keep),
          isNull(evaluationDrafts.reason),
        ),
      );
  }

  /** The corrections of a released evaluation, oldest first: version, reason, who and when. */
  corrections(companyCode: string, studentTestId: string) {
    return evaluationCorrections(this.db, companyCode, studentTestId);
  }

  /** Released clips become the student's: the student's file route serves them to the student only. */
  async giveFiles(companyCode: string, ids: string[], studentId: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(fileObjects)
      .set({ ownerStudentId: studentId })
      .where(and(eq(fileObjects.companyCode, companyCode), inArray(fileObjects.id, ids)));
  }

  async saveItemEvaluations(rows: (typeof itemEvaluations.$inferInsert)[]): Promise<void> {
    for (const row of rows) {
      await this.db
        .insert(itemEvaluations)
        .values(row)
        .onConflictDoUpdate({
          target: [itemEvaluations.studentTestId, itemEvaluations.itemId],
          set: {
            staffId: row.staffId,
            score: row.score,
            comments: row.comments,
            audioFeedback: row.audioFeedback,
            criteria: row.criteria,
            notes: row.notes ?? [],
          },
        });
    }
  }

  async updateAttempt(id: string, set: Partial<typeof studentTests.$inferInsert>): Promise<AttemptRow> {
    const [row] = await this.db.update(studentTests).set(set).where(eq(studentTests.id, id)).returning();
    if (!row) throw new Error('attempt update returned nothing');
    return row;
  }
}
