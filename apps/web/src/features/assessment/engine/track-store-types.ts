import type { TrackRecord } from '@portico/contract/assessment-sync';

// The store's shape, apart from its implementations: the IndexedDB store and the rules both
// speak of it, and the guarded store in track-store.ts is built from them.

/** What the server acknowledged for one item (sync-track `saved`). */
export interface TrackAck {
  itemId: string;
  trackNumber: number;
}

/** A spoken answer kept in the browser until its upload is confirmed. */
export interface StoredRecording {
  blob: Blob;
  mimeType: string;
  /** Epoch milliseconds of the recording's save. */
  savedAt: number;
}

/**
 * The runner's unsaved answers, one record per (student test, item): the one with the
 * highest trackNumber. The promise of the runner is that an answer leaves this store only
 * once the server has acknowledged it.
 */
export interface TrackStore {
  /** False when answers live only in memory (no IndexedDB, private mode, quota): the UI warns. */
  readonly durable: boolean;
  /** Keeps `track` unless the stored record of its item is newer; true when it was kept. */
  put(track: TrackRecord): Promise<boolean>;
  /** The unsaved records of an attempt, oldest first by trackNumber. */
  pending(studentTestId: string): Promise<TrackRecord[]>;
  /**
   * Forgets the records the server acknowledged, but only up to the acknowledged trackNumber:
   * an edit made while the request was in flight stays. Returns how many were deleted.
   */
  acknowledge(studentTestId: string, acks: readonly TrackAck[]): Promise<number>;
  count(studentTestId: string): Promise<number>;
  putRecording(studentTestId: string, itemId: string, blob: Blob, mimeType: string): Promise<void>;
  getRecording(studentTestId: string, itemId: string): Promise<StoredRecording | undefined>;
  deleteRecording(studentTestId: string, itemId: string): Promise<void>;
  close(): void;
}
