import { useEffect, useRef, useState } from 'react';
import {
  SUBMIT_ERROR,
  SYNC_NETWORK_ERROR,
  type SyncQueue,
  type SyncStatus,
  syncMessage,
} from '../../../lib/engine/sync-queue';
import { endTest } from '../api/assessment-api';

/** After these, trying the flush again cannot help: the queue waits for the student. */
const waitsForStudent = new Set<SyncStatus>(['taken-over', 'ended']);

interface SubmitOptions {
  attemptId: string;
  queue: SyncQueue;
  status: SyncStatus;
  /** The question on screen, whose answer is saved once more before the end. */
  currentItemId: string | undefined;
  save: (itemId: string) => Promise<void>;
  saveSettling: () => Promise<void>;
  /** The test has ended on the server: the page shows the result. */
  onEnded: () => void;
}

/**
 * Submit (spec 3 §4): every answer is saved first, then end-test. When the time is up the answers
 * still count within the grace period, so the save is tried again until it goes through.
 */
export function useSubmit({
  attemptId,
  queue,
  status,
  currentItemId,
  save,
  saveSettling,
  onEnded,
}: SubmitOptions) {
  const [stage, setStage] = useState<'questions' | 'submitting'>('questions');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const submitting = useRef(false);
  const submit = async (timeUp: boolean) => {
    if (submitting.current) return;
    submitting.current = true;
    setConfirmOpen(false);
    setSubmitError(null);
    setStage('submitting');
    try {
      await saveSettling();
      if (currentItemId) await save(currentItemId);
      let saved = await queue.flush({ timeoutMs: 20_000 });
      // When the time is up the answers still count within the grace period: keep trying.
      while (!saved && timeUp && !waitsForStudent.has(queue.getSnapshot().status)) {
        setSubmitError(syncMessage(queue.getSnapshot().status) ?? SYNC_NETWORK_ERROR);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        saved = await queue.flush({ timeoutMs: 20_000 });
      }
      if (!saved) {
        const now = queue.getSnapshot().status;
        // Ended elsewhere: the page shows the result. Open elsewhere: the runner says so and waits.
        if (now === 'ended') onEnded();
        else if (now !== 'taken-over') setSubmitError(syncMessage(now) ?? SYNC_NETWORK_ERROR);
        setStage('questions');
        return;
      }
      try {
        await endTest(attemptId);
      } catch {
        setSubmitError(SUBMIT_ERROR);
        setStage('questions');
        return;
      }
      onEnded();
    } finally {
      submitting.current = false;
    }
  };

  // The test was submitted or ended elsewhere (another tab, the timer): show the result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires when the status becomes ended; onEnded is a new function each render and must not fire it again.
  useEffect(() => {
    if (status === 'ended') onEnded();
  }, [status]);

  return { stage, submitError, confirmOpen, setConfirmOpen, submit };
}
