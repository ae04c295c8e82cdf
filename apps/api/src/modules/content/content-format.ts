import { CodingLanguageSchema } from '@portico/contract/coding';
import { TestRelaxesSchema } from '@portico/contract/exam-profile';
import { z } from 'zod';
import { learningObjectKinds, testTemplates } from '../../db/schema/content';
import { compositeTypes, facultyTypes, type ItemType, itemTypes } from '../assessment/scoring/scoring.types';

/**
 * The authored form of tests and course content (docs/content-format.md). Answers are written the
 * way an author thinks of them (accepted words, option numbers); the importer turns them into option
 * rows and keys by id.
 */

const key = z
  .string()
  .min(1, 'must not be empty')
  .regex(/^[A-Za-z0-9._-]+$/, 'use letters, digits, dot, dash or underscore only');
const points = z.number().min(0, 'must be 0 or more').optional();

export const AuthoredOptionSchema = z.object({
  text: z.string(),
  correct: z.boolean().default(false),
  column: z.number().int().min(0).optional(),
});

/** A blank or slot: b/f give `accepted`; rf gives its own `options` and `answer`; drop gives `answer`. */
export const AuthoredBlankSchema = z.object({
  accepted: z.array(z.string()).optional(),
  options: z.array(z.string()).optional(),
  /** 1-based: the blank's own options (rf) or the item's options (drop). */
  answer: z.number().int().optional(),
  points,
});

const partTypes = [
  'mcq',
  'yesorno',
  'dd-mcq',
  'ssr',
  'mca',
  'mca-audio',
  'multi-select',
  'an',
  'ne',
  'rangelimit',
  ...facultyTypes,
] as const;

export const AuthoredPartSchema = z.object({
  type: z.enum(partTypes, { error: `must be one of ${partTypes.join(', ')}` }),
  options: z.array(AuthoredOptionSchema).optional(),
  accepted: z.array(z.string()).optional(),
  points,
});

const MediaSchema = z.object({
  audio: z.string().optional(),
  image: z.string().optional(),
  video: z.string().optional(),
});

const ItemBaseSchema = z.object({
  key,
  type: z.enum(itemTypes as [ItemType, ...ItemType[]], {
    error: (issue) => `unknown item type '${String(issue.input)}'; use one of ${itemTypes.join(', ')}`,
  }),
  html: z.string().default(''),
  passage: z.string().optional(),
  direction: z.string().optional(),
  explanation: z.string().optional(),
  points,
  negativePoints: points,
  subject: z.string().optional(),
  area: z.string().optional(),
  topic: z.string().optional(),
  difficulty: z.string().optional(),
  options: z.array(AuthoredOptionSchema).optional(),
  /** an, ne, bn, rangelimit: the accepted answers ('min~max' for rangelimit). */
  accepted: z.array(z.string()).optional(),
  blanks: z.array(AuthoredBlankSchema).optional(),
  /** reorder: the option numbers (1-based) in their right order. */
  order: z.array(z.number().int()).optional(),
  pointsPerPair: points,
  /** highlight: the 0-based indexes of the words to mark. */
  highlight: z.array(z.number().int()).optional(),
  pointsPerWord: points,
  parts: z.array(AuthoredPartSchema).optional(),
  media: MediaSchema.optional(),
  timeLimitSeconds: z.number().int().positive().optional(),
  prepSeconds: z.number().int().min(0).optional(),
  /**
   * How many times the item's own recording (media.audio) may be played; missing: its exam's rule
   * (decision 039: Duolingo's Listen and Type plays three times).
   */
  audioPlays: z.number().int().min(1, 'must be at least 1').max(10, 'must be at most 10').optional(),
});

export type AuthoredItem = z.infer<typeof ItemBaseSchema>;
type Ctx = z.core.$RefinementCtx;

const choiceOne = ['mcq', 'yesorno', 'dd-mcq', 'ssr'];
const choiceMany = ['mca', 'mca-audio', 'multi-select'];
const typed = ['an', 'ne', 'bn', 'rangelimit'];
const numberRe = /^-?\d+(\.\d+)?$/;

/** The rules of one answerable unit (an item or a composite part); `path` prefixes the fields. */
function checkAnswerable(
  type: string,
  unit: { options?: { correct: boolean }[]; accepted?: string[] },
  ctx: Ctx,
  path: (string | number)[],
) {
  const issue = (field: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [...path, field], message });
  const options = unit.options ?? [];
  const correct = options.filter((o) => o.correct).length;
  if (choiceOne.includes(type)) {
    if (options.length < 2) issue('options', `${type} needs at least 2 options (has ${options.length})`);
    else if (correct !== 1) issue('options', `${type} needs exactly one correct option (has ${correct})`);
  } else if (choiceMany.includes(type)) {
    if (options.length < 2) issue('options', `${type} needs at least 2 options (has ${options.length})`);
    else if (correct < 1) issue('options', `${type} needs at least one correct option`);
  } else if (typed.includes(type)) {
    const accepted = unit.accepted ?? [];
    if (accepted.length === 0 || accepted.every((a) => a.trim() === '')) {
      issue('accepted', `${type} needs at least one accepted answer`);
      return;
    }
    for (const [i, a] of accepted.entries()) {
      if (type === 'rangelimit') {
        const bounds = a.split('~').map((b) => b.trim().replace(/,/g, ''));
        if (bounds.length !== 2 || !bounds.every((b) => numberRe.test(b))) {
          issue('accepted', `'${a}' (answer ${i + 1}) must be 'min~max' with two numbers`);
        } else if (Number(bounds[0]) > Number(bounds[1])) {
          issue('accepted', `'${a}' (answer ${i + 1}) has min greater than max`);
        }
      } else if (type === 'ne' && !a.split('~').every((p) => numberRe.test(p.trim().replace(/,/g, '')))) {
        issue('accepted', `'${a}' (answer ${i + 1}) is not a number`);
      }
    }
  }
}

/** The answer fields each type reads; any other one given is a mistake worth reporting. */
const keyFields = ['options', 'accepted', 'blanks', 'order', 'highlight', 'parts'] as const;
function fieldsOf(type: string): readonly string[] {
  if (choiceOne.includes(type) || choiceMany.includes(type)) return ['options'];
  if (typed.includes(type)) return ['accepted'];
  if (type === 'b' || type === 'rf') return ['blanks'];
  // f: `options` are extra words for the word bank (distractors).
  if (type === 'f') return ['blanks', 'options'];
  if (type === 'drop') return ['options', 'blanks'];
  if (type === 'reorder') return ['options', 'order'];
  if (type === 'highlight') return ['highlight'];
  if ((compositeTypes as readonly string[]).includes(type)) return ['parts'];
  return [];
}

function checkItem(item: AuthoredItem, ctx: Ctx) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  const { type } = item;
  const used = fieldsOf(type);
  for (const field of keyFields) {
    if (item[field] !== undefined && !used.includes(field)) {
      issue(field, `${type} does not use '${field}'${used.length ? ` (it uses ${used.join(', ')})` : ''}`);
    }
  }
  if (item.audioPlays !== undefined && !item.media?.audio) {
    issue('audioPlays', "limits the plays of the item's own recording: give media.audio too");
  }
  if ([...choiceOne, ...choiceMany, ...typed].includes(type)) {
    checkAnswerable(type, item, ctx, []);
    return;
  }
  if (type === 'b' || type === 'f' || type === 'rf' || type === 'drop') {
    const blanks = item.blanks ?? [];
    if (blanks.length === 0) issue('blanks', `${type} needs one key per blank (no blanks given)`);
    const optionCount = item.options?.length ?? 0;
    if (type === 'drop' && optionCount < 2)
      issue('options', `drop needs at least 2 options to drag (has ${optionCount})`);
    for (const [i, blank] of blanks.entries()) {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['blanks', i, field], message });
      if (type === 'b' || type === 'f') {
        if (!blank.accepted?.some((a) => a.trim() !== ''))
          at('accepted', `blank ${i + 1} needs an accepted answer`);
      } else if (type === 'rf') {
        const n = blank.options?.length ?? 0;
        if (n < 2) at('options', `blank ${i + 1} needs at least 2 options (has ${n})`);
        else if (blank.answer === undefined || blank.answer < 1 || blank.answer > n) {
          at('answer', `blank ${i + 1} needs an answer between 1 and ${n}`);
        }
      } else if (
        optionCount >= 2 &&
        (blank.answer === undefined || blank.answer < 1 || blank.answer > optionCount)
      ) {
        at(
          'answer',
          `slot ${i + 1} needs an answer between 1 and ${optionCount} (the item's option numbers)`,
        );
      }
    }
    return;
  }
  if (type === 'reorder') {
    const n = item.options?.length ?? 0;
    if (n < 2) issue('options', `reorder needs at least 2 options (has ${n})`);
    const order = item.order ?? [];
    const sorted = [...order].sort((a, b) => a - b);
    if (order.length === 0) issue('order', 'reorder needs an order: the option numbers in their right order');
    else if (sorted.length !== n || sorted.some((v, i) => v !== i + 1)) {
      issue('order', `order must list each option number 1 to ${n} exactly once`);
    }
    return;
  }
  if (type === 'highlight') {
    const words = item.highlight ?? [];
    if (words.length === 0) issue('highlight', 'highlight needs the indexes of the words to mark');
    if (words.some((w) => w < 0)) issue('highlight', 'word indexes start at 0');
    if (new Set(words).size !== words.length) issue('highlight', 'a word index is listed twice');
    return;
  }
  if ((compositeTypes as readonly string[]).includes(type)) {
    const parts = item.parts ?? [];
    if (parts.length === 0) issue('parts', `${type} needs its parts`);
    for (const [i, part] of parts.entries()) {
      checkAnswerable(part.type, part, ctx, ['parts', i]);
      const partUses = fieldsOf(part.type);
      for (const field of ['options', 'accepted'] as const) {
        if (part[field] !== undefined && !partUses.includes(field)) {
          ctx.addIssue({
            code: 'custom',
            path: ['parts', i, field],
            message: `a ${part.type} part does not use '${field}'`,
          });
        }
      }
    }
    return;
  }
  // essay, essay-topic, essay-audio, record-*: faculty evaluated, no key.
}

export const AuthoredItemSchema = ItemBaseSchema.superRefine(checkItem);

export const AuthoredSectionSchema = z.object({
  key: key.optional(),
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
  items: z.array(AuthoredItemSchema),
});

export const TestFileSchema = z
  .object({
    key,
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
  });

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

const testKinds = ['Quiz', 'PracticeTest', 'Mock'];

export const AuthoredObjectSchema = z
  .object({
    key,
    kind: z.enum(learningObjectKinds, { error: `must be one of ${learningObjectKinds.join(', ')}` }),
    title: z.string().min(1, 'must not be empty'),
    content: z.string().optional(),
    referenceType: z.string().optional(),
    playerType: z.string().optional(),
    vimeoLink: z.string().optional(),
    thumbnail: z.string().optional(),
    duration: z.number().min(0).optional(),
    /** Project: the instruction document's address (opened through get-signedurl, spec 3 §7). */
    document: z.string().optional(),
    testCases: z
      .array(z.object({ input: z.string(), output: z.string(), show: z.boolean().default(true) }))
      .optional(),
    /** Coding: the languages offered, the first the default (spec 2 §9; all four when absent). */
    languages: z.array(CodingLanguageSchema).min(1, 'must name at least one language').optional(),
    /** Coding: the code the editor starts from, per language. */
    starterCode: z.partialRecord(CodingLanguageSchema, z.string()).optional(),
    /** Quiz, PracticeTest, Mock: the key of a test in these files or already imported. */
    test: key.optional(),
    isFree: z.boolean().default(false),
    isLocked: z.boolean().default(false),
    isDisableReview: z.boolean().default(false),
    evaluationRequired: z.boolean().default(false),
    languageId: z.string().optional(),
  })
  .superRefine((o, ctx) => {
    if (testKinds.includes(o.kind) && !o.test) {
      ctx.addIssue({ code: 'custom', path: ['test'], message: `a ${o.kind} needs the key of its test` });
    }
    if (o.kind === 'Coding') {
      if (!o.testCases?.length) {
        ctx.addIssue({ code: 'custom', path: ['testCases'], message: 'a Coding exercise needs test cases' });
      }
      // spec 2 §5: a case is correct only when its expected output is not empty, so such a case
      // could never pass and the exercise could never be completed.
      for (const [i, c] of (o.testCases ?? []).entries()) {
        if (!c.output.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: ['testCases', i, 'output'],
            message: 'the expected output is empty: no program could pass this case',
          });
        }
      }
    }
  });

export type AuthoredObject = z.infer<typeof AuthoredObjectSchema>;

export type AuthoredModule = {
  key: string;
  title: string;
  description: string;
  thumbnail: string;
  referenceType: string;
  isGroupLessons: boolean;
  languageId?: string | undefined;
  isFree: boolean;
  isLocked: boolean;
  objects: AuthoredObject[];
  modules: AuthoredModule[];
};

export const AuthoredModuleSchema: z.ZodType<AuthoredModule, unknown> = z.object({
  key,
  title: z.string().min(1, 'must not be empty'),
  description: z.string().default(''),
  thumbnail: z.string().default(''),
  referenceType: z.string().default(''),
  isGroupLessons: z.boolean().default(false),
  languageId: z.string().optional(),
  isFree: z.boolean().default(false),
  isLocked: z.boolean().default(false),
  objects: z.array(AuthoredObjectSchema).default([]),
  get modules() {
    return z.array(AuthoredModuleSchema).default([]);
  },
});

/**
 * spec 2 §9: a coding exercise shown inside lesson HTML, `[item key="…"]` as authored (the key of a
 * Coding object of the same course); the importer writes the object's id: `[item id="…"]`.
 */
export const ITEM_SHORTCODE_KEY = /\[item\b([^\]]*?)\bkey\s*=\s*(["'])([^"']+)\2([^\]]*)\]/g;

/** Lesson HTML with each `[item key="…"]` naming the object's id instead. */
export const resolveItemShortcodes = (html: string, idOf: (key: string) => string) =>
  html.replace(
    ITEM_SHORTCODE_KEY,
    (_all, before: string, quote: string, key: string, after: string) =>
      `[item${before}id=${quote}${idOf(key)}${quote}${after}]`,
  );

const objectsOf = (modules: AuthoredModule[]): AuthoredObject[] =>
  modules.flatMap((m) => [...m.objects, ...objectsOf(m.modules)]);

export const CourseFileSchema = z
  .object({
    /** The course: its seed key (content/demo) or its exact name. */
    course: z.string().min(1, 'must not be empty'),
    modules: z.array(AuthoredModuleSchema),
  })
  .superRefine((file, ctx) => {
    const objects = objectsOf(file.modules);
    const kinds = new Map(objects.map((o) => [o.key, o.kind]));
    for (const o of objects) {
      for (const match of (o.content ?? '').matchAll(ITEM_SHORTCODE_KEY)) {
        const key = match[3] ?? '';
        if (kinds.get(key) !== 'Coding') {
          ctx.addIssue({
            code: 'custom',
            path: ['modules'],
            message: `'${o.key}' shows [item key="${key}"], which is not a Coding object of this course`,
          });
        }
      }
    }
  });

export type CourseFile = z.infer<typeof CourseFileSchema>;

/** A file with a `modules` list is course content; any other is a test. */
export function isCourseFile(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'modules' in json;
}
