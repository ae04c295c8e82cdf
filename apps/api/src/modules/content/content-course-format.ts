// A course file of the authored format (docs/content-format.md): its modules and learning objects.
import { CodingLanguageSchema } from '@portico/contract/coding';
import { z } from 'zod';
import { learningObjectKinds } from '../../db/schema/content';
import { authoredKey } from './content-item-format';

const testKinds = ['Quiz', 'PracticeTest', 'Mock'];

export const AuthoredObjectSchema = z
  .object({
    key: authoredKey,
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
    test: authoredKey.optional(),
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
  key: authoredKey,
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
