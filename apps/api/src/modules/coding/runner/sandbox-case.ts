import { compilerMessage, ranOutOfMemory, signalName } from './case-outcome';
import type { CaseRun, CaseStatus, RunLimits } from './code-runner';
import { BOX, type LanguageSpec } from './languages';
import type { StepResult } from './sandbox-step';
import type { WaiterReport } from './sandbox-waiter';

/**
 * How one case ended. Portico's own kills come first (output-limit, then the wall clock's
 * time-limit); then the waiter's report: SIGXCPU, or more CPU time than the limit, is time-limit; an
 * exit code of 0 is ok; a failed program is memory-limit when its output names the exhaustion
 * (LanguageSpec.memoryMessages: the JVM's OutOfMemoryError, PHP's 'Allowed memory size', C++'s
 * std::bad_alloc) or, for C and C++, when its peak resident memory reached 90% of the limit (an
 * allocation refused at RLIMIT_AS then usually ends in SIGSEGV or SIGABRT); any other failure is
 * runtime-error. Without a report that agrees with bubblewrap's exit, the sandbox failed: internal-error.
 */
export function classify(step: StepResult, language: LanguageSpec, limits: RunLimits): CaseRun {
  const stdout = step.stdout.toString('utf8');
  const stderr = step.stderr.toString('utf8');
  const report = step.report;
  const base = { stdout, stderr, timeMs: report?.kind === 'status' ? report.wallMs : step.timeMs };
  const result = (status: CaseStatus, exitCode: number | null, signal: string | null): CaseRun => ({
    ...base,
    status,
    exitCode,
    signal,
  });
  if (step.spawnError || report?.kind === 'exec-failed' || report?.kind === 'fork-failed') {
    return result('internal-error', null, null);
  }
  // Portico ended it: the program is gone, killed.
  if (step.outputExceeded) return result('output-limit', null, 'SIGKILL');
  if (step.timedOut) return { ...result('time-limit', null, 'SIGKILL'), timeMs: step.timeMs };
  // The waiter is the sandbox's PID 1, which the program cannot kill: no report means bubblewrap
  // could not set the sandbox up.
  if (report?.kind !== 'status' || !consistent(report, step)) return result('internal-error', null, null);
  const { exitCode, cpuMs, maxRssKb } = report;
  const signal = report.signal ? signalName(report.signal) : null;
  if (signal === 'SIGXCPU' || cpuMs > limits.cpuSeconds * 1000) return result('time-limit', exitCode, signal);
  if (exitCode === 0) return result('ok', 0, null);
  if (ranOutOfMemory(language, [stderr, stdout], maxRssKb, limits.memoryMb * 1024))
    return result('memory-limit', exitCode, signal);
  return result('runtime-error', exitCode, signal);
}

/** The waiter's report agrees with how bubblewrap ended (it passes its step's exit on). */
function consistent(report: Extract<WaiterReport, { kind: 'status' }>, step: StepResult): boolean {
  const expected = report.exitCode ?? 128 + report.signal;
  return step.exitCode === expected;
}

/** The compiler's words, as a student reads them: no sandbox paths, at most 16 KB. */
export function sandboxCompileMessage(step: StepResult): string {
  return compilerMessage([step.stderr, step.stdout], (text) => text.replaceAll(`${BOX}/`, ''));
}
