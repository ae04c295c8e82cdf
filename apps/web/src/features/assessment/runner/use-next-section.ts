import type { LaunchData } from '@portico/contract/assessment-launch';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { startAssessment } from '../api/start-assessment';
import type { SyncQueue } from '../engine/sync-queue';

export const NEXT_SECTION_ERROR =
  'The next section could not be opened. Check your connection: it is tried again every few seconds.';
export const ANSWERS_PENDING =
  'Your answers are still being saved: the next section opens once they are. It is tried again every few seconds.';
/** How long the section's own answers may take to go before the next section is asked for. */
const FLUSH_MS = 5000;
const RETRY_MS = 5000;

interface NextSectionOptions {
  attemptId: string;
  queue: SyncQueue;
  /** Finishes the recordings and saves the answer on screen: first, before anything. */
  leaveQuestion: () => Promise<void>;
  /** The section after the one on screen, if any. */
  nextSectionId: () => string | undefined;
  /** The server started the section and handed its questions out: the runner starts from here. */
  onStarted: (data: LaunchData) => void;
}

/**
 * Next Section of a sectional test (decision 007): the section's answers are sent, then the server
 * starts the next section's clock, closing this one, and hands its questions out; the runner starts
 * again from that launch, on the new section. Without a connection the student stays (the answers
 * are kept) and it is tried again every few seconds, also when the section's time ran out.
 */
export function useNextSection({
  attemptId,
  queue,
  leaveQuestion,
  nextSectionId,
  onStarted,
}: NextSectionOptions) {
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const moving = useRef(false);
  const move = async () => {
    if (moving.current) return;
    moving.current = true;
    setError(null);
    try {
      await leaveQuestion();
      const next = nextSectionId();
      if (!next) return;
      // This section's answers go first, so none reaches the server after its section closed, and
      // a second module routed by this one (decision 063) is chosen from all of them: until they
      // are saved, the student stays, and it is tried again.
      const flushed = await queue.flush({ timeoutMs: FLUSH_MS });
      if (!flushed && queue.getSnapshot().pending > 0) {
        setError(ANSWERS_PENDING);
        setRetrying(true);
        return;
      }
      const fresh = await startAssessment(attemptId, next);
      setRetrying(false);
      onStarted(fresh);
    } catch (err) {
      const refused = err instanceof ApiError && err.fromServer;
      setError(refused ? errorMessage(err) : NEXT_SECTION_ERROR);
      setRetrying(!refused);
    } finally {
      moving.current = false;
    }
  };
  const latest = useRef(move);
  latest.current = move;
  useEffect(() => {
    if (!retrying) return;
    const timer = setInterval(() => void latest.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [retrying]);
  return { move, error };
}
