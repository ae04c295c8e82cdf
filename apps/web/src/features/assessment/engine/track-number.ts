import type { TrackStore } from './track-store-types';

/** The per-attempt counter of answer changes; each change takes the next number. */
export interface TrackNumbers {
  /** The number for the next change (and moves the counter on). */
  next(): number;
  /** The last number handed out (the starting point minus one before the first change). */
  current(): number;
  /** Moves the counter past a number seen elsewhere, so it is never handed out again. */
  observe(trackNumber: number): void;
}

export function createTrackNumbers(start: number): TrackNumbers {
  let last = start - 1;
  return {
    next: () => {
      last += 1;
      return last;
    },
    current: () => last,
    observe: (trackNumber) => {
      if (Number.isFinite(trackNumber) && trackNumber > last) last = Math.floor(trackNumber);
    },
  };
}

/**
 * Where the counter resumes: one past every number the attempt has used, whether the server
 * holds it (launch tracks) or it still waits in the store. Starting lower would let a new edit
 * lose to an older one under the server's newer-wins rule (spec 3 §4: the track number is restored).
 */
export function firstTrackNumber(...sources: ReadonlyArray<ReadonlyArray<{ trackNumber: number }>>): number {
  let highest = 0;
  for (const tracks of sources) {
    for (const { trackNumber } of tracks) if (trackNumber > highest) highest = trackNumber;
  }
  return highest + 1;
}

export async function restoreTrackNumbers(options: {
  studentTestId: string;
  /** The launch answer's `tracks` (what the server holds for this attempt). */
  launchTracks: ReadonlyArray<{ trackNumber: number }>;
  store: TrackStore;
}): Promise<TrackNumbers> {
  const pending = await options.store.pending(options.studentTestId);
  return createTrackNumbers(firstTrackNumber(options.launchTracks, pending));
}
