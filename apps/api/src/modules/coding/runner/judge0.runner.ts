import type { CodingLanguage } from '@portico/contract/coding';
import {
  type CaseRun,
  type CodeRunner,
  type RunLimits,
  RunnerUnavailableError,
  type RunOutcome,
  type RunRequest,
} from './code-runner';
import {
  FIELDS,
  type Judge0Submission,
  judge0Case,
  judge0CompileMessage,
  type Slot,
  STATUS,
} from './judge0-case';
import { type CallContext, isRecord, Judge0Http, short } from './judge0-http';

/**
 * The `judge0` runner (ARCHITECTURE.md 'Code execution'; decision 025): sends a student's program to
 * a Judge0 CE cluster (CODE_RUNNER=judge0, JUDGE0_URL, JUDGE0_AUTH_TOKEN sent as X-Auth-Token) and
 * turns its verdicts into Portico's CaseRuns.
 *
 * One run is one batch: a submission per case, each with the same source and its own stdin
 * (base64, so any bytes survive), Portico's limits clamped to Judge0's documented maxima, network
 * off and no expected output (Portico judges the output itself). The batch is then polled, with a
 * growing pause, until no submission is In Queue or Processing.
 *
 * Judge0 status → CaseStatus:
 *   3 Accepted, 4 Wrong Answer (never asked for)      → ok
 *   5 Time Limit Exceeded                              → time-limit
 *   6 Compilation Error (any case)                     → the whole run is { kind: 'compile-error' }
 *   7 SIGSEGV, 9 SIGFPE, 10 SIGABRT, 11 NZEC, 12 Other → runtime-error, or memory-limit when the
 *                                                        program ran out of memory (see memoryExceeded)
 *   8 SIGXFSZ (the output file grew past max_file_size) → output-limit
 *   13 Internal Error, 14 Exec Format Error, a submission Judge0 refused (422) or lost → internal-error
 * More stdout or stderr than limits.outputBytes makes a case output-limit whatever Judge0 said
 * (as the sandbox runner would have ended it).
 *
 * The stop rule is the coding service's: Judge0 runs every case of the batch, and the cases after
 * the first `continueAfter` false are dropped from the outcome.
 *
 * When the batch is not finished within `timeoutMs`, the run throws RunnerUnavailableError: a slow
 * or stuck cluster is never the student's fault, so no case is reported as time-limit, and the
 * student reads 'Code cannot be run right now'. An abort through `signal` stops the polling and
 * rejects with the signal's reason (Judge0 finishes the submissions on its own; their results are
 * not read).
 *
 * Failures of the cluster itself (unreachable, 5xx, queue full, the auth token refused, a batch
 * refused as a whole) are RunnerUnavailableError. The auth token is sent in a header only and never
 * appears in an error or a log line.
 */

/** Judge0 CE's language ids for Portico's languages (CE 1.13: GCC 9.2.0, OpenJDK 13.0.1, PHP 7.4.1). */
export const JUDGE0_LANGUAGE_IDS: Record<CodingLanguage, number> = { c: 50, cpp: 54, java: 62, php: 68 };

/** The largest values a Judge0 cluster takes (judge0.conf MAX_*); larger ones are refused with 422. */
export interface Judge0Maxima {
  /** MAX_CPU_TIME_LIMIT, seconds. */
  cpuSeconds: number;
  /** MAX_WALL_TIME_LIMIT, seconds. */
  wallSeconds: number;
  /** MAX_MEMORY_LIMIT, KB. */
  memoryKb: number;
  /** MAX_MAX_PROCESSES_AND_OR_THREADS. */
  processes: number;
  /** MAX_MAX_FILE_SIZE, KB. */
  fileKb: number;
  /** MAX_SUBMISSION_BATCH_SIZE: submissions in one POST (and tokens in one GET). */
  batchSize: number;
}

/** Judge0 CE's defaults of judge0.conf. */
export const JUDGE0_DEFAULT_MAXIMA: Judge0Maxima = {
  cpuSeconds: 15,
  wallSeconds: 20,
  memoryKb: 512_000,
  processes: 120,
  fileKb: 4096,
  batchSize: 20,
};

export interface Judge0Log {
  warn(obj: object, msg: string): void;
}

export interface Judge0RunnerOptions {
  /** The Judge0 API, e.g. https://judge0.example.org (JUDGE0_URL). */
  url: string;
  /** Sent as X-Auth-Token (the cluster's AUTHN_TOKEN); never logged. */
  authToken?: string;
  /** Language ids of this cluster, where they differ from JUDGE0_LANGUAGE_IDS. */
  languageIds?: Partial<Record<CodingLanguage, number>>;
  /** The first pause between polls; each next one is 1.5 times longer, up to 8 times this. Default 250. */
  pollIntervalMs?: number;
  /**
   * How long a run may take in all (creating the batch and polling it); past it the run throws
   * RunnerUnavailableError. Default: the compile time, each case's wall time plus a second, and 20 s,
   * a little inside the coding service's own deadline.
   */
  timeoutMs?: number;
  /** This cluster's maxima, where they differ from JUDGE0_DEFAULT_MAXIMA. */
  maxima?: Partial<Judge0Maxima>;
  fetch?: typeof fetch;
  /** Told about internal errors (never the auth token). */
  log?: Judge0Log;
}

/** How long check() waits for /about. */
const CHECK_TIMEOUT_MS = 10_000;

export class Judge0Runner implements CodeRunner {
  readonly name = 'judge0' as const;
  private readonly http: Judge0Http;
  private readonly languageIds: Record<CodingLanguage, number>;
  private readonly pollIntervalMs: number;
  private readonly timeoutMs: number | undefined;
  private readonly maxima: Judge0Maxima;
  private readonly log: Judge0Log | undefined;

  constructor(options: Judge0RunnerOptions) {
    this.http = new Judge0Http(
      options.url,
      options.authToken || undefined,
      options.fetch ?? globalThis.fetch,
    );
    this.languageIds = { ...JUDGE0_LANGUAGE_IDS, ...definedOnly(options.languageIds ?? {}) };
    this.pollIntervalMs = Math.max(1, options.pollIntervalMs ?? 250);
    this.timeoutMs = options.timeoutMs;
    this.maxima = { ...JUDGE0_DEFAULT_MAXIMA, ...definedOnly(options.maxima ?? {}) };
    this.log = options.log;
  }

  async check(): Promise<void> {
    const timeoutMs = Math.min(this.timeoutMs ?? CHECK_TIMEOUT_MS, CHECK_TIMEOUT_MS);
    const answer = await this.http.call('GET', '/about', undefined, {
      signal: undefined,
      deadline: Date.now() + timeoutMs,
      timedOut: () =>
        new RunnerUnavailableError(`Judge0 at ${this.http.where} did not answer within ${timeoutMs} ms`),
    });
    if (answer.status !== 200) throw this.http.failure(answer, 'GET /about');
  }

  async run(request: RunRequest): Promise<RunOutcome> {
    const { signal, limits, stdins } = request;
    signal?.throwIfAborted();
    const languageId = this.languageIds[request.language];
    if (languageId === undefined) throw new Error(`No Judge0 language id for ${String(request.language)}`);
    if (stdins.length === 0) return { kind: 'ran', cases: [] };
    const timeoutMs = this.timeoutMs ?? defaultTimeoutMs(limits, stdins.length);
    const slots: Slot[] = [];
    const ctx: CallContext = {
      signal,
      deadline: Date.now() + timeoutMs,
      timedOut: () => {
        const unfinished = slots.filter((s) => s.kind === 'pending').length;
        return new RunnerUnavailableError(
          `Judge0 did not finish the run within ${timeoutMs} ms ` +
            `(${unfinished || stdins.length} of ${stdins.length} cases still queued or processing)`,
        );
      },
    };
    const settings = this.submissionLimits(limits);
    const source = toBase64(request.source);
    for (const chunk of chunks(stdins, this.maxima.batchSize)) {
      const submissions = chunk.map((stdin) => ({
        language_id: languageId,
        source_code: source,
        stdin: toBase64(stdin),
        ...settings,
      }));
      slots.push(...(await this.createBatch(submissions, ctx)));
    }
    await this.poll(slots, ctx);

    const compileError = slots.find(
      (s): s is Extract<Slot, { kind: 'done' }> =>
        s.kind === 'done' && s.result.status?.id === STATUS.compileError,
    );
    if (compileError) return { kind: 'compile-error', message: judge0CompileMessage(compileError.result) };

    const cases: CaseRun[] = [];
    for (const [index, slot] of slots.entries()) {
      const run = judge0Case(slot, request.language, limits, settings.memory_limit, this.log);
      cases.push(run);
      if (request.continueAfter && !request.continueAfter(index, run)) break;
    }
    return { kind: 'ran', cases };
  }

  /** RunLimits as Judge0's submission fields, each within the cluster's maxima. */
  private submissionLimits(limits: RunLimits) {
    const m = this.maxima;
    return {
      cpu_time_limit: clamp(limits.cpuSeconds, 0.1, m.cpuSeconds),
      wall_time_limit: clamp(limits.wallSeconds, 0.1, m.wallSeconds),
      memory_limit: Math.floor(clamp(limits.memoryMb * 1024, 2048, m.memoryKb)),
      max_processes_and_or_threads: Math.floor(clamp(limits.processes, 1, m.processes)),
      max_file_size: Math.floor(clamp(limits.fileBytes / 1024, 1, m.fileKb)),
      enable_network: false,
      redirect_stderr_to_stdout: false,
    };
  }

  /** POSTs one batch; a slot per submission, in order. */
  private async createBatch(submissions: Record<string, unknown>[], ctx: CallContext): Promise<Slot[]> {
    const answer = await this.http.call(
      'POST',
      '/submissions/batch?base64_encoded=true',
      { submissions },
      ctx,
    );
    // 201: at least one submission was taken; 422: none was (each entry says why).
    const perSubmission = answer.status === 200 || answer.status === 201 || answer.status === 422;
    if (!perSubmission || !Array.isArray(answer.body))
      throw this.http.failure(answer, 'POST /submissions/batch');
    const entries: unknown[] = answer.body;
    if (entries.length !== submissions.length) {
      throw new RunnerUnavailableError(
        `Judge0 answered a batch of ${submissions.length} submissions with ${entries.length} entries`,
      );
    }
    return entries.map((entry): Slot => {
      const token = isRecord(entry) && typeof entry.token === 'string' ? entry.token : null;
      if (token) return { kind: 'pending', token };
      return { kind: 'failed', reason: `Judge0 refused the submission: ${short(JSON.stringify(entry))}` };
    });
  }

  /** Polls the pending slots until none is left, a compile error shows, or the deadline passes. */
  private async poll(slots: Slot[], ctx: CallContext): Promise<void> {
    const maxPause = this.pollIntervalMs * 8;
    let pause = this.pollIntervalMs;
    for (;;) {
      const pending = slots.flatMap((slot, index) => (slot.kind === 'pending' ? [{ index, slot }] : []));
      if (pending.length === 0) return;
      const wait = Math.min(pause, ctx.deadline - Date.now());
      if (wait <= 0) throw ctx.timedOut();
      await sleep(wait, ctx.signal);
      for (const chunk of chunks(pending, this.maxima.batchSize)) {
        const tokens = chunk.map((p) => p.slot.token).join(',');
        const answer = await this.http.call(
          'GET',
          `/submissions/batch?tokens=${encodeURIComponent(tokens)}&base64_encoded=true&fields=${FIELDS}`,
          undefined,
          ctx,
        );
        const list = isRecord(answer.body) ? answer.body.submissions : undefined;
        if (answer.status !== 200 || !Array.isArray(list))
          throw this.http.failure(answer, 'GET /submissions/batch');
        for (const [i, { index, slot }] of chunk.entries()) {
          const result: unknown = list[i];
          if (!isRecord(result)) {
            slots[index] = { kind: 'failed', reason: 'Judge0 no longer knows the submission' };
            continue;
          }
          const submission = result as Judge0Submission;
          const status = submission.status?.id;
          if (status === STATUS.inQueue || status === STATUS.processing) continue;
          slots[index] = { kind: 'done', token: slot.token, result: submission };
          // The same source for every case: one compile error is the run's outcome.
          if (status === STATUS.compileError) return;
        }
      }
      pause = Math.min(pause * 1.5, maxPause);
    }
  }
}

function defaultTimeoutMs(limits: RunLimits, cases: number): number {
  return (limits.compileSeconds + cases * (limits.wallSeconds + 1) + 20) * 1000;
}

function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function chunks<T>(items: T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Waits, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
