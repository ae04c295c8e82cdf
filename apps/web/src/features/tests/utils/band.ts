import type { LearningObject } from '@portico/contract/learning';

export type BandColor = 'red' | 'orange' | 'blue' | 'green' | 'gray';

const known = (band: number | null | undefined): band is number =>
  typeof band === 'number' && Number.isFinite(band);

/** spec 2 §9: 1–3 red, above 3–5 orange, above 5–7 blue, above 7–10 green, otherwise grey. */
export function bandColor(band: number | null | undefined): BandColor {
  if (!known(band)) return 'gray';
  if (band >= 1 && band <= 3) return 'red';
  if (band > 3 && band <= 5) return 'orange';
  if (band > 5 && band <= 7) return 'blue';
  if (band > 7 && band <= 10) return 'green';
  return 'gray';
}

/** spec 2 §9 and §8: '-' when below 0 or missing. */
export function formatBand(band: number | null | undefined): string {
  if (!known(band) || band < 0) return '-';
  return String(band);
}

/** spec 2 §9: mock section order. */
export const SECTION_ORDER = ['Listening', 'Reading', 'Writing', 'Speaking'] as const;

/** The four section bands of a mock card, in the spec order (null when not given). */
export function orderedSectionBands(
  sectionBands: LearningObject['sectionBands'],
): { section: (typeof SECTION_ORDER)[number]; band: number | null }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    band:
      sectionBands.find((entry) => entry.referenceType.trim().toLowerCase() === section.toLowerCase())
        ?.band ?? null,
  }));
}
