import type { AttemptRoutes } from '@portico/contract/adaptive';
import { and, asc, desc, eq, gt, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  type AudioPlays,
  type SectionClock,
  type StoredTestReport,
  studentTests,
  tracks,
} from '../../db/schema';
import { ofStudent } from '../tenancy/owned-rows.repository';

export type StudentTestRow = typeof studentTests.$inferSelect;

/** What the scoring of an attempt stores per item (saveScores). */
export type ItemScore = {
  itemId: string;
  isCorrect: boolean | null;
  points: number;
  negativePoints: number;
  answered: boolean;
  parts: { isCorrect: boolean | null; points: number }[] | null;
};

/** The attempt `id`, only as the given student's of the given company. */
const theirAttempt = (
  companyCode: string | Placeholder,
  studentId: string | Placeholder,
  id: string | Placeholder,
) => and(...ofStudent(studentTests, companyCode, studentId), eq(studentTests.id, id));

/** Attempts (student_tests): their launch, clock, end and scores. */
export class AttemptRepository {
  constructor(private readonly db: Db) {}

  /** The attempt's row, locked for update until the transaction `db` ends (AssessmentRepository.withAttempt). */
  async lockForUpdate(
    companyCode: string,
    studentId: string,
    id: string,
  ): Promise<StudentTestRow | undefined> {
    const [attempt] = await this.db
      .select()
      .from(studentTests)
      .where(theirAttempt(companyCode, studentId, id))
      .for('update');
    return attempt;
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

  /** The runner that holds an attempt from now on (the latest launch). */
  async claimRunner(id: string, runnerId: string): Promise<void> {
    await this.db
      .update(studentTests)
      .set({ runnerId })
      .where(and(eq(studentTests.id, id), eq(studentTests.status, 'InProgress')));
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
            ...ofStudent(studentTests, sql.placeholder('co'), sql.placeholder('st')),
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

  /** A routed section's route taken (decision 063): its items join the item order. */
  async saveRoutes(id: string, itemOrder: Record<string, string[]>, routes: AttemptRoutes): Promise<void> {
    await this.db.update(studentTests).set({ itemOrder, routes }).where(eq(studentTests.id, id));
  }

  async updateAudioPlays(id: string, audioPlays: Record<string, AudioPlays>): Promise<void> {
    await this.db.update(studentTests).set({ audioPlays }).where(eq(studentTests.id, id));
  }

  async updateSectionClock(id: string, sectionClock: SectionClock[]): Promise<void> {
    await this.db.update(studentTests).set({ sectionClock }).where(eq(studentTests.id, id));
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

  /** The attempt's score and report with each item's marks on its tracks, in one transaction. */
  async saveScores(id: string, score: number, report: StoredTestReport, items: ItemScore[]): Promise<void> {
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
            ...ofStudent(studentTests, sql.placeholder('co'), sql.placeholder('st')),
            eq(studentTests.status, 'InProgress'),
            sql`${studentTests.deadlineAt} < ${sql.placeholder('before')}::timestamptz`,
          ),
        )
        .prepare(name),
    );
    return query.execute({ co: companyCode, st: studentId, before: before.toISOString() });
  }
}
