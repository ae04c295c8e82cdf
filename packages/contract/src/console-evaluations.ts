import { z } from 'zod';
import { QueueStudentSchema, queueNarrowingQuery, StaffChoicesSchema, staffQueue } from './console';
import {
  EVALUATION_AUDIO_MAX_BYTES,
  EvaluationAudioResponseSchema,
  EvaluationCorrectionSchema,
  EvaluationCorrectRequestSchema,
  EvaluationDraftSchema,
  EvaluationSaveRequestSchema,
} from './console-evaluations-drafts';
import {
  SecondMarkingAskSchema,
  SecondMarkingSettleSchema,
  SecondMarkingViewSchema,
} from './console-second-marking';
import { GradingPolicySchema } from './console-settings';
import { envelope } from './envelope';
import { get, post, put } from './route';
import { AssignRequestSchema, idParams, PersonSchema } from './schema-parts';

/**
 * The Evaluations queue of the console (CONSOLE.md 'Evaluations', issue 18): writing and speaking
 * answers of attempts a student sent for evaluation, graded per criterion of their exam, with
 * comments and recorded audio feedback, saved as a draft and released to the student in one act.
 * The drafts are in console-evaluations-drafts.ts, the criteria in evaluation-rubrics.ts.
 */

export const evaluationFilters = ['waiting', 'released', 'all'] as const;
export type EvaluationFilter = (typeof evaluationFilters)[number];
/**
 * waiting: nobody saved anything yet; draft: a draft is saved; marked: its teacher sent it for
 * review; second: a second marking is open or waits to be settled (console-second-marking.ts);
 * reviewed: an administrator reviewed it (review before release, issue 40); released: the student
 * has it.
 */
export const evaluationStates = ['waiting', 'draft', 'marked', 'second', 'reviewed', 'released'] as const;
export type EvaluationState = (typeof evaluationStates)[number];

export const EvaluationQueueQuerySchema = z.object({
  filter: z.enum(evaluationFilters, { error: 'filter must be waiting, released or all' }).default('waiting'),
  /**
   * The grading workspace's 'graded x of y today': the start of the teacher's day (their browser's
   * midnight), from which `releasedSince` counts the releases (at most the turnaround's 30 days back).
   */
  since: z.iso.datetime({ offset: true, error: 'since must be a date and time' }).optional(),
  ...queueNarrowingQuery,
});
export type EvaluationQueueQuery = z.input<typeof EvaluationQueueQuerySchema>;

export const EvaluationQueueItemSchema = z.object({
  /** The attempt (student test). */
  id: z.string(),
  student: QueueStudentSchema,
  courseName: z.string().nullable(),
  testTitle: z.string(),
  examTitle: z.string(),
  /** Written and spoken answers to evaluate. */
  answers: z.number().int(),
  state: z.enum(evaluationStates),
  requestedAt: z.string(),
  dueAt: z.string(),
  /** Not released and past its due time. */
  overdue: z.boolean(),
  assignee: PersonSchema.nullable(),
  draftSavedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  releasedBy: PersonSchema.nullable(),
});
export type EvaluationQueueItem = z.infer<typeof EvaluationQueueItemSchema>;

/** Oldest request first; turnaround: hours from the request to the release. */
export const EvaluationQueueSchema = staffQueue({
  items: z.array(EvaluationQueueItemSchema),
  /** Attempts of the member's courses released since the query's `since`; null without one. */
  releasedSince: z.number().int().nullable(),
});
export type EvaluationQueue = z.infer<typeof EvaluationQueueSchema>;
export const EvaluationQueueResponseSchema = envelope(EvaluationQueueSchema);
export type EvaluationQueueResponse = z.infer<typeof EvaluationQueueResponseSchema>;

/** A waiting attempt holding a question (grading by question, issue 40). */
export const EvaluationQuestionAttemptSchema = z.object({
  /** The attempt (student test). */
  id: z.string(),
  requestedAt: z.string(),
  /** Every criterion of this question (of the Speaking test, for a group) is given in its draft. */
  graded: z.boolean(),
});
export type EvaluationQuestionAttempt = z.infer<typeof EvaluationQuestionAttemptSchema>;

/**
 * One question (one essay prompt; IELTS Speaking: the test's Speaking, graded once) of the waiting
 * attempts, to be graded across all students one after another, as examiners do for consistency.
 */
export const EvaluationQuestionSchema = z.object({
  /** The answer's item id; a group graded once: the group and the test (evaluation-grading.ts `unitKey`). */
  key: z.string(),
  testId: z.string(),
  testTitle: z.string(),
  examTitle: z.string(),
  /** 'Question 2 (Writing)' or 'Speaking test' (`questionName`). */
  name: z.string(),
  sectionTitle: z.string(),
  /** The start of the prompt as plain text. */
  excerpt: z.string(),
  /** The waiting attempts holding it, oldest request first, as the queue orders them. */
  attempts: z.array(EvaluationQuestionAttemptSchema),
  /** Those whose answer to it is not graded yet. */
  ungraded: z.number().int(),
});
export type EvaluationQuestion = z.infer<typeof EvaluationQuestionSchema>;

/** The questions of the waiting attempts, the one of the oldest request first (then as the test orders them). */
export const EvaluationQuestionsSchema = z.object({ questions: z.array(EvaluationQuestionSchema) });
export type EvaluationQuestions = z.infer<typeof EvaluationQuestionsSchema>;
export const EvaluationQuestionsResponseSchema = envelope(EvaluationQuestionsSchema);

export const EvaluationParamsSchema = idParams('id must be an attempt id');
export const EvaluationFileParamsSchema = EvaluationParamsSchema.extend({
  fileId: z.uuid({ error: 'fileId must be a file id' }),
});

export const EvaluationAnswerSchema = z.object({
  itemId: z.string(),
  /** The question's number in the attempt, as the student's report numbers it. */
  number: z.number().int(),
  sectionTitle: z.string(),
  referenceType: z.string(),
  itemType: z.string(),
  spoken: z.boolean(),
  /**
   * Answers of one group are graded as one, on one set of bands (evaluation-grading.ts): IELTS
   * Speaking ('speaking') once per test; null, on its own.
   */
  group: z.string().nullable(),
  topic: z.string().nullable(),
  /** The question's text and directions (authored HTML; sanitised by the page). */
  prompt: z.string(),
  direction: z.string().nullable(),
  passage: z.string().nullable(),
  /** Written answers: the text and its words. */
  text: z.string().nullable(),
  wordCount: z.number().int().nullable(),
  /** Spoken answers: where the console plays the recording. */
  recordingUrl: z.string().nullable(),
  points: z.number(),
  rubric: z.object({
    id: z.string(),
    title: z.string(),
    resultLabel: z.string(),
    criteria: z.array(
      z.object({ key: z.string(), label: z.string(), min: z.number(), max: z.number(), step: z.number() }),
    ),
  }),
});
export type EvaluationAnswer = z.infer<typeof EvaluationAnswerSchema>;

export const EvaluationDetailSchema = z.object({
  item: EvaluationQueueItemSchema,
  course: PersonSchema.nullable(),
  exam: z.enum(['ielts', 'pte', 'celpip', 'gre', 'other']),
  test: z.object({ id: z.string(), title: z.string() }),
  endedAt: z.string().nullable(),
  answers: z.array(EvaluationAnswerSchema),
  /** The saved draft (or, once released, what was released). */
  draft: EvaluationDraftSchema.nullable(),
  /** 0 before any draft; each saved draft (and Release) adds one. A save names the one it was based on. */
  draftVersion: z.number().int(),
  draftSavedBy: PersonSchema.nullable(),
  /** Console addresses of the draft's clips, by file id. */
  audioUrls: z.record(z.string(), z.string()),
  /** Corrections made after the release, oldest first (issue 40). */
  corrections: z.array(EvaluationCorrectionSchema),
  /** The member may correct it once released: its grader or an administrator. */
  canCorrect: z.boolean(),
  /** The company's grading policy: blind marking, review before release. */
  grading: GradingPolicySchema,
  /** What each band means, by rubric id → criterion key → band (band-descriptors.ts). */
  descriptors: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.string()))),
  staff: StaffChoicesSchema,
  /** Its second marking, asked for, picked by the sample, open or settled; null without one. */
  secondMarking: SecondMarkingViewSchema.nullable(),
});
export type EvaluationDetail = z.infer<typeof EvaluationDetailSchema>;
export const EvaluationDetailResponseSchema = envelope(EvaluationDetailSchema);
export type EvaluationDetailResponse = z.infer<typeof EvaluationDetailResponseSchema>;

export const EvaluationAssignRequestSchema = AssignRequestSchema;
export type EvaluationAssignRequest = z.infer<typeof EvaluationAssignRequestSchema>;

export const EvaluationMessages = {
  notFound: 'This evaluation was not found.',
  notYourCourse: 'This attempt is of a course not assigned to you.',
  assignOthers: 'Only an administrator can give an evaluation to someone else.',
  unknownStaff: 'That staff member was not found.',
  notOnCourse: 'That faculty member is not assigned to this course.',
  alreadyReleased: 'This evaluation has already been released to the student.',
  unknownAnswer: 'That question is not an answer to evaluate in this attempt.',
  unknownCriterion: 'That criterion is not one of this answer.',
  offScale: 'A band or score is not on its criterion’s scale.',
  unknownAudio: 'That audio clip is not one recorded for this attempt.',
  audioType: 'Please record the feedback as webm, ogg or mp4 audio.',
  audioSize: `An audio clip can be at most ${EVALUATION_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
  nothingToEvaluate: 'This attempt has no written or spoken answer to evaluate.',
  draftSaved: 'The draft is saved. The student does not see it until you release it.',
  released: 'The evaluation is released: the student can see it in the report and has been sent a mail.',
  corrected:
    'The correction is released: the student sees it in the report and has been sent a mail saying why.',
  notReleased: 'Only a released evaluation can be corrected; save or release this one instead.',
  correctOthers: 'Only the teacher who released this evaluation or an administrator can correct it.',
  unchanged: 'Nothing was changed: a correction must change a band, a comment or the audio feedback.',
  audioSaved: 'The audio feedback is saved.',
  /** A save or release from a page that had not seen the latest draft (`at`: a time, e.g. '10:42'). */
  staleDraft: (who: string | null, at: string | null, act: 'saving' | 'releasing' | 'correcting') =>
    `${who || 'Someone else'} saved this draft${at ? ` at ${at}` : ''}; load the latest to see it before ${act}.`,
  /** A group graded once (IELTS Speaking) whose questions were given different bands. */
  groupApart: (name: string) =>
    `${name} is graded once per test: give each of its questions the same bands before releasing.`,
  marked: 'Sent for review: an administrator reviews it before the student sees it.',
  reviewed: 'Reviewed: release it now, or with the other reviewed evaluations from the queue.',
  reviewFirst: 'Your school reviews evaluations before release: send it for review instead.',
  reviewAdmins: 'Only an administrator reviews an evaluation.',
  notReviewed: 'It has not been reviewed yet.',
  releasedMany: (n: number) =>
    `${n === 1 ? 'One evaluation is' : `${n} evaluations are`} released: each student can see it and has been sent a mail.`,
  /** Under blind marking, whose work it is until it is released. */
  candidate: (attemptId: string) => `Candidate ${attemptId.replace(/-/g, '').slice(0, 6).toUpperCase()}`,
  missing: (what: string[]) =>
    `Please complete every criterion before releasing. Missing: ${what.join('; ')}.`,
} as const;

const one = { params: EvaluationParamsSchema, response: EvaluationDetailResponseSchema };

/** Release the reviewed (issue 40): the attempts chosen in the queue, each released on its own. */
export const EvaluationReleaseManySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be attempt ids' }))
    .min(1, 'Choose the evaluations to release')
    .max(100, 'At most 100 evaluations at once'),
});
export type EvaluationReleaseMany = z.infer<typeof EvaluationReleaseManySchema>;
export const EvaluationReleasedManySchema = z.object({
  released: z.array(z.string()),
  /** The ones not released, each with why (another save came first, a criterion missing, …). */
  problems: z.array(z.object({ id: z.string(), name: z.string(), message: z.string() })),
});
export type EvaluationReleasedMany = z.infer<typeof EvaluationReleasedManySchema>;

/**
 * The evaluations queue's calls (decision 049). Save draft and Release are versioned: one based on
 * an older draft is refused with 409 and EvaluationConflictResponseSchema.
 */
export const consoleEvaluationsApi = {
  queue: get('console/evaluations', {
    query: EvaluationQueueQuerySchema,
    response: EvaluationQueueResponseSchema,
  }),
  /** Grading by question: the waiting attempts' questions, each with its attempts (issue 40). */
  questions: get('console/evaluations/questions', { response: EvaluationQuestionsResponseSchema }),
  detail: get('console/evaluations/:id', one),
  draft: put('console/evaluations/:id/draft', { ...one, body: EvaluationSaveRequestSchema }),
  release: post('console/evaluations/:id/release', { ...one, body: EvaluationSaveRequestSchema }),
  assign: post('console/evaluations/:id/assign', { ...one, body: EvaluationAssignRequestSchema }),
  /** Review before release (issue 40): its teacher sends it for review; an administrator reviews it. */
  mark: post('console/evaluations/:id/mark', { ...one, body: EvaluationSaveRequestSchema }),
  review: post('console/evaluations/:id/review', { ...one, body: EvaluationSaveRequestSchema }),
  /** The reviewed ones chosen in the queue released, each in its own act. */
  releaseMany: post('console/evaluations/release-reviewed', {
    body: EvaluationReleaseManySchema,
    response: envelope(EvaluationReleasedManySchema),
  }),
  /** A released evaluation corrected: a new version with a reason, the student told (issue 40). */
  correct: post('console/evaluations/:id/correct', { ...one, body: EvaluationCorrectRequestSchema }),
  /** Second marking (decision 057): asked for; the second marker's draft and its sending; settled. */
  askSecond: post('console/evaluations/:id/second', { ...one, body: SecondMarkingAskSchema }),
  secondDraft: put('console/evaluations/:id/second/draft', { ...one, body: EvaluationSaveRequestSchema }),
  secondSubmit: post('console/evaluations/:id/second/submit', { ...one, body: EvaluationSaveRequestSchema }),
  settle: post('console/evaluations/:id/second/settle', { ...one, body: SecondMarkingSettleSchema }),
  /** A recorded clip: its bytes are the body, its type read from them. */
  audio: post('console/evaluations/:id/audio', {
    params: EvaluationParamsSchema,
    response: EvaluationAudioResponseSchema,
  }),
  /** A file of the attempt (a recording, a clip), sent as it is. */
  file: get('console/evaluations/:id/files/:fileId', { params: EvaluationFileParamsSchema }),
};
