import { z } from 'zod';
import { DEFAULT_BAND_DESCRIPTORS } from './band-descriptors-data';
import { envelope } from './envelope';
import type { Criterion } from './evaluation-criteria';
import { RUBRICS } from './evaluation-rubrics';
import { get, put } from './route';
import { PersonSchema } from './schema-parts';

/**
 * Band descriptors (issue 40): what each band of each criterion means, beside the band picker
 * while a teacher grades. Portico ships its own short summaries of the published descriptors
 * (band-descriptors-data.ts); a provider's administrator rewrites any band in the console, and
 * a rewritten band can be put back to Portico's wording.
 */

export const BAND_DESCRIPTOR_MAX_LENGTH = 800;

/** One rubric's descriptors: criterion key → band ('7', '0.5') → what it means. */
export type RubricDescriptors = Record<string, Record<string, string>>;

/** A band a provider rewrote, as stored. */
export type DescriptorOverride = { rubricId: string; criterionKey: string; band: string; text: string };

/** The rubrics whose descriptors a provider may edit: every rubric of an exam (not the plain 'Score'). */
export const describedRubrics = Object.values(RUBRICS);

const bandKey = (v: number) => String(Math.round(v * 100) / 100);

/** The bands of a criterion that have a descriptor: its whole numbers from min to max. */
export function describedBands(c: Pick<Criterion, 'min' | 'max'>): string[] {
  const out: string[] = [];
  for (let v = Math.ceil(c.min); v <= c.max; v++) out.push(bandKey(v));
  return out;
}

/** Portico's descriptor of a band, or ''. */
export const defaultDescriptor = (rubricId: string, criterionKey: string, band: string): string =>
  DEFAULT_BAND_DESCRIPTORS[rubricId]?.[criterionKey]?.[band] ?? '';

/** A rubric's descriptors as the company reads them: its own wording where it has one, else Portico's. */
export function descriptorsOf(rubricId: string, overrides: readonly DescriptorOverride[]): RubricDescriptors {
  const out: RubricDescriptors = {};
  for (const [key, bands] of Object.entries(DEFAULT_BAND_DESCRIPTORS[rubricId] ?? {}))
    out[key] = { ...bands };
  for (const o of overrides) {
    if (o.rubricId !== rubricId) continue;
    out[o.criterionKey] = { ...out[o.criterionKey], [o.band]: o.text };
  }
  return out;
}

/**
 * What a band between two described bands means (GRE's half points): both neighbours. A band with
 * a descriptor of its own reads that one.
 */
export function descriptorFor(bands: Record<string, string> | undefined, value: number): string[] {
  if (!bands) return [];
  const own = bands[bandKey(value)];
  if (own) return [own];
  return [bands[bandKey(Math.floor(value))], bands[bandKey(Math.ceil(value))]].filter((t): t is string =>
    Boolean(t),
  );
}

export const BandDescriptorSchema = z.object({
  band: z.string(),
  text: z.string(),
  /** Portico's wording, to compare and to go back to. */
  defaultText: z.string(),
  /** The company rewrote it: who and when. */
  edited: z.boolean(),
  updatedBy: PersonSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type BandDescriptor = z.infer<typeof BandDescriptorSchema>;

export const DescribedRubricSchema = z.object({
  id: z.string(),
  title: z.string(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), bands: z.array(BandDescriptorSchema) })),
});
export type DescribedRubric = z.infer<typeof DescribedRubricSchema>;

export const BandDescriptorsViewSchema = z.object({ rubrics: z.array(DescribedRubricSchema) });
export type BandDescriptorsView = z.infer<typeof BandDescriptorsViewSchema>;
export const BandDescriptorsResponseSchema = envelope(BandDescriptorsViewSchema);

/**
 * A save of one criterion's bands: each band changed, its new text ('' puts Portico's back) and
 * the text the page showed before (refused with 409 when someone else changed that band since,
 * never written over it).
 */
export const BandDescriptorsSaveSchema = z.object({
  rubricId: z.string().max(60),
  criterionKey: z.string().max(40),
  bands: z
    .array(
      z.object({
        band: z.string().max(8),
        text: z
          .string()
          .trim()
          .max(
            BAND_DESCRIPTOR_MAX_LENGTH,
            `A descriptor can be at most ${BAND_DESCRIPTOR_MAX_LENGTH} characters`,
          ),
        base: z.string().max(BAND_DESCRIPTOR_MAX_LENGTH * 2),
      }),
    )
    .min(1, 'Nothing to save: change a descriptor first')
    .max(20),
});
export type BandDescriptorsSave = z.infer<typeof BandDescriptorsSaveSchema>;

export const BandDescriptorMessages = {
  saved: 'The band descriptors are saved. Teachers see them the next time they open an evaluation.',
  unknownRubric: 'That rubric is not one whose descriptors can be edited.',
  unknownCriterion: 'That criterion is not one of this rubric.',
  unknownBand: 'That band is not one of this criterion’s bands.',
  /** Another administrator saved one of the same bands since this page loaded. */
  changed: (bands: string[]) =>
    `Someone else changed band ${bands.join(', ')} since you opened this page; load the latest to see it before saving.`,
} as const;

export const consoleBandDescriptorsApi = {
  view: get('console/band-descriptors', { response: BandDescriptorsResponseSchema }),
  save: put('console/band-descriptors', {
    body: BandDescriptorsSaveSchema,
    response: BandDescriptorsResponseSchema,
  }),
};
