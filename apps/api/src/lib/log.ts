import pino from 'pino';

/**
 * Log lines never carry tokens, answer texts or other values sent by students (decision 010):
 * request lines show the address with its token-bearing parts replaced, errors show their type,
 * message and SQL text but never the SQL parameters, and headers that carry credentials are censored
 * wherever something logs them.
 */

const CENSOR = '[redacted]';

/** Paths whose last segment is a credential: page links mailed to students and signed file addresses. */
const tokenSegments = [
  /^(\/api\/files\/upload\/)[^/?#]+/,
  /^(\/api\/files\/)(?!object\/|upload\/)[^/?#]+/,
  /^(\/(?:token|verify|reset|completed)\/)[^/?#]+/,
];
/** Query values that may be credentials (`?token=`, `?sig=`, `?code=` …). */
const secretQueryName = /token|sig|secret|password|passwd|otp|key|auth|code|session/i;

/** The request address with tokens in its path and secret query values replaced. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  let pathPart = q === -1 ? url : url.slice(0, q);
  for (const pattern of tokenSegments) pathPart = pathPart.replace(pattern, `$1${CENSOR}`);
  if (q === -1) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      return secretQueryName.test(decodeSafely(name)) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

const decodeSafely = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
  errors?: unknown;
};

/** A PostgreSQL error (node-postgres or PGlite): its message may quote the values it refused. */
const isDatabaseError = (e: ErrorLike) => typeof e.severity === 'string' && typeof e.code === 'string';
/** drizzle's DrizzleQueryError: 'Failed query: <sql>\nparams: <values>'. */
const isQueryError = (e: ErrorLike) => typeof e.query === 'string' && 'params' in e;

function scrubbedMessage(e: ErrorLike): string {
  const message = typeof e.message === 'string' ? e.message : String(e);
  // PostgreSQL quotes the offending value: 'invalid input syntax for type integer: "…"'.
  if (isDatabaseError(e)) return message.replace(/"(?:[^"]|"")*"/g, `"${CENSOR}"`);
  // The SQL text has placeholders ($1, $2 …); the values are in `params`, which are never logged.
  if (isQueryError(e)) return `Failed query: ${e.query as string}`;
  return message;
}

/**
 * pino's `err` serializer, keeping only what cannot hold sent values: type, scrubbed message, codes,
 * the table and constraint of a database error, the stack frames, and the same of its cause.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as ErrorLike;
  const type = e.constructor?.name ?? 'Error';
  const message = scrubbedMessage(e);
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isDatabaseError(e)) {
    for (const key of ['severity', 'table', 'column', 'constraint'] as const) {
      if (typeof e[key] === 'string') out[key] = e[key];
    }
  }
  if (depth < 3 && Array.isArray(e.errors))
    out.errors = e.errors.map((inner) => serializeError(inner, depth + 1));
  if (depth < 3 && e.cause) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** pino's `req` serializer for Fastify requests: no headers, and the address scrubbed. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? scrubUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Credentials wherever a logged object carries request or response headers. */
const redactPaths = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/** The logger every part of the API uses: `base` (tests pass one writing to a stream) with scrubbing. */
export function scrubbingLogger(base: pino.Logger): pino.Logger {
  return base.child(
    {},
    {
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
      redact: { paths: redactPaths, censor: CENSOR },
    },
  );
}

export const createLogger = (level: string) => scrubbingLogger(pino({ level }));
