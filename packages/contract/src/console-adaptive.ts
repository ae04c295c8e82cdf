import { z } from 'zod';
import { ContentTargetsSchema, RoutingRuleSchema } from './adaptive';
import { envelope } from './envelope';
import { get, put } from './route';

/**
 * Adaptive tests in the console (issue 43, CONSOLE.md Authoring, admin): what routes a multistage
 * test (the rule on the routing module and the raw→scaled table of each route) and how an
 * item-by-item section picks its questions (length, content shares, exposure control), with what the
 * students' answers have shown so far (how many went each way, each item's calibrated difficulty and
 * how often it was served). An administrator changes a section's settings; a save made over another
 * administrator's change is refused, never written over it.
 */
export const AdaptiveTestMessages = {
  notFound: 'No such adaptive test.',
  sectionNotFound: 'That section is not a routed or adaptive section of this test.',
  wrongKind: 'That section is not of the kind these settings are for.',
  changed: 'Someone else changed this section since you opened it; load the latest to see it before saving.',
  saved: 'Saved. Attempts from now on use the new settings; reports already made keep their scores.',
  thresholdAbove: (items: number) =>
    `The routing module has ${items} questions: the threshold can be at most ${items}.`,
  rawTwice: (raw: number) => `Raw score ${raw} is in the table twice.`,
  lengthAbovePool: (pool: number) => `The pool has ${pool} questions: the length can be at most ${pool}.`,
  unknownTopic: (topic: string) => `No question of the pool has the topic '${topic}'.`,
  tableLine: 'Write each line as a raw score and its scaled score, like "12, 480".',
} as const;

/** One line of a route's table: a raw score (questions right, both modules) and its scaled score. */
export const RouteTableRowSchema = z.object({
  raw: z.number().int().min(0).max(500),
  scaled: z.number().min(-1000).max(10_000),
});
export type RouteTableRow = z.infer<typeof RouteTableRowSchema>;

/** A routed section's settings: its rule and its measure's table of each route (empty: none). */
export const RoutedSettingsSchema = z.object({
  rule: RoutingRuleSchema,
  tables: z.object({
    easier: z.array(RouteTableRowSchema).max(501),
    harder: z.array(RouteTableRowSchema).max(501),
  }),
});
export type RoutedSettings = z.infer<typeof RoutedSettingsSchema>;

/** An item-by-item section's settings (decision 064). */
export const ItemSettingsSchema = z.object({
  length: z.number().int().min(1).max(200),
  topK: z.number().int().min(1).max(20),
  maxExposure: z.number().gt(0).max(1).nullable(),
  targets: ContentTargetsSchema.nullable(),
});
export type ItemSettings = z.infer<typeof ItemSettingsSchema>;

/** A score scale a route's table is checked against (the SAT section's 200–800 by 10). */
const ScaleSchema = z.object({ label: z.string(), min: z.number(), max: z.number(), step: z.number() });

const ParamsSchema = z.object({ a: z.number(), b: z.number(), c: z.number() });

export const RoutedSectionViewSchema = z.object({
  kind: z.literal('routed'),
  id: z.string(),
  title: z.string(),
  referenceType: z.string(),
  /** The routing module. */
  from: z.object({ id: z.string(), title: z.string(), questions: z.number().int() }),
  /** Questions of each second module. */
  questions: z.object({ easier: z.number().int(), harder: z.number().int() }),
  /** Attempts routed each way so far. */
  attempts: z.object({ easier: z.number().int(), harder: z.number().int() }),
  scale: ScaleSchema.nullable(),
  settings: RoutedSettingsSchema,
});
export type RoutedSectionView = z.infer<typeof RoutedSectionViewSchema>;

export const PoolItemSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.string(),
  topic: z.string(),
  authored: ParamsSchema,
  /** The latest re-estimate from students' answers; null: none yet. */
  calibrated: ParamsSchema.extend({
    responses: z.number().int(),
    estimated: z.boolean(),
    seB: z.number().nullable(),
  }).nullable(),
  /** Attempts it was served in. */
  served: z.number().int(),
});
export type PoolItem = z.infer<typeof PoolItemSchema>;

export const ItemSectionViewSchema = z.object({
  kind: z.literal('item'),
  id: z.string(),
  title: z.string(),
  referenceType: z.string(),
  scale: z.object({
    intercept: z.number(),
    slope: z.number(),
    min: z.number(),
    max: z.number(),
    step: z.number(),
  }),
  /** Attempts that began the section. */
  attempts: z.number().int(),
  /** The calibration in use (null: the authored values). */
  poolVersion: z.number().int().nullable(),
  items: z.array(PoolItemSchema),
  settings: ItemSettingsSchema,
});
export type ItemSectionView = z.infer<typeof ItemSectionViewSchema>;

export const AdaptiveSectionViewSchema = z.discriminatedUnion('kind', [
  RoutedSectionViewSchema,
  ItemSectionViewSchema,
]);
export type AdaptiveSectionView = z.infer<typeof AdaptiveSectionViewSchema>;

export const AdaptiveTestViewSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  examFamily: z.string().nullable(),
  sections: z.array(AdaptiveSectionViewSchema),
});
export type AdaptiveTestView = z.infer<typeof AdaptiveTestViewSchema>;

export const AdaptiveTestSummarySchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  examFamily: z.string().nullable(),
  routed: z.number().int(),
  adaptive: z.number().int(),
});
export type AdaptiveTestSummary = z.infer<typeof AdaptiveTestSummarySchema>;

/** A section's new settings and the settings the page showed (a mismatch: someone else saved; 409). */
export const AdaptiveSectionSaveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('routed'), expected: RoutedSettingsSchema, settings: RoutedSettingsSchema }),
  z.object({ kind: z.literal('item'), expected: ItemSettingsSchema, settings: ItemSettingsSchema }),
]);
export type AdaptiveSectionSave = z.infer<typeof AdaptiveSectionSaveSchema>;

const sectionParams = z.object({
  id: z.uuid({ error: AdaptiveTestMessages.notFound }),
  sectionId: z.uuid({ error: AdaptiveTestMessages.sectionNotFound }),
});
const TestViewResponse = envelope(AdaptiveTestViewSchema);

export const consoleAdaptiveApi = {
  list: get('console/adaptive-tests', {
    response: envelope(z.object({ tests: z.array(AdaptiveTestSummarySchema) })),
  }),
  view: get('console/adaptive-tests/:id', {
    params: z.object({ id: z.uuid({ error: AdaptiveTestMessages.notFound }) }),
    response: TestViewResponse,
  }),
  save: put('console/adaptive-tests/:id/sections/:sectionId', {
    params: sectionParams,
    body: AdaptiveSectionSaveSchema,
    response: TestViewResponse,
  }),
};
