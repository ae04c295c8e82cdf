import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isPoolBusy, refusedValueMessage } from '../db/db-errors';
import { PasswordHashBusyError } from '../lib/crypto';
import { AppError, unavailable } from '../lib/errors';
import { TooManyAttempts } from '../lib/rate-limit';

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
/** Retry-After of a call refused because every database connection was taken. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * One handler turns every error into the envelope `{ success: false, message, errorCode }` and
 * hides the message of any 5xx (STYLE.md 'one error module with stable codes').
 */
export function setErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      // A field named by the client (a record's key) is cut short: a megabyte-long name is not
      // written back a megabyte long.
      const field =
        first?.instancePath
          ?.replace(/^\//, '')
          .split('/')
          .map((part) => (part.length > 40 ? `${part.slice(0, 40)}…` : part))
          .join('.') || '';
      const message = first?.message ?? 'Invalid request';
      const text = field && !message.includes(field) ? `${field}: ${message}` : message;
      return reply.status(400).send({ success: false, message: text, errorCode: 'VALIDATION' });
    }
    if (err instanceof AppError) {
      if (err.code === 'UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({
        success: false,
        message: err.message,
        errorCode: err.code,
        ...(err.data === undefined ? {} : { data: err.data }),
      });
    }
    // Back-pressure: every connection (or password check) is taken and enough calls wait already.
    // Answered at once, so a client backs off for a second instead of queueing for seconds (the
    // runner keeps its answers; a sign-in form says to try again).
    if (isPoolBusy(err) || err instanceof PasswordHashBusyError) {
      req.log.debug({ err }, 'database pool busy');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ success: false, message: unavailable().message, errorCode: 'UNAVAILABLE' });
    }
    // The database restarts or dropped the connection: the client tries again shortly (the pool
    // reconnects by itself), rather than reading a 500 as a fault of its request.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      const { message } = unavailable();
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message, errorCode: 'UNAVAILABLE' });
    }
    // A value the database refuses (a malformed id, a NUL character, a number out of range) is the
    // client's mistake, not a 500: a backstop behind the contract's schemas and the NUL check.
    const refused = refusedValueMessage(err);
    if (refused) {
      return reply.status(400).send({ success: false, message: refused, errorCode: 'VALIDATION' });
    }
    if (isResponseSerializationError(err)) req.log.error({ err }, 'response did not match its schema');
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong. Please try again later',
        errorCode: 'INTERNAL',
      });
    }
    const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
    return reply.status(status).send({ success: false, message: err.message, errorCode: code });
  });
}
