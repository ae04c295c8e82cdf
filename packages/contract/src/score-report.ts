import { z } from 'zod';
import { envelope } from './envelope';
import { get, post } from './route';
import { requiredString } from './schema-parts';
import {
  examDateProblem,
  isBand,
  REMARK_MAX_LENGTH,
  SCORE_REPORT_STATUSES,
  ScoreReportMessages,
  TRF_NUMBER_MAX_LENGTH,
} from './score-report-rules';

export * from './score-report-rules';

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
