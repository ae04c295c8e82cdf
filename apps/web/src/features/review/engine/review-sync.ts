import {
  MAX_REVIEWS_PER_SYNC,
  type ReviewRecord,
  type ReviewSyncResult,
} from '@portico/contract/review-decks';
import type { ReviewOutbox } from './review-outbox';

export type SendReviews = (reviews: ReviewRecord[]) => Promise<ReviewSyncResult>;

/**
 * Sends the outbox's reviews, oldest first, a hundred at a time, and forgets those the server stored
 * (or refused for good: a card that no longer exists). A failed call (offline, a server error) keeps
 * them all for the next try; the server stores a review once by its client id, so a try whose answer
 * was lost only repeats what it stored. Answers how many are still pending.
 */
export async function flushReviews(outbox: ReviewOutbox, send: SendReviews): Promise<number> {
  for (;;) {
    const pending = await outbox.pending();
    if (pending.length === 0) return 0;
    const batch = pending.slice(0, MAX_REVIEWS_PER_SYNC);
    const result = await send(batch);
    const done = [...result.saved, ...result.rejected.map((r) => r.clientId)];
    await outbox.remove(done);
    // Nothing acknowledged: stop rather than send the same batch forever.
    if (done.length === 0) return pending.length;
  }
}
