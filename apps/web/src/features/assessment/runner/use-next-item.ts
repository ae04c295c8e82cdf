import type { LaunchData } from '@portico/contract/assessment-launch';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { nextAdaptiveItem } from '../api/next-item';
import type { SyncQueue } from '../engine/sync-queue';
import type { RunnerQuestion } from './restore';

export const NEXT_ITEM_ERROR =
  'The next question could not be loaded. Check your connection: it is tried again every few seconds.';
export const ITEM_ANSWERS_PENDING =
  'Your answer is still being saved: the next question comes once it is. It is tried again every few seconds.';
const FLUSH_MS = 5000;
const RETRY_MS = 5000;

interface NextItemOptions {
  attemptId: string;
  queue: SyncQueue;
  questions: readonly RunnerQuestion[];
  index: number;
  /** The server chose the question: the runner starts again from this launch, on it. */
  onServed: (data: LaunchData) => void;
}

/**
 * An item-by-item adaptive section (decision 064): when the student reaches a place whose question
 * is not chosen yet, the answers given so far are sent first (the server chooses from them), then
 * the server is asked for the question. Without a connection the student waits on the place and it
 * is tried again every few seconds; nothing is lost, and the server serves each place once.
 */
export function useNextItem({ attemptId, queue, questions, index, onServed }: NextItemOptions) {
  const question = questions[index];
  const pending = question?.item.Pending === true;
  const [error, setError] = useState<string | null>(null);
  const asking = useRef(false);

  const ask = async () => {
    if (!question || asking.current) return;
    asking.current = true;
    // The last problem stays on screen while it is tried again: it goes with the question served.
    try {
      const flushed = await queue.flush({ timeoutMs: FLUSH_MS });
      if (!flushed && queue.getSnapshot().pending > 0) {
        setError(ITEM_ANSWERS_PENDING);
        return;
      }
      const sectionId = question.section.QuestionPaperSectionID;
      const before = questions[index - 1];
      const after =
        before && !before.item.Pending && before.section.QuestionPaperSectionID === sectionId
          ? before.item.ItemID
          : undefined;
      onServed(await nextAdaptiveItem(attemptId, sectionId, after));
    } catch (err) {
      const refused = err instanceof ApiError && err.fromServer;
      setError(refused ? errorMessage(err) : NEXT_ITEM_ERROR);
    } finally {
      asking.current = false;
    }
  };
  const latest = useRef(ask);
  latest.current = ask;

  useEffect(() => {
    if (!pending) return;
    void latest.current();
    const timer = setInterval(() => void latest.current(), RETRY_MS);
    return () => clearInterval(timer);
  }, [pending]);

  return { pending, error: pending ? error : null };
}
