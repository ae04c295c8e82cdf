import { z } from 'zod';
import { envelope, idField, MessageResponseSchema } from './envelope';
import { post } from './route';

// end-test (spec 3 §7).

export const EndTestRequestSchema = z.object({ token: idField('token') });
export const EndTestResponseSchema = envelope(z.object({ success: z.boolean() }));

// ---------------------------------------------------------------------------------------------
// Evaluation request (spec 2 §4, §5).

export const EvaluationRequestSchema = z.object({
  courseId: idField('courseId'),
  groupId: idField('groupId'),
  testId: idField('testId'),
});
export type EvaluationRequest = z.infer<typeof EvaluationRequestSchema>;

/** Ending an attempt and asking for its evaluation (spec 2 §4, §5, spec 3 §7; decision 049). */
export const submitApi = {
  endTest: post('end-test', { body: EndTestRequestSchema, response: EndTestResponseSchema }),
  requestEvaluation: post('evaluation-request', {
    body: EvaluationRequestSchema,
    response: MessageResponseSchema,
  }),
};
