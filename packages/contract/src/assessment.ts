import { z } from 'zod';
import { FacultyCriteriaSchema } from './console-evaluations';
import { envelope, requiredText } from './envelope';
import { RunnerRulesSchema, SectionAudioSchema } from './exam-profile';
import { ExamScoresSchema } from './exam-scores';
import { SectionBreakSchema } from './section-breaks';

/**
 * The assessment runner's calls (spec 3 §2–§9, spec 2 §4). Names follow the spec's testJson and
 * tracking record; the ids:
 * - a *test* is authored content (tests table); its id is `testJson.testId`;
 * - a *student test* is one student's attempt at a test; its id is the `{id}` of /assessment/{id},
 *   the `testId` of assessment/launch, sync-track records and default-report, and the `token` of
 *   end-test;
 * - `groupId` in a launch or evaluation request is the learning object (the practice or mock card).
 */

const uuid = (field: string) => z.uuid(`${field} must be an id`);

// ---------------------------------------------------------------------------------------------
// Launch routing (spec 2 §4): POST assessment/generate-token (the neutral name of the spec's
// generate-token call), POST test, GET get-revise-link, POST studenttests.

export const LaunchRequestSchema = z.object({
  /** The learning object (card) being launched. */
  groupId: uuid('groupId'),
  /** The test of that object; optional for `POST test`, which reads it from the object. */
  testId: uuid('testId').optional(),
  courseId: uuid('courseId'),
  /** The page to come back to (spec 2 §4: only when evaluation is not required). */
  rurl: z.string().max(500).optional(),
});
export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;

export const RedirectSchema = z.object({ redirectUrl: z.string(), studentTestId: z.string() });
export const LaunchRedirectResponseSchema = envelope(RedirectSchema);
export type LaunchRedirectResponse = z.infer<typeof LaunchRedirectResponseSchema>;

export const ReviseLinkQuerySchema = z.object({
  testId: uuid('testId'),
  groupId: uuid('groupId').optional(),
  courseId: uuid('courseId').optional(),
});
export type ReviseLinkQuery = z.input<typeof ReviseLinkQuerySchema>;

/** spec 2 §3 'Student test start': starts (or returns) the attempt of a test object. */
/**
 * spec 2 §3 Student test start: id, companyCode, isActive, testId, userId. The card (groupId) and
 * course may be given; without them the test's one quiz card in the student's courses is used.
 */
export const StudentTestStartSchema = z.object({
  id: z.string().max(200).optional(),
  companyCode: z.string().max(64).optional(),
  isActive: z.union([z.boolean(), z.number()]).optional(),
  testId: uuid('testId'),
  userId: z.string().max(200).optional(),
  groupId: uuid('groupId').optional(),
  courseId: uuid('courseId').optional(),
});
export type StudentTestStart = z.infer<typeof StudentTestStartSchema>;
export const StudentTestStartResponseSchema = envelope(
  z.object({ id: z.string(), status: z.enum(['InProgress', 'Completed']) }),
);

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Tracking records (spec 3 §3) and sync-track (spec 3 §7–§9).

/** The largest value an integer column holds (PostgreSQL `integer`). */
export const INT32_MAX = 2_147_483_647;
/** spec 3 §3: the longest answer text (an essay box shows this limit and a counter). */
export const MAX_ANSWER_LENGTH = 20_000;

/** Text of a record: bounded, and free of the NUL character PostgreSQL cannot store. */
const recordText = (max: number, tooLong = `must be at most ${max} characters`) =>
  z
    .string()
    .max(max, tooLong)
    .refine((s) => !s.includes('\u0000'), 'must not contain the NUL character');
const responseText = recordText(MAX_ANSWER_LENGTH, 'the answer is too long').nullish();
const seconds = (field: string) => z.number().min(0).max(INT32_MAX, `${field} is out of range`).optional();

export const TrackRecordSchema = z.object({
  id: recordText(200).optional(),
  /** The student test (the /assessment/{id} id). */
  testId: uuid('testId'),
  studentId: recordText(200).optional(),
  itemId: uuid('itemId'),
  sectionId: recordText(200).optional(),
  /** Seconds left on the runner's clock when the answer was given. */
  timeRemaining: seconds('timeRemaining'),
  selectedOptionId: recordText(4000).nullish(),
  enteredText: responseText,
  inputResponses: z
    .array(z.object({ value: recordText(4000).nullish() }))
    .max(200)
    .nullish(),
  attempt: z.union([recordText(200), z.number()]).optional(),
  marked: z.boolean().optional(),
  /** Seconds spent on the question. */
  timeTaken: seconds('timeTaken'),
  timeStamp: recordText(200).optional(),
  companyCode: recordText(200).optional(),
  /** Ignored: the server decides points and correctness. */
  points: z.unknown().optional(),
  negativePoints: z.unknown().optional(),
  isCorrect: z.unknown().optional(),
  /**
   * Grows with every change of an answer in one attempt; a lower one never overwrites a higher.
   * The spec's quiz answer record has none: it counts as the first answer, which a later record
   * without one never replaces (a quiz answer is given once, spec 2 §4).
   */
  trackNumber: z.number().int().min(0).max(INT32_MAX, 'trackNumber is out of range').default(1),
  saved: z.boolean().optional(),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

/** spec 3 §9: at most 21 tracks per sync. */
export const MAX_TRACKS_PER_SYNC = 21;
/** spec 3 §9: sync interval. */
export const SYNC_INTERVAL_MS = 2500;

/**
 * The request as the runner builds it. The server parses the envelope first and each record on its
 * own (SyncTrackBatchSchema), so one bad record never blocks the valid ones sent with it.
 */
export const SyncTrackRequestSchema = z.object({
  track: z
    .array(TrackRecordSchema)
    .min(1, 'track must hold at least one record')
    .max(MAX_TRACKS_PER_SYNC, `track holds at most ${MAX_TRACKS_PER_SYNC} records`),
  /** The runner (one page load) sending: the attempt refuses the answers of any runner but its latest. */
  runnerId: uuid('runnerId').optional(),
});
export type SyncTrackBatch = z.infer<typeof SyncTrackBatchSchema>;
export type SyncTrackRequest = z.infer<typeof SyncTrackRequestSchema>;

/** What the server parses before it reads each record (the records themselves are checked one by one). */
export const SyncTrackBatchSchema = z.object({
  track: z
    .array(z.unknown())
    .min(1, 'track must hold at least one record')
    .max(MAX_TRACKS_PER_SYNC, `track holds at most ${MAX_TRACKS_PER_SYNC} records`),
  runnerId: uuid('runnerId').optional(),
});

/**
 * How one record fared:
 * - saved: stored (or the same record was stored before: a replay);
 * - superseded: a newer answer of the item (higher trackNumber) is stored; this one is not needed;
 * - late: arrived after the time and its grace period: kept flagged late, not scored;
 * - rejected: not stored; `reason` says why and `code` what the runner should do:
 *   INVALID (a bad record: drop it and tell the student), ENDED (the test was submitted or has
 *   ended: nothing more is accepted), OTHER_RUNNER (the test is open in another tab or device:
 *   keep the answer and let the student choose where to continue), NOT_FOUND (no such test).
 */
export const SyncAckStatusSchema = z.enum(['saved', 'superseded', 'late', 'rejected']);
export type SyncAckStatus = z.infer<typeof SyncAckStatusSchema>;
export const SyncRejectCodeSchema = z.enum(['INVALID', 'ENDED', 'OTHER_RUNNER', 'NOT_FOUND']);
export type SyncRejectCode = z.infer<typeof SyncRejectCodeSchema>;

export const SyncAckSchema = z.object({
  /** As sent ('' when the record had no readable itemId). */
  itemId: z.string(),
  /** As sent (-1 when the record had no readable trackNumber). */
  trackNumber: z.number(),
  status: SyncAckStatusSchema,
  code: SyncRejectCodeSchema.optional(),
  reason: z.string().optional(),
});
export type SyncAck = z.infer<typeof SyncAckSchema>;

export const SyncTrackResultSchema = z.object({
  /** spec 3 §7: data.error true means failure. */
  error: z.boolean(),
  /** One acknowledgement per record of the request, in the request's order. */
  acks: z.array(SyncAckSchema),
  /** How many records arrived after the deadline and its grace period (kept, not scored). */
  late: z.number(),
  /** How many records were refused. */
  rejected: z.number(),
  /** Seconds left on the server's clock for this attempt (a sectional test: for its current section). */
  timeRemaining: z.number(),
  /** A sectional test: the section whose time `timeRemaining` is. */
  currentSectionId: z.string().nullable().optional(),
});
export type SyncTrackResult = z.infer<typeof SyncTrackResultSchema>;
export const SyncTrackResponseSchema = envelope(SyncTrackResultSchema);
export type SyncTrackResponse = z.infer<typeof SyncTrackResponseSchema>;

export const EndTestRequestSchema = z.object({ token: uuid('token') });
export const EndTestResponseSchema = envelope(z.object({ success: z.boolean() }));

// ---------------------------------------------------------------------------------------------
// assessment/launch (spec 3 §7).

export const AssessmentLaunchRequestSchema = z.object({
  testId: uuid('testId'),
  /** The runner opening the attempt: it takes the attempt over from any earlier tab or device. */
  runnerId: uuid('runnerId').optional(),
});

/**
 * assessment/start: the clock starts and the questions are handed out, the whole test's, or with a
 * sectional test the given section's (the first when absent), closing the earlier ones. Starting
 * what has started changes nothing. Answers with the launch's data.
 */
export const AssessmentStartRequestSchema = z.object({
  testId: uuid('testId'),
  runnerId: uuid('runnerId').optional(),
  sectionId: uuid('sectionId').optional(),
  /**
   * Resume Testing from a scheduled break (decision 042): the section after it starts. Without it,
   * asking for that section closes the one before and begins the break.
   */
  endBreak: z.boolean().optional(),
});
export type AssessmentStartRequest = z.infer<typeof AssessmentStartRequestSchema>;

/** A saved answer as launch and the reports return it (spec 3 §3 student test item). */
export const StudentTestItemSchema = z.object({
  itemId: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  questionIndex: z.number(),
  selectedOptionId: z.string().nullable(),
  enteredText: z.string().nullable(),
  inputResponses: z.array(z.object({ value: z.string().nullable() })),
  trackNumber: z.number(),
  timeRemaining: z.number().nullable(),
  timeTaken: z.number(),
  marked: z.boolean(),
  /** Only after the end: true, false, or null (skipped or awaiting evaluation). */
  isCorrect: z.boolean().nullable().optional(),
  points: z.number().optional(),
  negativePoints: z.number().optional(),
  /** Per blank, pair, word or part, after the end. */
  parts: z.array(z.object({ isCorrect: z.boolean().nullable(), points: z.number() })).optional(),
  answered: z.boolean().optional(),
  comments: z.string().nullable().optional(),
  audioFeedBack: z.string().nullable().optional(),
  /** The faculty's bands or scores per criterion of the exam, once released (CONSOLE.md Evaluations). */
  facultyCriteria: FacultyCriteriaSchema.nullable().optional(),
});
export type StudentTestItem = z.infer<typeof StudentTestItemSchema>;

export const TestDataSchema = z.object({
  userId: z.string(),
  testId: z.string(),
  studentTestId: z.string(),
  companyCode: z.string(),
  randomizeNo: z.number().nullable(),
  solutionUrl: z.string(),
  /** The end-test token. */
  token: z.string(),
  /** The page the launch came from (spec 2 §4 rurl). */
  returnUrl: z.string().nullable(),
  courseId: z.string().nullable(),
  learningObjectId: z.string().nullable(),
  /** Seconds: 60 × the sum of the section minutes (spec 3 §9). */
  timeLimit: z.number(),
  /** Seconds left on the server's clock when this answer was made. */
  timeRemaining: z.number(),
  /** Present while the attempt is active: the deadline, as the server sees it. */
  deadline: z.string().nullable(),
  /** The grace period after the deadline during which tracks still count. */
  graceSeconds: z.number(),
  isDisableReview: z.boolean(),
  examFamily: z.string().nullable(),
  /** The exam profile's rules this attempt runs by, with what the test relaxes (issue 15). */
  rules: RunnerRulesSchema,
  /** The student's extra time (an access arrangement), already in every time above. */
  extraTimePercent: z.number(),
  /** Each section recording played so far. */
  audio: z.array(SectionAudioSchema),
  /**
   * Whether the clock has started (`assessment/start`, decision 007): until then the questions are
   * not handed out and the runner shows the instructions.
   */
  started: z.boolean(),
  /**
   * A sectional test (testJson.IsSectionalTimer): each section's clock, in order. A timed block (one
   * section, or sections sharing a clock) opens with its first track; moving on closes the earlier
   * ones. Empty for a test with one total time.
   */
  sections: z.array(
    z.object({
      sectionId: z.string(),
      state: z.enum(['pending', 'open', 'closed']),
      timeRemaining: z.number(),
      /**
       * The timed block the section shares its clock with, as the test names it (decision 037:
       * IELTS Listening's four parts, 'Listening'); neighbouring sections with the same block share
       * one clock. Absent: a block of its own.
       */
      block: z.string().optional(),
    }),
  ),
  /** A sectional test's scheduled breaks still to come or under way (decision 042: the SAT's). */
  breaks: z.array(SectionBreakSchema).optional(),
});
export type TestData = z.infer<typeof TestDataSchema>;

export const LaunchDataSchema = z.object({
  tracks: z.array(StudentTestItemSchema),
  testJson: TestJsonSchema,
  testData: TestDataSchema,
  studentTestData: z.object({
    id: z.string(),
    /** 1 while the test is being taken, 0 once it has ended (spec 3 §4). */
    isActive: z.union([z.literal(0), z.literal(1)]),
    status: z.enum(['InProgress', 'Completed']),
    createdDateTime: z.string(),
    endedDateTime: z.string().nullable(),
  }),
  studentTestItems: z.array(StudentTestItemSchema),
});
export type LaunchData = z.infer<typeof LaunchDataSchema>;
export const AssessmentLaunchResponseSchema = envelope(LaunchDataSchema);
export type AssessmentLaunchResponse = z.infer<typeof AssessmentLaunchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The default report (spec 3 §2, §3) with the IELTS band summary.

export const SectionReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  referenceType: z.string(),
  score: z.number(),
  totalQuestions: z.number(),
  questionsAttempted: z.number(),
  correctAnswer: z.number(),
  inCorrectAnswer: z.number(),
  skippedAnswer: z.number(),
  accuracy: z.string(),
  /** Seconds spent on the section's questions. */
  timeTaken: z.number(),
  /** IELTS: the band of the section (null: awaiting evaluation, or not an IELTS test). */
  band: z.number().nullable(),
  /** Other exams: the scaled score from the test's conversion table. */
  scaledScore: z.number().nullable(),
  /** GRE: no question of the measure answered, so no scaled score (ETS reports NS). */
  noScore: z.boolean().optional(),
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
  totalQuestions: z.number(),
  questionsAttempted: z.number(),
  correctAnswer: z.number(),
  inCorrectAnswer: z.number(),
  skippedAnswer: z.number(),
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

export const DefaultReportQuerySchema = z.object({ testId: uuid('testId') });
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
    evaluationStatus: z.union([z.literal(0), z.literal(1)]).nullable(),
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
    report: z.object({
      totalQuestions: z.number(),
      questionsAttempted: z.number(),
      skippedAnswer: z.number(),
      correctAnswer: z.number(),
      inCorrectAnswer: z.number(),
      score: z.number(),
    }),
    comments: z.string().nullable(),
    overallAudioFeedBack: z.string().nullable(),
    itemId: z.string().nullable(),
    /** Portico: whether the test allows a review of this attempt (spec 2 §4 isDisableReview). */
    isDisableReview: z.boolean(),
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

// ---------------------------------------------------------------------------------------------
// Evaluation request (spec 2 §4, §5).

export const EvaluationRequestSchema = z.object({
  courseId: uuid('courseId'),
  groupId: uuid('groupId'),
  testId: uuid('testId'),
});
export type EvaluationRequest = z.infer<typeof EvaluationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Leaderboard and coupon (spec 2 §3, §7).

export const LeaderboardQuerySchema = z.object({
  courseId: uuid('courseId'),
  /** The page (module) the leaderboard sits on: only the tests of its cards count (Mock Tests ranks mocks). */
  learningModuleId: uuid('learningModuleId').optional(),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;
export const LeaderboardRowSchema = z.object({
  /** Only on the student's own row: other students' ids are never shown. */
  userId: z.string().optional(),
  rank: z.number(),
  studentName: z.string(),
  /** A picture the viewer may load (a time-limited address for other students), or '' for none. */
  profileImage: z.string(),
  score: z.number(),
  /** The signed-in student's own row (spec 2 §6: highlighted). */
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;
export const LeaderboardResponseSchema = envelope(z.array(LeaderboardRowSchema));
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

export const CouponRequestSchema = z.object({
  couponCode: requiredText('couponCode', 64),
  courseId: uuid('courseId').optional(),
});
export type CouponRequest = z.input<typeof CouponRequestSchema>;
export const CouponResponseSchema = envelope(
  z.object({ productTitle: z.string(), expiresAt: z.string(), courseIds: z.array(z.string()) }),
);
export type CouponResponse = z.infer<typeof CouponResponseSchema>;

// ---------------------------------------------------------------------------------------------
// In-lesson quiz (spec 2 §4 Quiz, §7 test-launch, quiz-status).

export const QuizLaunchRequestSchema = z.object({ token: uuid('token') });
export const QuizStatusRequestSchema = z.object({ testId: uuid('testId') });

/** An answered question: the student's choice, whether it is right and the right options. */
export const QuizAnswerSchema = z.object({
  itemId: z.string(),
  selectedOptionId: z.string().nullable(),
  isCorrect: z.boolean().nullable(),
  /** Only for an answered question: its answer is final, so the key can be shown. */
  correctOptionIds: z.array(z.string()),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizStatusSchema = z.object({
  studentTestId: z.string(),
  status: z.enum(['InProgress', 'Completed']),
  total: z.number(),
  answered: z.number(),
  correct: z.number(),
  answers: z.array(QuizAnswerSchema),
});
export type QuizStatus = z.infer<typeof QuizStatusSchema>;

/** test-launch: the quiz's questions in order (no answer key), with what is already answered. */
export const QuizDataSchema = QuizStatusSchema.extend({
  testId: z.string(),
  title: z.string(),
  questions: z.array(LaunchItemSchema),
});
export type QuizData = z.infer<typeof QuizDataSchema>;
export const QuizDataResponseSchema = envelope(QuizDataSchema);
export const QuizStatusResponseSchema = envelope(QuizStatusSchema);
export type QuizDataResponse = z.infer<typeof QuizDataResponseSchema>;
export type QuizStatusResponse = z.infer<typeof QuizStatusResponseSchema>;
export type StudentTestStartResponse = z.infer<typeof StudentTestStartResponseSchema>;
