import { z } from 'zod';
import { AnswerNotesSchema } from './answer-notes';
import { envelope } from './envelope';
import { PersonSchema } from './schema-parts';

/**
 * The drafts of an evaluation (CONSOLE.md 'Evaluations'): criteria, comments and recorded audio
 * feedback per answer, saved against the draft version the page was based on and released as one.
 */

export const EVALUATION_COMMENT_MAX_LENGTH = 5000;
/** A recorded feedback clip: a few minutes of MediaRecorder audio (webm, ogg or mp4). */
export const EVALUATION_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const EVALUATION_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'video/webm'] as const;

const comment = z
  .string()
  .max(EVALUATION_COMMENT_MAX_LENGTH, `A comment can be at most ${EVALUATION_COMMENT_MAX_LENGTH} characters`);

export const AnswerEvaluationSchema = z.object({
  /** Criterion key → its band or score; null or absent while not given. */
  criteria: z
    .record(z.string().max(40), z.number().finite().nullable())
    .refine((r) => Object.keys(r).length <= 20, 'Too many criteria'),
  comments: comment.default(''),
  /** A clip uploaded for this attempt (POST …/audio). */
  audioFileId: z.uuid({ error: 'audioFileId must be a file id' }).nullable().default(null),
  /** Comments anchored to spans of a written answer (answer-notes.ts). */
  notes: AnswerNotesSchema.default([]),
});
export type AnswerEvaluation = z.infer<typeof AnswerEvaluationSchema>;

/** What the faculty member has written so far (a draft) or releases (Release). */
export const EvaluationDraftSchema = z.object({
  /** By question (item) id. */
  answers: z
    .record(z.uuid({ error: 'answers must be keyed by question id' }), AnswerEvaluationSchema)
    .refine((r) => Object.keys(r).length <= 100, 'Too many answers'),
  /** The remark on the whole attempt (the report's Remarks tab). */
  overallComment: comment.default(''),
});
export type EvaluationDraft = z.infer<typeof EvaluationDraftSchema>;
export type EvaluationDraftInput = z.input<typeof EvaluationDraftSchema>;

/**
 * Save draft and Release: the draft, and the draft version the page was based on
 * (EvaluationDetail.draftVersion). When another save came first the call is refused with 409 and
 * EvaluationConflict, never applied over it.
 */
export const EvaluationSaveRequestSchema = EvaluationDraftSchema.extend({
  baseVersion: z
    .number({ error: 'baseVersion is required: the draft version this page was based on' })
    .int('baseVersion must be a whole number')
    .min(0, 'baseVersion must be a whole number'),
});
export type EvaluationSaveRequest = z.input<typeof EvaluationSaveRequestSchema>;
export type EvaluationSave = z.infer<typeof EvaluationSaveRequestSchema>;

export const EVALUATION_REASON_MAX_LENGTH = 1000;

/**
 * A released evaluation corrected (issue 40): what it becomes, over the version the page showed,
 * and why, as the student is told. Its grader or an administrator corrects it.
 */
export const EvaluationCorrectRequestSchema = EvaluationSaveRequestSchema.extend({
  reason: z
    .string({ error: 'Please say why the evaluation is corrected' })
    .trim()
    .min(1, 'Please say why the evaluation is corrected')
    .max(EVALUATION_REASON_MAX_LENGTH, `A reason can be at most ${EVALUATION_REASON_MAX_LENGTH} characters`),
});
export type EvaluationCorrectRequest = z.input<typeof EvaluationCorrectRequestSchema>;
export type EvaluationCorrect = z.infer<typeof EvaluationCorrectRequestSchema>;

/** A correction of the released evaluation, as the page and the student's report list them. */
export const EvaluationCorrectionSchema = z.object({
  version: z.number().int(),
  reason: z.string(),
  by: PersonSchema.nullable(),
  at: z.string(),
});
export type EvaluationCorrection = z.infer<typeof EvaluationCorrectionSchema>;

/** A 409's data when a save or release was based on an older draft: the draft as it stands. */
export const EvaluationConflictSchema = z.object({
  draftVersion: z.number().int(),
  draft: EvaluationDraftSchema.nullable(),
  savedBy: PersonSchema.nullable(),
  savedAt: z.string().nullable(),
});
export type EvaluationConflict = z.infer<typeof EvaluationConflictSchema>;
export const EvaluationConflictResponseSchema = envelope(EvaluationConflictSchema);
export type EvaluationConflictResponse = z.infer<typeof EvaluationConflictResponseSchema>;

export const EvaluationAudioSchema = z.object({ fileId: z.string(), url: z.string() });
export type EvaluationAudio = z.infer<typeof EvaluationAudioSchema>;
export const EvaluationAudioResponseSchema = envelope(EvaluationAudioSchema);
export type EvaluationAudioResponse = z.infer<typeof EvaluationAudioResponseSchema>;
