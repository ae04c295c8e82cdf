import { z } from 'zod';
import { idMessage } from './ids';
import { requiredString } from './schema-parts';

/** Stable error codes; the SPA shows the 'Session Expired!' dialog on UNAUTH. */
export const ErrorCodeSchema = z.enum([
  'UNAUTH',
  'BAD_CREDENTIALS',
  'VALIDATION',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every response: { success, message?, data?, errorCode? } (ARCHITECTURE.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().optional(),
    data: data.optional(),
    errorCode: ErrorCodeSchema.optional(),
  });

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errorCode: ErrorCodeSchema,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageResponseSchema = envelope(z.null());
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Trimmed text that must not be empty; the message names the field. */
export const requiredText = (field: string, max = 200) =>
  requiredString(`${field} is required`, max, `${field} is too long`);

/** An id; the message names the field. */
export const idField = (field: string) => z.uuid(idMessage(field));
