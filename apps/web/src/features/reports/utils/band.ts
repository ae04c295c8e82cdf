export type BandColour = 'red' | 'orange' | 'blue' | 'green' | 'grey';

/**
 * spec 2 §9 / SCORING.md, the round band indicator: 1 to 3 red; above 3 to 5 orange; above 5 to 7
 * blue; above 7 to 10 green; otherwise (below 1, above 10, no band) grey.
 */
export function bandColour(band: number | null | undefined): BandColour {
  if (typeof band !== 'number' || Number.isNaN(band)) return 'grey';
  if (band >= 1 && band <= 3) return 'red';
  if (band > 3 && band <= 5) return 'orange';
  if (band > 5 && band <= 7) return 'blue';
  if (band > 7 && band <= 10) return 'green';
  return 'grey';
}

/** Whether there is a band to show: spec 2 §9 shows '-' below 0 (how the data says 'none yet'). */
export function hasBand(band: number | null | undefined): band is number {
  return typeof band === 'number' && !Number.isNaN(band) && band >= 0;
}

/** spec 2 §9: the band as shown, '-' when below 0 or missing. */
export function bandLabel(band: number | null | undefined): string {
  return hasBand(band) ? String(band) : '-';
}
