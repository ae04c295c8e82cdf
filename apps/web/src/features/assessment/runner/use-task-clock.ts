import type { LaunchData } from '@portico/contract/assessment-launch';
import { useState } from 'react';
import { useItemClock } from '../tools/item-clock';
import type { RunnerQuestion } from './restore';

interface TaskClockOptions {
  data: LaunchData;
  questions: readonly RunnerQuestion[];
  question: RunnerQuestion | undefined;
  /** Sends the task's answer as it is to the server now (its clock starts there too). */
  report: (itemId: string) => void;
  /** A section's recording has played to its end (IELTS Listening's time to check starts). */
  onHeard: (sectionId: string) => void;
  onExpire: () => void;
}

/**
 * The current task's own clock as the attempt's rules run it (decision 041): on where the profile
 * times tasks, with the student's extra time; a question under a section recording that plays once
 * (CELPIP Listening) waits until the recording has ended, and is shown only then. The moment a
 * clock starts the runner reports the task to the server, which holds the same clock.
 */
export function useTaskClock({ data, questions, question, report, onHeard, onExpire }: TaskClockOptions) {
  const { rules, studentTestId, extraTimePercent } = data.testData;
  const [heard, setHeard] = useState<ReadonlySet<string>>(() => new Set());
  const section = question?.section;
  const underRecording =
    !!section?.AudioUrl && rules.audioPlays !== null && !heard.has(section.QuestionPaperSectionID);
  const clock = useItemClock({
    attemptId: studentTestId,
    enabled: rules.itemClock,
    item: question?.item,
    extraTimePercent,
    waiting: underRecording,
    onStart: report,
    onExpire,
  });
  return {
    ...clock,
    /** A task whose time is over: shown, not answered any more. */
    closedId: (itemId: string) => clock.closed(questions.find((x) => x.item.ItemID === itemId)?.item),
    /** The current task waits for its recording: its question is not shown yet. */
    waiting: underRecording && clock.remaining !== null,
    /** A section's recording has played to its end (or had, before a reload). */
    heard: (sectionId: string) => {
      onHeard(sectionId);
      setHeard((h) => (h.has(sectionId) ? h : new Set(h).add(sectionId)));
    },
  };
}
