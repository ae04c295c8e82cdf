/**
 * SCORING.md / spec 3 §9: total test time = 60 x the sum of the section durations in minutes, in
 * seconds. A section without a duration adds nothing; fractional minutes round to whole seconds.
 */
export function totalTestSeconds(sectionMinutes: readonly (number | null | undefined)[]): number {
  let minutes = 0;
  for (const m of sectionMinutes) {
    if (m === null || m === undefined) continue;
    if (!Number.isFinite(m) || m < 0)
      throw new RangeError(`A section duration must be minutes >= 0, not ${m}`);
    minutes += m;
  }
  return Math.round(60 * minutes);
}
