import type { SectionClock } from '../../db/schema';
import { withinGrace } from './answer-rules';

/**
 * Sectional timing (spec 3 §2 'sectional timers where the test has them'): each timed block has its
 * own minutes, taken in order. A block is one section, or neighbouring sections that share a clock
 * (decision 037: IELTS Listening's four parts); the student moves freely within a block. A block's
 * clock starts as its questions are handed out (assessment/start, attempt-start.ts), or with its
 * first track; moving on to a later block closes the earlier ones, so unused time does not carry
 * over. Pure: the service stores the clock with the attempt, one entry per section.
 */
export function planSections(
  blocks: readonly { sectionIds: readonly string[]; minutes: number; block?: string | null }[],
): SectionClock[] {
  return blocks.flatMap((b) =>
    b.sectionIds.map(
      (sectionId): SectionClock => ({
        sectionId,
        minutes: b.minutes,
        startedAt: null,
        deadlineAt: null,
        closedAt: null,
        ...(b.block ? { block: b.block } : {}),
      }),
    ),
  );
}

/** The block a section's clock belongs to: its block's name, or the section itself. */
export const blockOf = (s: SectionClock) => s.block ?? s.sectionId;

/** The first and last index of the block holding `index`. */
export function blockRange(clock: readonly SectionClock[], index: number): [number, number] {
  const block = blockOf(clock[index] as SectionClock);
  let first = index;
  let last = index;
  while (first > 0 && blockOf(clock[first - 1] as SectionClock) === block) first -= 1;
  while (last < clock.length - 1 && blockOf(clock[last + 1] as SectionClock) === block) last += 1;
  return [first, last];
}

const ms = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);

/** The section being taken: the last one started (with a block, the block's last section). */
export function currentSection(clock: readonly SectionClock[]): number {
  let current = -1;
  clock.forEach((s, i) => {
    if (s.startedAt) current = i;
  });
  return current;
}

/** When a section's time ran out: its deadline or its closing, whichever came first. */
function sectionEnd(s: SectionClock): Date {
  return new Date(Math.min(ms(s.deadlineAt), s.closedAt ? ms(s.closedAt) : Number.POSITIVE_INFINITY));
}

/**
 * Admits one track of `sectionId` at `now`: a later block starts (closing the earlier ones); an
 * answer to a section counts until its block's time (or its closing) plus the grace period.
 */
export function admitTrack(
  clock: readonly SectionClock[],
  sectionId: string,
  now: Date,
  graceSeconds: number,
): { clock: SectionClock[]; onTime: boolean } {
  const index = clock.findIndex((s) => s.sectionId === sectionId);
  if (index < 0) return { clock: [...clock], onTime: false };
  const current = currentSection(clock);
  const at = now.toISOString();
  if (index > current) {
    // The whole block starts at once, whichever of its sections is asked for.
    const [first, last] = blockRange(clock, index);
    const next = clock.map((s, i): SectionClock => {
      if (i < first) {
        if (s.closedAt) return s;
        const closedAt = s.deadlineAt && ms(s.deadlineAt) < now.getTime() ? s.deadlineAt : at;
        return { ...s, closedAt };
      }
      if (i <= last) {
        return {
          ...s,
          startedAt: at,
          deadlineAt: new Date(now.getTime() + s.minutes * 60_000).toISOString(),
          closedAt: null,
        };
      }
      return s;
    });
    return { clock: next, onTime: true };
  }
  const section = clock[index] as SectionClock;
  return { clock: [...clock], onTime: withinGrace(sectionEnd(section), graceSeconds, now) };
}

export type SectionState = 'pending' | 'open' | 'closed';

/** Each section's state and seconds left, as the runner shows them. */
export function sectionTimes(clock: readonly SectionClock[], now: Date) {
  const current = currentSection(clock);
  const [currentFirst] = current < 0 ? [0] : blockRange(clock, current);
  return clock.map((s, i) => {
    let state: SectionState = 'pending';
    if (s.closedAt || i < currentFirst) state = 'closed';
    else if (s.startedAt) state = 'open';
    const left =
      state === 'pending'
        ? s.minutes * 60
        : state === 'closed'
          ? 0
          : Math.max(0, Math.round((ms(s.deadlineAt) - now.getTime()) / 1000));
    return { sectionId: s.sectionId, state, timeRemaining: left, ...(s.block ? { block: s.block } : {}) };
  });
}
