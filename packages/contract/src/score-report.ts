import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';
import { requiredString } from './schema-parts';
import { UploadMessages } from './storage';

// spec 1 §9: IELTS band score options, 0 to 9.0 in 0.5 steps (19 values).
export const BAND_OPTIONS: readonly number[] = Array.from({ length: 19 }, (_, i) => i / 2);
/** How a band reads in a select ('6.5', '7.0'); also the select's value. */
export const bandLabel = (band: number) => band.toFixed(1);
export const isBand = (v: number) => Number.isInteger(v * 2) && v >= 0 && v <= 9;

// spec 1 §9: reports older than 2 years are not valid.
export const SCORE_REPORT_MAX_AGE_YEARS = 2;
export const REMARK_MAX_LENGTH = 1000;
export const TRF_NUMBER_MAX_LENGTH = 40;

/** Texts of the score submission, verbatim from spec 1 where it gives them (spelling included). */
export const ScoreReportMessages = {
  // spec 1 §5 score document.
  examDateRequired: 'Please select the exam Date',
  documentRequired: 'Please upload a document',
  documentType: UploadMessages.documentType,
  documentSize: UploadMessages.documentSize,
  // spec 1 §5 gives no texts for these; plain ones in the same voice.
  examDateInvalid: 'Please select a valid exam Date',
  examDateFuture: 'The exam date cannot be in the future',
  examDateTooOld: 'Score reports older than 2 years are not valid',
  listeningRequired: 'Please select the Listening score',
  readingRequired: 'Please select the Reading score',
  writingRequired: 'Please select the Writing score',
  speakingRequired: 'Please select the Speaking score',
  bandScoreRequired: 'Please select the Overall Band score',
  badBand: 'must be a band score from 0 to 9 in steps of 0.5',
  trfNumberRequired: 'Please enter the TRF number',
  trfNumberTooLong: `The TRF number must be at most ${TRF_NUMBER_MAX_LENGTH} characters`,
  termsRequired: 'Please accept the terms',
  disabled: 'Score submission is not enabled for this portal',
  alreadyUploaded: 'Your score report has already been submitted and is under verification',
  underVerification: 'Your score report will be under verification once submitted.',
  underVerificationLocked: 'Your score report is under verification.',
  // spec 1 §8.
  updated: 'Updated Successfully',
  remarkAdded: 'Added Successfully',
  noRemarks: 'No data available',
  remarkRequired: 'Please enter a remark',
  remarkTooLong: `A remark can be at most ${REMARK_MAX_LENGTH} characters`,
  // spec 1 §4 remarks banner (its slips corrected: decision 045).
  bannerStudent: 'You added a remark',
  bannerAdmin: 'You got a reply in Remarks',
  // spec 1 §2 probe modal.
  probe: 'Have you taken the actual IELTS?',
  // spec 1 §4 document upload and §8 upload errors.
  uploading: 'Document is Uploading',
  uploaded: 'Document Uploaded Successfully',
  signedUrlError: 'Error: Error in getting signed URL ',
  uploadError: 'Error: Error in uploading File',
  uploadFailure: 'Something went wrong. Please try again later.',
} as const;

// ---- Exam date window -------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar date (YYYY-MM-DD) at `now` in a zone `offsetHours` from UTC. */
export const dateAt = (now: Date, offsetHours = 0) => {
  const d = new Date(now.getTime() + offsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** The same day `years` earlier; 29 February becomes 28 February. */
export const yearsBefore = (date: string, years: number) => {
  const [y, m, d] = date.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) - years).padStart(4, '0')}-${m}-${day}`;
};

/**
 * The exam dates accepted at `today` (the student's calendar date): not in the future, not older
 * than two years (spec 1 §9). Dates compare as YYYY-MM-DD strings.
 */
export const examDateWindow = (today: string) => ({
  min: yearsBefore(today, SCORE_REPORT_MAX_AGE_YEARS),
  max: today,
});

/**
 * The server does not know the student's zone, so it takes the widest day that is "today"
 * somewhere on earth (UTC-12 … UTC+14): a student just past midnight in India is never refused.
 */
export const serverExamDateWindow = (now: Date) => ({
  min: yearsBefore(dateAt(now, -12), SCORE_REPORT_MAX_AGE_YEARS),
  max: dateAt(now, 14),
});

/** The message for an exam date outside the window, or null. */
export function examDateProblem(date: string, window: { min: string; max: string }): string | null {
  if (date > window.max) return ScoreReportMessages.examDateFuture;
  if (date < window.min) return ScoreReportMessages.examDateTooOld;
  return null;
}

// ---- GET dashboard/trf-details ----------------------------------------------------------------

export const SCORE_REPORT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const ScoreReportStatusSchema = z.enum(SCORE_REPORT_STATUSES);
export type ScoreReportStatus = z.infer<typeof ScoreReportStatusSchema>;

// spec 1 §3 Score report record; the values are null until a report is uploaded.
export const ScoreReportRecordSchema = z.object({
  ielts_listening: z.number().nullable(),
  ielts_reading: z.number().nullable(),
  ielts_writing: z.number().nullable(),
  ielts_speaking: z.number().nullable(),
  ielts_overall: z.number().nullable(),
  /** YYYY-MM-DD. */
  ielts_examDate: z.string().nullable(),
  trfNumber: z.string().nullable(),
  ieltsTrfUploaded: z.boolean(),
  /** The company flag: whether a student may submit a report (spec 1 §6). */
  enableScoreFromStudents: z.boolean(),
  /** Portico: the student has answered the probe 'Have you taken the actual IELTS?' (either way). */
  probeAnswered: z.boolean().default(false),
  /** Verification state of the uploaded report; null when none. */
  status: ScoreReportStatusSchema.nullable(),
  /** A time-limited address (15 minutes) to view the uploaded document; null when none. */
  fileUrl: z.string().nullable(),
  /**
   * Portico: what a verified report grants, the company's reward product (its title and how many
   * days it lasts), so every page promises the same; null when the company grants none.
   */
  reward: z.object({ title: z.string(), validityDays: z.number() }).nullable().default(null),
});
export type ScoreReportRecord = z.infer<typeof ScoreReportRecordSchema>;
export const GetScoreReportResponseSchema = envelope(ScoreReportRecordSchema);
export type GetScoreReportResponse = z.infer<typeof GetScoreReportResponseSchema>;

/** How long a reward lasts, as a student reads it: '4 weeks' for 28 days, '10 days' otherwise. */
export function rewardDuration(days: number): string {
  if (days > 0 && days % 7 === 0) return days === 7 ? '1 week' : `${days / 7} weeks`;
  return days === 1 ? '1 day' : `${days} days`;
}

// ---- POST dashboard/trf-details ---------------------------------------------------------------

const band = (required: string, field: string) =>
  z
    .number({ error: required })
    .refine((v) => isBand(v), { message: `${field} ${ScoreReportMessages.badBand}` });

const examDate = z
  .string({ error: ScoreReportMessages.examDateRequired })
  .trim()
  .min(1, ScoreReportMessages.examDateRequired)
  .pipe(z.iso.date({ error: ScoreReportMessages.examDateInvalid }));

const trfNumber = requiredString(
  ScoreReportMessages.trfNumberRequired,
  TRF_NUMBER_MAX_LENGTH,
  ScoreReportMessages.trfNumberTooLong,
);

// spec 1 §3 submitted payload. The window of examDate depends on today: the service checks it.
export const ScoreReportRequestSchema = z.object({
  listening: band(ScoreReportMessages.listeningRequired, 'listening'),
  reading: band(ScoreReportMessages.readingRequired, 'reading'),
  writing: band(ScoreReportMessages.writingRequired, 'writing'),
  speaking: band(ScoreReportMessages.speakingRequired, 'speaking'),
  bandScore: band(ScoreReportMessages.bandScoreRequired, 'bandScore'),
  /** The publicUrl of a 'score-document' document-upload of this student. */
  file: requiredString(ScoreReportMessages.documentRequired, 500),
  trfNumber,
  examDate,
});
export type ScoreReportRequest = z.infer<typeof ScoreReportRequestSchema>;
export const ScoreReportResponseSchema = envelope(ScoreReportRecordSchema);
export type ScoreReportResponse = z.infer<typeof ScoreReportResponseSchema>;

/**
 * The web form (spec 1 §5): selects hold band labels ('6.5'), the two terms checkboxes must be
 * ticked, and the exam date must lie in `window` (examDateWindow of the student's own today).
 */
const bandChoice = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => isBand(Number(v)), { message: required });
const accepted = z.boolean().refine((v) => v, { message: ScoreReportMessages.termsRequired });
export const scoreReportFormSchema = (window: { min: string; max: string }) =>
  z.object({
    examDate: examDate.superRefine((date, ctx) => {
      const problem = examDateProblem(date, window);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    file: z.string().min(1, ScoreReportMessages.documentRequired),
    listening: bandChoice(ScoreReportMessages.listeningRequired),
    reading: bandChoice(ScoreReportMessages.readingRequired),
    writing: bandChoice(ScoreReportMessages.writingRequired),
    speaking: bandChoice(ScoreReportMessages.speakingRequired),
    bandScore: bandChoice(ScoreReportMessages.bandScoreRequired),
    trfNumber,
    termsFrench: accepted,
    termsValidity: accepted,
  });
export type ScoreReportFormValues = z.output<ReturnType<typeof scoreReportFormSchema>>;
export type ScoreReportForm = z.input<ReturnType<typeof scoreReportFormSchema>>;

export const toScoreReportRequest = (f: ScoreReportFormValues): ScoreReportRequest => ({
  listening: Number(f.listening),
  reading: Number(f.reading),
  writing: Number(f.writing),
  speaking: Number(f.speaking),
  bandScore: Number(f.bandScore),
  file: f.file,
  trfNumber: f.trfNumber,
  examDate: f.examDate,
});

// ---- dashboard/remarks ------------------------------------------------------------------------

// spec 1 §3 Remark.
export const RemarkSchema = z.object({
  id: z.string(),
  /** The score report's status when the remark was written; '' when there was no report. */
  trfStatus: z.string(),
  description: z.string(),
  createdDateTime: z.string(),
  referenceType: z.enum(['student', 'admin']),
});
export type Remark = z.infer<typeof RemarkSchema>;

/** GET dashboard/remarks: newest first, so data[0] is the latest (the remarks banner). */
export const GetRemarksResponseSchema = envelope(z.array(RemarkSchema));
export type GetRemarksResponse = z.infer<typeof GetRemarksResponseSchema>;

/** A remark sent on a score report, by the student or by staff: `required` when it is empty. */
export const remarkRequest = (required: string) =>
  z.object({ remark: requiredString(required, REMARK_MAX_LENGTH, ScoreReportMessages.remarkTooLong) });

export const RemarkRequestSchema = remarkRequest(ScoreReportMessages.remarkRequired);
export type RemarkRequest = z.infer<typeof RemarkRequestSchema>;
export const RemarkResponseSchema = envelope(RemarkSchema);
export type RemarkResponse = z.infer<typeof RemarkResponseSchema>;

/** Portico: POST dashboard/score-probe, the student's answer to the probe (stored once, either way). */
export const ScoreProbeRequestSchema = z.object({ interested: z.boolean() });
export type ScoreProbeRequest = z.infer<typeof ScoreProbeRequestSchema>;
export const ScoreProbeResponseSchema = z.object({ success: z.literal(true) });

/** The score report and its remarks on the dashboard (spec 1 §7; decision 049). */
export const scoreReportApi = {
  record: get('dashboard/trf-details', { response: GetScoreReportResponseSchema }),
  submit: post('dashboard/trf-details', {
    body: ScoreReportRequestSchema,
    response: ScoreReportResponseSchema,
  }),
  probe: post('dashboard/score-probe', { body: ScoreProbeRequestSchema, response: ScoreProbeResponseSchema }),
  remarks: get('dashboard/remarks', { response: GetRemarksResponseSchema }),
  addRemark: post('dashboard/remarks', { body: RemarkRequestSchema, response: RemarkResponseSchema }),
};
