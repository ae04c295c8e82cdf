import type { FeedbackState } from '@portico/contract/answer-feedback';
import { facultyTypes } from '@portico/contract/item-kinds';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerFeedback, testItems, tracks } from '../../db/schema';

/** The queue of instant feedback (issue 41) as the end of an attempt fills it. */
export class FeedbackQueueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Queues every written or spoken answer of an ended attempt (in the transaction that ends it, so
   * the feedback exists exactly when the end does). An answer queued before stays as it is.
   */
  async enqueueAttempt(attemptId: string): Promise<void> {
    const f = answerFeedback;
    const spoken = sql<boolean>`${testItems.itemType} like 'record-%'`;
    await this.db
      .insert(f)
      .select(
        this.db
          .select({
            studentTestId: tracks.studentTestId,
            itemId: tracks.itemId,
            companyCode: tracks.companyCode,
            state: sql<FeedbackState>`'pending'`.as('state'),
            reason: sql<string>`''`.as('reason'),
            rubricId: sql<string>`''`.as('rubric_id'),
            spoken: spoken.as('spoken'),
            writing: sql`null`.as('writing'),
            speaking: sql`null`.as('speaking'),
            marks: sql`'[]'::jsonb`.as('marks'),
            tries: sql<number>`0`.as('tries'),
            leaseUntil: sql`null`.as('lease_until'),
            computedAt: sql`null`.as('computed_at'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(tracks)
          .innerJoin(testItems, eq(testItems.id, tracks.itemId))
          .where(
            and(
              eq(tracks.studentTestId, attemptId),
              sql`${testItems.itemType} in (${sql.join(
                facultyTypes.map((t) => sql`${t}`),
                sql`, `,
              )})`,
              sql`btrim(coalesce(${tracks.enteredText}, '')) <> ''`,
            ),
          ),
      )
      .onConflictDoNothing();
  }
}
