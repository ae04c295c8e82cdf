import { z } from 'zod';
import { LaunchItemSchema } from './assessment-test-json';
import { envelope, idField } from './envelope';
import { post } from './route';

// In-lesson quiz (spec 2 §4 Quiz, §7 test-launch, quiz-status).

export const QuizLaunchRequestSchema = z.object({ token: idField('token') });
export const QuizStatusRequestSchema = z.object({ testId: idField('testId') });

/** An answered question: the student's choice, whether it is right and the right options. */
export const QuizAnswerSchema = z.object({
  itemId: z.string(),
  selectedOptionId: z.string().nullable(),
  isCorrect: z.boolean().nullable(),
  /** Only for an answered question: its answer is final, so the key can be shown. */
  correctOptionIds: z.array(z.string()),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizStatusSchema = z.object({
  studentTestId: z.string(),
  status: z.enum(['InProgress', 'Completed']),
  total: z.number(),
  answered: z.number(),
  correct: z.number(),
  answers: z.array(QuizAnswerSchema),
});
export type QuizStatus = z.infer<typeof QuizStatusSchema>;

/** test-launch: the quiz's questions in order (no answer key), with what is already answered. */
export const QuizDataSchema = QuizStatusSchema.extend({
  testId: z.string(),
  title: z.string(),
  questions: z.array(LaunchItemSchema),
});
export type QuizData = z.infer<typeof QuizDataSchema>;
export const QuizDataResponseSchema = envelope(QuizDataSchema);
export const QuizStatusResponseSchema = envelope(QuizStatusSchema);
export type QuizDataResponse = z.infer<typeof QuizDataResponseSchema>;
export type QuizStatusResponse = z.infer<typeof QuizStatusResponseSchema>;

/** A lesson's quiz (spec 2 §7 test-launch, quiz-status; decision 049). */
export const quizApi = {
  launch: post('test-launch', { body: QuizLaunchRequestSchema, response: QuizDataResponseSchema }),
  status: post('quiz-status', { body: QuizStatusRequestSchema, response: QuizStatusResponseSchema }),
};
