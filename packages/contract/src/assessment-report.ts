import { z } from 'zod';
import { adaptiveRoutes, CatReportSchema } from './adaptive';
import { StudentTestItemSchema } from './assessment-launch';
import { TestJsonSchema } from './assessment-test-json';
import { envelope, idField } from './envelope';
import { ExamScoresSchema } from './exam-scores';
import { ReportCountsSchema } from './reports';
import { get } from './route';
import { EvaluationStatusSchema } from './schema-parts';

// The default report (spec 3 §2, §3) with the IELTS band summary.

export const SectionReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  referenceType: z.string(),
  score: z.number(),
  ...ReportCountsSchema.shape,
  accuracy: z.string(),
  /** Seconds spent on the section's questions. */
  timeTaken: z.number(),
  /** IELTS: the band of the section (null: awaiting evaluation, or not an IELTS test). */
  band: z.number().nullable(),
  /** Other exams: the scaled score from the test's conversion table. */
  scaledScore: z.number().nullable(),
  /** GRE: no question of the measure answered, so no scaled score (ETS reports NS). */
  noScore: z.boolean().optional(),
  /**
   * A second module routed by the first (digital SAT, GRE; decision 063): the route the student
   * took, shown once the test has ended; its scaled score is read from that route's table.
   */
  route: z.enum(adaptiveRoutes).nullable().optional(),
  /** A routed measure: the scaled score's likely (80 %) range on its route's table. */
  scaledRange: z.object({ low: z.number(), high: z.number() }).optional(),
  /**
   * An item-by-item adaptive section (decision 064): its ability estimate, standard error and score
   * with the 80 % range; the section's scaled score is that score.
   */
  cat: CatReportSchema.optional(),
});
export type SectionReport = z.infer<typeof SectionReportSchema>;

export const englishLevels = ['Elementary', 'Intermediate', 'Advance'] as const;
export const EnglishLevelSchema = z.object({
  score: z.number(),
  level: z.enum(englishLevels),
  months: z.number(),
});
export type EnglishLevelResult = z.infer<typeof EnglishLevelSchema>;
export type EnglishLevel = (typeof englishLevels)[number];

/**
 * SCORING.md / spec 3 §9 recommendation table on one scale with the level rule (at least 36
 * Advanced, at least 28 Intermediate): the spec's table bands (under 18, 18 to 28, 29 to 36) did not
 * line up with the rule that sets the level, so a student read two scales (decision 045).
 */
export const englishRecommendations: readonly { level: EnglishLevel; scores: string; months: number }[] = [
  { level: 'Elementary', scores: 'under 28', months: 3 },
  { level: 'Intermediate', scores: '28 to under 36', months: 2 },
  { level: 'Advance', scores: '36 or more', months: 1 },
];

/** What a student reads for a level: the API keeps the spec's 'Advance', the page says 'Advanced'. */
export const englishLevelName = (level: EnglishLevel): string => (level === 'Advance' ? 'Advanced' : level);

export const TestReportSchema = z.object({
  ...ReportCountsSchema.shape,
  accuracy: z.string(),
  score: z.number(),
  /** IELTS overall band (null until every section has one). */
  band: z.number().nullable(),
  sections: z.array(SectionReportSchema),
  /** Tracks that arrived after the deadline and grace period: kept, not scored. */
  lateAnswers: z.number(),
  /**
   * The 'Test Your English' level check only (examFamily 'english-level', SCORING.md): 2 x correct
   * - 0.67 x incorrect, its level and the recommended months of study.
   */
  englishLevel: EnglishLevelSchema.nullable().optional(),
  /** PTE and Duolingo: the overall and the subscores every report shows (decision 040). */
  examScores: ExamScoresSchema.nullable().optional(),
});
export type TestReport = z.infer<typeof TestReportSchema>;

export const GreReportSchema = z.object({
  verbalScaledScore: z.number().nullable(),
  quantScaledScore: z.number().nullable(),
  /** Verbal plus Quant (260-340), once both have a score: not an ETS score, shown labelled so. */
  total: z.number().nullable(),
  /** Measures with no question answered: ETS reports them as NS (No Score). */
  noScore: z.array(z.enum(['Verbal', 'Quant', 'Writing'])),
  /** Analytical Writing 0-6 in half points: the teacher's mark, null until evaluated. */
  writingScore: z.number().nullable(),
  vrCorrect: z.number(),
  qaCorrect: z.number(),
  totalCorrect: z.number(),
  totalInCorrect: z.number(),
  /** The route each measure's second section took (decision 063), once the test has ended. */
  routes: z
    .array(
      z.object({
        measure: z.enum(['Verbal', 'Quant']),
        route: z.enum(adaptiveRoutes),
        /** The measure's likely (80 %) scaled range on that route's table. */
        range: z.object({ low: z.number(), high: z.number() }).optional(),
      }),
    )
    .optional(),
});
export type GreReport = z.infer<typeof GreReportSchema>;
export const SatDigitalReportSchema = z.object({
  /** 'default' (the test's sections), or 'other' (a single-section practice). */
  reportType: z.enum(['default', 'other']),
  /** 400-1600, once both sections have a score. */
  total: z.number().nullable(),
  /** Raw points. */
  totalScore: z.number(),
  totalCorrect: z.number(),
  totalInCorrect: z.number(),
  /** Reading and Writing. */
  vrCorrect: z.number(),
  /** Math. */
  qaCorrect: z.number(),
  vrScaledScore: z.number().nullable(),
  qaScaledScore: z.number().nullable(),
});
export type SatDigitalReport = z.infer<typeof SatDigitalReportSchema>;
export const SatScorecardRowSchema = z.object({
  section: z.string(),
  correct: z.number(),
  total: z.number(),
  scaledScore: z.number().nullable(),
  min: z.number(),
  max: z.number(),
  /** The route the section's second module took (decision 063): read on that route's table. */
  route: z.enum(adaptiveRoutes).optional(),
  /** The section score's likely (80 %) range, where its second module was routed. */
  range: z.object({ low: z.number(), high: z.number() }).optional(),
});
export type SatScorecardRow = z.infer<typeof SatScorecardRowSchema>;
/** One of PTE's communicative skills (decision 019): every task counting towards it, integrated ones twice. */
export const PteSkillSchema = z.object({
  skill: z.enum(['Listening', 'Reading', 'Speaking', 'Writing']),
  /** 10-90; null while a task counting towards it waits for the teacher. */
  score: z.number().nullable(),
  /** Tasks of this skill waiting for the teacher. */
  awaiting: z.number(),
  tasks: z.number(),
});
export type PteSkill = z.infer<typeof PteSkillSchema>;

export const PteReportSchema = z.object({
  /**
   * 10-90 (decision 040): scaled from the points of every task, each once, once every communicative
   * skill has a score; the same overall the mock report, report cards and dashboard show.
   */
  overall: z.number().nullable(),
  skills: z.array(PteSkillSchema),
  /** The test's parts as authored, each on its own table; null while one of its tasks waits for the teacher. */
  parts: z.array(
    z.object({
      title: z.string(),
      referenceType: z.string(),
      score: z.number().nullable(),
      awaiting: z.number(),
    }),
  ),
});
export type PteReport = z.infer<typeof PteReportSchema>;

export const DefaultReportQuerySchema = z.object({ testId: idField('testId') });
export const DefaultReportDataSchema = z.object({
  test: z.object({
    id: z.string(),
    component: z.object({ title: z.string() }),
    testTemplate: z.string(),
    testTemplateVersion: z.number(),
    hiddenModules: z.array(z.string()),
    totalScoreDividedBy: z.number(),
    isEnableSolutionTab: z.boolean(),
    examFamily: z.string().nullable(),
  }),
  studentTest: z.object({
    id: z.string(),
    createdDateTime: z.string(),
    endedDateTime: z.string().nullable(),
    score: z.number(),
    report: TestReportSchema,
    comments: z.string().nullable(),
    overallAudioFeedBack: z.string().nullable(),
    itemId: z.string().nullable(),
    evaluationStatus: EvaluationStatusSchema,
    isDisableReview: z.boolean(),
    courseId: z.string().nullable(),
    learningObjectId: z.string().nullable(),
  }),
  studentTestItems: z.array(StudentTestItemSchema),
  testJson: TestJsonSchema,
  /** GRE layouts (grelayout, v2, v3): Verbal and Quant 130-170, AWA 0-6 (SCORING.md). */
  greReport: GreReportSchema.nullable(),
  /** SAT digital: the total 400-1600 and each section 200-800 (spec 3 §3 satDigitalReport). */
  satDigitalReport: SatDigitalReportSchema.nullable(),
  /** SAT digital: one row per section for the scorecard. */
  satScorecard: z.array(SatScorecardRowSchema).nullable(),
  /** PTE (ptelayout): the overall 10-90 and each part's score. */
  pteReport: PteReportSchema.nullable(),
});
export type DefaultReportData = z.infer<typeof DefaultReportDataSchema>;
export const DefaultReportResponseSchema = envelope(DefaultReportDataSchema);
export type DefaultReportResponse = z.infer<typeof DefaultReportResponseSchema>;

// Duolingo and CELPIP reports (spec 3 §2, §3, §7 GET duolingo-report?testId=<student test>).

export const SectionWiseRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  referenceType: z.string(),
  /** CELPIP: the section's level (M, 3-12; M is 0, see exam-scores.ts); Duolingo: null (no section scores). */
  band: z.number().nullable(),
  /** Raw points. */
  score: z.number(),
  totalQuestions: z.number(),
  /** Seconds. */
  timeTaken: z.number(),
  /** An item-by-item adaptive section: its estimate and the range of its score (decision 064). */
  cat: CatReportSchema.optional(),
});
export const ExamQuestionSchema = z.object({
  id: z.string(),
  itemType: z.string(),
  options: z.array(
    z.object({
      id: z.string(),
      options: z.string(),
      isCorrect: z.boolean(),
      optionColumnIndex: z.number().nullable(),
    }),
  ),
  explanation: z.string(),
  passage: z.string(),
  question: z.string(),
  sectionId: z.string(),
  referenceType: z.string(),
});
export const ExamReportDataSchema = z.object({
  test: DefaultReportDataSchema.shape.test,
  studentTest: z.object({
    id: z.string(),
    createdDateTime: z.string(),
    /** Duolingo: the overall 10-160 (examScores.overall); CELPIP: null (levels are per section). */
    score: z.number().nullable(),
    report: ReportCountsSchema.extend({ score: z.number() }),
    comments: z.string().nullable(),
    overallAudioFeedBack: z.string().nullable(),
    itemId: z.string().nullable(),
    /** Portico: whether the test allows a review of this attempt (spec 2 §4 isDisableReview). */
    isDisableReview: z.boolean(),
    /** The course the attempt was taken in: its predicted score is shown beside the report. */
    courseId: z.string().nullable(),
    sectionWiseReport: z.array(SectionWiseRowSchema),
    /** Duolingo: the overall and its individual and integrated subscores (decision 040). */
    examScores: ExamScoresSchema.nullable(),
  }),
  questions: z.array(ExamQuestionSchema),
  studentTestItems: z.array(StudentTestItemSchema),
  /** Portico: the items as review shows them, from which the answers are written out. */
  testJson: TestJsonSchema,
});
export type ExamReportData = z.infer<typeof ExamReportDataSchema>;
export const ExamReportResponseSchema = envelope(ExamReportDataSchema);

/** An ended attempt's reports (spec 3 §7; decision 049). */
export const attemptReportApi = {
  defaultReport: get('default-report', {
    query: DefaultReportQuerySchema,
    response: DefaultReportResponseSchema,
  }),
  examReport: get('duolingo-report', { query: DefaultReportQuerySchema, response: ExamReportResponseSchema }),
};
