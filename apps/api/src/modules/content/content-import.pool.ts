import { Worker } from 'node:worker_threads';

/**
 * Worker threads for the console's content imports (decision 036): parsing, checking and planning an
 * import is CPU work that would stall every company's calls on the event loop, so it runs here, a
 * few jobs at a time, each within a time limit and cancelled when its caller gives up. A job talks
 * with its caller: the worker asks for the database's facts half-way (`ask`), the caller answers;
 * a large result comes in parts (`part`), each read by the caller in a turn of its own, so no single
 * message stalls the event loop while it is read.
 */

export interface PoolOptions {
  /** Jobs running at once, one worker thread each. */
  size: number;
  /** Jobs that may wait for a worker; one more is refused at once (ImportBusyError). */
  maxWaiting: number;
  /** How long a job may wait for a worker before it is refused the same way. */
  waitMs: number;
  /** How long a job may run; past it its worker is stopped (ImportTimeoutError). */
  timeLimitMs: number;
  /**
   * How long a new worker may take to start (load its code) before its job's own time begins; a
   * busy machine takes seconds, which are not the job's.
   */
  startMs: number;
  /** The heap of one worker: a job that needs more fails alone, the process goes on. */
  memoryMb: number;
}

export const DEFAULT_POOL: PoolOptions = {
  size: 1,
  maxWaiting: 4,
  waitMs: 60_000,
  timeLimitMs: 60_000,
  startMs: 30_000,
  memoryMb: 1024,
};

export class ImportBusyError extends Error {}
export class ImportTimeoutError extends Error {}
export class ImportCancelledError extends Error {}

/** What a worker posts: a question for the caller, its result, or its failure. */
export type WorkerMessage =
  /** Loaded and listening: a fresh worker's job time starts here, not at its start-up. */
  | { type: 'ready' }
  | { type: 'ask'; question: unknown }
  | { type: 'part'; part: unknown }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string };
/** What the caller posts: the job, then the answer to its question. */
export type CallerMessage = { type: 'start'; input: unknown } | { type: 'answer'; answer: unknown };

/** How a job talks with its caller: the answers to its questions, and the parts of its result. */
export interface JobTalk<Q> {
  ask: (question: Q) => Promise<unknown>;
  part?: (part: never) => void;
}

interface Job {
  input: unknown;
  talk: JobTalk<never>;
  signal?: AbortSignal;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
  timer?: NodeJS.Timeout;
  onAbort?: () => void;
  /** Stops listening to the worker it runs on. */
  detach?: () => void;
}

interface Slot {
  worker?: Worker;
  job?: Job;
}

/**
 * Beside this module: the bundle in dist/ (apps/api/build.mjs), or the TypeScript source under tsx
 * (tests, `npm run dev`). Node 20 starts a worker's own file before any --import loader of its
 * execArgv, so the source is loaded by a few lines that register tsx's loader in the thread first.
 */
function startWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
          new URL('../../workers/import.worker.ts', import.meta.url).href,
        )}); })`,
        { eval: true, execArgv: [], resourceLimits },
      )
    : new Worker(new URL('./content-import.worker.js', import.meta.url), { execArgv: [], resourceLimits });
  // An idle worker never keeps the process alive.
  worker.unref();
  return worker;
}

export class ImportWorkers {
  private readonly slots: Slot[];
  private readonly waiting: Job[] = [];
  private readonly counts = { started: 0, done: 0, failed: 0, cancelled: 0, timedOut: 0, refused: 0 };
  private closed = false;

  constructor(private readonly options: PoolOptions = DEFAULT_POOL) {
    this.slots = Array.from({ length: options.size }, () => ({}));
  }

  /** Jobs running and waiting now, and what became of those before. */
  stats() {
    return {
      running: this.slots.filter((s) => s.job).length,
      waiting: this.waiting.length,
      ...this.counts,
    };
  }

  /**
   * Runs one job: `input` goes to a worker, each question it asks goes to `talk.ask` and the answer
   * back, each part of its result to `talk.part`. Rejects with ImportBusyError (no room),
   * ImportTimeoutError, ImportCancelledError (`signal` aborted: the worker is stopped at once) or
   * the job's own failure.
   */
  run<Q, R>(input: unknown, talk: JobTalk<Q>, signal?: AbortSignal): Promise<R> {
    if (this.closed) return Promise.reject(new ImportBusyError('the import workers are closed'));
    if (signal?.aborted) return Promise.reject(new ImportCancelledError('cancelled before it started'));
    const free = this.slots.some((s) => !s.job);
    if (!free && this.waiting.length >= this.options.maxWaiting) {
      this.counts.refused++;
      return Promise.reject(new ImportBusyError(`${this.waiting.length} imports waiting`));
    }
    return new Promise<R>((resolve, reject) => {
      const job: Job = {
        input,
        talk: talk as JobTalk<never>,
        signal,
        resolve: resolve as Job['resolve'],
        reject,
      };
      if (signal) {
        job.onAbort = () => this.cancel(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.waiting.push(job);
      job.timer = setTimeout(() => {
        const at = this.waiting.indexOf(job);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        this.counts.refused++;
        this.settle(job, new ImportBusyError(`waited ${this.options.waitMs} ms`));
      }, this.options.waitMs);
      this.next();
    });
  }

  /** Stops every worker; jobs still running or waiting are cancelled. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of [...this.waiting]) this.cancel(job);
    for (const slot of this.slots) if (slot.job) this.cancel(slot.job);
    await Promise.all(this.slots.map((s) => s.worker?.terminate()));
    for (const slot of this.slots) slot.worker = undefined;
  }

  private next() {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.waiting.shift();
      if (!job) return;
      clearTimeout(job.timer);
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    this.counts.started++;
    const fresh = !slot.worker;
    slot.worker ??= startWorker(this.options.memoryMb);
    const worker = slot.worker;
    const limit = (ms = this.options.timeLimitMs) =>
      setTimeout(() => stop(new ImportTimeoutError(`stopped after ${ms} ms`), 'timedOut'), ms);
    const stop = (err: unknown, outcome: 'failed' | 'cancelled' | 'timedOut') => {
      this.counts[outcome]++;
      this.finish(slot, job, err, true);
    };
    const onMessage = (message: WorkerMessage) => {
      if (slot.job !== job) return;
      if (message.type === 'ready') {
        clearTimeout(job.timer);
        job.timer = limit();
      } else if (message.type === 'part') {
        job.talk.part?.(message.part as never);
      } else if (message.type === 'ask') {
        job.talk.ask(message.question as never).then(
          (answer) => {
            if (slot.job === job) worker.postMessage({ type: 'answer', answer } satisfies CallerMessage);
          },
          (err) => {
            if (slot.job === job) stop(err, 'failed');
          },
        );
      } else if (message.type === 'done') {
        this.counts.done++;
        this.finish(slot, job, undefined, false, message.result);
      } else {
        this.counts.failed++;
        this.finish(slot, job, new Error(message.message), false);
      }
    };
    const onError = (err: Error) => stop(err, 'failed');
    const onExit = (code: number) =>
      stop(new Error(`the import worker stopped (exit code ${code})`), 'failed');
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // While it works, the worker keeps the process alive like any other call in progress.
    worker.ref();
    // A new worker has its start time; the job's own begins when it says it is ready.
    job.timer = fresh ? limit(Math.max(this.options.startMs, this.options.timeLimitMs)) : limit();
    job.detach = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
    };
    worker.postMessage({ type: 'start', input: job.input } satisfies CallerMessage);
  }

  private cancel(job: Job) {
    const at = this.waiting.indexOf(job);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      this.counts.cancelled++;
      this.settle(job, new ImportCancelledError('cancelled while waiting'));
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    if (!slot) return;
    this.counts.cancelled++;
    this.finish(slot, job, new ImportCancelledError('cancelled'), true);
  }

  /** Ends a running job; a worker stopped mid-job is replaced by a fresh one for the next. */
  private finish(slot: Slot, job: Job, err: unknown, kill: boolean, result?: unknown) {
    if (slot.job !== job) return;
    job.detach?.();
    slot.job = undefined;
    if (kill && slot.worker) {
      void slot.worker.terminate();
      slot.worker = undefined;
    }
    this.settle(job, err, result);
    if (!this.closed) this.next();
  }

  private settle(job: Job, err: unknown, result?: unknown) {
    clearTimeout(job.timer);
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (err) job.reject(err);
    else job.resolve(result);
  }
}
