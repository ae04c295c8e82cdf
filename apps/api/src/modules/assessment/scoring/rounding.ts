/**
 * Math.round (halves towards +infinity, as the portal has always shown scores), after dropping float
 * noise so 2.4999999999 from summing 0.1-sized penalties rounds like the 2.5 it means.
 */
export function roundScore(value: number): number {
  return Math.round(cleanFloat(value)) + 0;
}

/** Rounds to a number of decimals, halves up, without float noise (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundScore(value * factor) / factor;
}

/** Removes binary noise below 1e-9 relative precision (0.1 + 0.2 -> 0.3). */
export function cleanFloat(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}
