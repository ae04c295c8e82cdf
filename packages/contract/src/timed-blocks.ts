import type { RunnerRules } from './exam-profile';

/**
 * Timed blocks of a sectional test (decision 037): sections next to each other that name the same
 * block share one clock, and the student moves freely among them; any other section is a block of
 * its own. IELTS Listening's four parts are one block, its Reading passages another, as on test day.
 */

/** IELTS Listening's time to check (EXAM-PROFILES.md: '2 minutes to check answers at the end'). */
export const CHECK_SECONDS = 120;

/** The time to check a profile gives after a block's last recording: IELTS only, 0 elsewhere. */
export const checkSecondsOf = (rules: Pick<RunnerRules, 'profile' | 'audioPlays'>) =>
  rules.profile === 'ielts' && rules.audioPlays !== null ? CHECK_SECONDS : 0;

/**
 * Groups a list into runs of neighbours with the same block; an entry whose block is null or
 * absent is a run of its own.
 */
export function blockRuns<T>(list: readonly T[], blockOf: (entry: T) => string | null | undefined): T[][] {
  const runs: T[][] = [];
  let last: string | null | undefined = null;
  for (const entry of list) {
    const block = blockOf(entry);
    const run = runs[runs.length - 1];
    if (run && block && block === last) run.push(entry);
    else runs.push([entry]);
    last = block;
  }
  return runs;
}
