import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  answerFeedback,
  bandModels,
  itemEvaluations,
  learningModules,
  learningObjects,
  studentTests,
} from '../../db/schema';
import { currentOf } from '../tenancy/owned-rows.repository';
import type { Material } from './practise';

export type FeedbackRow = typeof answerFeedback.$inferSelect;
export type FeedbackResult = Pick<
  FeedbackRow,
  'state' | 'reason' | 'rubricId' | 'writing' | 'speaking' | 'marks'
>;
export type BandModelRow = typeof bandModels.$inferSelect;

/** Tries before an answer's feedback is left failed (a text that always breaks the checker). */
export const FEEDBACK_TRIES = 3;

/** The instant feedback rows (issue 41) and the band estimate models fitted on them. */
export class AnswerFeedbackRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims up to `limit` pending answers whose lease is free, in one statement (SKIP LOCKED: two
   * passes never take the same rows), counting the try; oldest first.
   */
  claim(opts: { now: Date; leaseUntil: Date; limit: number; companyCode?: string }): Promise<FeedbackRow[]> {
    const f = answerFeedback;
    const candidates = this.db
      .select({ studentTestId: f.studentTestId, itemId: f.itemId })
      .from(f)
      .where(
        and(
          eq(f.state, 'pending'),
          lt(f.tries, FEEDBACK_TRIES),
          or(isNull(f.leaseUntil), lte(f.leaseUntil, opts.now)),
          opts.companyCode ? eq(f.companyCode, opts.companyCode) : undefined,
        ),
      )
      .orderBy(asc(f.createdAt))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    const claimed = this.db.$with('claimed').as(candidates);
    return this.db
      .with(claimed)
      .update(f)
      .set({ leaseUntil: opts.leaseUntil, tries: sql`${f.tries} + 1` })
      .from(claimed)
      .where(
        and(eq(f.studentTestId, claimed.studentTestId), eq(f.itemId, claimed.itemId), eq(f.state, 'pending')),
      )
      .returning();
  }

  /** An answer measured (or found unmeasurable, or failed for good). */
  async save(attemptId: string, itemId: string, result: FeedbackResult, now: Date): Promise<void> {
    await this.db
      .update(answerFeedback)
      .set({ ...result, leaseUntil: null, computedAt: now })
      .where(and(eq(answerFeedback.studentTestId, attemptId), eq(answerFeedback.itemId, itemId)));
  }

  /** A failed try: the lease is let go, so the next pass tries again (until FEEDBACK_TRIES). */
  async release(attemptId: string, itemId: string, reason: string, giveUp: boolean): Promise<void> {
    await this.db
      .update(answerFeedback)
      .set({ leaseUntil: null, reason, ...(giveUp ? { state: 'failed' as const } : {}) })
      .where(and(eq(answerFeedback.studentTestId, attemptId), eq(answerFeedback.itemId, itemId)));
  }

  /** Answers tried FEEDBACK_TRIES times whose last lease ran out without an answer: failed for good. */
  async failAbandoned(now: Date, reason: string, companyCode?: string): Promise<void> {
    const f = answerFeedback;
    await this.db
      .update(f)
      .set({ state: 'failed', reason, leaseUntil: null })
      .where(
        and(
          eq(f.state, 'pending'),
          sql`${f.tries} >= ${FEEDBACK_TRIES}`,
          or(isNull(f.leaseUntil), lte(f.leaseUntil, now)),
          opts(companyCode),
        ),
      );
  }

  /**
   * Queues the graded answers never measured (attempts that ended before instant feedback existed,
   * or made by the demo's seed), so their teachers' grades can train the band estimate. Answers how
   * many were queued.
   */
  async queueGradedUnmeasured(companyCode?: string): Promise<number> {
    const result = await this.db.execute(sql`
      insert into answer_feedback (student_test_id, item_id, company_code, spoken)
      select e.student_test_id, e.item_id, e.company_code, i.item_type like 'record-%'
      from item_evaluations e
      join test_items i on i.id = e.item_id
      join tracks t on t.student_test_id = e.student_test_id and t.item_id = e.item_id
      where btrim(coalesce(t.entered_text, '')) <> ''
        ${companyCode ? sql`and e.company_code = ${companyCode}` : sql``}
        and not exists (
          select 1 from answer_feedback f where f.student_test_id = e.student_test_id and f.item_id = e.item_id
        )
      on conflict do nothing`);
    return (
      (result as { affectedRows?: number; rowCount?: number | null }).affectedRows ??
      (result as { rowCount?: number | null }).rowCount ??
      0
    );
  }

  /** Whether anything waits to be measured (a pass is worth starting). */
  async anyPending(companyCode?: string): Promise<boolean> {
    const f = answerFeedback;
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(f)
      .where(and(eq(f.state, 'pending'), lt(f.tries, FEEDBACK_TRIES), opts(companyCode)))
      .limit(1);
    return Boolean(row);
  }

  /** The feedback of one attempt's answers; the attempt is the company's (the caller checked whose). */
  ofAttempt(companyCode: string, attemptId: string): Promise<FeedbackRow[]> {
    return this.db
      .select()
      .from(answerFeedback)
      .where(and(eq(answerFeedback.companyCode, companyCode), eq(answerFeedback.studentTestId, attemptId)));
  }

  /**
   * The company's labelled examples of one task type: each measured written answer a teacher's
   * released evaluation graded, with its criteria. Only this company's rows: a company's essays
   * never train another's model.
   */
  examples(companyCode: string, rubricId: string) {
    const f = answerFeedback;
    return this.db
      .select({
        attemptId: f.studentTestId,
        itemId: f.itemId,
        writing: f.writing,
        criteria: itemEvaluations.criteria,
      })
      .from(f)
      .innerJoin(
        itemEvaluations,
        and(eq(itemEvaluations.studentTestId, f.studentTestId), eq(itemEvaluations.itemId, f.itemId)),
      )
      .innerJoin(studentTests, eq(studentTests.id, f.studentTestId))
      .where(
        and(
          eq(f.companyCode, companyCode),
          eq(itemEvaluations.companyCode, companyCode),
          eq(f.rubricId, rubricId),
          eq(f.state, 'ready'),
          isNotNull(f.writing),
          eq(studentTests.evaluationStatus, 1),
        ),
      )
      .orderBy(asc(f.studentTestId), asc(f.itemId));
  }

  /**
   * The companies' written task types with graded, measured answers (each has, or will have, a
   * model), optionally of one company.
   */
  gradedTaskTypes(companyCode?: string): Promise<{ companyCode: string; rubricId: string }[]> {
    const f = answerFeedback;
    return this.db
      .selectDistinct({ companyCode: f.companyCode, rubricId: f.rubricId })
      .from(f)
      .innerJoin(
        itemEvaluations,
        and(eq(itemEvaluations.studentTestId, f.studentTestId), eq(itemEvaluations.itemId, f.itemId)),
      )
      .where(
        and(
          eq(f.state, 'ready'),
          isNotNull(f.writing),
          sql`${f.rubricId} <> ''`,
          companyCode ? eq(f.companyCode, companyCode) : undefined,
        ),
      )
      .orderBy(asc(f.companyCode), asc(f.rubricId));
  }

  /** The attempt a claimed answer belongs to. */
  async attempt(id: string) {
    const [row] = await this.db.select().from(studentTests).where(eq(studentTests.id, id)).limit(1);
    return row;
  }

  /** The course's current lessons and tests with their module, for 'what to practise next'. */
  courseMaterials(companyCode: string, courseId: string): Promise<Material[]> {
    return this.db
      .select({
        id: learningObjects.id,
        title: learningObjects.title,
        kind: learningObjects.kind,
        moduleId: learningModules.id,
        moduleTitle: learningModules.title,
        skill: learningModules.referenceType,
        parentId: learningModules.parentId,
      })
      .from(learningObjects)
      .innerJoin(learningModules, eq(learningModules.id, learningObjects.moduleId))
      .where(
        and(
          ...currentOf(learningObjects, companyCode),
          ...currentOf(learningModules, companyCode, eq(learningModules.courseId, courseId)),
        ),
      )
      .orderBy(asc(learningModules.orderNo), asc(learningObjects.orderNo));
  }

  bandModel(companyCode: string, rubricId: string): Promise<BandModelRow | undefined> {
    return this.db.query.bandModels.findFirst({
      where: and(eq(bandModels.companyCode, companyCode), eq(bandModels.rubricId, rubricId)),
    });
  }

  bandModelsOf(companyCode: string): Promise<BandModelRow[]> {
    return this.db
      .select()
      .from(bandModels)
      .where(eq(bandModels.companyCode, companyCode))
      .orderBy(asc(bandModels.rubricId));
  }

  async saveBandModel(row: BandModelRow): Promise<void> {
    const { companyCode, rubricId, ...rest } = row;
    await this.db
      .insert(bandModels)
      .values(row)
      .onConflictDoUpdate({ target: [bandModels.companyCode, bandModels.rubricId], set: rest });
  }
}

const opts = (companyCode?: string) =>
  companyCode ? eq(answerFeedback.companyCode, companyCode) : undefined;
