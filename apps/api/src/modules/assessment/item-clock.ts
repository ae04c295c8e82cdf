import { isRecordingType } from '@portico/contract/answers';
import { runnerRules, withExtraTime } from '@portico/contract/exam-profile';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import type { TrackRow } from './track.repository';

/**
 * A task's own clock, held by the server (decision 041): where the test's profile times tasks
 * (CELPIP, Duolingo, PTE's Summarize Written Text and Essay) a task that carries its own time is
 * open from its first record — the runner sends one the moment it shows the task — for that time
 * with the student's extra time, plus the sync's grace. An answer after that is kept as late and
 * never counted, as a section's or the test's clock does. Spoken answers are timed by their recorder.
 *
 * Returns, per timed item among `itemIds`, until when its answers count; untimed items are absent.
 */
export async function itemClosings(
  repo: AssessmentRepository,
  attempt: Pick<StudentTestRow, 'testId' | 'extraTimePercent'>,
  itemIds: readonly string[],
  stored: ReadonlyMap<string, Pick<TrackRow, 'openedAt' | 'receivedAt'>>,
  now: Date,
  graceSeconds: number,
): Promise<Map<string, Date>> {
  const closings = new Map<string, Date>();
  const timed = await repo.content.timedItems(attempt.testId, [...itemIds]);
  const first = timed[0];
  if (!first || !runnerRules(first.template, first.examFamily).itemClock) return closings;
  for (const item of timed) {
    if (isRecordingType(item.itemType)) continue;
    const before = stored.get(item.id);
    // A task with no record yet opens now; one stored before its opening was kept opens at its
    // last record (the later of the two, so never earlier than the student saw it).
    const opened = before?.openedAt ?? before?.receivedAt ?? now;
    const seconds = withExtraTime(Number(item.timeLimitSeconds), attempt.extraTimePercent) + graceSeconds;
    closings.set(item.id, new Date(opened.getTime() + seconds * 1000));
  }
  return closings;
}
