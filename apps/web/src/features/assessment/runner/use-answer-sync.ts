import type { LaunchData } from '@portico/contract/assessment-launch';
import type { TrackRecord } from '@portico/contract/assessment-sync';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sendTracks } from '../engine/send-tracks';
import { SyncQueue, type SyncSnapshot } from '../engine/sync-queue';
import { restoreTrackNumbers, type TrackNumbers } from '../engine/track-number';
import { openTrackStore } from '../engine/track-store';
import type { TrackStore } from '../engine/track-store-types';
import { type RestoredAttempt, type RunnerQuestion, restoreAttempt } from './restore';

export interface AnswerSync {
  store: TrackStore;
  queue: SyncQueue;
  numbers: TrackNumbers;
  restored: RestoredAttempt;
}

/**
 * Opens the durable store of unsent answers, restores the attempt (server tracks and this device's
 * unsent ones), and starts the queue that syncs them every 2.5 s (spec 3 §9).
 */
export function useAnswerSync(
  data: LaunchData,
  questions: readonly RunnerQuestion[],
  onServerTime: (seconds: number, sectionId: string | null) => void,
): AnswerSync | null {
  const [sync, setSync] = useState<AnswerSync | null>(null);
  const studentTestId = data.testData.studentTestId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store and queue per attempt; the launch data and questions are read when it opens, and a new callback or array must not restart the queue.
  useEffect(() => {
    let cancelled = false;
    let queue: SyncQueue | null = null;
    (async () => {
      const store = await openTrackStore();
      const pending = await store.pending(studentTestId);
      const numbers = await restoreTrackNumbers({ studentTestId, launchTracks: data.tracks, store });
      queue = new SyncQueue({
        studentTestId,
        store,
        send: sendTracks,
        onResult: (result) => onServerTime(result.timeRemaining, result.currentSectionId ?? null),
      });
      if (cancelled) {
        queue.dispose();
        return;
      }
      await queue.start();
      setSync({
        store,
        queue,
        numbers,
        restored: restoreAttempt(questions, data.tracks, pending, data.testData.rules),
      });
    })();
    return () => {
      cancelled = true;
      queue?.dispose();
    };
  }, [studentTestId]);
  return sync;
}

const idle: SyncSnapshot = { pending: 0, status: 'idle', lastSavedAt: null, durable: true, rejected: [] };
const noop = () => () => {};

export function useSyncSnapshot(queue: SyncQueue | undefined): SyncSnapshot {
  return useSyncExternalStore(
    queue ? queue.subscribe : noop,
    queue ? queue.getSnapshot : () => idle,
    () => idle,
  );
}

export type { TrackRecord };
