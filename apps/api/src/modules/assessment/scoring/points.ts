/** The points an author gave, when they mean something: a finite number above 0; else null. */
export function authoredPoints(points: number | null | undefined): number | null {
  return typeof points === 'number' && Number.isFinite(points) && points > 0 ? points : null;
}

/** SCORING.md: a question's points default to 1 when missing or 0. */
export function questionPoints(points: number | null | undefined): number {
  // A negative or non-numeric value is as meaningless as a missing one.
  return authoredPoints(points) ?? 1;
}

/**
 * SCORING.md: negative points default to 0. Authored data writes the penalty either as 0.25 or as
 * -0.25; both mean "take 0.25 off", so the sign is dropped.
 */
export function penaltyPoints(negativePoints: number | null | undefined): number {
  return typeof negativePoints === 'number' && Number.isFinite(negativePoints) ? Math.abs(negativePoints) : 0;
}
