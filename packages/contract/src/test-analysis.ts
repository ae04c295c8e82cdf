import { z } from 'zod';
import { AnswerNoteSchema } from './answer-notes';
import { envelope, idField } from './envelope';
import { FacultyCriteriaSchema } from './evaluation-results';
import { get } from './route';
import { EvaluationStatusSchema } from './schema-parts';

/**
 * GET get-testwiseanalysis (spec 2 §3 Test-wise analysis, §7; spec 3 §3): one ended attempt
 * question by question, for the mock report's question-wise report. The spec's names are kept
 * (`jsonOutput` with `publishkananItemList` and `publishKananItemOptionList`, `ResponseJSON`,
 * `AudioURL`, `WritingFiles`, `facultyFiles`); Portico adds the question's number, section and
 * skill, and every answer written out as every other report writes it (decision 019).
 */

export const TestwiseAnalysisQuerySchema = z.object({
  courseId: idField('courseId'),
  /** The attempt (decision 018). */
  testId: idField('testId'),
});
export type TestwiseAnalysisQuery = z.infer<typeof TestwiseAnalysisQuerySchema>;

/** Right answers in one option row are separated by '~' (spec 2 §3). */
export const ANSWER_SEPARATOR = '~';

export const AnalysisItemSchema = z.object({
  ItemID: z.string(),
  /**
   * Portico: the question's number (question-numbers.ts: through the test; on IELTS through its
   * skill, one per mark). A question worth several IELTS marks runs from QNo to QNoLast.
   */
  QNo: z.number().int(),
  QNoLast: z.number().int(),
  SectionID: z.string(),
  SectionTitle: z.string(),
  /** The skill (Listening, Reading, …) the question counts towards. */
  ReferenceType: z.string(),
  ItemType: z.string(),
  /** The question (sanitised HTML). */
  Items: z.string(),
  Explanation: z.string(),
  Passage: z.string(),
  /** Portico: the right answer written out; '-' for essays and recordings. */
  ExpectedAns: z.string(),
});
export type AnalysisItem = z.infer<typeof AnalysisItemSchema>;

export const AnalysisOptionSchema = z.object({
  ItemOptionID: z.string(),
  ItemID: z.string(),
  /** The option's text; for a typed blank, its accepted answers separated by '~'. */
  Options: z.string(),
  IsCorrect: z.boolean(),
});
export type AnalysisOption = z.infer<typeof AnalysisOptionSchema>;

export const analysisResults = ['correct', 'incorrect', 'skipped', 'awaiting'] as const;

export const AnalysisStudentItemSchema = z.object({
  ItemID: z.string(),
  ResponseJSON: z.object({
    /** The student's answer written out; '-' when there is none. */
    answer: z.string(),
    /** true, false, or null (skipped, or waiting for the teacher). */
    iscorrect: z.boolean().nullable(),
  }),
  /** Portico: the result as the report's icon shows it. */
  Result: z.enum(analysisResults),
  /** The student's recording, for spoken answers. */
  AudioURL: z.string().nullable(),
  /** The teacher's comment on this answer. */
  facultyResponse: z.string().nullable(),
  /** Comma lists of file addresses (empty when there are none). */
  WritingFiles: z.string(),
  facultyFiles: z.string(),
  /** The teacher's recorded feedback on this answer. */
  audioFeedBack: z.string().nullable(),
  /** The teacher's bands or scores per criterion, once released. */
  facultyCriteria: FacultyCriteriaSchema.nullable().optional(),
  /** The teacher's comments anchored to spans of the answer (issue 40), shown in place. */
  facultyNotes: z.array(AnswerNoteSchema).optional(),
});
export type AnalysisStudentItem = z.infer<typeof AnalysisStudentItemSchema>;

export const TestwiseAnalysisDataSchema = z.object({
  studentTestData: z.object({
    id: z.string(),
    testId: z.string(),
    title: z.string(),
    createdDateTime: z.string(),
    completedDateTime: z.string().nullable(),
    evaluationStatus: EvaluationStatusSchema,
    /** Whether the test shows its solutions (isEnableSolutionTab hides the questions summary). */
    isEnableSolutionTab: z.boolean(),
  }),
  jsonOutput: z.object({
    publishkananItemList: z.array(AnalysisItemSchema),
    publishKananItemOptionList: z.array(AnalysisOptionSchema),
  }),
  studentItems: z.array(AnalysisStudentItemSchema),
});
export type TestwiseAnalysisData = z.infer<typeof TestwiseAnalysisDataSchema>;
export const TestwiseAnalysisResponseSchema = envelope(TestwiseAnalysisDataSchema);

/** spec 2 §7 GET get-testwiseanalysis (decision 049). */
export const testAnalysisApi = {
  testwiseAnalysis: get('get-testwiseanalysis', {
    query: TestwiseAnalysisQuerySchema,
    response: TestwiseAnalysisResponseSchema,
  }),
};
