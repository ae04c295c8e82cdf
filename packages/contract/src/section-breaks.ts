import { z } from 'zod';
import type { ExamProfile } from './exam-profile';

/**
 * Scheduled breaks between the sections of a sectional test (decision 042). The digital SAT has one:
 * 10 minutes after Reading and Writing, before Math (College Board, 'How do breaks work in
 * Bluebook?', bluebook.collegeboard.org, read 2026). The break begins when the section before it
 * closes; the section after it starts when the break ends, or earlier where the test lets the
 * student end it early (Resume Testing).
 */

/** The SAT's break: 'For most users, the break is 10 minutes' (Bluebook help centre). */
export const SAT_BREAK_SECONDS = 600;

/** A break the profile schedules: before the section `beforeSectionId`, this long. */
export interface ScheduledBreak {
  beforeSectionId: string;
  seconds: number;
}

/**
 * The breaks of a test, from its sections in order: on the SAT one before the first Math section
 * that follows a Reading and Writing one (a test of one measure has none).
 */
export function scheduledBreaks(
  profile: ExamProfile,
  sections: readonly { id: string; referenceType: string }[],
): ScheduledBreak[] {
  if (profile !== 'sat') return [];
  const at = sections.findIndex(
    (s, i) => i > 0 && s.referenceType === 'Math' && sections[i - 1]?.referenceType === 'Reading and Writing',
  );
  const before = sections[at];
  return before ? [{ beforeSectionId: before.id, seconds: SAT_BREAK_SECONDS }] : [];
}

/** A scheduled break as a launch reports it, while it is still to come or under way. */
export const SectionBreakSchema = z.object({
  /** The section after the break: it starts when the break ends (or the student resumes early). */
  beforeSectionId: z.string(),
  /** The break's length. */
  seconds: z.number(),
  /**
   * Seconds left of a break under way (0: it is over and the next section starts now); null while
   * the section before it is still being taken.
   */
  secondsLeft: z.number().nullable(),
  /**
   * Resume Testing before the time is up: a practice test's relaxation (TestRelaxes.endBreakEarly).
   * On test day 'students can't start or end scheduled breaks early'.
   */
  endEarly: z.boolean(),
});
export type SectionBreak = z.infer<typeof SectionBreakSchema>;

export const BreakMessages = {
  notOver: 'The break is not over yet: the next section starts when it ends.',
} as const;
