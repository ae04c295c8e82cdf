import { describe, expect, it } from 'vitest';
import { continueAfter, isCorrect, judge, normaliseOutput } from './judge';
import type { CaseRun } from './runner/code-runner';

const run = (stdout: string, extra: Partial<CaseRun> = {}): CaseRun => ({
  stdout,
  stderr: '',
  status: 'ok',
  exitCode: 0,
  signal: null,
  timeMs: 3,
  ...extra,
});
const cases = [
  { input: '1', output: 'a', show: true },
  { input: '2', output: 'b', show: false },
  { input: '3', output: 'c', show: true },
  { input: '4', output: 'd', show: true },
];

describe('output comparison (spec 2 §5)', () => {
  it('ignores line ends, trailing spaces and final blank lines, nothing else', () => {
    expect(normaliseOutput('1 2  \r\n3\t\n\n')).toBe('1 2\n3');
    expect(isCorrect('42\n', '42')).toBe(true);
    expect(isCorrect('42\r\n', '42\n')).toBe(true);
    expect(isCorrect(' 42', '42')).toBe(false);
    expect(isCorrect('4 2', '42')).toBe(false);
    expect(isCorrect('Hello world', 'Hello World')).toBe(false);
  });

  it('is never correct when the expected output is empty', () => {
    expect(isCorrect('', '')).toBe(false);
    expect(isCorrect('\n', '  \n')).toBe(false);
    const result = judge([{ input: '', output: '', show: true }], { kind: 'ran', cases: [run('')] });
    expect(result.status).toBe('failed');
  });
});

describe('the stop rule (spec 2 §4)', () => {
  it('stops at the first failing visible case', () => {
    const next = continueAfter(cases);
    expect(next(0, run('a'))).toBe(true);
    expect(next(0, run('x'))).toBe(false);
    // A failing hidden case does not stop the run.
    expect(next(1, run('x'))).toBe(true);
    expect(next(2, run('c', { status: 'time-limit' }))).toBe(false);
  });

  it('marks what follows the stop as not run, even when the runner ran it', () => {
    const result = judge(cases, { kind: 'ran', cases: [run('a'), run('b'), run('wrong'), run('d')] });
    expect(result.cases.map((c) => c.status)).toEqual(['passed', 'passed', 'failed', 'not-run']);
    expect(result.status).toBe('failed');
  });

  it('passes only when every case, hidden ones included, passed', () => {
    expect(judge(cases, { kind: 'ran', cases: [run('a'), run('b'), run('c'), run('d')] }).status).toBe(
      'passed',
    );
    const hiddenWrong = judge(cases, { kind: 'ran', cases: [run('a'), run('x'), run('c'), run('d')] });
    expect(hiddenWrong.status).toBe('failed');
    expect(hiddenWrong.cases[1]).toEqual({ number: 2, visible: false, status: 'failed' });
  });

  it('tells of a hidden case whether it passed, and nothing that depends on its input', () => {
    const result = judge(cases, {
      kind: 'ran',
      cases: [
        run('a'),
        // A program that reads the hidden input out through its time, its output or its errors.
        run('b', { timeMs: 1234 }),
        run('c'),
        run('d'),
      ],
    });
    expect(result.cases[1]).toEqual({ number: 2, visible: false, status: 'passed' });
    for (const ending of [
      { status: 'time-limit', timeMs: 2000, signal: 'SIGKILL', exitCode: null },
      { status: 'memory-limit', timeMs: 80 },
      { status: 'output-limit', stdout: 'x'.repeat(100), timeMs: 90 },
      { status: 'runtime-error', stderr: 'the input was 2', exitCode: 2, timeMs: 7 },
      { status: 'ok', stdout: 'the input was 2', timeMs: 7 },
    ] as const) {
      const failed = judge(cases, { kind: 'ran', cases: [run('a'), run('', ending), run('c'), run('d')] });
      expect(failed.cases[1]).toEqual({ number: 2, visible: false, status: 'failed' });
    }
    // The visible cases keep their time and texts.
    expect(result.cases[0]).toMatchObject({ visible: true, verdict: 'ok', timeMs: 3, input: '1' });
    const stopped = judge(cases, { kind: 'ran', cases: [run('x')] });
    expect(stopped.cases[1]).toEqual({ number: 2, visible: false, status: 'not-run' });
  });

  it('names what went wrong and cuts a long stderr', () => {
    const result = judge(cases.slice(0, 1), {
      kind: 'ran',
      cases: [run('', { status: 'runtime-error', exitCode: 1, stderr: 'e'.repeat(10_000) })],
    });
    expect(result.cases[0]).toMatchObject({
      status: 'failed',
      verdict: 'runtime-error',
      output: '',
      expected: 'a',
    });
    const first = result.cases[0];
    if (!first?.visible) throw new Error('case 1 is a visible one');
    expect(first.error?.length).toBeLessThan(4200);
  });

  it('a correct output that ran out of time still fails', () => {
    const result = judge(cases.slice(0, 1), { kind: 'ran', cases: [run('a', { status: 'time-limit' })] });
    expect(result.cases[0]).toMatchObject({ status: 'failed', verdict: 'time-limit' });
  });

  it('a compile error runs no case', () => {
    const result = judge(cases, { kind: 'compile-error', message: 'main.c:1:1: error: x' });
    expect(result).toMatchObject({ status: 'compile-error', compileError: 'main.c:1:1: error: x' });
    expect(result.cases.every((c) => c.status === 'not-run')).toBe(true);
    expect(result.cases[1]).not.toHaveProperty('input');
  });
});
