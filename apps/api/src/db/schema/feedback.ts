import type {
  FeedbackMark,
  FeedbackState,
  SpeakingMeasures,
  WritingIndicators,
} from '@portico/contract/answer-feedback';
import type { BandModel } from '@portico/contract/band-model';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { studentTests } from './assessment';
import { createdAt, ownerRef, timestampTz } from './columns';
import { testItems } from './content';
import { companyCode } from './tenancy';

/**
 * The instant feedback of one written or spoken answer of an ended attempt (issue 41, decision 058):
 * queued pending in the transaction that ends the attempt, then measured by a background pass
 * (answer-feedback.worker.ts) that claims rows with a lease, so any number of API processes share
 * the work and none measures an answer twice at once.
 */
export const answerFeedback = pgTable(
  'answer_feedback',
  {
    studentTestId: ownerRef('student_test_id', () => studentTests.id),
    itemId: ownerRef('item_id', () => testItems.id),
    companyCode: companyCode(),
    state: text('state').$type<FeedbackState>().notNull().default('pending'),
    /** Why it is unavailable or failed, as the student reads it. */
    reason: text('reason').notNull().default(''),
    /** The answer's rubric (its task type: the band estimate's models are per company and rubric). */
    rubricId: text('rubric_id').notNull().default(''),
    spoken: boolean('spoken').notNull().default(false),
    writing: jsonb('writing').$type<WritingIndicators>(),
    speaking: jsonb('speaking').$type<SpeakingMeasures>(),
    marks: jsonb('marks').$type<FeedbackMark[]>().notNull().default([]),
    /** Measuring tries so far (a pass that fails three times leaves it failed). */
    tries: integer('tries').notNull().default(0),
    leaseUntil: timestampTz('lease_until'),
    computedAt: timestampTz('computed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentTestId, t.itemId] }),
    index('answer_feedback_pending_idx').on(t.leaseUntil).where(sql`state = 'pending'`),
    index('answer_feedback_rubric_idx').on(t.companyCode, t.rubricId).where(sql`state = 'ready'`),
  ],
);

/**
 * A company's band estimate model of one task type (issue 41): fitted on its own teachers' released
 * evaluations by the refit pass, with the agreement it showed on the essays held out. A company's
 * essays never train another company's model.
 */
export const bandModels = pgTable(
  'band_models',
  {
    companyCode: companyCode(),
    rubricId: text('rubric_id').notNull(),
    /** The fitted model with its held-out agreement (calibration/model.ts); null while there are too few graded essays. */
    model: jsonb('model').$type<BandModel>(),
    /** What it was fitted on (the graded essays and their grades): a pass refits only when this changes. */
    fingerprint: text('fingerprint').notNull().default(''),
    /** Graded essays of this task type when it was fitted, and how many of them were held out. */
    essays: integer('essays').notNull().default(0),
    heldOut: integer('held_out').notNull().default(0),
    /** Whether the student may see its estimate (the agreement clears the bar). */
    shown: boolean('shown').notNull().default(false),
    fittedAt: timestampTz('fitted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.rubricId] })],
);
