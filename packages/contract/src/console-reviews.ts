import { z } from 'zod';
import { CAREER_COMMENT_MAX_LENGTH, CareerKindSchema, CareerMessages, CareerStatusSchema } from './career';
import { queueNarrowingQuery, staffQueue, threadEntry } from './console';
import { itemActs } from './console-calls';
import { envelope } from './envelope';
import { get, post } from './route';
import { AssignRequestSchema, idParams, PersonSchema, requiredString } from './schema-parts';
import {
  REMARK_MAX_LENGTH,
  remarkRequest,
  ScoreReportMessages,
  ScoreReportStatusSchema,
} from './score-report';
import { CV_MAX_BYTES } from './storage';

/**
 * The console's review queues (CONSOLE.md 'Score reports' and 'Career', issue 18): score reports
 * (TRF) to verify or reject, and LinkedIn and CV submissions to review.
 */

const AssigneeSchema = PersonSchema.nullable();
const StudentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
/** A short-lived address the signed-in staff member opens (never a public one). */
const SignedFileSchema = z.object({ url: z.string(), fileName: z.string(), contentType: z.string() });

export const ReviewAssignRequestSchema = AssignRequestSchema;
export type ReviewAssignRequest = z.infer<typeof ReviewAssignRequestSchema>;
export const ReviewParamsSchema = idParams('id must be an item id');

// ---- Score reports --------------------------------------------------------------------------

export const scoreReportQueueFilters = ['pending', 'verified', 'rejected', 'all'] as const;
export const ScoreReportQueueQuerySchema = z.object({
  status: z.enum(scoreReportQueueFilters).default('pending'),
  ...queueNarrowingQuery,
});
export type ScoreReportQueueFilter = (typeof scoreReportQueueFilters)[number];

export const QueueScoreReportSchema = z.object({
  id: z.string(),
  status: ScoreReportStatusSchema,
  student: StudentSchema,
  listening: z.number(),
  reading: z.number(),
  writing: z.number(),
  speaking: z.number(),
  overall: z.number(),
  /** YYYY-MM-DD. */
  examDate: z.string(),
  trfNumber: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  /** Pending and past its due time. */
  overdue: z.boolean(),
  reviewedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedBy: AssigneeSchema,
  /**
   * When verifying granted the reward product the student holds now; null when none was granted or a
   * reject withdrew it (a later verify gives the same enrolment back: one grant per report).
   */
  rewardGrantedAt: z.string().nullable(),
  assignee: AssigneeSchema,
});
export type QueueScoreReport = z.infer<typeof QueueScoreReportSchema>;

/** A remark on a score report: an admin's (with who wrote it) or the student's own. */
export const ScoreReportRemarkSchema = threadEntry(['student', 'admin'], {
  description: z.string(),
  /** The report's status when it was written. */
  trfStatus: z.string(),
});
export type ScoreReportRemark = z.infer<typeof ScoreReportRemarkSchema>;

export const ScoreReportDetailSchema = QueueScoreReportSchema.extend({
  /** The uploaded TRF, opened through a 15-minute signed address; null when its bytes are gone. */
  document: SignedFileSchema.nullable(),
  /** The whole remarks thread with the student, oldest first. */
  remarks: z.array(ScoreReportRemarkSchema),
  /**
   * What verifying grants, for its validity in days: the product this report granted before (when a
   * reject withdrew it), else the company's reward product; null when there is none.
   */
  rewardProduct: z.object({ title: z.string(), validityDays: z.number().int() }).nullable(),
});
export type ScoreReportDetail = z.infer<typeof ScoreReportDetailSchema>;

/** Turnaround: the upload to verified or rejected. */
export const ScoreReportQueueSchema = staffQueue({ reports: z.array(QueueScoreReportSchema) });
export type ScoreReportQueue = z.infer<typeof ScoreReportQueueSchema>;
export const ScoreReportQueueResponseSchema = envelope(ScoreReportQueueSchema);
export type ScoreReportQueueResponse = z.infer<typeof ScoreReportQueueResponseSchema>;
export const ScoreReportDetailResponseSchema = envelope(ScoreReportDetailSchema);
export type ScoreReportDetailResponse = z.infer<typeof ScoreReportDetailResponseSchema>;

export const ScoreReportReviewMessages = {
  notFound: 'This score report was not found.',
  notYourStudent: 'This score report is of a student not on your courses.',
  alreadyVerified: 'This score report is already verified.',
  alreadyRejected: 'This score report is already rejected.',
  remarkRequired: 'Please write a remark for the student',
  remarkTooLong: ScoreReportMessages.remarkTooLong,
  verified: 'The score report is verified. The student has been sent a mail.',
  verifiedWithReward: (title: string) =>
    `The score report is verified and ${title} was granted. The student has been sent a mail.`,
  rejected: 'The score report is rejected. The student sees your remark and has been sent a mail.',
  rejectedWithdrawn: (title: string) =>
    `The score report is rejected and ${title} was withdrawn. The student sees your remark and has been sent a mail.`,
  replied: 'Your remark was sent to the student.',
  assignOthers: 'Only an administrator can give a score report to someone else.',
  unknownStaff: 'That staff member was not found.',
  /** The remark the student reads when staff verify without writing one. */
  verifiedRemark: 'Your score report is verified.',
  verifiedRemarkWithReward: (title: string) =>
    `Your score report is verified. ${title} is now in your courses.`,
} as const;

/** Verify: a remark to the student is optional (a plain one is written when none is given). */
export const ScoreReportVerifyRequestSchema = z.object({
  remark: z
    .string()
    .trim()
    .max(REMARK_MAX_LENGTH, ScoreReportReviewMessages.remarkTooLong)
    .optional()
    .default(''),
});
export type ScoreReportVerifyRequest = z.input<typeof ScoreReportVerifyRequestSchema>;
/** Reject: the student must be told why. */
export const ScoreReportRejectRequestSchema = remarkRequest(ScoreReportReviewMessages.remarkRequired);
export type ScoreReportRejectRequest = z.infer<typeof ScoreReportRejectRequestSchema>;
export const ScoreReportRemarkRequestSchema = ScoreReportRejectRequestSchema;
export type ScoreReportRemarkRequest = z.infer<typeof ScoreReportRemarkRequestSchema>;

// ---- Career ---------------------------------------------------------------------------------

/** waiting: submitted or in progress; reviewed: approved or sent back. */
export const careerQueueFilters = ['waiting', 'reviewed', 'all'] as const;
export const CareerQueueQuerySchema = z.object({
  status: z.enum(careerQueueFilters).default('waiting'),
  ...queueNarrowingQuery,
});
export type CareerQueueFilter = (typeof careerQueueFilters)[number];

export const QueueCareerItemSchema = z.object({
  id: z.string(),
  /** Project: the LinkedIn review; Upload: the CV preparation. */
  kind: CareerKindSchema,
  projectTitle: z.string(),
  courseName: z.string(),
  student: StudentSchema,
  /** The state of this project's review (its LinkedIn or its CV one). */
  status: CareerStatusSchema,
  socialUrl: z.string(),
  /** When the student last sent a link or a CV; null for a record sent before it was kept. */
  submittedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** Waiting for a first answer and past its due time. */
  overdue: z.boolean(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
  assignee: AssigneeSchema,
});
export type QueueCareerItem = z.infer<typeof QueueCareerItemSchema>;

export const CareerReviewCommentSchema = threadEntry(['student', 'staff'], { remark: z.string() });
export type CareerReviewComment = z.infer<typeof CareerReviewCommentSchema>;

export const CareerDetailSchema = QueueCareerItemSchema.extend({
  /** The student's CVs, newest first, each a signed address. */
  resumes: z.array(SignedFileSchema.extend({ id: z.string(), uploadedAt: z.string() })),
  /** The expert-updated CV staff uploaded. */
  adminDoc: SignedFileSchema.extend({ updatedAt: z.string() }).nullable(),
  /** This review's comments, oldest first. */
  comments: z.array(CareerReviewCommentSchema),
});
export type CareerDetail = z.infer<typeof CareerDetailSchema>;

/** Oldest submission first; turnaround: the submission to the first staff answer. */
export const CareerQueueSchema = staffQueue({ items: z.array(QueueCareerItemSchema) });
export type CareerQueue = z.infer<typeof CareerQueueSchema>;
export const CareerQueueResponseSchema = envelope(CareerQueueSchema);
export type CareerQueueResponse = z.infer<typeof CareerQueueResponseSchema>;
export const CareerDetailResponseSchema = envelope(CareerDetailSchema);
export type CareerDetailResponse = z.infer<typeof CareerDetailResponseSchema>;

/** What staff may set: the student's own acts set '' and 'submitted'. */
export const careerReviewStatuses = ['in-progress', 'approved', 'rejected'] as const;
export const CareerStatusRequestSchema = z.object({ status: z.enum(careerReviewStatuses) });
export type CareerStatusRequest = z.infer<typeof CareerStatusRequestSchema>;

export const CareerReviewMessages = {
  notFound: 'This career project was not found.',
  notYourCourse: 'This career project is of a course not assigned to you.',
  nothingSubmitted: 'The student has not sent anything for review yet.',
  sameStatus: 'The review already has this status.',
  commentRequired: 'Please write a comment',
  commentTooLong: CareerMessages.commentTooLong,
  commented: 'Your comment was sent to the student.',
  statusSet: 'The review status is updated.',
  expertCvUploaded: 'The expert CV is uploaded. The student can download it now.',
  expertCvOnlyForCv: 'Only a CV preparation takes an expert CV.',
  expertCvType: 'Please upload a pdf, doc or docx file.',
  expertCvSize: 'Maximum allowed size is 5MB',
  expertCvName: 'Please give the file a name',
  assignOthers: 'Only an administrator can give a career project to someone else.',
  unknownStaff: 'That staff member was not found.',
} as const;

export const CareerCommentRequestSchema = z.object({
  remark: requiredString(
    CareerReviewMessages.commentRequired,
    CAREER_COMMENT_MAX_LENGTH,
    CareerReviewMessages.commentTooLong,
  ),
});
export type CareerCommentRequest = z.infer<typeof CareerCommentRequestSchema>;

/** The expert CV: its bytes are the request body; its name travels in the query. */
export const EXPERT_CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const EXPERT_CV_MAX_BYTES = CV_MAX_BYTES;
export const ExpertCvQuerySchema = z.object({
  fileName: requiredString(CareerReviewMessages.expertCvName, 200, 'The file name is too long'),
});
export type ExpertCvQuery = z.infer<typeof ExpertCvQuerySchema>;

const scoreReportAct = itemActs('console/score-reports', ReviewParamsSchema, ScoreReportDetailResponseSchema);
const careerAct = itemActs('console/career', ReviewParamsSchema, CareerDetailResponseSchema);

/**
 * The review queues' calls (decision 049): each queue, one item, and the acts on it, each answering
 * the item as it now is.
 */
export const consoleReviewsApi = {
  scoreReports: {
    queue: get('console/score-reports', {
      query: ScoreReportQueueQuerySchema,
      response: ScoreReportQueueResponseSchema,
    }),
    detail: get('console/score-reports/:id', {
      params: ReviewParamsSchema,
      response: ScoreReportDetailResponseSchema,
    }),
    verify: scoreReportAct('verify', ScoreReportVerifyRequestSchema),
    reject: scoreReportAct('reject', ScoreReportRejectRequestSchema),
    remarks: scoreReportAct('remarks', ScoreReportRemarkRequestSchema),
    assign: scoreReportAct('assign', ReviewAssignRequestSchema),
  },
  career: {
    queue: get('console/career', { query: CareerQueueQuerySchema, response: CareerQueueResponseSchema }),
    detail: get('console/career/:id', { params: ReviewParamsSchema, response: CareerDetailResponseSchema }),
    comment: careerAct('comment', CareerCommentRequestSchema),
    status: careerAct('status', CareerStatusRequestSchema),
    assign: careerAct('assign', ReviewAssignRequestSchema),
    /** The file's bytes are the body (any declared type: the bytes decide), its name in the query. */
    expertCv: post('console/career/:id/expert-cv', {
      params: ReviewParamsSchema,
      query: ExpertCvQuerySchema,
      response: CareerDetailResponseSchema,
    }),
  },
};
