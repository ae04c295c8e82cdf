import { z } from 'zod';

/**
 * Adaptive mocks (decision 062): an item's IRT parameters, the rule that routes a multistage test
 * (digital SAT, GRE) to its easier or harder second module, the raw→scaled table of each route,
 * and the settings of an item-by-item test (Duolingo-style). Plain data, checked here; the maths
 * is in apps/api/src/modules/adaptive/.
 */

/** An item's parameters on the logistic metric (no 1.7 constant): a discrimination, b difficulty, c guessing. */
export const ItemParamsSchema = z.object({
  a: z.number().min(0.1).max(5).default(1),
  b: z.number().min(-6).max(6),
  c: z.number().min(0).max(0.5).default(0),
});
export type ItemParams = z.infer<typeof ItemParamsSchema>;

/** The two second modules (sections) of a multistage test. */
export const adaptiveRoutes = ['easier', 'harder'] as const;
export type AdaptiveRoute = (typeof adaptiveRoutes)[number];

/**
 * What picks the route: the routing module's raw score (questions right), or the ability estimate
 * (EAP) from its answers. A score AT the threshold goes to the harder module ('at least N right').
 */
export const RoutingRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('raw-threshold'), threshold: z.number().int().min(0).max(500) }),
  z.object({ kind: z.literal('theta-threshold'), threshold: z.number().min(-4).max(4) }),
]);
export type RoutingRule = z.infer<typeof RoutingRuleSchema>;

export const AdaptiveMessages = {
  notMonotone: 'A higher raw score may not convert to a lower scaled score',
  targetsSum: 'The content shares must add up to 1',
  scaleRange: 'The scale minimum must be below its maximum',
} as const;

/** Index = raw score (both modules together), value = scaled score; never falling as raw rises. */
export const ConversionTableSchema = z
  .array(z.number())
  .min(1)
  .max(501)
  .superRefine((table, ctx) => {
    for (let raw = 1; raw < table.length; raw++)
      if ((table[raw] ?? 0) < (table[raw - 1] ?? 0))
        ctx.addIssue({ code: 'custom', path: [raw], message: AdaptiveMessages.notMonotone });
  });

/** One raw→scaled table per route: the same raw score is worth more on the harder route. */
export const ConversionTablesSchema = z.record(z.enum(adaptiveRoutes), ConversionTableSchema);
export type ConversionTables = z.infer<typeof ConversionTablesSchema>;

/** The exam's reported scale as a line of theta, clamped and snapped: Duolingo 85 + 25θ, 10–160 by 5. */
export const ThetaScaleSchema = z
  .object({
    intercept: z.number(),
    slope: z.number().positive(),
    min: z.number(),
    max: z.number(),
    step: z.number().positive(),
  })
  .refine((s) => s.min < s.max, { message: AdaptiveMessages.scaleRange });
export type ThetaScale = z.infer<typeof ThetaScaleSchema>;

/** The share of the test each content area (for Duolingo, each question type) should take. */
export const ContentTargetsSchema = z
  .record(z.string().trim().min(1).max(60), z.number().min(0).max(1))
  .refine((t) => Math.abs(Object.values(t).reduce((s, x) => s + x, 0) - 1) < 0.01, {
    message: AdaptiveMessages.targetsSum,
  });
export type ContentTargets = z.infer<typeof ContentTargetsSchema>;

/**
 * An item-by-item test: a fixed length; content shares; randomesque exposure control (a random
 * pick among the `topK` most informative items) and, optionally, a cap on an item's exposure rate.
 */
export const CatSettingsSchema = z.object({
  length: z.number().int().min(1).max(200),
  targets: ContentTargetsSchema.optional(),
  topK: z.number().int().min(1).max(20).default(5),
  maxExposure: z.number().gt(0).max(1).optional(),
});
export type CatSettings = z.infer<typeof CatSettingsSchema>;

/** A routed section as stored (decision 063): the section it is routed from (its id) and the rule. */
export const SectionRoutingSchema = z.object({ from: z.string(), rule: RoutingRuleSchema });
export type SectionRouting = z.infer<typeof SectionRoutingSchema>;

/** An item-by-item adaptive section as stored: its settings and the scale its estimate maps to. */
export const CatSectionSchema = CatSettingsSchema.extend({
  kind: z.literal('item'),
  scale: ThetaScaleSchema,
});
export type CatSection = z.infer<typeof CatSectionSchema>;

/**
 * One routed section of an attempt: the items of each route in the order the student would see them
 * (drawn when the attempt is made), and once the section has started the route the server chose,
 * with the routing module's raw score and ability estimate it chose by.
 */
export interface AttemptRoute {
  pools: Record<AdaptiveRoute, string[]>;
  route: AdaptiveRoute | null;
  raw: number | null;
  theta: number | null;
  routedAt: string | null;
}
/** By routed section id. */
export type AttemptRoutes = Record<string, AttemptRoute>;

/**
 * One item-by-item adaptive section of an attempt (decision 064): the parameters of its pool as the
 * attempt began (calibrated where re-estimated, else authored; a test in progress keeps them), the
 * calibration they came from, the seed of its random picks, and after each item served the ability
 * estimate it was chosen by. Its items enter the attempt's item order one by one, as served.
 */
export interface AttemptCat {
  params: Record<string, ItemParams>;
  /** The pool's calibration the parameters came from; null: all authored. */
  poolVersion: number | null;
  seed: number;
  theta: number | null;
  se: number | null;
}
/** By adaptive section id. */
export type AttemptCats = Record<string, AttemptCat>;

/**
 * The measured result of an item-by-item adaptive section, kept with the report: the ability estimate
 * and its standard error, the score on the exam's scale with its 80 % range, the questions taken
 * (of the section's length), and the calibration the parameters came from.
 */
export const CatReportSchema = z.object({
  theta: z.number(),
  se: z.number(),
  score: z.number(),
  low: z.number(),
  high: z.number(),
  taken: z.number().int(),
  length: z.number().int(),
  poolVersion: z.number().int().nullable(),
});
export type CatReport = z.infer<typeof CatReportSchema>;
