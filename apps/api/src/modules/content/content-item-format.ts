import { adaptiveRoutes, ItemParamsSchema } from '@portico/contract/adaptive';
import { blankCredits, choiceSetCredits, type ItemCredit, orderCredits } from '@portico/contract/item-credit';
import {
  compositeTypes,
  facultyTypes,
  type ItemType,
  itemTypes,
  singlePartTypes,
} from '@portico/contract/item-kinds';
import { z } from 'zod';

/**
 * The authored form of tests and course content (docs/content-format.md). Answers are written the
 * way an author thinks of them (accepted words, option numbers); the importer turns them into option
 * rows and keys by id. Here the items; the test and course files that hold them are in
 * content-test-format.ts and content-course-format.ts.
 */

/** An author's key of a test, item, section, object or module: what ids are made from. */
export const authoredKey = z
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

/** What a composite's part may be: one answer (any but 'bn') or a faculty-marked answer. */
const partTypes = [
  ...singlePartTypes.filter((t): t is Exclude<typeof t, 'bn'> => t !== 'bn'),
  ...facultyTypes,
];

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
  key: authoredKey,
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
  /** In a routed section (decision 063): the route the item belongs to. */
  route: z.enum(adaptiveRoutes, { error: "must be 'easier' or 'harder'" }).optional(),
  /** IRT parameters (decision 062): a discrimination, b difficulty, c guessing. */
  irt: ItemParamsSchema.optional(),
  /**
   * The item's own credit rules over its exam's (decision 066): `choiceSet` (mca, mca-audio,
   * multi-select), `blanks` (b, rf, f, drop), `order` (reorder).
   */
  credit: z
    .object({
      choiceSet: z.enum(choiceSetCredits).optional(),
      blanks: z.enum(blankCredits).optional(),
      order: z.enum(orderCredits).optional(),
    })
    .strict()
    .optional(),
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

/** The types each credit rule is for. */
const creditApplies: Record<keyof ItemCredit, readonly string[]> = {
  choiceSet: choiceMany,
  blanks: ['b', 'rf', 'f', 'drop'],
  order: ['reorder'],
};

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
  for (const rule of Object.keys(item.credit ?? {}) as (keyof ItemCredit)[]) {
    if (!creditApplies[rule].includes(type)) issue('credit', `${type} has no '${rule}' to credit`);
  }
  if (item.audioPlays !== undefined && !item.media?.audio) {
    issue('audioPlays', "limits the plays of the item's own recording: give media.audio too");
  }
  if ([...choiceOne, ...choiceMany, ...typed].includes(type)) checkAnswerable(type, item, ctx, []);
  else if (type === 'b' || type === 'f' || type === 'rf' || type === 'drop') checkBlanks(item, ctx, issue);
  else if (type === 'reorder') checkReorder(item, issue);
  else if (type === 'highlight') checkHighlight(item, issue);
  else if ((compositeTypes as readonly string[]).includes(type)) checkParts(item, ctx, issue);
  // essay, essay-topic, essay-audio, record-*: faculty evaluated, no key.
}

type Issue = (field: string, message: string) => void;

/** b, f, rf, drop: one key per blank (or slot). */
function checkBlanks(item: AuthoredItem, ctx: Ctx, issue: Issue) {
  const { type } = item;
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
      at('answer', `slot ${i + 1} needs an answer between 1 and ${optionCount} (the item's option numbers)`);
    }
  }
}

function checkReorder(item: AuthoredItem, issue: Issue) {
  const n = item.options?.length ?? 0;
  if (n < 2) issue('options', `reorder needs at least 2 options (has ${n})`);
  const order = item.order ?? [];
  const sorted = [...order].sort((a, b) => a - b);
  if (order.length === 0) issue('order', 'reorder needs an order: the option numbers in their right order');
  else if (sorted.length !== n || sorted.some((v, i) => v !== i + 1)) {
    issue('order', `order must list each option number 1 to ${n} exactly once`);
  }
}

function checkHighlight(item: AuthoredItem, issue: Issue) {
  const words = item.highlight ?? [];
  if (words.length === 0) issue('highlight', 'highlight needs the indexes of the words to mark');
  if (words.some((w) => w < 0)) issue('highlight', 'word indexes start at 0');
  if (new Set(words).size !== words.length) issue('highlight', 'a word index is listed twice');
}

/** A composite item: each part answerable on its own, with only the fields its type reads. */
function checkParts(item: AuthoredItem, ctx: Ctx, issue: Issue) {
  const parts = item.parts ?? [];
  if (parts.length === 0) issue('parts', `${item.type} needs its parts`);
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
}

export const AuthoredItemSchema = ItemBaseSchema.superRefine(checkItem);
