// A test file of the authored format (docs/content-format.md): its sections and their items.
import {
  adaptiveRoutes,
  CatSettingsSchema,
  RoutingRuleSchema,
  ThetaScaleSchema,
} from '@portico/contract/adaptive';
import { TestRelaxesSchema } from '@portico/contract/exam-profile';
import { compositeTypes, facultyTypes } from '@portico/contract/item-kinds';
import { z } from 'zod';
import { testTemplates } from '../../db/schema/content';
import { AuthoredItemSchema, authoredKey } from './content-item-format';

export const AuthoredSectionSchema = z.object({
  key: authoredKey.optional(),
  title: z.string().min(1, 'must not be empty'),
  referenceType: z.string().default(''),
  durationMinutes: z.number().int().min(0).default(0),
  totalMarks: z.number().int().min(0).optional(),
  parentSecRefCode: z.string().optional(),
  audioUrl: z.string().optional(),
  /**
   * A sectional test: sections next to each other with the same timed block share one clock, the
   * sum of their minutes (decision 037: IELTS Listening's four parts, Reading's three passages).
   */
  timedBlock: z.string().trim().min(1, 'must not be empty').max(100).optional(),
  /** The passage every item of the section shows unless it has its own (a reading passage). */
  passage: z.string().optional(),
  /**
   * A second-stage module (decision 063): routed from the earlier section `from` (its key) by
   * `rule`; each of its items names its route, and a student gets one route's items.
   */
  routing: z.object({ from: z.string().min(1, 'must not be empty'), rule: RoutingRuleSchema }).optional(),
  /** An item-by-item adaptive section (decision 062): its items are the calibrated pool. */
  adaptive: CatSettingsSchema.extend({ kind: z.literal('item'), scale: ThetaScaleSchema }).optional(),
  items: z.array(AuthoredItemSchema),
});

export const TestFileSchema = z
  .object({
    key: authoredKey,
    title: z.string().min(1, 'must not be empty'),
    template: z
      .enum(testTemplates, { error: `must be one of ${testTemplates.join(', ')}` })
      .default('default'),
    templateVersion: z.number().int().min(1).default(1),
    examFamily: z.string().optional(),
    instruction: z.string().default(''),
    randomizeNo: z.number().int().min(0).optional(),
    totalScoreDividedBy: z.number().int().positive().default(4),
    timerMode: z.enum(['total', 'sectional']).default('total'),
    isEnableSolutionTab: z.boolean().default(false),
    conversionTables: z
      .record(z.string(), z.array(z.object({ raw: z.number(), scaled: z.number() })))
      .default({}),
    /** Where the conversion tables come from (an author's note, not shown to students). */
    conversionNote: z.string().optional(),
    languages: z.array(z.string()).default([]),
    /** What a practice test relaxes of its exam profile (EXAM-PROFILES.md); absent: the profile's rules. */
    relaxes: TestRelaxesSchema.default({}),
    sections: z.array(AuthoredSectionSchema).min(1, 'a test needs at least one section'),
  })
  .superRefine((test, ctx) => {
    const seen = new Map<string, string>();
    for (const [si, section] of test.sections.entries()) {
      for (const [ii, item] of section.items.entries()) {
        const where = `sections[${si}].items[${ii}]`;
        const first = seen.get(item.key);
        if (first) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', si, 'items', ii, 'key'],
            message: `item key '${item.key}' is used twice in this test (first at ${first})`,
          });
        } else seen.set(item.key, where);
      }
    }
    const sectionKeys = test.sections.map((s, i) => s.key ?? String(i));
    if (new Set(sectionKeys).size !== sectionKeys.length) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'two sections share a key' });
    }
    checkTimedBlocks(test, ctx);
    checkRouting(test, ctx);
    checkAdaptive(test, ctx);
  });

type SectionShape = {
  key?: string | undefined;
  referenceType: string;
  routing?: { from: string } | undefined;
  adaptive?: { length: number; targets?: Record<string, number> | undefined } | undefined;
  items: readonly { route?: string | undefined; irt?: unknown; topic?: string | undefined; type: string }[];
};

/**
 * Decision 063: a routed section follows the section it is routed from, in a sectional test; each
 * of its items names a route and both routes have items; no item elsewhere names one; a table of a
 * route ('Math@harder') is for a measure with a routed section.
 */
function checkRouting(
  test: { timerMode: string; sections: readonly SectionShape[]; conversionTables: Record<string, unknown> },
  ctx: z.RefinementCtx,
) {
  const keys = test.sections.map((s, i) => s.key ?? String(i));
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  for (const [si, section] of test.sections.entries()) {
    const routed = section.routing;
    if (!routed) {
      section.items.forEach((item, ii) => {
        if (item.route)
          issue(['sections', si, 'items', ii, 'route'], 'a route belongs to an item of a routed section');
      });
      continue;
    }
    const from = keys.indexOf(routed.from);
    if (test.timerMode !== 'sectional')
      issue(['sections', si, 'routing'], "routing needs timerMode 'sectional'");
    if (from < 0 || from >= si)
      issue(['sections', si, 'routing', 'from'], `'${routed.from}' is not the key of an earlier section`);
    else if (test.sections[from]?.routing)
      issue(
        ['sections', si, 'routing', 'from'],
        'a section is routed from a section that is not itself routed',
      );
    section.items.forEach((item, ii) => {
      if (!item.route)
        issue(['sections', si, 'items', ii, 'route'], "an item of a routed section needs 'route'");
    });
    for (const route of adaptiveRoutes)
      if (!section.items.some((i) => i.route === route))
        issue(['sections', si, 'items'], `a routed section needs items of the ${route} route`);
  }
  const routedMeasures = new Set(test.sections.filter((s) => s.routing).map((s) => s.referenceType));
  for (const name of Object.keys(test.conversionTables)) {
    const [measure, route, ...rest] = name.split('@');
    if (route === undefined) continue;
    if (
      rest.length ||
      !(adaptiveRoutes as readonly string[]).includes(route) ||
      !routedMeasures.has(measure ?? '')
    )
      issue(['conversionTables', name], `'${name}' names no route of a routed section's measure`);
  }
}

/** Types whose answer Portico marks at once (no teacher, no recording): what an adaptive pool may hold. */
const PORTICO_MARKED = (type: string) =>
  !(facultyTypes as readonly string[]).includes(type) &&
  (!(compositeTypes as readonly string[]).includes(type) || type === 'interactivedropdown');

/**
 * Decisions 062, 064: every item of an item-by-item section has IRT parameters and is marked by
 * Portico as it is given, and there are enough.
 */
function checkAdaptive(test: { sections: readonly SectionShape[] }, ctx: z.RefinementCtx) {
  for (const [si, section] of test.sections.entries()) {
    const cat = section.adaptive;
    if (!cat) continue;
    const path = ['sections', si, 'adaptive'];
    if (section.routing)
      ctx.addIssue({ code: 'custom', path, message: 'a section is adaptive or routed, not both' });
    if (section.items.length < cat.length)
      ctx.addIssue({
        code: 'custom',
        path,
        message: `the pool has ${section.items.length} items, fewer than its length ${cat.length}`,
      });
    section.items.forEach((item, ii) => {
      if (!item.irt)
        ctx.addIssue({
          code: 'custom',
          path: ['sections', si, 'items', ii, 'irt'],
          message: "an item of an adaptive section needs 'irt'",
        });
      // The next question is chosen from the answers so far: each must be marked as it is given.
      if (!PORTICO_MARKED(item.type))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', si, 'items', ii, 'type'],
          message: `an item of an adaptive section must be marked by Portico, not by a teacher ('${item.type}')`,
        });
    });
    const topics = new Set(section.items.map((i) => i.topic ?? ''));
    for (const topic of Object.keys(cat.targets ?? {}))
      if (!topics.has(topic))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'targets', topic],
          message: `no item of the pool has the topic '${topic}'`,
        });
  }
}

/** A timed block is a run of neighbouring sections of a sectional test (decision 037). */
function checkTimedBlocks(
  test: { timerMode: string; sections: readonly { timedBlock?: string | undefined }[] },
  ctx: z.RefinementCtx,
) {
  const ended = new Set<string>();
  for (const [si, { timedBlock }] of test.sections.entries()) {
    const before = test.sections[si - 1]?.timedBlock;
    if (before && before !== timedBlock) ended.add(before);
    if (!timedBlock) continue;
    const path = ['sections', si, 'timedBlock'];
    if (test.timerMode !== 'sectional') {
      ctx.addIssue({ code: 'custom', path, message: "a timed block needs timerMode 'sectional'" });
      return;
    }
    if (ended.has(timedBlock)) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `the sections of timed block '${timedBlock}' must follow one another`,
      });
    }
  }
}

export type TestFile = z.infer<typeof TestFileSchema>;
export type AuthoredSection = z.infer<typeof AuthoredSectionSchema>;
