import type { TrackRecord } from '@portico/contract/assessment-sync';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { byTrackNumber, highestAcks, replaces } from './track-rules';
import type { StoredRecording, TrackStore } from './track-store-types';

interface RecordingRow {
  studentTestId: string;
  itemId: string;
  // Bytes rather than a Blob: some browsers have failed to store Blobs in IndexedDB.
  data: ArrayBuffer;
  mimeType: string;
  savedAt: number;
}

interface RunnerDb extends DBSchema {
  tracks: { key: [string, string]; value: TrackRecord; indexes: { 'by-attempt': string } };
  recordings: { key: [string, string]; value: RecordingRow };
}

const VERSION = 1;

function withTimeout<T>(promise: Promise<T>, ms: number, onLate: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(`IndexedDB did not open within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        if (settled) onLate(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!settled) reject(error);
      },
    );
  });
}

/** The IndexedDB store; throws when IndexedDB is missing or refuses to open. */
export async function openIdbTrackStore(
  name: string,
  openTimeoutMs: number,
): Promise<TrackStore & { exportAll(): Promise<TrackRecord[]> }> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) throw new Error('IndexedDB is unavailable');
  const opening = openDB<RunnerDb>(name, VERSION, {
    upgrade(db) {
      const tracks = db.createObjectStore('tracks', { keyPath: ['testId', 'itemId'] });
      tracks.createIndex('by-attempt', 'testId');
      db.createObjectStore('recordings', { keyPath: ['studentTestId', 'itemId'] });
    },
    // Let a newer version of the runner (another tab) upgrade; this tab then falls back to memory.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
  const db: IDBPDatabase<RunnerDb> = await withTimeout(opening, openTimeoutMs, (late) => late.close());

  return {
    durable: true,
    async put(track) {
      const tx = db.transaction('tracks', 'readwrite');
      const stored = await tx.store.get([track.testId, track.itemId]);
      if (!replaces(track, stored)) {
        await tx.done;
        return false;
      }
      await Promise.all([tx.store.put(track), tx.done]);
      return true;
    },
    async pending(studentTestId) {
      const tracks = await db.getAllFromIndex('tracks', 'by-attempt', studentTestId);
      return tracks.sort(byTrackNumber);
    },
    async acknowledge(studentTestId, acks) {
      const tx = db.transaction('tracks', 'readwrite');
      let deleted = 0;
      for (const [itemId, trackNumber] of highestAcks(acks)) {
        const stored = await tx.store.get([studentTestId, itemId]);
        if (stored && stored.trackNumber <= trackNumber) {
          await tx.store.delete([studentTestId, itemId]);
          deleted += 1;
        }
      }
      await tx.done;
      return deleted;
    },
    count(studentTestId) {
      return db.countFromIndex('tracks', 'by-attempt', studentTestId);
    },
    exportAll() {
      return db.getAll('tracks');
    },
    async putRecording(studentTestId, itemId, blob, mimeType) {
      const data = await blob.arrayBuffer();
      await db.put('recordings', { studentTestId, itemId, data, mimeType, savedAt: Date.now() });
    },
    async getRecording(studentTestId, itemId): Promise<StoredRecording | undefined> {
      const row = await db.get('recordings', [studentTestId, itemId]);
      if (!row) return undefined;
      return {
        blob: new Blob([row.data], { type: row.mimeType }),
        mimeType: row.mimeType,
        savedAt: row.savedAt,
      };
    },
    async deleteRecording(studentTestId, itemId) {
      await db.delete('recordings', [studentTestId, itemId]);
    },
    close() {
      db.close();
    },
  };
}
