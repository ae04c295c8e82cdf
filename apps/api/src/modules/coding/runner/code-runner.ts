import type { CodingLanguage } from '@portico/contract/coding';

/**
 * Where a student's program runs (ARCHITECTURE.md 'Code execution'; decision 025): `sandbox`
 * (Debian's compilers under bubblewrap on this machine, the default) or `judge0` (a Judge0 CE
 * cluster). The browser never reaches either; the coding service calls a runner and judges what
 * it returns.
 */

/** Limits of one run; each case gets the CPU and wall time anew. */
export interface RunLimits {
  /** CPU seconds of one case (RLIMIT_CPU; Judge0 cpu_time_limit). */
  cpuSeconds: number;
  /** Wall-clock seconds of one case (a program that sleeps or waits). */
  wallSeconds: number;
  /** Memory of the program in MB (the JVM's heap for Java). */
  memoryMb: number;
  /** stdout (and, separately, stderr) kept of one case; more ends the case as output-limit. */
  outputBytes: number;
  /** Processes and threads the program may have at once. */
  processes: number;
  /** Largest file the program (or the compiler) may write, in bytes. */
  fileBytes: number;
  /** Wall-clock seconds of the compile step. */
  compileSeconds: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  cpuSeconds: 2,
  wallSeconds: 5,
  memoryMb: 256,
  outputBytes: 64 * 1024,
  processes: 64,
  fileBytes: 16 * 1024 * 1024,
  compileSeconds: 20,
};

/**
 * How one case ended, before anyone compares output: `ok` (exit code 0), `runtime-error` (non-zero
 * exit or a signal), `time-limit` (CPU or wall), `memory-limit`, `output-limit` (more output than
 * outputBytes), `internal-error` (the runner itself failed; never the student's fault).
 */
export type CaseStatus =
  | 'ok'
  | 'runtime-error'
  | 'time-limit'
  | 'memory-limit'
  | 'output-limit'
  | 'internal-error';

export interface CaseRun {
  /** stdout, UTF-8, at most outputBytes (cut when longer). */
  stdout: string;
  /** stderr, UTF-8, at most outputBytes. */
  stderr: string;
  status: CaseStatus;
  exitCode: number | null;
  /** The signal that ended the program (SIGSEGV, SIGKILL…), if any. */
  signal: string | null;
  /** Wall-clock milliseconds of the case. */
  timeMs: number;
}

export type RunOutcome =
  | { kind: 'compile-error'; message: string }
  /**
   * The program compiled and ran: one entry per case that was run, in order. A runner may stop
   * early when `continueAfter` says so, so there may be fewer entries than stdins.
   */
  | { kind: 'ran'; cases: CaseRun[] };

export interface RunRequest {
  language: CodingLanguage;
  source: string;
  /** The cases' inputs, in order. */
  stdins: string[];
  limits: RunLimits;
  /** Asked after each case (in order); false stops the run (spec 2 §4 stop rule). */
  continueAfter?: (index: number, run: CaseRun) => boolean;
  /** Aborts the run: every process is killed and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface CodeRunner {
  readonly name: 'sandbox' | 'judge0';
  /** Compiles (where the language is compiled) and runs each stdin in turn. */
  run(request: RunRequest): Promise<RunOutcome>;
  /** Throws RunnerUnavailableError when the runner cannot run code here (no bwrap, Judge0 down). */
  check(): Promise<void>;
  close?(): Promise<void>;
}

/** The runner cannot run code at all (its message says why, for the log; students read CodingMessages.unavailable). */
export class RunnerUnavailableError extends Error {
  override readonly name = 'RunnerUnavailableError';
}
