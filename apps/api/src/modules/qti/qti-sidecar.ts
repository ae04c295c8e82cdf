import { ItemParamsSchema } from '@portico/contract/adaptive';
import { z } from 'zod';
import type { AuthoredItem } from '../content/content-item-format';
import { authoredKey } from '../content/content-item-format';

/**
 * `portico.json` in an exported package (decision 066): what an item has that QTI has no place for,
 * by the item file's path. Other platforms ignore it (a web-content file of the package); Portico's
 * import puts it back, so a package exported and imported again gives the same items.
 */
export const PORTICO_SIDECAR = 'portico.json';

const SidecarItemSchema = z
  .object({
    key: authoredKey,
    subject: z.string().optional(),
    area: z.string().optional(),
    topic: z.string().optional(),
    difficulty: z.string().optional(),
    media: z
      .object({ audio: z.string().optional(), image: z.string().optional(), video: z.string().optional() })
      .strict()
      .optional(),
    timeLimitSeconds: z.number().int().positive().optional(),
    prepSeconds: z.number().int().min(0).optional(),
    audioPlays: z.number().int().min(1).max(10).optional(),
    route: z.enum(['easier', 'harder']).optional(),
    irt: ItemParamsSchema.optional(),
  })
  .strict();
export type SidecarItem = z.infer<typeof SidecarItemSchema>;

/**
 * A test's own fields (its exam template, conversion tables, timer mode…) and each section's (its
 * key, timed block, routing, adaptive settings…) by the section's identifier in the test file.
 * Checked as a whole when the import reads the test it gives (TestFileSchema), not here.
 */
const SidecarTestSchema = z.object({
  fields: z.record(z.string(), z.unknown()),
  sections: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type SidecarTest = z.infer<typeof SidecarTestSchema>;

export const SidecarSchema = z.object({
  version: z.literal(1),
  items: z.record(z.string(), SidecarItemSchema),
  /** By the test file's path. */
  tests: z.record(z.string(), SidecarTestSchema).default({}),
});
export type Sidecar = z.infer<typeof SidecarSchema>;

const FIELDS = [
  'subject',
  'area',
  'topic',
  'difficulty',
  'media',
  'timeLimitSeconds',
  'prepSeconds',
  'audioPlays',
  'route',
  'irt',
] as const;

/** The item's fields QTI does not carry, with its key. */
export function sidecarFields(item: AuthoredItem): SidecarItem {
  const out: Record<string, unknown> = { key: item.key };
  for (const field of FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as SidecarItem;
}

/** A test's or section's fields but those QTI carries itself (its title, time limit, items, passage). */
export function ownFields(of: object, carried: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(of).filter(([k, v]) => v !== undefined && !carried.includes(k)));
}

/** The package's sidecar, if it has one Portico reads (anything else in its place is ignored). */
export function readSidecar(text: string | undefined): Sidecar | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = SidecarSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
