import { CHECK_SECONDS } from '@portico/contract/timed-blocks';
import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/storage';

/**
 * IELTS Listening's time to check (EXAM-PROFILES.md audio: '2 minutes to check answers at the
 * end'): once every recording of the test (of a mock: of its Listening block, whose clock the server
 * lengthens by these minutes, decision 037) has finished, the student has two minutes, then the test
 * or the block ends as when its time runs out. Which recordings have finished, and when the two
 * minutes began, are kept in the browser, so a reload neither gives the minutes back nor starts them
 * again.
 */
export { CHECK_SECONDS };
export const CHECK_MESSAGE = 'The recording has finished. You have 2 minutes to check your answers.';

interface Kept {
  finished: string[];
  startedAt: number | null;
}

const storeKey = (attemptId: string) => `check-time.${attemptId}`;

function read(attemptId: string): Kept {
  const kept = readStored<unknown>(storeKey(attemptId));
  if (typeof kept !== 'object' || kept === null) return { finished: [], startedAt: null };
  const { finished, startedAt } = kept as Record<string, unknown>;
  return {
    finished: Array.isArray(finished) ? finished.filter((f): f is string => typeof f === 'string') : [],
    startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : null,
  };
}

export const clearCheckTime = (attemptId: string) => removeStored(storeKey(attemptId));

/** Seconds left to check at `now` (ms); null before every recording has finished. */
export const checkSecondsLeft = (startedAt: number | null, now: number) =>
  startedAt === null ? null : Math.max(0, Math.ceil(CHECK_SECONDS - (now - startedAt) / 1000));

/**
 * `recordings`: the sections whose recordings the test plays; `enabled`: the profile gives a time to
 * check. Returns when the time to check began (null: not yet), `finished(sectionId)` for a player
 * whose recording has ended, and `cap(seconds)`: the test's time left, within the time to check.
 */
export function useCheckTime(
  attemptId: string,
  enabled: boolean,
  recordings: readonly string[],
  now: () => number = Date.now,
) {
  const [kept, setKept] = useState<Kept>(() =>
    enabled ? read(attemptId) : { finished: [], startedAt: null },
  );
  const active = enabled && recordings.length > 0;

  const finished = useCallback(
    (sectionId: string) => {
      if (!active) return;
      setKept((current) => {
        if (current.startedAt !== null || current.finished.includes(sectionId)) return current;
        const list = [...current.finished, sectionId];
        const all = recordings.every((r) => list.includes(r));
        const next = { finished: list, startedAt: all ? now() : null };
        writeStored(storeKey(attemptId), next);
        return next;
      });
    },
    [active, attemptId, recordings, now],
  );

  const startedAt = active ? kept.startedAt : null;
  const cap = useCallback(
    (seconds: number) => {
      const left = checkSecondsLeft(startedAt, now());
      return left === null ? seconds : Math.min(seconds, left);
    },
    [startedAt, now],
  );
  return { startedAt, finished, cap };
}
