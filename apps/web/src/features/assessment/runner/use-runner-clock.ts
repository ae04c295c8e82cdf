import type { LaunchData } from '@portico/contract/assessment-launch';
import { checkSecondsOf } from '@portico/contract/timed-blocks';
import { useEffect, useMemo } from 'react';
import { useCountdown } from '../engine/use-countdown';
import { useCheckTime } from '../tools/check-time';
import type { useQuestionPosition } from './use-question-position';

interface RunnerClockOptions {
  data: LaunchData;
  position: ReturnType<typeof useQuestionPosition>;
  /** Where the server's remaining time (each sync's reply) is handed to the clock. */
  serverTime: { current: (seconds: number, sectionId: string | null) => void };
  onExpire: () => void;
}

/**
 * The runner's clock: the test's (or the timed block's) time from the server, and on IELTS Listening
 * the two minutes to check once every recording of the test (or of the block: decision 037) has
 * finished (tools/check-time.ts), which the clock then shows and ends the test (or the block) with.
 */
export function useRunnerClock({ data, position, serverTime, onExpire }: RunnerClockOptions) {
  const { rules } = data.testData;
  // The block on screen stays for the runner's life: Next Section starts the runner again.
  const block = position.blockSections.join();
  const recordings = useMemo(
    () =>
      data.testJson.SectionResponse.filter(
        (s) => s.AudioUrl && block.split(',').includes(s.QuestionPaperSectionID),
      ).map((s) => s.QuestionPaperSectionID),
    [data, block],
  );
  const check = useCheckTime(data.testData.studentTestId, checkSecondsOf(rules) > 0, recordings);
  // A test without minutes (an item bank imported without time limits) has no clock: only Submit ends it.
  const untimed = data.testData.timeLimit === 0;
  const countdown = useCountdown(position.initialSeconds, { onExpire: untimed ? undefined : onExpire });
  serverTime.current = (seconds, sectionId) => {
    if (position.inCurrentBlock(sectionId)) countdown.resync(check.cap(seconds));
  };
  const { resync, remaining } = countdown;
  // The time to check begins (or, after a reload, goes on): the clock shows what is left of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the time to check begins; the clock's own ticks must not resync it.
  useEffect(() => {
    if (check.startedAt !== null) resync(check.cap(remaining));
  }, [check.startedAt]);
  return { countdown: untimed ? { ...countdown, expired: false } : countdown, check, untimed };
}
