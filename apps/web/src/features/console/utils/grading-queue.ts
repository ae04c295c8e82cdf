import type { EvaluationQueueItem } from '@portico/contract/console-evaluations';

export type Queued = Pick<EvaluationQueueItem, 'id' | 'requestedAt'>;

/** Where the open attempt stands in the waiting queue, and the day's progress through it. */
export interface GradingPlace {
  previousId: string | null;
  nextId: string | null;
  /** 1-based place among the waiting attempts; null when the open one is not waiting (released). */
  position: number | null;
  waiting: number;
  /** Released today, and today's whole work: released plus waiting. */
  graded: number;
  total: number;
}

/** The queue's order: oldest request first, then by id (as the API sorts it). */
export const before = (a: Queued, b: Queued) =>
  a.requestedAt < b.requestedAt || (a.requestedAt === b.requestedAt && a.id < b.id);

/**
 * The open attempt's neighbours in the waiting queue (oldest first) and 'graded x of y today':
 * x the releases since the teacher's midnight, y those plus what still waits. An attempt no longer
 * waiting (just released) keeps its place by its request time, so Next goes on from it.
 */
export function gradingPlace(
  waiting: readonly Queued[],
  current: Queued,
  releasedToday: number,
): GradingPlace {
  const others = waiting.filter((w) => w.id !== current.id);
  const earlier = others.filter((w) => before(w, current));
  const later = others.filter((w) => !before(w, current));
  const index = waiting.findIndex((w) => w.id === current.id);
  return {
    previousId: earlier.at(-1)?.id ?? null,
    nextId: later[0]?.id ?? null,
    position: index === -1 ? null : index + 1,
    waiting: waiting.length,
    graded: releasedToday,
    total: releasedToday + waiting.length,
  };
}

/** 'Graded 5 of 17 today · 3 of 12 waiting'. */
export const queueLabel = (place: GradingPlace) =>
  `Graded ${place.graded} of ${place.total} today${place.position !== null ? ` · ${place.position} of ${place.waiting} waiting` : ''}`;

/** The start of the teacher's day in their own time zone, as the queue's `since`. */
export function startOfToday(now: Date = new Date()): string {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}
