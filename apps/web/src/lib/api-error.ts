import type { ErrorCode } from '@portico/contract/envelope';

/** A failed call. `fromServer` is true when the message came from the API's envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | undefined;
  readonly fromServer: boolean;
  /** Seconds the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;
  /** The envelope's data of a refusal, when it carries some (a 409's current record). */
  readonly data: unknown;

  constructor(
    message: string,
    options: {
      status: number;
      errorCode?: ErrorCode;
      fromServer: boolean;
      retryAfterSeconds?: number | null;
      data?: unknown;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errorCode = options.errorCode;
    this.fromServer = options.fromServer;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.data = options.data;
  }
}

// spec 1 §8: network or unknown failure on auth pages.
export const GENERIC_ERROR = 'something went wrong. Please try again later';

/**
 * The text to show for a failed call: the server's message for a refused request (4xx,
 * success false), otherwise the fallback. 5xx messages are hidden by the API anyway.
 */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError && error.fromServer && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** The call found nothing there (404): an empty page, not a failure. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A protected call answered UNAUTH: the 'Session Expired!' dialog explains it already. */
export const isSessionExpired = (error: unknown) => error instanceof ApiError && error.errorCode === 'UNAUTH';
