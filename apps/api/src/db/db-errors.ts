/**
 * What a failed database call means for the client: the database is away for a moment (503, try
 * again), the client sent a value the database refuses (400), or a fault of ours (500).
 * Drizzle wraps the driver's error (`cause`); a refused connection may be an AggregateError.
 */

/** SQLSTATE of a connection lost or refused: class 08, shutdown or start-up, no free connection. */
const unavailableStates = /^(08...|57P0[1-3]|53300)$/;

/** Socket errors of a server that is down, restarting or unreachable. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/** node-postgres and pg-pool report a lost or refused connection with these messages only. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Values the database refuses, each the client's doing: a NUL character (22021, or 22P05 in
 * JSON), a malformed number, identifier or date, a number or text too large for its column.
 */
const dataStates: Record<string, string> = {
  '22021': 'Text must not contain the NUL character',
  '22P05': 'Text must not contain the NUL character',
  '22P02': 'Invalid identifier',
  '22003': 'A number is out of range',
  '22001': 'A text is too long',
  '22007': 'Invalid date or time',
  '22008': 'Invalid date or time',
};

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and every error it wraps (cause chains, AggregateError), at most a few levels deep. */
function* chain(err: unknown, depth = 0): Generator<ErrorLike> {
  if (!err || typeof err !== 'object' || depth > 5) return;
  const e = err as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

/** The PostgreSQL SQLSTATE of a database error, wherever it is wrapped (five characters, a digit). */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** True when the database could not be reached or dropped the connection: worth a retry later. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (
      typeof e.code === 'string' &&
      (unavailableStates.test(e.code) || unavailableSocketCodes.has(e.code))
    ) {
      return true;
    }
    if (
      typeof e.message === 'string' &&
      unavailableMessages.some((m) => (e.message as string).startsWith(m))
    ) {
      return true;
    }
  }
  return false;
}

/** The message of a value the database refused (a 400), or undefined when it is not one. */
export function refusedValueMessage(err: unknown): string | undefined {
  const state = sqlState(err);
  return state ? dataStates[state] : undefined;
}

/** True when every database connection was taken and the call could not wait (db/resilient-pool.ts). */
export function isPoolBusy(err: unknown): boolean {
  for (const e of chain(err)) if (e.code === 'POOL_BUSY') return true;
  return false;
}
