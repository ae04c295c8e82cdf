import type { LearningObject } from '@portico/contract/learning';
import { bandColour, bandLabel } from '../../reports/public';

export type BandColor = 'red' | 'orange' | 'blue' | 'green' | 'gray';

/** spec 2 §9 band colours (reports/utils/band.ts), as Mantine colour names. */
export function bandColor(band: number | null | undefined): BandColor {
  const colour = bandColour(band);
  return colour === 'grey' ? 'gray' : colour;
}

/** spec 2 §9 and §8: '-' when below 0 or missing. */
export const formatBand = bandLabel;

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
