import type { TrackRecord } from '@portico/contract/assessment-sync';
import { openIdbTrackStore } from './idb-track-store';
import { byTrackNumber, highestAcks, replaces } from './track-rules';
import type { StoredRecording, TrackAck, TrackStore } from './track-store-types';

export const RUNNER_DB_NAME = 'portico-runner';

const recordingKey = (studentTestId: string, itemId: string) => JSON.stringify([studentTestId, itemId]);

/** The store of last resort: nothing survives a reload, hence `durable: false`. */
export function createMemoryTrackStore(): TrackStore {
  const tracks = new Map<string, Map<string, TrackRecord>>();
  const recordings = new Map<string, StoredRecording>();
  const attempt = (studentTestId: string) => {
    let items = tracks.get(studentTestId);
    if (!items) {
      items = new Map();
      tracks.set(studentTestId, items);
    }
    return items;
  };

  return {
    durable: false,
    async put(track) {
      const items = attempt(track.testId);
      if (!replaces(track, items.get(track.itemId))) return false;
      items.set(track.itemId, structuredClone(track));
      return true;
    },
    async pending(studentTestId) {
      return [...attempt(studentTestId).values()].map((track) => structuredClone(track)).sort(byTrackNumber);
    },
    async acknowledge(studentTestId, acks) {
      const items = attempt(studentTestId);
      let deleted = 0;
      for (const [itemId, trackNumber] of highestAcks(acks)) {
        const stored = items.get(itemId);
        if (stored && stored.trackNumber <= trackNumber) {
          items.delete(itemId);
          deleted += 1;
        }
      }
      return deleted;
    },
    async count(studentTestId) {
      return attempt(studentTestId).size;
    },
    async putRecording(studentTestId, itemId, blob, mimeType) {
      recordings.set(recordingKey(studentTestId, itemId), { blob, mimeType, savedAt: Date.now() });
    },
    async getRecording(studentTestId, itemId) {
      return recordings.get(recordingKey(studentTestId, itemId));
    },
    async deleteRecording(studentTestId, itemId) {
      recordings.delete(recordingKey(studentTestId, itemId));
    },
    close() {},
  };
}

/**
 * IndexedDB behind a guard: if it fails mid-attempt (quota, the browser closing the
 * connection), what it still holds is copied to memory and the attempt carries on there,
 * reporting `durable: false`. Records left in IndexedDB are re-sent on a later load, which the
 * server's newer-wins upsert makes harmless.
 */
class GuardedTrackStore implements TrackStore {
  private fallback: Promise<TrackStore> | null = null;

  constructor(
    private readonly idb: TrackStore & { exportAll(): Promise<TrackRecord[]> },
    private readonly onFallback?: (error: unknown) => void,
  ) {}

  get durable() {
    return this.fallback === null;
  }

  private async run<T>(operation: (store: TrackStore) => Promise<T>): Promise<T> {
    if (this.fallback) return operation(await this.fallback);
    try {
      return await operation(this.idb);
    } catch (error) {
      this.fallback ??= this.degrade(error);
      return operation(await this.fallback);
    }
  }

  private async degrade(error: unknown): Promise<TrackStore> {
    this.onFallback?.(error);
    const memory = createMemoryTrackStore();
    try {
      for (const track of await this.idb.exportAll()) await memory.put(track);
    } catch {
      // Unreadable too: what it holds waits there for a later load.
    }
    return memory;
  }

  put(track: TrackRecord) {
    return this.run((store) => store.put(track));
  }
  pending(studentTestId: string) {
    return this.run((store) => store.pending(studentTestId));
  }
  acknowledge(studentTestId: string, acks: readonly TrackAck[]) {
    return this.run((store) => store.acknowledge(studentTestId, acks));
  }
  count(studentTestId: string) {
    return this.run((store) => store.count(studentTestId));
  }
  async putRecording(studentTestId: string, itemId: string, blob: Blob, mimeType: string) {
    return this.run((store) => store.putRecording(studentTestId, itemId, blob, mimeType));
  }
  async getRecording(studentTestId: string, itemId: string) {
    // A recording saved before the fallback is still in IndexedDB: look there too.
    const found = await this.run((store) => store.getRecording(studentTestId, itemId));
    if (found || !this.fallback) return found;
    return this.idb.getRecording(studentTestId, itemId).catch(() => undefined);
  }
  async deleteRecording(studentTestId: string, itemId: string) {
    await this.run((store) => store.deleteRecording(studentTestId, itemId));
    if (this.fallback) await this.idb.deleteRecording(studentTestId, itemId).catch(() => undefined);
  }
  close() {
    this.idb.close();
  }
}

export interface OpenTrackStoreOptions {
  /** The database name; tests use their own. */
  name?: string;
  /** Give up on IndexedDB when opening takes longer (a blocked upgrade). */
  openTimeoutMs?: number;
  /** Told when the store falls back to memory, for logging. */
  onFallback?: (error: unknown) => void;
}

/** Opens the durable store, or a memory one (`durable: false`) when IndexedDB is unavailable. */
export async function openTrackStore(options: OpenTrackStoreOptions = {}): Promise<TrackStore> {
  const { name = RUNNER_DB_NAME, openTimeoutMs = 5000, onFallback } = options;
  try {
    const idb = await openIdbTrackStore(name, openTimeoutMs);
    return new GuardedTrackStore(idb, onFallback);
  } catch (error) {
    onFallback?.(error);
    return createMemoryTrackStore();
  }
}
