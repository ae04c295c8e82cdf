/** Stable error codes of the API envelope (ARCHITECTURE.md "The API contract"). */
export const ErrorCodes = {
  UNAUTH: 401,
  BAD_CREDENTIALS: 401,
  VALIDATION: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database is away for a moment (restart, lost connections): try again after `Retry-After`. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Sent as the envelope's `data` (a refused save answers what the server holds). */
  readonly data: unknown;
  constructor(code: ErrorCode, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.status = ErrorCodes[code];
    this.data = data;
  }
}

export const unauth = (message = 'Session expired. Please log in again.') => new AppError('UNAUTH', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, data?: unknown) => new AppError('CONFLICT', message, data);
export const unavailable = (message = 'The service is briefly unavailable. Please try again in a moment.') =>
  new AppError('UNAVAILABLE', message);
