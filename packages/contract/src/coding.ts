import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';

/**
 * Coding exercises (spec 2 §2 'coding item', §4 Coding, §5, §7 coding-content and the compiler
 * call, §8, §9): a learning object of kind Coding with test cases, run on Portico's own server
 * (ARCHITECTURE.md 'Code execution'; docs/decisions/025-code-execution.md).
 */

/** spec 2 §9: C, C++, JAVA, PHP; default c. */
export const codingLanguages = ['c', 'cpp', 'java', 'php'] as const;
export const CodingLanguageSchema = z.enum(codingLanguages, {
  error: `language must be one of ${codingLanguages.join(', ')}`,
});
export type CodingLanguage = z.infer<typeof CodingLanguageSchema>;
export const DEFAULT_CODING_LANGUAGE: CodingLanguage = 'c';
/** What the language select shows (spec 2 §9, in its case). */
export const codingLanguageLabels: Record<CodingLanguage, string> = {
  c: 'C',
  cpp: 'C++',
  java: 'JAVA',
  php: 'PHP',
};

/** The longest program taken (UTF-8 bytes): a page of code is a few kilobytes. */
export const CODE_MAX_BYTES = 64 * 1024;
/** Output kept of one case (more is cut and the case reads 'Output limit exceeded'). */
export const OUTPUT_MAX_BYTES = 64 * 1024;

export const CodingMessages = {
  // spec 2 §8, verbatim.
  loadFailed: 'Data cannot be loaded',
  // Portico.
  notCoding: 'This learning object is not a coding exercise.',
  notFound: 'This coding exercise was not found.',
  languageNotOffered: 'This exercise is not offered in that language.',
  codeRequired: 'Please write some code before running it.',
  codeTooLong: `Code can be at most ${CODE_MAX_BYTES / 1024} KB`,
  busy: 'Many programs are running right now. Please try again in a few seconds.',
  unavailable: 'Code cannot be run right now. Please try again later.',
  tooMany: 'You are running code very often. Please wait a little and try again.',
  runsWaiting: 'You already have runs waiting. Please wait for their results, then run again.',
} as const;

/** How one case ended, as a student reads it. */
export const caseVerdicts = [
  'ok',
  'wrong-answer',
  'runtime-error',
  'time-limit',
  'memory-limit',
  'output-limit',
] as const;
export const CaseVerdictSchema = z.enum(caseVerdicts);
export type CaseVerdict = z.infer<typeof CaseVerdictSchema>;
export const caseVerdictLabels: Record<CaseVerdict, string> = {
  ok: 'Success',
  'wrong-answer': 'Wrong answer',
  'runtime-error': 'Runtime error',
  'time-limit': 'Time limit exceeded',
  'memory-limit': 'Memory limit exceeded',
  'output-limit': 'Output limit exceeded',
};

export const CodingContentQuerySchema = z.object({
  id: z.string().min(1).max(100),
  companyCode: z.string().min(1).max(100).optional(),
});

export const VisibleCaseSchema = z.object({ input: z.string(), output: z.string() });

export const CodingContentSchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  courseId: z.string(),
  title: z.string(),
  /** The task (sanitised HTML on the page). */
  content: z.string(),
  languages: z.array(CodingLanguageSchema),
  defaultLanguage: CodingLanguageSchema,
  /** The starting code of each language (the author's, or Portico's skeleton). */
  starterCode: z.partialRecord(CodingLanguageSchema, z.string()),
  /** The student's last run code in each language they used. */
  savedCode: z.partialRecord(CodingLanguageSchema, z.string()),
  /** The language of the student's last run, if any. */
  lastLanguage: CodingLanguageSchema.nullable(),
  testCases: z.array(VisibleCaseSchema),
  hiddenCases: z.number().int().min(0),
  objectStatus: z.enum(['Launch', 'InProgress', 'Completed']),
});
export type CodingContent = z.infer<typeof CodingContentSchema>;
export const CodingContentResponseSchema = envelope(CodingContentSchema);
export type CodingContentResponse = z.infer<typeof CodingContentResponseSchema>;

export const CodingRunRequestSchema = z.object({
  id: z.string().min(1).max(100),
  language: CodingLanguageSchema,
  code: z.string(),
});
export type CodingRunRequest = z.infer<typeof CodingRunRequestSchema>;

/** passed: correct; failed: run and wrong; not-run: after the run stopped (spec 2 §4). */
export const CaseStatusSchema = z.enum(['passed', 'failed', 'not-run']);

/** A visible case: how it ended, its texts and its time. */
export const VisibleCaseResultSchema = z.object({
  /** 1-based, in the item's order. */
  number: z.number().int(),
  visible: z.literal(true),
  status: CaseStatusSchema,
  /** null when not run. */
  verdict: CaseVerdictSchema.nullable(),
  input: z.string().optional(),
  /** What the program printed (absent when not run). */
  output: z.string().optional(),
  expected: z.string().optional(),
  /** What the program wrote to stderr, cut to a few kilobytes. */
  error: z.string().optional(),
  timeMs: z.number().nullable(),
});

/**
 * A hidden case: whether it passed, nothing more. Its verdict, time, memory and texts all depend
 * on an input the student must not learn (a program can print or sleep its input out through
 * them), so the answer has no such field at all (decision 025, 'Hidden cases').
 */
export const HiddenCaseResultSchema = z.object({
  number: z.number().int(),
  visible: z.literal(false),
  status: CaseStatusSchema,
});

export const CaseResultSchema = z.discriminatedUnion('visible', [
  VisibleCaseResultSchema,
  HiddenCaseResultSchema,
]);
export type CaseResult = z.infer<typeof CaseResultSchema>;

export const CodingRunResultSchema = z.object({
  status: z.enum(['passed', 'failed', 'compile-error']),
  /** The compiler's message (spec 2 §4 'the compiler error text'). */
  compileError: z.string().nullable(),
  cases: z.array(CaseResultSchema),
  objectStatus: z.enum(['Launch', 'InProgress', 'Completed']),
  /** True only for the run that completed the object. */
  completedNow: z.boolean(),
});
export type CodingRunResult = z.infer<typeof CodingRunResultSchema>;
export const CodingRunResponseSchema = envelope(CodingRunResultSchema);
export type CodingRunResponse = z.infer<typeof CodingRunResponseSchema>;

/** spec 2 §7 coding-content, and the run on Portico's server (decision 025; decision 049). */
export const codingApi = {
  content: get('coding-content', { query: CodingContentQuerySchema, response: CodingContentResponseSchema }),
  run: post('coding-run', { body: CodingRunRequestSchema, response: CodingRunResponseSchema }),
};
