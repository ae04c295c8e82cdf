import { z } from 'zod';
import { AttemptFeedbackSchema } from './answer-feedback';
import { EvaluationParamsSchema } from './console-evaluations';
import { envelope } from './envelope';
import { get } from './route';

/**
 * The console's side of instant feedback (issue 41): an attempt's measures beside the grading
 * workspace, with the band estimate as a suggestion per criterion; and how each of the company's
 * band estimate models agrees with its teachers on essays held out from it.
 */

const AgreementSchema = z.object({
  n: z.number().int(),
  qwk: z.number(),
  exact: z.number(),
  withinHalfBand: z.number(),
});

export const BandModelSummarySchema = z.object({
  rubricId: z.string(),
  title: z.string(),
  /** Graded essays of this task; held out of the fit to measure it. */
  essays: z.number().int(),
  heldOut: z.number().int(),
  /** Whether students see its estimate (its agreement on the answer's result clears the bar). */
  shown: z.boolean(),
  fittedAt: z.iso.datetime(),
  /** Why there is no model, or what keeps it under the bar; '' when it is shown. */
  note: z.string(),
  result: AgreementSchema.nullable(),
  criteria: z.array(
    AgreementSchema.extend({
      key: z.string(),
      label: z.string(),
      /** The measures this criterion's estimate leans on most, as the console names them. */
      leansOn: z.array(z.string()),
    }),
  ),
});
export type BandModelSummary = z.infer<typeof BandModelSummarySchema>;

export const BandModelsSchema = z.object({
  models: z.array(BandModelSummarySchema),
  bar: z.object({
    qwk: z.number(),
    withinHalfBand: z.number(),
    minHeldOut: z.number().int(),
    minEssays: z.number().int(),
  }),
});
export type BandModels = z.infer<typeof BandModelsSchema>;

export const consoleFeedbackApi = {
  evaluation: get('console/evaluations/:id/feedback', {
    params: EvaluationParamsSchema,
    response: envelope(AttemptFeedbackSchema),
  }),
  models: get('console/band-estimates', { response: envelope(BandModelsSchema) }),
};
