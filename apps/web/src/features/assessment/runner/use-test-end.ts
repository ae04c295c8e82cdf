import type { LaunchData } from '@portico/contract/assessment-launch';
import type { SyncStatus } from '../engine/sync-queue';
import { clearAnnotationsFor } from '../tools/annotations/use-annotations';
import { clearCheckTime } from '../tools/check-time';
import { clearItemClocks } from '../tools/item-clock';
import { useStopWhenOpenedElsewhere } from './runner-channel';
import type { AnswerSync } from './use-answer-sync';
import type { useAnswers } from './use-answers';
import type { useRecordings } from './use-recordings';
import { useSubmit } from './use-submit';
import { useTakeBack } from './use-take-back';

interface TestEndOptions {
  attemptId: string;
  sync: AnswerSync;
  status: SyncStatus;
  /** The question on screen, whose answer is saved once more before the end. */
  currentItemId: string | undefined;
  answers: ReturnType<typeof useAnswers>;
  recordings: ReturnType<typeof useRecordings>;
  /** The test has ended on the server. */
  onEnded: () => void;
  /** The student continues in this tab: the runner starts again from this fresh launch. */
  onTakeBack: (data: LaunchData) => void;
}

/**
 * How the test leaves this tab: Submit (spec 3 §4), after which the notes, task clocks and time to
 * check kept on this device go; Continue here, taking the test back from another tab; and the
 * runner stopping when the test is opened in another.
 */
export function useTestEnd(options: TestEndOptions) {
  const { attemptId, sync, answers, recordings, onEnded } = options;
  const submission = useSubmit({
    attemptId,
    queue: sync.queue,
    status: options.status,
    currentItemId: options.currentItemId,
    save: answers.save,
    saveSettling: answers.saveSettling,
    finishRecordings: recordings.finish,
    onEnded: () => {
      clearAnnotationsFor(attemptId); // notes vanish with the test (EXAM-PROFILES.md)
      clearItemClocks(attemptId);
      clearCheckTime(attemptId);
      onEnded();
    },
  });
  const takeOver = useTakeBack(attemptId, sync, options.onTakeBack, recordings.finish);
  useStopWhenOpenedElsewhere(attemptId, sync.queue);
  return { submission, takeOver };
}
