import type { SectionClock } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { StudentTestRow } from './attempt.repository';
import { admitTrack, blockRange, currentSection } from './section-clock';

export const StartMessages = {
  notInTest: 'This section is not part of the test.',
  inOrder: 'Sections are taken in order: finish the current section first.',
} as const;

/**
 * An attempt without a clock: an in-lesson quiz (spec 2 §4 Quiz), or a test whose sections give it no
 * minutes at all (an item bank imported without time limits): no deadline, nothing ends it but Submit.
 */
export const isUntimed = (attempt: Pick<StudentTestRow, 'isQuiz' | 'timeLimitSeconds'>): boolean =>
  attempt.isQuiz || attempt.timeLimitSeconds <= 0;

type Startable = Pick<
  StudentTestRow,
  'status' | 'isQuiz' | 'timerMode' | 'startedAt' | 'deadlineAt' | 'timeLimitSeconds' | 'sectionClock'
>;

/** What starting changes on the attempt: its clock, and with sections the section's own. */
export interface StartChange {
  startedAt: Date;
  deadlineAt: Date | null;
  sectionClock: SectionClock[];
}

/**
 * The questions are handed out when the clock starts (decision 007): the whole test's with Start
 * Test, a sectional test's timed block by block as the student moves on (decision 037). Returns
 * what starting `sectionId` (the first section when absent) changes, or null when it is already
 * started: starting again changes nothing, so a reload or a repeated call never restarts a clock.
 * Sections start in order, a block's all at once; starting one closes the earlier ones (section-clock.ts). Pure.
 */
export function startChange(
  attempt: Startable,
  sectionId: string | undefined,
  now: Date,
): StartChange | null {
  if (attempt.status !== 'InProgress') return null;
  // The attempt's own clock: the overall deadline of a sectional test too, so an abandoned one ends.
  const startedAt = attempt.startedAt ?? now;
  const deadlineAt =
    attempt.deadlineAt ??
    (isUntimed(attempt) ? null : new Date(startedAt.getTime() + attempt.timeLimitSeconds * 1000));
  if (attempt.timerMode !== 'sectional' || attempt.isQuiz) {
    if (attempt.startedAt) return null;
    return { startedAt, deadlineAt, sectionClock: attempt.sectionClock };
  }
  const clock = attempt.sectionClock;
  const target = sectionId ?? clock[0]?.sectionId ?? '';
  const index = clock.findIndex((s) => s.sectionId === target);
  if (index < 0) throw notFound(StartMessages.notInTest);
  const current = currentSection(clock);
  if (index <= current) return null;
  // Any section of the next timed block starts that block; a later block waits its turn.
  if (blockRange(clock, index)[0] > current + 1) throw conflict(StartMessages.inOrder);
  // The grace period does not matter here: starting a later section is always on time.
  return { startedAt, deadlineAt, sectionClock: admitTrack(clock, target, now, 0).clock };
}

/**
 * Which sections' questions the student may see now: all once the attempt has ended and in an untimed
 * quiz; a test with one clock all once it has started; a sectional test the sections started so far.
 */
export function handedOut(
  attempt: Pick<StudentTestRow, 'status' | 'isQuiz' | 'timerMode' | 'startedAt' | 'sectionClock'>,
): (sectionId: string) => boolean {
  if (attempt.status === 'Completed' || attempt.isQuiz) return () => true;
  if (attempt.timerMode === 'sectional') {
    const started = new Set(attempt.sectionClock.filter((s) => s.startedAt).map((s) => s.sectionId));
    return (sectionId) => started.has(sectionId);
  }
  const started = attempt.startedAt !== null;
  return () => started;
}
