// A test file of the authored format (docs/content-format.md): its sections and their items.
import { TestRelaxesSchema } from '@portico/contract/exam-profile';
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
