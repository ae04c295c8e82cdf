import { z } from 'zod';
import { envelope, idField } from './envelope';
import { get } from './route';

/**
 * Instant feedback on an ended attempt's written and spoken answers (issue 41, decision 058):
 * measures computed on Portico's own server the moment the attempt ends (nothing leaves it), shown
 * in the report beside the teacher's evaluation. They are indicators, never a band; a band estimate
 * appears only where the company's own teachers' marks show it agrees with them (BandEstimate).
 */

/** What a mark in the essay points at. */
export const feedbackMarkKinds = ['grammar', 'spelling', 'variety', 'linking', 'prompt'] as const;
export type FeedbackMarkKind = (typeof feedbackMarkKinds)[number];

/**
 * A span of the answer (offsets into the text as the student wrote it, and its words): a grammar
 * problem or a misspelling with suggestions, a spelling of another variety, a linking device used,
 * or words repeated from the prompt.
 */
export const FeedbackMarkSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  quote: z.string(),
  kind: z.enum(feedbackMarkKinds),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type FeedbackMark = z.infer<typeof FeedbackMarkSchema>;

export const WritingIndicatorsSchema = z.object({
  /** The spelling variety checked against: 'en-GB' (IELTS), 'en-US', 'en-CA' (CELPIP). */
  variety: z.string(),
  words: z.number().int(),
  /** The task's limits (from its prompt, else the exam's rule); null where it has none. */
  minWords: z.number().int().nullable(),
  maxWords: z.number().int().nullable(),
  paragraphs: z.number().int(),
  sentences: z.number().int(),
  /** Seconds the student spent on the answer, and the time the task gives; null where unknown. */
  secondsUsed: z.number().int().nullable(),
  secondsAllowed: z.number().int().nullable(),
  grammarProblems: z.number().int(),
  spellingMistakes: z.number().int(),
  /** Words spelt the other variety's way (IELTS accepts either, used consistently). */
  otherVariety: z.number().int(),
  /** Grammar problems and misspellings per 100 words. */
  errorsPer100Words: z.number(),
  /** Linking devices used, most used first. */
  linking: z.array(z.object({ device: z.string(), count: z.number().int() })),
  linkingPer100Words: z.number(),
  /** Devices used three times or more (a reader notices them). */
  overusedLinking: z.array(z.string()),
  sentenceLength: z.object({ mean: z.number(), sd: z.number(), shortest: z.number(), longest: z.number() }),
  /** Measure of Textual Lexical Diversity (McCarthy & Jarvis 2010): length-robust, higher is more varied. */
  mtld: z.number(),
  /** Share of the answer's content words outside the 3,000 most frequent English words, and some of them. */
  uncommonShare: z.number(),
  uncommonWords: z.array(z.string()),
  /** Share of the answer's content words taken from the prompt, and the prompt's words used most. */
  promptShare: z.number(),
  promptWords: z.array(z.string()),
});
export type WritingIndicators = z.infer<typeof WritingIndicatorsSchema>;

export const SpeakingMeasuresSchema = z.object({
  /** Seconds of the recording, of it spent speaking, and the task's time (null where unknown). */
  recordingSeconds: z.number(),
  speakingSeconds: z.number(),
  taskSeconds: z.number().nullable(),
  /** Silent pauses of 0.25 s or longer inside the answer (not before its first or after its last word). */
  pauses: z.number().int(),
  meanPauseSeconds: z.number(),
  longestSilenceSeconds: z.number(),
  pausesPerMinute: z.number(),
  /** Only where an offline recogniser good enough was found (decision 058); null otherwise. */
  transcript: z.string().nullable(),
  wordsPerMinute: z.number().nullable(),
});
export type SpeakingMeasures = z.infer<typeof SpeakingMeasuresSchema>;

/** One criterion of the exam, as the indicators speak to it: what went well, what to work on. */
export const CriterionReadingSchema = z.object({
  key: z.string(),
  label: z.string(),
  points: z.array(z.object({ tone: z.enum(['good', 'work', 'info']), text: z.string() })),
});
export type CriterionReading = z.infer<typeof CriterionReadingSchema>;

/** Where to practise what the indicators point at: a lesson or test of the student's course. */
export const PractiseLinkSchema = z.object({ title: z.string(), url: z.string(), why: z.string() });
export type PractiseLink = z.infer<typeof PractiseLinkSchema>;

/**
 * The band (or level, score) estimate of an answer, per criterion and overall, as a range; shown to
 * the student only where the company's held-out agreement clears the bar (BAND_ESTIMATE_BAR).
 */
export const BandEstimateSchema = z.object({
  resultLabel: z.string(),
  low: z.number(),
  high: z.number(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), low: z.number(), high: z.number() })),
  /** The graded essays the model learnt from and was checked on. */
  essays: z.number().int(),
});
export type BandEstimate = z.infer<typeof BandEstimateSchema>;

/** The agreement a company's model must show on held-out essays before a student sees its estimate. */
export const BAND_ESTIMATE_BAR = { qwk: 0.7, withinHalfBand: 0.85, minHeldOut: 20 } as const;

export const feedbackStates = ['pending', 'ready', 'failed', 'unavailable'] as const;
export type FeedbackState = (typeof feedbackStates)[number];

export const AnswerFeedbackSchema = z.object({
  itemId: z.string(),
  /** The task as the report names it ('IELTS Writing Task 2'; 'Answer 2' where the exam has no name for it). */
  title: z.string(),
  /** The written answer the marks point into; '' for a recording. */
  text: z.string(),
  spoken: z.boolean(),
  /** pending: being computed; unavailable: nothing can be measured (a language not checked, no decoder). */
  state: z.enum(feedbackStates),
  /** Why it is unavailable or failed, as the student reads it; '' otherwise. */
  reason: z.string(),
  writing: WritingIndicatorsSchema.nullable(),
  speaking: SpeakingMeasuresSchema.nullable(),
  marks: z.array(FeedbackMarkSchema),
  criteria: z.array(CriterionReadingSchema),
  practise: z.array(PractiseLinkSchema),
  estimate: BandEstimateSchema.nullable(),
  /** Why there is no estimate ('' when there is one). */
  estimateNote: z.string(),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedbackSchema>;

export const AttemptFeedbackSchema = z.object({ answers: z.array(AnswerFeedbackSchema) });
export type AttemptFeedback = z.infer<typeof AttemptFeedbackSchema>;

export const AttemptFeedbackQuerySchema = z.object({ testId: idField('testId') });

export const answerFeedbackApi = {
  /** The student's own ended attempt: every written and spoken answer's feedback. */
  attempt: get('assessment/feedback', {
    query: AttemptFeedbackQuerySchema,
    response: envelope(AttemptFeedbackSchema),
  }),
};
