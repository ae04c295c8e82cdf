import { RunnerUnavailableError } from './code-runner';

/** What every HTTP call of a run shares. */
export interface CallContext {
  signal: AbortSignal | undefined;
  deadline: number;
  /** The error thrown when the deadline passes. */
  timedOut: () => RunnerUnavailableError;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/**
 * Judge0's HTTP API as the judge0 runner calls it: the auth token in a header only (never in an
 * error or a log line), each call bounded by the run's deadline and abort signal, and a cluster
 * that cannot be reached or answers as no working cluster does reported as RunnerUnavailableError.
 */
export class Judge0Http {
  private readonly base: string;
  /** The base without credentials or query, for messages. */
  readonly where: string;

  constructor(
    url: string,
    private readonly authToken: string | undefined,
    private readonly fetchFn: typeof fetch,
  ) {
    this.base = url.trim().replace(/\/+$/, '');
    this.where = describeUrl(this.base);
  }

  /** One HTTP call to Judge0, bounded by the run's deadline and its abort signal. */
  async call(method: 'GET' | 'POST', path: string, body: unknown, ctx: CallContext): Promise<Answer> {
    if (!this.base) throw new RunnerUnavailableError('JUDGE0_URL is not set');
    ctx.signal?.throwIfAborted();
    const remaining = ctx.deadline - Date.now();
    if (remaining <= 0) throw ctx.timedOut();
    const timeout = AbortSignal.timeout(remaining);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.authToken) headers['X-Auth-Token'] = this.authToken;
    let status = 0;
    let text = '';
    // A GET is tried twice: a kept-alive connection the cluster has just closed is not an outage.
    for (let attempt = method === 'GET' ? 2 : 1; attempt > 0; attempt--) {
      try {
        const response = await this.fetchFn(`${this.base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout,
        });
        status = response.status;
        text = await response.text();
        break;
      } catch (err) {
        ctx.signal?.throwIfAborted();
        if (timeout.aborted) throw ctx.timedOut();
        if (attempt > 1) continue;
        throw new RunnerUnavailableError(`Judge0 at ${this.where} cannot be reached: ${networkReason(err)}`);
      }
    }
    if (status === 401 || status === 403) {
      throw new RunnerUnavailableError(
        this.authToken
          ? 'Judge0 refused the auth token'
          : 'Judge0 asks for an auth token and none is set (JUDGE0_AUTH_TOKEN)',
      );
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status, body: parsed, text };
  }

  /** Judge0 answered, but not as a working cluster does. */
  failure(answer: Answer, what: string): RunnerUnavailableError {
    const said =
      isRecord(answer.body) && typeof answer.body.error === 'string' ? answer.body.error : short(answer.text);
    if (answer.status === 503) {
      return new RunnerUnavailableError(`Judge0 is unavailable (503${said ? `: ${said}` : ''})`);
    }
    if (answer.status === 404) {
      return new RunnerUnavailableError(`Judge0 at ${this.where} has no ${what} (404): check JUDGE0_URL`);
    }
    return new RunnerUnavailableError(
      `Judge0 answered ${what} with ${answer.status}${said ? `: ${said}` : ''}`,
    );
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** The URL without user, password, query or fragment. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return '(an invalid JUDGE0_URL)';
  }
}

/** Why fetch failed (ECONNREFUSED, ENOTFOUND, a TLS error…). */
function networkReason(err: unknown): string {
  const cause = err instanceof Error ? err.cause : undefined;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code} (${cause.message})` : cause.message;
  }
  return err instanceof Error ? err.message : String(err);
}
