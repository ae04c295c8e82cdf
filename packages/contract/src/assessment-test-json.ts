import { z } from 'zod';

// testJson (spec 3 §3). Before the end of the test it carries no answer: no IsCorrect, no
// Explanation, no accepted answers, no `Answer`.

export const LaunchOptionSchema = z.object({
  ItemOptionID: z.string(),
  Options: z.string(),
  /** The blank, slot or part the option belongs to (null: the item's own options). */
  optionColumnIndex: z.number().nullable(),
  /** Only after the test has ended. */
  IsCorrect: z.boolean().optional(),
});
export type LaunchOption = z.infer<typeof LaunchOptionSchema>;

/** One part of a composite item (ITEM-TYPES.md); its options are those of its column. */
export const LaunchPartSchema = z.object({ itemType: z.string(), index: z.number() });

/** The answer key, present only once the test has ended (review mode, reports). */
export const AnswerKeySchema = z.object({
  /** Choice types: the right option ids. */
  optionIds: z.array(z.string()).optional(),
  /** an, ne, bn, rangelimit: the accepted answers ('min~max' for rangelimit). */
  accepted: z.array(z.string()).optional(),
  /** b, rf, f, drop: per blank, the right option ids (rf, drop) or accepted words (b, f). */
  blanks: z.array(z.object({ optionIds: z.array(z.string()), accepted: z.array(z.string()) })).optional(),
  /** reorder: the option ids in their right order. */
  order: z.array(z.string()).optional(),
  /** highlight: the 0-based indexes of the words to mark. */
  wordIndexes: z.array(z.number()).optional(),
  /** Composite items: per part, as optionIds / accepted above. */
  parts: z.array(z.object({ optionIds: z.array(z.string()), accepted: z.array(z.string()) })).optional(),
});
export type AnswerKey = z.infer<typeof AnswerKeySchema>;

export const LaunchItemSchema = z.object({
  ItemID: z.string(),
  ItemType: z.string(),
  /** The question HTML (sanitise before showing). Blanks of b, f, rf, drop are runs of '___'. */
  Items: z.string(),
  Passage: z.string(),
  Direction: z.string(),
  /** '' until the test has ended. */
  Explanation: z.string(),
  Points: z.number(),
  NegativePoints: z.number(),
  /**
   * The marks the item is worth under its exam's credit rules (item-marks.ts): an IELTS 'Choose TWO'
   * is 2, and takes two question numbers (question-numbers.ts). Missing: 1.
   */
  Marks: z.number().optional(),
  SubjectName: z.string().nullable(),
  AreaName: z.string().nullable(),
  TopicName: z.string().nullable(),
  Difficulty: z.string().nullable(),
  Media: z.object({
    audio: z.string().optional(),
    image: z.string().optional(),
    video: z.string().optional(),
  }),
  /** record-notify: the recording stops at this limit; record-*: an optional limit. */
  TimeLimitSeconds: z.number().nullable(),
  /** record-notify: the preparation countdown. */
  PrepSeconds: z.number().nullable(),
  /**
   * How many times the item's own recording (Media.audio) may be played; missing or null: the exam
   * profile's rule (RunnerRules.audioPlays). Duolingo's Listen and Type: 3 (decision 039).
   */
  AudioPlays: z.number().nullable().optional(),
  /** b, f, rf, drop: the number of blanks or slots. */
  BlankCount: z.number(),
  /** multi-select: how many options to choose (the number of right ones). */
  SelectCount: z.number(),
  /** f: the word bank (the blanks' words and distractors, sorted). */
  WordBank: z.array(z.string()),
  /** Composite items: their parts in order. */
  Parts: z.array(LaunchPartSchema),
  ItemOptionResponse: z.array(LaunchOptionSchema),
  /** Only after the test has ended. */
  Answer: AnswerKeySchema.optional(),
  /**
   * A place of an item-by-item adaptive section not reached yet (decision 064): the server chooses
   * its question when the student gets there (assessment/next-item). Its id names the place only.
   */
  Pending: z.boolean().optional(),
});
export type LaunchItem = z.infer<typeof LaunchItemSchema>;

export const LaunchSectionSchema = z.object({
  QuestionPaperSectionID: z.string(),
  SectionTitle: z.string(),
  /** Minutes. */
  TotalTime: z.number(),
  TotalMarks: z.number(),
  TotalQuestions: z.number(),
  ParentSecRefCode: z.string().nullable(),
  /** Listening, Reading, Writing, Speaking or another skill. */
  ReferenceType: z.string(),
  /** The section's audio (IELTS Listening). */
  AudioUrl: z.string().nullable(),
  /** In the order of the attempt (randomizeNo applied). */
  ItemResponse: z.array(LaunchItemSchema),
  /**
   * Its questions are not handed out yet (decision 007): they come with the section's clock, by
   * `assessment/start`. A sealed section's items carry their ids and types only, and no audio.
   */
  Sealed: z.boolean().optional(),
  /**
   * An item-by-item adaptive section (decision 064): its questions are chosen one at a time by the
   * server from the answers so far, and go forward only.
   */
  Adaptive: z.boolean().optional(),
});
export type LaunchSection = z.infer<typeof LaunchSectionSchema>;

export const TestJsonSchema = z.object({
  testId: z.string(),
  Name: z.string(),
  Instruction: z.string(),
  Languages: z.array(z.string()),
  IsSectionalTimer: z.boolean(),
  testTemplate: z.string(),
  testTemplateVersion: z.number(),
  SectionResponse: z.array(LaunchSectionSchema),
});
export type TestJson = z.infer<typeof TestJsonSchema>;
