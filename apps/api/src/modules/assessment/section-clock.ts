import type { SectionClock } from '../../db/schema';

/**
 * Sectional timing (spec 3 §2 'sectional timers where the test has them'): each section has its own
 * minutes, taken in order. A section's clock starts as its questions are handed out
 * (assessment/start, attempt-start.ts), or with its first track; moving on to a later
 * section closes the earlier ones, so unused time does not carry over. Pure: the service stores the
 * clock with the attempt.
 */
export function planSections(sections: readonly { id: string; minutes: number }[]): SectionClock[] {
  return sections.map((s) => ({
    sectionId: s.id,
    minutes: s.minutes,
    startedAt: null,
    deadlineAt: null,
    closedAt: null,
  }));
}

const ms = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.NaN);

/** The section being taken: the last one started. */
export function currentSection(clock: readonly SectionClock[]): number {
  let current = -1;
  clock.forEach((s, i) => {
    if (s.startedAt) current = i;
  });
  return current;
}

/** Until when a section's answers count: its deadline or its closing, whichever came first, plus grace. */
function countsUntil(s: SectionClock, graceSeconds: number): number {
  const end = Math.min(ms(s.deadlineAt), s.closedAt ? ms(s.closedAt) : Number.POSITIVE_INFINITY);
  return end + graceSeconds * 1000;
}

/**
 * Admits one track of `sectionId` at `now`: a later section starts (closing the earlier ones); an
 * answer to a section counts until its time (or its closing) plus the grace period.
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
    const next = clock.map((s, i): SectionClock => {
      if (i < index) {
        if (s.closedAt) return s;
        const closedAt = s.deadlineAt && ms(s.deadlineAt) < now.getTime() ? s.deadlineAt : at;
        return { ...s, closedAt };
      }
      if (i === index) {
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
  return { clock: [...clock], onTime: now.getTime() <= countsUntil(section, graceSeconds) };
}

export type SectionState = 'pending' | 'open' | 'closed';

/** Each section's state and seconds left, as the runner shows them. */
export function sectionTimes(clock: readonly SectionClock[], now: Date) {
  const current = currentSection(clock);
  return clock.map((s, i) => {
    let state: SectionState = 'pending';
    if (s.closedAt || (i < current && s.startedAt)) state = 'closed';
    else if (i < current) state = 'closed';
    else if (s.startedAt) state = 'open';
    const left =
      state === 'pending'
        ? s.minutes * 60
        : state === 'closed'
          ? 0
          : Math.max(0, Math.round((ms(s.deadlineAt) - now.getTime()) / 1000));
    return { sectionId: s.sectionId, state, timeRemaining: left };
  });
}
