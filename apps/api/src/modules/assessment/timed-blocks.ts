import { type RunnerRules, withExtraTime } from '@portico/contract/exam-profile';
import { blockRuns, checkSecondsOf } from '@portico/contract/timed-blocks';
import type { SectionClock } from '../../db/schema';
import { totalTestSeconds } from './scoring/timing';
import { planSections } from './section-clock';

interface TimedSection {
  id: string;
  orderNo: number;
  durationMinutes: number;
  audioUrl: string | null;
  timedBlock: string | null;
}

/**
 * An attempt's time (decision 037). With one clock: the sum of the section minutes. A sectional
 * test's clock per timed block: the sum of its sections' minutes, plus the profile's time to check
 * when the block plays recordings (IELTS Listening: its parts' time, then 2 minutes), each with the
 * student's extra time; the attempt's own time is the sum of the blocks', so an abandoned attempt
 * still ends. Pure.
 */
export function planAttemptTime(
  sections: readonly TimedSection[],
  timerMode: 'total' | 'sectional',
  rules: Pick<RunnerRules, 'profile' | 'audioPlays'>,
  extraPercent: number,
): { timeLimitSeconds: number; sectionClock: SectionClock[] } {
  const ordered = [...sections].sort((a, b) => a.orderNo - b.orderNo);
  const sectionSeconds = totalTestSeconds(ordered.map((s) => s.durationMinutes));
  if (timerMode !== 'sectional') {
    return { timeLimitSeconds: withExtraTime(sectionSeconds, extraPercent), sectionClock: [] };
  }
  const check = checkSecondsOf(rules);
  const blocks = blockRuns(ordered, (s) => s.timedBlock).map((run) => {
    const toCheck = run.some((s) => s.audioUrl) ? check : 0;
    const seconds = totalTestSeconds(run.map((s) => s.durationMinutes)) + toCheck;
    return { sectionIds: run.map((s) => s.id), block: run[0]?.timedBlock, seconds, toCheck };
  });
  const checkSeconds = blocks.reduce((sum, b) => sum + b.toCheck, 0);
  return {
    timeLimitSeconds: withExtraTime(sectionSeconds + checkSeconds, extraPercent),
    sectionClock: planSections(
      blocks.map((b) => ({
        sectionIds: b.sectionIds,
        block: b.block,
        minutes: withExtraTime(b.seconds, extraPercent) / 60,
      })),
    ),
  };
}
