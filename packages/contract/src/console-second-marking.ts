import { z } from 'zod';
import { EvaluationDraftSchema, EvaluationSaveRequestSchema } from './console-evaluations-drafts';
import { PersonSchema } from './schema-parts';

/**
 * Second marking (issue 40, decision 057): a share of finished evaluations (the company's sample) or
 * one a teacher or an administrator asks for is graded again by another teacher, who does not see
 * the first grades; both side by side, with the difference flagged where it is more than one point
 * of a criterion's scale (ETS sends GRE essays whose two scores differ by more than one point to a
 * third reader; IELTS examiners are checked against a band either way); an administrator settles
 * which grades the student gets before the release.
 */

export const secondMarkingStatuses = ['awaiting-first', 'open', 'submitted', 'settled'] as const;
export type SecondMarkingStatus = (typeof secondMarkingStatuses)[number];
export const secondMarkingKeeps = ['first', 'second', 'own'] as const;
export type SecondMarkingKeep = (typeof secondMarkingKeeps)[number];

/** Two grades apart by more than this (a point of the criterion's or the result's scale) are flagged. */
export const SECOND_MARKING_TOLERANCE = 1;

/** One criterion (or an answer's result, `criterion` null) as the two markers gave it. */
export const SecondMarkingRowSchema = z.object({
  itemId: z.string(),
  /** 'Question 2 (Writing)'. */
  question: z.string(),
  criterion: z.string().nullable(),
  label: z.string(),
  first: z.number().nullable(),
  second: z.number().nullable(),
  /** second − first; null while either is missing. */
  difference: z.number().nullable(),
  flagged: z.boolean(),
});
export type SecondMarkingRow = z.infer<typeof SecondMarkingRowSchema>;

export const SecondMarkingViewSchema = z.object({
  reason: z.enum(['sample', 'requested']),
  /** Why it was asked for (empty for the sample). */
  note: z.string(),
  requestedBy: PersonSchema.nullable(),
  /** Null for a sampled one whose first marking is not sent yet. */
  requestedAt: z.string().nullable(),
  status: z.enum(secondMarkingStatuses),
  firstBy: PersonSchema.nullable(),
  secondBy: PersonSchema.nullable(),
  /** This member gives the second marking: the page holds and saves its own draft, not the first. */
  marking: z.boolean(),
  /** The evaluation's draft is kept as the first marker sent it: read only on this member's page. */
  locked: z.boolean(),
  submittedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  settledBy: PersonSchema.nullable(),
  settledWith: z.enum(secondMarkingKeeps).nullable(),
  /**
   * Both markings side by side: to administrators once the second is in, and to both markers once
   * settled; null otherwise (the second marker never sees the first).
   */
  comparison: z
    .object({
      rows: z.array(SecondMarkingRowSchema),
      first: EvaluationDraftSchema,
      second: EvaluationDraftSchema,
    })
    .nullable(),
});
export type SecondMarkingView = z.infer<typeof SecondMarkingViewSchema>;

/** A sampled evaluation whose first marking is not sent yet: picked, and nothing else known. */
export const PICKED_FOR_SECOND_MARKING: SecondMarkingView = {
  reason: 'sample',
  note: '',
  requestedBy: null,
  requestedAt: null,
  status: 'awaiting-first',
  firstBy: null,
  secondBy: null,
  marking: false,
  locked: false,
  submittedAt: null,
  settledAt: null,
  settledBy: null,
  settledWith: null,
  comparison: null,
};

export const SECOND_MARKING_NOTE_MAX = 500;
export const SecondMarkingAskSchema = z.object({
  note: z
    .string()
    .trim()
    .max(SECOND_MARKING_NOTE_MAX, `A note can be at most ${SECOND_MARKING_NOTE_MAX} characters`)
    .default(''),
});
export type SecondMarkingAsk = z.input<typeof SecondMarkingAskSchema>;

const base = EvaluationSaveRequestSchema.pick({ baseVersion: true });
/**
 * Settling (an administrator): the first marking, the second, or the grades on the administrator's
 * page; stored as the evaluation's draft over the version the page showed, and counted as reviewed.
 */
export const SecondMarkingSettleSchema = z.discriminatedUnion(
  'keep',
  [
    base.extend({ keep: z.literal('first') }),
    base.extend({ keep: z.literal('second') }),
    EvaluationSaveRequestSchema.extend({ keep: z.literal('own') }),
  ],
  { error: 'keep must be first, second or own' },
);
export type SecondMarkingSettle = z.infer<typeof SecondMarkingSettleSchema>;
export type SecondMarkingSettleRequest = z.input<typeof SecondMarkingSettleSchema>;

export const SecondMarkingMessages = {
  picked:
    'Picked for a second marking: send it for a second marking; another teacher grades it without seeing your grades.',
  pickFirst: 'This evaluation is picked for a second marking: send it for a second marking instead.',
  sent: 'Sent for a second marking: another teacher grades it without seeing your grades, then an administrator settles the two.',
  open: 'A second marking of this evaluation is open: it is released once the second marking is in and an administrator has settled the two.',
  kept: 'The first marking is kept as it was sent while a second marking is open.',
  asked: 'A second marking is asked for: it opens when the first marking is sent.',
  askedOpen: 'A second marking is asked for: another teacher can grade it now.',
  already: 'A second marking of this evaluation is already asked for.',
  askers: 'Only its teacher or an administrator asks for a second marking.',
  self: 'You gave the first marking: another teacher gives the second.',
  taken: (name: string) => `${name || 'Another teacher'} is giving the second marking.`,
  notOpen: 'No second marking of this evaluation is open.',
  notIn: 'The second marking is not in yet: settle once both markings are in.',
  firstNotIn: 'The first marking has not been sent yet.',
  saved: 'Your second marking is saved. Nobody else sees it until you send it.',
  submitted: 'Your second marking is in: an administrator compares the two and settles the grades.',
  settlers: 'Only an administrator settles a second marking.',
  settled:
    'Settled: the grades kept are the evaluation’s now, marked reviewed; release it when you are ready.',
} as const;
