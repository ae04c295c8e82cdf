import { z } from 'zod';
import { envelope } from './envelope';
import { get } from './route';
import { scoreExams } from './score-scales';
import { timeZoneQuery } from './time-zone';

/**
 * The score predictor (issue 42, decision 059): from the student's recent scored work in a course,
 * the score they would likely get on the exam's own scale, per skill and overall, with an 80 %
 * interval, what it means and the gap to their target; or, without enough evidence, what is missing.
 */
export const PredictionMessages = {
  badCourse: 'id must be a course id',
  notAssigned: 'This course is not assigned to you.',
  noExam: 'Score predictions are made for exam courses (IELTS, PTE, CELPIP, Duolingo, GRE, SAT).',
} as const;

/** The stated interval: the true score falls inside it about this often (checked by the backtest). */
export const PREDICTION_COVERAGE = 0.8;

export const PredictionQuerySchema = z.object({
  id: z.uuid({ error: PredictionMessages.badCourse }),
  /** The student's zone: the days to their exam are counted from their own today. */
  tz: timeZoneQuery(),
});
export type PredictionQuery = z.infer<typeof PredictionQuerySchema>;

export const MeasurePredictionSchema = z.object({
  /** 'Overall', 'Total', 'Listening', 'Verbal'… as the exam's targets name it. */
  measure: z.string(),
  /** The exam's scale for this measure (CELPIP: 3-12, level M stored as 0 below it). */
  min: z.number(),
  max: z.number(),
  step: z.number(),
  /** The predicted score, on the scale's steps; null: not enough evidence (see `missing`). */
  score: z.number().nullable(),
  /** The 80 % interval's ends, on the scale's steps, low <= score <= high. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** How the exam prints the scores: '6.5', CELPIP 'M', '1350'. */
  label: z.string().nullable(),
  lowLabel: z.string().nullable(),
  highLabel: z.string().nullable(),
  /** 'CEFR C1', 'CLB 9', '88th percentile'; null outside the company's table or without a score. */
  meaning: z.string().nullable(),
  /** The student's target for this measure, if set. */
  target: z.number().nullable(),
  /** 'Target met' or '0.5 band below your target of 7'; null without a target or a score. */
  gap: z.string().nullable(),
  targetMet: z.boolean().nullable(),
  /** Tests that fed it, of them full mocks, and the evidence in full-mock equivalents. */
  tests: z.number().int(),
  mocks: z.number().int(),
  evidence: z.number(),
  /** One sentence: where it comes from and what would make it surer. */
  explanation: z.string(),
  /** Without a score: what to do to get one ('Take a Listening test to get a prediction'). */
  missing: z.string().nullable(),
});
export type MeasurePrediction = z.infer<typeof MeasurePredictionSchema>;

export const PredictionSchema = z.object({
  courseId: z.string(),
  /** null: the course is not one of the exams Portico predicts (French, general English). */
  exam: z.enum(scoreExams).nullable(),
  examLabel: z.string().nullable(),
  /** The interval's stated coverage (0.8). */
  coverage: z.number(),
  /** The overall (or SAT total) first when the exam has one, then each skill or section. */
  measures: z.array(MeasurePredictionSchema),
  /** Without an exam: why there is no prediction. */
  note: z.string().nullable(),
  /**
   * The exam date the student set in their study plan (YYYY-MM-DD), the days to it, and the sentence
   * the card shows ('Your exam: 15/01/2027, in 45 days (from your study plan).'); null: none set.
   */
  examDay: z.object({ date: z.string(), daysLeft: z.number().int(), text: z.string() }).nullable(),
});
export type Prediction = z.infer<typeof PredictionSchema>;
export const PredictionResponseSchema = envelope(PredictionSchema);

export const predictionApi = {
  /** GET prediction?id=<courseId>: the signed-in student's predicted scores in the course. */
  prediction: get('prediction', { query: PredictionQuerySchema, response: PredictionResponseSchema }),
};
