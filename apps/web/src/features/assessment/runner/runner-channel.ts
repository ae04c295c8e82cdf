import { useEffect } from 'react';
import { RUNNER_ID } from '../engine/runner-id';
import type { SyncQueue } from '../engine/sync-queue';

/** Tabs of one browser tell each other which runner opened a test last. */
const RUNNER_CHANNEL = 'portico-runner';

type RunnerMessage = { attemptId?: string; runnerId?: string };

/** This runner was just launched, so it holds the test: tell the other tabs of this browser. */
export function useAnnounceRunner(attemptId: string) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(RUNNER_CHANNEL);
    channel.postMessage({ attemptId, runnerId: RUNNER_ID } satisfies RunnerMessage);
    channel.close();
  }, [attemptId]);
}

/**
 * Another tab of this browser that launches this test holds it from then on: this one stops at
 * once (another device is found out by the server at this runner's next sync).
 */
export function useStopWhenOpenedElsewhere(attemptId: string, queue: SyncQueue) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(RUNNER_CHANNEL);
    channel.onmessage = (event: MessageEvent<RunnerMessage>) => {
      if (event.data?.attemptId === attemptId && event.data.runnerId !== RUNNER_ID) queue.hold();
    };
    return () => channel.close();
  }, [attemptId, queue]);
}
