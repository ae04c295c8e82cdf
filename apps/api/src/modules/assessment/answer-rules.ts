/**
 * The answer rules both sync paths apply (ARCHITECTURE.md 'test engine'): the full path of
 * track-sync.ts calls them; the one-statement sync (track-sync-fast.ts and its SQL in
 * track.repository.ts) decides the same way, and track-sync-paths.test.ts feeds both the same
 * batches and compares what each acknowledged and stored.
 *
 * When an answer still counts: until the time
 * ran out (the attempt's deadline, or a section's deadline or closing, whichever came first) plus
 * the grace period, TRACK_GRACE_SECONDS, that covers a last answer still on its way; a student's own
 * submit closes at once. AttemptTiming, the section clock and the one-statement sync all read it
 * from here; the one-statement SQL (track.repository.ts `fastSync`) is given `graceMs` of the
 * same instant and compares `now <= deadline + grace`, as `withinGrace` does.
 */

/** The last instant an answer counts, for a time that runs out at `endsAt` (null: never). */
export function countsUntil(endsAt: Date | null, graceSeconds: number): Date {
  if (!endsAt) return new Date(8.64e15);
  return new Date(endsAt.getTime() + graceSeconds * 1000);
}

/** An answer arriving at `now` still counts (on the boundary itself, it does). */
export function withinGrace(endsAt: Date | null, graceSeconds: number, now: Date): boolean {
  return now.getTime() <= countsUntil(endsAt, graceSeconds).getTime();
}

/** The time and its grace ran out: the server ends the attempt ('timer'). */
export function pastGrace(endsAt: Date | null, graceSeconds: number, now: Date): boolean {
  return !withinGrace(endsAt, graceSeconds, now);
}

/** Deadlines before this instant have run out, grace included (the sweep of expired attempts). */
export function expiredBefore(graceSeconds: number, now: Date): Date {
  return new Date(now.getTime() - graceSeconds * 1000);
}

/** Only the runner that launched an attempt last may write to it (a second tab is told so). */
export function otherRunner(
  attemptRunnerId: string | null,
  callRunnerId: string | undefined | null,
): boolean {
  return !!callRunnerId && !!attemptRunnerId && attemptRunnerId !== callRunnerId;
}

/** The section of each item an attempt holds (its item order). */
export function sectionsOfItems(itemOrder: Record<string, readonly string[]>): Map<string, string> {
  const sectionOf = new Map<string, string>();
  for (const [sectionId, itemIds] of Object.entries(itemOrder)) {
    for (const itemId of itemIds) sectionOf.set(itemId, sectionId);
  }
  return sectionOf;
}

/** The newest record per item (the higher trackNumber; of equal ones the later); the rest are superseded. */
export function newestPerItem<P extends { record: { itemId: string; trackNumber: number } }>(
  entries: readonly P[],
): Map<string, P> {
  const newest = new Map<string, P>();
  for (const p of entries) {
    const seen = newest.get(p.record.itemId);
    if (!seen || p.record.trackNumber >= seen.record.trackNumber) newest.set(p.record.itemId, p);
  }
  return newest;
}

/**
 * A record on time, against what is stored for its item: a higher trackNumber than the stored one
 * (or none stored) counts; the same number with the same answer is saved already; anything else is
 * superseded (a lower trackNumber never replaces a higher one).
 */
export function fateAgainstStored(
  storedTrack: number | null,
  sameAsStored: boolean,
  trackNumber: number,
): 'count' | 'saved' | 'superseded' {
  if (storedTrack === null || trackNumber > storedTrack) return 'count';
  return trackNumber === storedTrack && sameAsStored ? 'saved' : 'superseded';
}
