import type { CodingLanguage } from '@portico/contract/coding';
import { capped, compilerMessage, ranOutOfMemory, signalName } from './case-outcome';
import type { CaseRun, CaseStatus, RunLimits } from './code-runner';
import { short } from './judge0-http';
import { LANGUAGES } from './languages';

/** The fields read back of each submission. */
export const FIELDS = [
  'token',
  'stdout',
  'stderr',
  'compile_output',
  'message',
  'status',
  'time',
  'wall_time',
  'memory',
  'exit_code',
  'exit_signal',
].join(',');

export const STATUS = {
  inQueue: 1,
  processing: 2,
  accepted: 3,
  wrongAnswer: 4,
  timeLimit: 5,
  compileError: 6,
  sigsegv: 7,
  sigxfsz: 8,
  sigfpe: 9,
  sigabrt: 10,
  nzec: 11,
  otherRuntime: 12,
  internalError: 13,
  execFormat: 14,
} as const;

/** The signal a runtime-error status stands for, when Judge0 gives no exit_signal. */
const STATUS_SIGNALS: Partial<Record<number, string>> = {
  [STATUS.sigsegv]: 'SIGSEGV',
  [STATUS.sigxfsz]: 'SIGXFSZ',
  [STATUS.sigfpe]: 'SIGFPE',
  [STATUS.sigabrt]: 'SIGABRT',
};

/** One submission as Judge0 answers it (base64 text fields). */
export interface Judge0Submission {
  token?: string;
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  status?: { id?: number; description?: string } | null;
  time?: string | number | null;
  wall_time?: string | number | null;
  memory?: number | null;
  exit_code?: number | null;
  exit_signal?: number | null;
}

/** One case of the run as it goes. */
export type Slot =
  | { kind: 'pending'; token: string }
  | { kind: 'done'; token: string; result: Judge0Submission }
  | { kind: 'failed'; reason: string };

/** What every HTTP call of a run shares. */

export interface Judge0CaseLog {
  warn(obj: object, msg: string): void;
}

/** One case as Portico reports it. */
export function judge0Case(
  slot: Slot,
  language: CodingLanguage,
  limits: RunLimits,
  memoryLimitKb: number,
  log: Judge0CaseLog | undefined,
): CaseRun {
  if (slot.kind !== 'done') {
    if (slot.kind === 'failed') log?.warn({ reason: slot.reason }, 'judge0 case failed');
    return { stdout: '', stderr: '', status: 'internal-error', exitCode: null, signal: null, timeMs: 0 };
  }
  const r = slot.result;
  const stdout = capped(fromBase64(r.stdout), limits.outputBytes);
  const stderr = capped(fromBase64(r.stderr), limits.outputBytes);
  const statusId = r.status?.id ?? null;
  const exitSignal = typeof r.exit_signal === 'number' && r.exit_signal > 0 ? r.exit_signal : null;
  const signal = exitSignal
    ? signalName(exitSignal)
    : ((statusId !== null ? STATUS_SIGNALS[statusId] : undefined) ?? null);
  const exitCode = typeof r.exit_code === 'number' && !signal ? r.exit_code : null;
  const seconds = toNumber(r.wall_time) ?? toNumber(r.time) ?? 0;
  const result = (status: CaseStatus, code: number | null = exitCode): CaseRun => ({
    stdout: stdout.text,
    stderr: stderr.text,
    status,
    exitCode: code,
    signal: status === 'ok' ? null : signal,
    timeMs: Math.round(seconds * 1000),
  });
  switch (statusId) {
    case STATUS.internalError:
    case STATUS.execFormat:
      log?.warn(
        {
          token: slot.token,
          status: r.status?.description,
          message: short(fromBase64(r.message).toString()),
        },
        'judge0 internal error',
      );
      return result('internal-error');
    case STATUS.accepted:
    case STATUS.wrongAnswer:
      return result(stdout.exceeded || stderr.exceeded ? 'output-limit' : 'ok', exitCode ?? 0);
    case STATUS.timeLimit:
      return result(stdout.exceeded || stderr.exceeded ? 'output-limit' : 'time-limit');
    case STATUS.sigxfsz:
      return result('output-limit');
    case STATUS.sigsegv:
    case STATUS.sigfpe:
    case STATUS.sigabrt:
    case STATUS.nzec:
    case STATUS.otherRuntime: {
      if (stdout.exceeded || stderr.exceeded) return result('output-limit');
      const message = fromBase64(r.message).toString('utf8');
      const memory = memoryExceeded(language, [stdout.text, stderr.text], message, r.memory, memoryLimitKb);
      return result(memory ? 'memory-limit' : 'runtime-error');
    }
    default:
      log?.warn({ token: slot.token, status: statusId }, 'judge0 answered an unknown status');
      return result('internal-error');
  }
}

/**
 * Whether a program that crashed ran out of memory: Judge0 reports that as a runtime error, so the
 * signs are those the sandbox reads too (ranOutOfMemory, with the memory Judge0 measured) and
 * Judge0's own message naming the memory limit.
 */
function memoryExceeded(
  language: CodingLanguage,
  output: string[],
  judge0Message: string,
  memoryKb: number | null | undefined,
  limitKb: number,
): boolean {
  return (
    ranOutOfMemory(LANGUAGES[language], output, memoryKb, limitKb) || /memory limit/i.test(judge0Message)
  );
}

/** The compiler's words (Judge0 may put them in compile_output or, rarely, message). */
export function judge0CompileMessage(result: Judge0Submission): string {
  return compilerMessage([fromBase64(result.compile_output), fromBase64(result.message)]);
}

/** Judge0's base64 (null when there is nothing; it may wrap lines, which decoding ignores). */
function fromBase64(value: unknown): Buffer {
  return typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.alloc(0);
}

function toNumber(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}
