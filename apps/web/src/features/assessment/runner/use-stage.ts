import type { LaunchData } from '@portico/contract/assessment-launch';
import { useEffect, useMemo, useState } from 'react';
import { questionsOf } from './restore';
import { type AnswerSync, useSyncSnapshot } from './use-answer-sync';
import { answeredIn, useAnswers } from './use-answers';
import { useNextItem } from './use-next-item';
import { useQuestionPosition } from './use-question-position';
import { useRecordings } from './use-recordings';
import { useRunnerClock } from './use-runner-clock';
import { useStageMoves } from './use-stage-moves';
import { useTestEnd } from './use-test-end';

export interface StageOptions {
  data: LaunchData;
  sync: AnswerSync;
  /** Called once the test has ended on the server: the page reloads into the result. */
  onEnded: () => void;
  /** The student continues in this tab: start the runner again from this fresh launch. */
  onTakeBack: (data: LaunchData) => void;
  /** Where the server's remaining time (each sync's reply) is handed to the clock on show. */
  serverTime: { current: (seconds: number, sectionId: string | null) => void };
  /** The student has just pressed Start Test (no earlier tracks). */
  justStarted: boolean;
}

/** The questions stage as it runs: what the runner shows and every part the student acts through. */
export type Stage = ReturnType<typeof useStage>;

/**
 * The questions stage's state (spec 3 §4): the question on screen, the clock, the answers and their
 * way to the server, the recordings, submit, taking the test back from another tab, and the moves.
 */
export function useStage({ data, sync, onEnded, onTakeBack, serverTime, justStarted }: StageOptions) {
  const questions = useMemo(() => questionsOf(data), [data]);
  const { restored, queue, store } = sync;
  const attemptId = data.testData.studentTestId;
  const snapshot = useSyncSnapshot(queue);
  const position = useQuestionPosition(data, questions, restored.currentIndex);
  const { sectional, sectionIds, sectionRef, index } = position;

  const question = questions[index];
  const { countdown, check, untimed } = useRunnerClock({
    data,
    position,
    serverTime,
    onExpire: () => {
      if (sectional && sectionRef.current < sectionIds.length - 1) void moves.nextSection();
      else void submission.submit(true);
    },
  });

  const answers = useAnswers(data, questions, sync, countdown.remaining);
  const { allSaved, responses, save } = answers;
  // The queue has emptied: every changed answer has reached the server.
  useEffect(() => (snapshot.pending === 0 ? allSaved() : undefined), [snapshot.pending, allSaved]);
  const recordings = useRecordings(attemptId, questions, store, answers);
  const { submission, takeOver } = useTestEnd({
    attemptId,
    sync,
    status: snapshot.status,
    currentItemId: question?.item.ItemID,
    answers,
    recordings,
    onEnded,
    onTakeBack,
  });

  /** The pane a phone shows when the question has a passage. */
  const [pane, setPane] = useState<'question' | 'passage'>('question');
  const moves = useStageMoves({
    data,
    questions,
    position,
    answers,
    recordings,
    submission,
    attemptId,
    queue,
    onStarted: onTakeBack,
  });

  // An adaptive section's place whose question the server has not chosen yet (decision 064).
  const adaptive = useNextItem({ attemptId, queue, questions, index, onServed: onTakeBack });

  useFirstSave({ data, questions, index, justStarted, save, queue });

  const answered = answeredIn(questions, responses);
  return {
    data,
    questions,
    question,
    position,
    snapshot,
    countdown,
    untimed,
    check,
    answers,
    answered,
    queue,
    recordings,
    submission,
    takeOver,
    pane,
    setPane,
    moves,
    adaptive,
  };
}

/**
 * spec 3 §4: Start Test saves the first answer, sent at once so the server's clock and the one shown
 * start together (a batch later, the first reply would set the shown time back up). So does an
 * adaptive section's question just served: its own clock starts as it is shown (decision 064).
 */
function useFirstSave(o: {
  data: LaunchData;
  questions: ReturnType<typeof questionsOf>;
  index: number;
  justStarted: boolean;
  save: (itemId: string) => Promise<unknown>;
  queue: AnswerSync['queue'];
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stage mounts after Start Test; later values must not send the first answer again.
  useEffect(() => {
    const first = o.questions[o.index];
    if (!first || first.item.Pending) return;
    const served = first.section.Adaptive && !o.data.tracks.some((t) => t.itemId === first.item.ItemID);
    if (o.justStarted || served) void o.save(first.item.ItemID).then(() => o.queue.syncNow());
  }, []);
}
