import type { ReviewRecord } from '@portico/contract/review-decks';
import { type DBSchema, openDB } from 'idb';

/**
 * The reviews recorded on this device and not yet acknowledged by the server, as the test runner
 * keeps its answers (decision 061, after the runner's track store): in IndexedDB, keyed by the
 * review's client id, each removed only once the server has said it stored it. Where IndexedDB is
 * missing or refuses (private mode), in memory: `durable` false, and the page says a reload loses them.
 */
export interface ReviewOutbox {
  readonly durable: boolean;
  put(review: ReviewRecord): Promise<void>;
  /** Every pending review, oldest review first. */
  pending(): Promise<ReviewRecord[]>;
  remove(clientIds: readonly string[]): Promise<void>;
}

interface OutboxDb extends DBSchema {
  reviews: { key: string; value: ReviewRecord };
}

const byTime = (a: ReviewRecord, b: ReviewRecord) =>
  a.reviewedAt < b.reviewedAt ? -1 : a.reviewedAt > b.reviewedAt ? 1 : 0;

export function memoryOutbox(): ReviewOutbox {
  const rows = new Map<string, ReviewRecord>();
  return {
    durable: false,
    async put(review) {
      rows.set(review.clientId, review);
    },
    async pending() {
      return [...rows.values()].sort(byTime);
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
  };
}

async function idbOutbox(name: string): Promise<ReviewOutbox> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) throw new Error('IndexedDB is unavailable');
  const db = await openDB<OutboxDb>(name, 1, {
    upgrade(d) {
      d.createObjectStore('reviews', { keyPath: 'clientId' });
    },
  });
  return {
    durable: true,
    async put(review) {
      await db.put('reviews', review);
    },
    async pending() {
      return (await db.getAll('reviews')).sort(byTime);
    },
    async remove(ids) {
      const tx = db.transaction('reviews', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}

let opening: Promise<ReviewOutbox> | null = null;

/** The device's outbox of the signed-in student (one per student: a shared device keeps them apart). */
export function reviewOutbox(studentId: string): Promise<ReviewOutbox> {
  opening ??= Promise.race([
    idbOutbox(`portico-reviews-${studentId}`),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('IndexedDB timed out')), 3000)),
  ]).catch(() => memoryOutbox());
  return opening;
}

/** Forgets the opened outbox (tests; a sign-out of one student and in of another). */
export function resetReviewOutbox() {
  opening = null;
}
