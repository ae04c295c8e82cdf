import type { LaunchData } from '@portico/contract/assessment-launch';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { launchAssessment } from '../api/assessment-api';
import { firstTrackNumber } from '../engine/track-number';
import type { AnswerSync } from './use-answer-sync';

/**
 * Continue here: this runner takes the test back (a new launch), and the answers given here that
 * are not yet saved are numbered after every stored one, so they are the ones kept. The runner
 * starts again, so a recording in progress is finished first.
 */
export function useTakeBack(
  attemptId: string,
  sync: AnswerSync,
  onTakeBack: (data: LaunchData) => void,
  finishRecordings: () => Promise<boolean>,
) {
  const { store, numbers } = sync;
  const [takingBack, setTakingBack] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const takeBack = async () => {
    setTakingBack(true);
    setError(null);
    try {
      await finishRecordings();
      const fresh = await launchAssessment(attemptId);
      const pending = await store.pending(attemptId);
      let next = firstTrackNumber(fresh.tracks, pending, [{ trackNumber: numbers.current() }]);
      for (const t of pending) await store.put({ ...t, trackNumber: next++ });
      onTakeBack(fresh);
    } catch (err) {
      setError(errorMessage(err, 'Something went wrong. Please try again.'));
      setTakingBack(false);
    }
  };
  return { takingBack, error, takeBack };
}
