export type BandColour = 'red' | 'orange' | 'blue' | 'green' | 'grey';

/**
 * SCORING.md / spec 2 §9, the round band indicator: 1 to 3 red; above 3 to 5 orange; above 5 to 7
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

/**
 * spec 2 §9: the band shows '-' when below 0 (how the data says 'no band yet'); a missing band
 * shows '-' as well, having nothing else to show.
 */
export function bandLabel(band: number | null | undefined): string {
  if (typeof band !== 'number' || Number.isNaN(band) || band < 0) return '-';
  return String(band);
}
