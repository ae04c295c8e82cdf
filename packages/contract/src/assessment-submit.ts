import { z } from 'zod';
import { envelope, idField } from './envelope';

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
