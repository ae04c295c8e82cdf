import { z } from 'zod';
import { AnswerNoteSchema } from './answer-notes';
import { TestJsonSchema } from './assessment-test-json';
import { envelope, idField } from './envelope';
import { FacultyCriteriaSchema } from './evaluation-results';
import { RunnerRulesSchema, SectionAudioSchema } from './exam-profile';
import { get, post } from './route';
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

// ---------------------------------------------------------------------------------------------
// Launch routing (spec 2 §4): POST assessment/generate-token (the neutral name of the spec's
// generate-token call), POST test, GET get-revise-link, POST studenttests.

export const LaunchRequestSchema = z.object({
  /** The learning object (card) being launched. */
  groupId: idField('groupId'),
  /** The test of that object; optional for `POST test`, which reads it from the object. */
  testId: idField('testId').optional(),
  courseId: idField('courseId'),
  /** The page to come back to (spec 2 §4: only when evaluation is not required). */
  rurl: z.string().max(500).optional(),
});
export type LaunchRequest = z.infer<typeof LaunchRequestSchema>;

export const RedirectSchema = z.object({ redirectUrl: z.string(), studentTestId: z.string() });
export const LaunchRedirectResponseSchema = envelope(RedirectSchema);
export type LaunchRedirectResponse = z.infer<typeof LaunchRedirectResponseSchema>;

/** The card (learning object) and course a test is opened from, when the caller names them. */
const optionalCardFields = {
  groupId: idField('groupId').optional(),
  courseId: idField('courseId').optional(),
};

export const ReviseLinkQuerySchema = z.object({ testId: idField('testId'), ...optionalCardFields });
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
  testId: idField('testId'),
  userId: z.string().max(200).optional(),
  ...optionalCardFields,
});
export type StudentTestStart = z.infer<typeof StudentTestStartSchema>;
export const StudentTestStartResponseSchema = envelope(
  z.object({ id: z.string(), status: z.enum(['InProgress', 'Completed']) }),
);

// ---------------------------------------------------------------------------------------------
// assessment/launch (spec 3 §7).

export const AssessmentLaunchRequestSchema = z.object({
  testId: idField('testId'),
  /** The runner opening the attempt: it takes the attempt over from any earlier tab or device. */
  runnerId: idField('runnerId').optional(),
});

/**
 * assessment/start: the clock starts and the questions are handed out, the whole test's, or with a
 * sectional test the given section's (the first when absent), closing the earlier ones. Starting
 * what has started changes nothing. Answers with the launch's data.
 */
export const AssessmentStartRequestSchema = AssessmentLaunchRequestSchema.extend({
  sectionId: idField('sectionId').optional(),
  /**
   * Resume Testing from a scheduled break (decision 042): the section after it starts. Without it,
   * asking for that section closes the one before and begins the break.
   */
  endBreak: z.boolean().optional(),
});
export type AssessmentStartRequest = z.infer<typeof AssessmentStartRequestSchema>;

/**
 * assessment/next-item (decision 064): in an item-by-item adaptive section, the student leaves the
 * question `afterItemId` (absent: arrives at the section's first place) and the server chooses the
 * next from the answers saved so far. Asking again changes nothing. Answers with the launch's data.
 */
export const NextItemRequestSchema = AssessmentLaunchRequestSchema.extend({
  sectionId: idField('sectionId'),
  afterItemId: idField('afterItemId').optional(),
});
export type NextItemRequest = z.infer<typeof NextItemRequestSchema>;

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
  /** The faculty's comments anchored to spans of a written answer, once released (issue 40). */
  facultyNotes: z.array(AnswerNoteSchema).optional(),
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
export type StudentTestStartResponse = z.infer<typeof StudentTestStartResponseSchema>;

/** Launch routing (spec 2 §4) and the runner's launch and start (spec 3 §7, decision 007; decision 049). */
export const launchApi = {
  generateToken: post('assessment/generate-token', {
    body: LaunchRequestSchema,
    response: LaunchRedirectResponseSchema,
  }),
  test: post('test', { body: LaunchRequestSchema, response: LaunchRedirectResponseSchema }),
  reviseLink: get('get-revise-link', {
    query: ReviseLinkQuerySchema,
    response: LaunchRedirectResponseSchema,
  }),
  studentTests: post('studenttests', {
    body: StudentTestStartSchema,
    response: StudentTestStartResponseSchema,
  }),
  launch: post('assessment/launch', {
    body: AssessmentLaunchRequestSchema,
    response: AssessmentLaunchResponseSchema,
  }),
  start: post('assessment/start', {
    body: AssessmentStartRequestSchema,
    response: AssessmentLaunchResponseSchema,
  }),
  nextItem: post('assessment/next-item', {
    body: NextItemRequestSchema,
    response: AssessmentLaunchResponseSchema,
  }),
};
