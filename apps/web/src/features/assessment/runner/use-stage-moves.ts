import type { LaunchData } from '@portico/contract/assessment-launch';
import { useState } from 'react';
import type { SyncQueue } from '../engine/sync-queue';
import { goesBackAt } from './profile';
import type { RunnerQuestion } from './restore';
import type { useAnswers } from './use-answers';
import { useNextSection } from './use-next-section';
import type { useQuestionPosition } from './use-question-position';
import type { useRecordings } from './use-recordings';
import type { useSubmit } from './use-submit';

interface StageMovesOptions {
  data: LaunchData;
  questions: readonly RunnerQuestion[];
  position: ReturnType<typeof useQuestionPosition>;
  answers: ReturnType<typeof useAnswers>;
  recordings: ReturnType<typeof useRecordings>;
  submission: ReturnType<typeof useSubmit>;
  attemptId: string;
  queue: SyncQueue;
  /** The server started the next section: the runner starts again from this launch. */
  onStarted: (data: LaunchData) => void;
}

/**
 * The runner's moves (spec 3 §4): to another question of the section, to the next section once the
 * student confirms it (decision 007), and what Next does on the last question of a section or of the
 * test. Leaving a question finishes its recording first, then saves its answer.
 */
export function useStageMoves({
  data,
  questions,
  position,
  answers,
  recordings,
  submission,
  attemptId,
  queue,
  onStarted,
}: StageMovesOptions) {
  const { sectional, sectionIds, sectionRef, index, setIndex, firstOfSection, lastOfSection, lastSection } =
    position;
  const question = questions[index];
  const { save } = answers;

  /** Leaving the question: a recording in progress is finished first, then the answer saved. */
  const leave = async () => {
    await recordings.finish();
    if (question) await save(question.item.ItemID);
  };
  const go = async (next: number) => {
    // An adaptive section's place waits for its question (decision 064): nothing to leave yet.
    if (!question || question.item.Pending) return;
    await leave();
    const to = Math.max(firstOfSection, Math.min(lastOfSection, next));
    setIndex(to);
    answers.shown();
    // Forward only: saved on arrival too, so a reload resumes here (spec 3 §4: the last track's).
    // A place whose question is still to be chosen has nothing to save.
    const arrived = questions[to];
    if (to !== index && arrived && !arrived.item.Pending && !goesBackAt(data.testData.rules, arrived))
      await save(arrived.item.ItemID);
  };

  const [sectionConfirm, setSectionConfirm] = useState(false);
  const { move: nextSection, error: sectionError } = useNextSection({
    attemptId,
    queue,
    leaveQuestion: () => {
      setSectionConfirm(false);
      return leave();
    },
    nextSectionId: () => sectionIds[sectionRef.current + 1],
    onStarted,
  });

  const isLast = index === questions.length - 1 || (sectional && lastSection && index === lastOfSection);
  const nextAction =
    index === lastOfSection && !lastSection
      ? ({ label: 'Next Section', onClick: () => setSectionConfirm(true) } as const)
      : isLast
        ? ({ label: 'Submit Test', onClick: () => submission.setConfirmOpen(true) } as const)
        : ({ label: 'Next', onClick: () => void go(index + 1) } as const);
  /** The task's time is over, or its recording ended (CELPIP): the next question, section or the end. */
  const moveOn = () => {
    if (index < lastOfSection) void go(index + 1);
    else if (!lastSection) void nextSection();
    else void submission.submit(true);
  };

  return { go, nextSection, sectionError, sectionConfirm, setSectionConfirm, isLast, nextAction, moveOn };
}
