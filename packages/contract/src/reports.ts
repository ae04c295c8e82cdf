import { z } from 'zod';
import { envelope, idField } from './envelope';
import { ExamScoresSchema } from './exam-scores';
import { get } from './route';
import { EvaluationStatusSchema } from './schema-parts';

/**
 * The report area (spec 2 §2 Mock report screen and Overall report, §3 Report, Band table, Topic
 * chart, §7; spec 3 §3): one attempt's report by skill with the company's topper, the student's
 * past performance, the question-type chart, the evaluation remarks, the band table and the report
 * cards (the student's ended mocks or practice tests). Every call is the signed-in student's own:
 * another student's attempt, or another company's, is 'Test not found.'.
 */

/** Query flags arrive as text. */
const flag = z.enum(['true', 'false']).default('false');

export const ReportMessages = {
  notFound: 'Test not found.',
  notEnded: 'This test has not ended yet.',
  // spec 2 §2 Overall report.
  noTests: 'You have to take test to view report',
  // Portico: the Remarks tab before and while the faculty evaluates.
  remarksNone: 'No remarks yet. Once your teacher has evaluated this test, their remarks appear here.',
  remarksPending: 'Your test is being evaluated. The remarks appear here once your teacher has finished.',
  remarksEmpty: 'Your test has been evaluated. Your teacher left no written remarks.',
} as const;

/** Sections whose answers are marked by a teacher, not by the key: no question-type chart, no topper. */
export const EVALUATED_SKILLS: readonly string[] = ['Writing', 'Speaking'];

export const ReportCountsSchema = z.object({
  totalQuestions: z.number(),
  questionsAttempted: z.number(),
  correctAnswer: z.number(),
  inCorrectAnswer: z.number(),
  skippedAnswer: z.number(),
});
export type ReportCounts = z.infer<typeof ReportCountsSchema>;

/** How an exam reports a skill: an IELTS band, the test's scaled score, or the raw score alone. */
export const scoreKinds = ['band', 'scaled', 'raw'] as const;
export type ScoreKind = (typeof scoreKinds)[number];

/** The best attempt of the same test in the student's company (never another company's). */
export const ToppersReportSchema = ReportCountsSchema.extend({
  band: z.number().nullable(),
  scaledScore: z.number().nullable(),
  score: z.number(),
});
export type ToppersReport = z.infer<typeof ToppersReportSchema>;

/** spec 2 §3 Report: one skill (referenceType) of an attempt. */
export const SkillReportSchema = z.object({
  title: z.string(),
  referenceType: z.string(),
  /** IELTS band of the skill; null when not IELTS or still awaiting evaluation. */
  band: z.number().nullable(),
  /** The test's scaled score for the skill (GRE, SAT, PTE, CELPIP, Duolingo). */
  scaledScore: z.number().nullable(),
  /** The raw score (points) of the skill. */
  score: z.number(),
  completedDatetime: z.string(),
  report: ReportCountsSchema,
  /** Seconds spent on the skill's questions. */
  timeTaken: z.number(),
  /** Writing and Speaking: marked by a teacher (spec 2 §2: no topper card for them). */
  isEvaluated: z.boolean(),
  /** GRE: no question of the measure answered, shown as NS (No Score). */
  noScore: z.boolean().optional(),
  toppersReport: ToppersReportSchema.nullable(),
  overallAudioFeedBack: z.string().nullable(),
  itemId: z.string().nullable(),
});
export type SkillReport = z.infer<typeof SkillReportSchema>;

export const StudentTestReportQuerySchema = z.object({
  /** The attempt (student test), as the report routes carry it. */
  testId: idField('testId'),
  courseId: idField('courseId').optional(),
});
export type StudentTestReportQuery = z.infer<typeof StudentTestReportQuerySchema>;

export const StudentTestReportDataSchema = z.object({
  studentTestId: z.string(),
  /** The test (content) id: support queries and the band table name it. */
  testId: z.string(),
  title: z.string(),
  testTemplate: z.string(),
  examFamily: z.string().nullable(),
  scoreKind: z.enum(scoreKinds),
  completedDatetime: z.string(),
  courseId: z.string().nullable(),
  /** The page (module) of the card it was taken from: its leaderboard. */
  learningModuleId: z.string().nullable(),
  overall: z.object({
    /** IELTS overall band, once every skill has one. */
    band: z.number().nullable(),
    score: z.number(),
    /** On the exam's scale: the band, the scaled total (SAT, GRE V+Q, PTE, Duolingo), or the score. */
    value: z.number().nullable(),
    report: ReportCountsSchema,
  }),
  sections: z.array(SkillReportSchema),
  /**
   * PTE and Duolingo: the overall and skill subscores scored with the attempt (decision 040). Their
   * skills are not the test's parts (PTE's Reading part is not its Reading score).
   */
  examScores: ExamScoresSchema.nullable(),
  evaluationStatus: EvaluationStatusSchema,
});
export type StudentTestReportData = z.infer<typeof StudentTestReportDataSchema>;
export const StudentTestReportResponseSchema = envelope(StudentTestReportDataSchema);

// Past performance: the student's ended attempts of the same kind (mocks, or practice tests) in the
// course, oldest first, each with the company topper's value of the same test.
/** A row of a list of ended attempts (past performance, trend): the attempt, its test's title, its end. */
const endedAttemptFields = { studentTestId: z.string(), title: z.string(), completedDatetime: z.string() };

export const PastPerformanceQuerySchema = z.object({
  courseId: idField('courseId'),
  /** The attempt whose report is open. */
  id: idField('id'),
});
export const PastPerformancePointSchema = z.object({
  referenceType: z.string(),
  you: z.number().nullable(),
  topper: z.number().nullable(),
});
export const PastPerformanceRowSchema = z.object({
  ...endedAttemptFields,
  /** 'Overall' first, then each skill. */
  points: z.array(PastPerformancePointSchema),
});
export type PastPerformanceRow = z.infer<typeof PastPerformanceRowSchema>;
export const PastPerformanceDataSchema = z.object({
  scoreKind: z.enum(scoreKinds),
  rows: z.array(PastPerformanceRowSchema),
});
export type PastPerformanceData = z.infer<typeof PastPerformanceDataSchema>;
export const PastPerformanceResponseSchema = envelope(PastPerformanceDataSchema);

// Topic chart (spec 2 §3: you[] with topicName and `corrent`, spelled so in the contract).
export const TopicChartQuerySchema = z.object({
  /** The attempt; not needed for the overall report. */
  testId: idField('testId').optional(),
  courseId: idField('courseId'),
  isOverAllReport: flag,
});
export const TopicRowSchema = z.object({
  topicName: z.string(),
  referenceType: z.string(),
  /** Questions of the type answered correctly. */
  corrent: z.number(),
  total: z.number(),
});
export type TopicRow = z.infer<typeof TopicRowSchema>;
export const TopicChartDataSchema = z.object({ you: z.array(TopicRowSchema) });
export type TopicChartData = z.infer<typeof TopicChartDataSchema>;
export const TopicChartResponseSchema = envelope(TopicChartDataSchema);

// Evaluation remarks (spec 2 §7: the response message is shown).
export const EvaluationRemarksQuerySchema = z.object({ id: idField('id') });
export const EvaluationRemarksResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    evaluationStatus: EvaluationStatusSchema,
    /** The teacher's remarks (sanitised HTML), when there are any. */
    remarks: z.string().nullable(),
    /** The released evaluation's corrections, oldest first: when, and why (issue 40). */
    corrections: z.array(z.object({ at: z.string(), reason: z.string() })),
  }),
});
export type EvaluationRemarksResponse = z.infer<typeof EvaluationRemarksResponseSchema>;

// Band table (spec 2 §3: id, name, bands of listening and reading as score and band). Served per
// company and test without a session; other exams list their test's raw-to-scaled tables.
export const BandTableQuerySchema = z.object({
  testId: idField('testId'),
  /** The cache-busting value the screen adds (spec 2 §7); ignored. */
  v: z.string().max(64).optional(),
});
export const BandRowSchema = z.object({
  score: z.string(),
  band: z.number(),
  /** IELTS: false for Portico's own rows below the lowest published one (decision 038). */
  published: z.boolean().optional(),
});
export const BandTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  scoreKind: z.enum(scoreKinds),
  bands: z.array(
    z.object({
      referenceType: z.string(),
      /** IELTS: the table's name ('Listening', 'Academic Reading', 'General Training Reading'). */
      title: z.string().optional(),
      rows: z.array(BandRowSchema),
    }),
  ),
});
export type BandTable = z.infer<typeof BandTableSchema>;
export const BandTableResponseSchema = envelope(BandTableSchema);

// Report cards (spec 2 §7 GET reportcard, id=1; its shape is Portico's, decision 018): the student's
// ended attempts of the course, mocks (id 1) or practice tests (id 2), newest first.
export const reportCardKinds = { '1': 'Mock', '2': 'PracticeTest' } as const;
export const ReportCardQuerySchema = z.object({
  id: z.enum(['1', '2'], { error: 'id must be 1 (mocks) or 2 (practice tests)' }).default('1'),
  courseId: idField('courseId'),
});
export const ReportCardSchema = z.object({
  studentTestId: z.string(),
  testId: z.string(),
  title: z.string(),
  testTemplate: z.string(),
  scoreKind: z.enum(scoreKinds),
  completedDatetime: z.string(),
  band: z.number().nullable(),
  /** The overall on the exam's scale (raw points for raw-score tests); null while it has none. */
  score: z.number().nullable(),
  sections: z.array(
    z.object({
      referenceType: z.string(),
      band: z.number().nullable(),
      scaledScore: z.number().nullable(),
      /** GRE: no question answered, shown as NS (No Score). */
      noScore: z.boolean().optional(),
    }),
  ),
});
export type ReportCard = z.infer<typeof ReportCardSchema>;
export const ReportCardResponseSchema = envelope(z.array(ReportCardSchema));

// Overall (progress) report (spec 2 §2: filters Tests All/Practice/Mock and Timeline All/Past
// Week/1 Month, defaults All; a table of topic, percent correct rounded, attempts, score, band and
// topper comparison; 'You have to take test to view report' when the question count is 0).
export const overallTestsValues = ['all', 'practice', 'mock'] as const;
export const overallTimelineValues = ['all', 'week', 'month'] as const;
export const overallTestsTitles: Record<(typeof overallTestsValues)[number], string> = {
  all: 'All',
  practice: 'Practice',
  mock: 'Mock',
};
export const overallTimelineTitles: Record<(typeof overallTimelineValues)[number], string> = {
  all: 'All',
  week: 'Past Week',
  month: '1 Month',
};
/** '1 Month' reaches back this many days. */
export const MONTH_DAYS = 30;

export const OverallReportQuerySchema = z.object({
  courseId: idField('courseId'),
  tests: z.enum(overallTestsValues, { error: 'tests must be all, practice or mock' }).default('all'),
  timeline: z.enum(overallTimelineValues, { error: 'timeline must be all, week or month' }).default('all'),
  referenceType: z.string().trim().max(60).optional(),
});
export type OverallReportQuery = z.infer<typeof OverallReportQuerySchema>;

export const OverallRowSchema = z.object({
  referenceType: z.string(),
  /** The question type (a topic row), or the skill itself (a skill row). */
  topicName: z.string(),
  correct: z.number(),
  total: z.number(),
  /** Rounded (spec 2 §9). */
  percentCorrect: z.number(),
  /** Attempts that had questions of it. */
  attempts: z.number(),
  /** Points scored on it. */
  score: z.number(),
  /** Skill rows: the latest band (IELTS) or scaled score; null for topic rows and raw-score tests. */
  band: z.number().nullable(),
  /** The same tests' toppers (this company's), percent correct on it; null when none. */
  topperPercent: z.number().nullable(),
});
export type OverallRow = z.infer<typeof OverallRowSchema>;
export const OverallReportDataSchema = z.object({
  totalQuestions: z.number(),
  scoreKind: z.enum(scoreKinds),
  skills: z.array(OverallRowSchema),
  topics: z.array(OverallRowSchema),
});
export type OverallReportData = z.infer<typeof OverallReportDataSchema>;
export const OverallReportResponseSchema = envelope(OverallReportDataSchema);

// Trend analysis (spec 2 §3: test title, accuracy, attempt, score, band), oldest first.
export const TrendQuerySchema = z.object({
  courseId: idField('courseId'),
  testType: z.enum(overallTestsValues, { error: 'testType must be all, practice or mock' }).default('all'),
  /** Portico: the progress report's Timeline filter applies to the trend rows too. */
  timeline: z.enum(overallTimelineValues, { error: 'timeline must be all, week or month' }).default('all'),
});
export const TrendRowSchema = z.object({
  ...endedAttemptFields,
  /** Percent of attempted questions answered correctly. */
  accuracy: z.string(),
  /** Questions attempted, of totalQuestions. */
  attempt: z.number(),
  totalQuestions: z.number(),
  score: z.number(),
  scoreKind: z.enum(scoreKinds),
  /** On the exam's scale: the IELTS band or the scaled total; null when there is none yet. */
  band: z.number().nullable(),
});
export type TrendRow = z.infer<typeof TrendRowSchema>;
export const TrendResponseSchema = envelope(z.array(TrendRowSchema));

/** The report area's calls (decision 049): the API registers them, the web calls them. */
export const reportsApi = {
  studentTestReport: get('studenttestreport', {
    query: StudentTestReportQuerySchema,
    response: StudentTestReportResponseSchema,
  }),
  pastPerformance: get('get-pastperformance', {
    query: PastPerformanceQuerySchema,
    response: PastPerformanceResponseSchema,
  }),
  topicChart: get('topicwisechart', { query: TopicChartQuerySchema, response: TopicChartResponseSchema }),
  evaluationRemarks: get('evaluation-remarks', {
    query: EvaluationRemarksQuerySchema,
    response: EvaluationRemarksResponseSchema,
  }),
  bandTable: get('band-table', { query: BandTableQuerySchema, response: BandTableResponseSchema }),
  reportCards: get('reportcard', { query: ReportCardQuerySchema, response: ReportCardResponseSchema }),
  overallReport: get('getoverallreport', {
    query: OverallReportQuerySchema,
    response: OverallReportResponseSchema,
  }),
  trend: get('gettrendanalysis', { query: TrendQuerySchema, response: TrendResponseSchema }),
};
