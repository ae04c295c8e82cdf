import type { CaseResult, CaseVerdict, CodingRunResult } from '@portico/contract/coding';
import type { CaseRun, CaseStatus, RunOutcome } from './runner/code-runner';

export type TestCase = { input: string; output: string; show: boolean };

/** stderr shown with a visible case: enough for a stack trace's top, never a flood. */
const ERROR_SHOWN_BYTES = 4 * 1024;

/**
 * Output as it is compared: line ends made '\n', spaces at the end of each line and blank lines at
 * the end dropped. A program that prints `42\n` answers '42' (decision 025).
 */
export const normaliseOutput = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');

/**
 * spec 2 §5: a case is correct when the output equals the expected output, and only when the
 * expected output is not empty.
 */
export function isCorrect(output: string, expected: string): boolean {
  const want = normaliseOutput(expected);
  return want !== '' && normaliseOutput(output) === want;
}

const verdictOf = (status: CaseStatus, correct: boolean): CaseVerdict => {
  if (status === 'ok') return correct ? 'ok' : 'wrong-answer';
  if (status === 'internal-error') return 'runtime-error';
  return status;
};

const passed = (testCase: TestCase, run: CaseRun) =>
  run.status === 'ok' && isCorrect(run.stdout, testCase.output);

/**
 * spec 2 §4: the cases run in turn and the run stops at the first failing visible case. A failing
 * hidden case does not stop it (its input is never shown, so the student learns only that it failed).
 */
export const continueAfter =
  (cases: TestCase[]) =>
  (index: number, run: CaseRun): boolean => {
    const testCase = cases[index];
    if (!testCase?.show) return true;
    return passed(testCase, run);
  };

const cut = (text: string, bytes: number) => {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length <= bytes ? text : `${buffer.subarray(0, bytes).toString('utf8')}\n…`;
};

/**
 * The student's view of a run: each case passed, failed or not run; visible cases with their verdict,
 * texts and time, hidden ones with nothing more.
 */
export function judge(
  cases: TestCase[],
  outcome: RunOutcome,
): Pick<CodingRunResult, 'status' | 'compileError' | 'cases'> {
  if (outcome.kind === 'compile-error') {
    return {
      status: 'compile-error',
      compileError: outcome.message.trim() || 'The program did not compile.',
      cases: cases.map((c, i) => notRun(c, i)),
    };
  }
  let stopped = false;
  const results = cases.map((testCase, i): CaseResult => {
    const run = outcome.cases[i];
    if (stopped || !run) return notRun(testCase, i);
    const ok = passed(testCase, run);
    const status = ok ? 'passed' : 'failed';
    // Everything else of a hidden case (verdict, time, texts) depends on its input.
    if (!testCase.show) return { number: i + 1, visible: false, status };
    if (!ok) stopped = true;
    return {
      number: i + 1,
      visible: true,
      status,
      verdict: verdictOf(run.status, ok),
      input: testCase.input,
      output: run.stdout,
      expected: testCase.output,
      error: run.stderr ? cut(run.stderr, ERROR_SHOWN_BYTES) : undefined,
      timeMs: Math.round(run.timeMs),
    };
  });
  const allPassed = results.length > 0 && results.every((r) => r.status === 'passed');
  return { status: allPassed ? 'passed' : 'failed', compileError: null, cases: results };
}

function notRun(testCase: TestCase, i: number): CaseResult {
  if (!testCase.show) return { number: i + 1, visible: false, status: 'not-run' };
  return {
    number: i + 1,
    visible: true,
    status: 'not-run',
    verdict: null,
    input: testCase.input,
    expected: testCase.output,
    timeMs: null,
  };
}
