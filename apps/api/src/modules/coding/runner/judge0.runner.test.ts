import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Judge0StandIn, start } from '../../../../test/judge0-stand-in';
import { type CaseRun, DEFAULT_RUN_LIMITS, type RunLimits, RunnerUnavailableError } from './code-runner';
import { Judge0Runner, type Judge0RunnerOptions } from './judge0.runner';

const C_ECHO = '#include <stdio.h>\nint main(void) { /* echoes its input */ return 0; }\n';
const limits: RunLimits = { ...DEFAULT_RUN_LIMITS };

let judge0: Judge0StandIn;
let logged: { obj: object; msg: string }[];

beforeEach(async () => {
  judge0 = await start();
  logged = [];
});

afterEach(async () => {
  await judge0.close();
});

const runner = (options: Partial<Judge0RunnerOptions> = {}) =>
  new Judge0Runner({
    url: judge0.url,
    pollIntervalMs: 5,
    log: { warn: (obj, msg) => logged.push({ obj, msg }) },
    ...options,
  });

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The cases of a run that compiled. */
async function ran(promise: Promise<unknown>): Promise<CaseRun[]> {
  const outcome = (await promise) as { kind: string; cases?: CaseRun[] };
  expect(outcome.kind).toBe('ran');
  return outcome.cases ?? [];
}

/** The rejection of a promise that must reject. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the promise to reject');
}

describe('Judge0Runner.run', () => {
  it('sends the cases as one base64 batch with the language id and the limits, and keeps their order', async () => {
    const cases = await ran(
      runner().run({ language: 'c', source: C_ECHO, stdins: ['1 2\n', 'é\n', ''], limits }),
    );
    expect(cases.map((c) => c.stdout)).toEqual(['1 2\n', 'é\n', '']);
    expect(cases.map((c) => c.status)).toEqual(['ok', 'ok', 'ok']);
    expect(cases[0]).toMatchObject({ exitCode: 0, signal: null, stderr: '', timeMs: 11 });

    expect(judge0.batches).toHaveLength(1);
    const batch = judge0.batches[0]!;
    expect(new URLSearchParams(batch.query).get('base64_encoded')).toBe('true');
    expect(batch.submissions).toHaveLength(3);
    expect(batch.submissions.map((s) => s.stdin)).toEqual([b64('1 2\n'), b64('é\n'), b64('')]);
    for (const s of batch.submissions) {
      expect(s).toEqual({
        language_id: 50,
        source_code: b64(C_ECHO),
        stdin: s.stdin,
        cpu_time_limit: 2,
        wall_time_limit: 5,
        memory_limit: 256 * 1024,
        max_processes_and_or_threads: 64,
        // 16 MB asked for; Judge0 takes at most 4096 KB.
        max_file_size: 4096,
        enable_network: false,
        redirect_stderr_to_stdout: false,
      });
      expect(s).not.toHaveProperty('expected_output');
    }
    expect(judge0.submissions.map((s) => s.source)).toEqual([C_ECHO, C_ECHO, C_ECHO]);
    expect(judge0.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('uses the language ids of Judge0 CE, or those configured', async () => {
    const r = runner({ languageIds: { java: 91 } });
    for (const language of ['cpp', 'java', 'php'] as const) {
      await r.run({ language, source: 'PRINT:hi', stdins: [''], limits });
    }
    expect(judge0.submissions.map((s) => s.languageId)).toEqual([54, 91, 68]);
  });

  it('polls while the cases are In Queue and Processing, then reads the result', async () => {
    judge0.setPollsBeforeDone(3);
    const cases = await ran(runner().run({ language: 'c', source: 'PRINT:42', stdins: ['', ''], limits }));
    expect(cases.map((c) => [c.status, c.stdout])).toEqual([
      ['ok', '42\n'],
      ['ok', '42\n'],
    ]);
    for (const s of judge0.submissions) expect(s.answered).toEqual([1, 2, 2, 3]);
    // Both tokens in one GET each time.
    const polls = judge0.requests.filter((r) => r.method === 'GET');
    expect(polls).toHaveLength(4);
    const query = new URLSearchParams(polls[0]!.path.split('?')[1]);
    expect(query.get('tokens')?.split(',')).toEqual(judge0.submissions.map((s) => s.token));
    expect(query.get('base64_encoded')).toBe('true');
    expect(query.get('fields')).toContain('compile_output');
  });

  it('reports a compile error as the outcome of the run', async () => {
    const outcome = await runner().run({
      language: 'c',
      source: 'COMPILE_ERROR',
      stdins: ['1', '2'],
      limits,
    });
    expect(outcome.kind).toBe('compile-error');
    expect(outcome.kind === 'compile-error' && outcome.message).toContain(
      "error: unknown type name 'COMPILE_ERROR'",
    );
  });

  it('maps a time limit', async () => {
    const [run] = await ran(runner().run({ language: 'c', source: 'SLEEP_FOREVER', stdins: [''], limits }));
    expect(run).toMatchObject({ status: 'time-limit', signal: 'SIGKILL', exitCode: null, timeMs: 5000 });
  });

  it('maps runtime errors with their exit code or signal', async () => {
    const r = runner();
    const [crash] = await ran(r.run({ language: 'c', source: 'CRASH', stdins: [''], limits }));
    expect(crash).toMatchObject({ status: 'runtime-error', exitCode: 1, signal: null, stderr: 'crashed\n' });
    const [segv] = await ran(r.run({ language: 'cpp', source: 'SEGFAULT', stdins: [''], limits }));
    expect(segv).toMatchObject({ status: 'runtime-error', exitCode: null, signal: 'SIGSEGV' });
    const [fpe] = await ran(r.run({ language: 'c', source: 'DIVIDE_BY_ZERO', stdins: [''], limits }));
    expect(fpe).toMatchObject({ status: 'runtime-error', signal: 'SIGFPE' });
  });

  it('tells memory exhaustion from other crashes', async () => {
    const r = runner();
    // C: a crash with the memory at the limit.
    const [c] = await ran(r.run({ language: 'c', source: 'MEMORY_HOG', stdins: [''], limits }));
    expect(c).toMatchObject({ status: 'memory-limit', signal: 'SIGSEGV' });
    // Java: the JVM's message (a PHP or Java program's memory is not measured near the limit).
    const java = 'CRASH\nSTDERR:Exception in thread "main" java.lang.OutOfMemoryError: Java heap space';
    const [j] = await ran(r.run({ language: 'java', source: java, stdins: [''], limits }));
    expect(j).toMatchObject({ status: 'memory-limit', exitCode: 1 });
    const [php] = await ran(r.run({ language: 'php', source: 'MEMORY_HOG', stdins: [''], limits }));
    expect(php!.status).toBe('runtime-error');
  });

  it('caps stdout and stderr at outputBytes and reports output-limit', async () => {
    const small = { ...limits, outputBytes: 10 };
    const r = runner();
    const [long] = await ran(r.run({ language: 'c', source: 'REPEAT:25', stdins: [''], limits: small }));
    expect(long).toMatchObject({ status: 'output-limit', stdout: 'x'.repeat(10) });
    // A character cut in two is dropped, not turned into U+FFFD.
    const [wide] = await ran(r.run({ language: 'c', source: 'PRINT:ééééééé', stdins: [''], limits: small }));
    expect(wide).toMatchObject({ status: 'output-limit', stdout: 'ééééé' });
    const [err] = await ran(
      r.run({ language: 'c', source: `STDERR:${'e'.repeat(11)}`, stdins: [''], limits: small }),
    );
    expect(err).toMatchObject({ status: 'output-limit', stderr: 'e'.repeat(10) });
    const [exact] = await ran(r.run({ language: 'c', source: 'REPEAT:10', stdins: [''], limits: small }));
    expect(exact).toMatchObject({ status: 'ok', stdout: 'x'.repeat(10) });
  });

  it('reads SIGXFSZ (output past max_file_size) as output-limit', async () => {
    const [run] = await ran(
      runner().run({ language: 'c', source: `REPEAT:${5 * 1024 * 1024}`, stdins: [''], limits }),
    );
    expect(run).toMatchObject({ status: 'output-limit', signal: 'SIGXFSZ', exitCode: null });
    expect(run!.stdout).toHaveLength(limits.outputBytes);
  });

  it('reports internal errors of Judge0 as internal-error', async () => {
    const r = runner();
    const [box] = await ran(r.run({ language: 'c', source: 'INTERNAL_ERROR', stdins: [''], limits }));
    expect(box).toMatchObject({ status: 'internal-error' });
    const [exec] = await ran(r.run({ language: 'c', source: 'EXEC_FORMAT_ERROR', stdins: [''], limits }));
    expect(exec).toMatchObject({ status: 'internal-error' });
    expect(logged.map((l) => l.msg)).toEqual(['judge0 internal error', 'judge0 internal error']);
  });

  it('makes a submission Judge0 refused (422) an internal-error of that case only', async () => {
    const cases = await ran(
      runner().run({ language: 'c', source: C_ECHO, stdins: ['a', 'REJECT', 'c'], limits }),
    );
    expect(cases.map((c) => c.status)).toEqual(['ok', 'internal-error', 'ok']);
    expect(cases[2]!.stdout).toBe('c');
    expect(judge0.submissions).toHaveLength(2);

    // None taken: Judge0 answers 422 with an error per submission.
    const all = await ran(
      runner().run({ language: 'c', source: C_ECHO, stdins: ['REJECT', 'REJECT'], limits }),
    );
    expect(all.map((c) => c.status)).toEqual(['internal-error', 'internal-error']);
    expect(logged.some((l) => JSON.stringify(l.obj).includes('refused by the stand-in'))).toBe(true);
  });

  it('clamps limits to Judge0 maxima, so the cluster takes the batch', async () => {
    const big: RunLimits = {
      ...limits,
      cpuSeconds: 60,
      wallSeconds: 90,
      memoryMb: 4096,
      processes: 1000,
      fileBytes: 1024 ** 3,
    };
    const [run] = await ran(runner().run({ language: 'c', source: 'PRINT:ok', stdins: [''], limits: big }));
    expect(run!.status).toBe('ok');
    expect(judge0.batches[0]!.submissions[0]).toMatchObject({
      cpu_time_limit: 15,
      wall_time_limit: 20,
      memory_limit: 512_000,
      max_processes_and_or_threads: 120,
      max_file_size: 4096,
    });
  });

  it('splits more cases than a batch holds into several batches, in order', async () => {
    const stdins = ['1', '2', '3', '4', '5'];
    const cases = await ran(
      runner({ maxima: { batchSize: 2 } }).run({ language: 'c', source: C_ECHO, stdins, limits }),
    );
    expect(cases.map((c) => c.stdout)).toEqual(stdins);
    expect(judge0.batches.map((b) => b.submissions.length)).toEqual([2, 2, 1]);
  });

  it('decodes non-UTF-8 output and null fields', async () => {
    const r = runner();
    const [binary] = await ran(r.run({ language: 'c', source: 'BINARY', stdins: [''], limits }));
    expect(binary).toMatchObject({ status: 'ok', stdout: '\uFFFD\uFFFDA\n' });
    const [silent] = await ran(r.run({ language: 'c', source: 'SILENT', stdins: [''], limits }));
    expect(silent).toMatchObject({ status: 'ok', stdout: '', stderr: '' });
    // Long output comes back base64 in 60-character lines.
    const [long] = await ran(r.run({ language: 'c', source: 'REPEAT:500', stdins: [''], limits }));
    expect(long!.stdout).toBe('x'.repeat(500));
  });

  it('makes a submission Judge0 no longer knows an internal-error', async () => {
    judge0.setPollsBeforeDone(Number.POSITIVE_INFINITY);
    const promise = runner().run({ language: 'c', source: C_ECHO, stdins: ['a'], limits });
    await new Promise((resolve) => setTimeout(resolve, 30));
    judge0.forget();
    const [run] = await ran(promise);
    expect(run!.status).toBe('internal-error');
  });

  it('drops the cases after the first continueAfter false (Judge0 ran them all)', async () => {
    const asked: number[] = [];
    const cases = await ran(
      runner().run({
        language: 'c',
        source: C_ECHO,
        stdins: ['a', 'b', 'c', 'd'],
        limits,
        continueAfter: (index, run) => {
          asked.push(index);
          return run.stdout !== 'b';
        },
      }),
    );
    expect(cases.map((c) => c.stdout)).toEqual(['a', 'b']);
    expect(asked).toEqual([0, 1]);
    expect(judge0.submissions).toHaveLength(4);
  });

  it('returns no cases for no stdins, without calling Judge0', async () => {
    expect(await runner().run({ language: 'c', source: C_ECHO, stdins: [], limits })).toEqual({
      kind: 'ran',
      cases: [],
    });
    expect(judge0.requests).toHaveLength(0);
  });
});

describe('Judge0Runner and the cluster', () => {
  it('sends the auth token on every call', async () => {
    judge0.setAuthToken('s3cret-token');
    const r = runner({ authToken: 's3cret-token' });
    await r.check();
    await ran(r.run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }));
    expect(judge0.requests.length).toBeGreaterThanOrEqual(3);
    for (const request of judge0.requests) expect(request.authToken).toBe('s3cret-token');
  });

  it('refuses to run with a wrong or missing token, and never tells the token', async () => {
    judge0.setAuthToken('s3cret-token');
    const wrong = await failure(
      runner({ authToken: 'wrong-token' }).run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }),
    );
    expect(wrong).toBeInstanceOf(RunnerUnavailableError);
    expect((wrong as Error).message).toBe('Judge0 refused the auth token');
    expect(String((wrong as Error).stack)).not.toContain('wrong-token');
    const missing = await failure(runner().run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }));
    expect(missing).toBeInstanceOf(RunnerUnavailableError);
    expect((missing as Error).message).toMatch(/auth token/);
    expect(judge0.submissions).toHaveLength(0);
  });

  it('is unavailable when Judge0 is down, its queue full, or unreachable', async () => {
    judge0.setDown(503);
    const full = await failure(runner().run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }));
    expect(full).toBeInstanceOf(RunnerUnavailableError);
    expect((full as Error).message).toBe('Judge0 is unavailable (503: queue is full)');

    judge0.setDown(500);
    const broken = await failure(runner().run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }));
    expect(broken).toBeInstanceOf(RunnerUnavailableError);
    expect((broken as Error).message).toMatch(/answered POST \/submissions\/batch with 500/);

    judge0.setDown(null);
    const url = judge0.url;
    await judge0.close();
    const gone = await failure(
      runner({ url, authToken: 'tok' }).run({ language: 'c', source: C_ECHO, stdins: ['x'], limits }),
    );
    expect(gone).toBeInstanceOf(RunnerUnavailableError);
    // ECONNREFUSED, or the kept-alive connection the stopped server closed.
    expect((gone as Error).message).toMatch(/^Judge0 at http:\/\/127\.0\.0\.1:\d+ cannot be reached: \w+/);
    expect((gone as Error).message).not.toContain('tok');
    judge0 = await start();
  });

  it('is unavailable when Judge0 goes down while the batch is polled', async () => {
    judge0.setPollsBeforeDone(Number.POSITIVE_INFINITY);
    const promise = runner().run({ language: 'c', source: C_ECHO, stdins: ['x'], limits });
    await new Promise((resolve) => setTimeout(resolve, 30));
    judge0.setDown(502);
    const err = await failure(promise);
    expect(err).toBeInstanceOf(RunnerUnavailableError);
    expect((err as Error).message).toMatch(/GET \/submissions\/batch with 502/);
  });

  it('gives up with RunnerUnavailableError when the batch is not finished in time', async () => {
    judge0.setPollsBeforeDone(Number.POSITIVE_INFINITY);
    const started = Date.now();
    const err = await failure(
      runner({ timeoutMs: 200 }).run({ language: 'c', source: C_ECHO, stdins: ['a', 'b'], limits }),
    );
    expect(err).toBeInstanceOf(RunnerUnavailableError);
    expect((err as Error).message).toBe(
      'Judge0 did not finish the run within 200 ms (2 of 2 cases still queued or processing)',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(judge0.submissions[0]!.answered.length).toBeGreaterThan(3);
  });

  it('stops polling when the run is aborted, rejecting with the reason', async () => {
    judge0.setPollsBeforeDone(Number.POSITIVE_INFINITY);
    const controller = new AbortController();
    const reason = new Error('the run took too long');
    const promise = runner().run({
      language: 'c',
      source: C_ECHO,
      stdins: ['a'],
      limits,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(reason), 40);
    expect(await failure(promise)).toBe(reason);
    // A poll on its way when the run was aborted may still arrive; none is sent after it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const polls = judge0.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(judge0.requests.length).toBe(polls);

    // Already aborted: nothing is sent.
    const before = judge0.requests.length;
    expect(
      await failure(
        runner().run({
          language: 'c',
          source: C_ECHO,
          stdins: ['a'],
          limits,
          signal: AbortSignal.abort(reason),
        }),
      ),
    ).toBe(reason);
    expect(judge0.requests.length).toBe(before);
  });

  it('check() passes when Judge0 answers /about', async () => {
    await expect(runner().check()).resolves.toBeUndefined();
    expect(judge0.requests.map((r) => r.path)).toEqual(['/about']);
  });

  it('check() fails when Judge0 is down, refuses the token, or is not there', async () => {
    judge0.setDown(503);
    await expect(runner().check()).rejects.toBeInstanceOf(RunnerUnavailableError);
    judge0.setDown(null);
    await expect(runner({ url: `${judge0.url}/nothing-here` }).check()).rejects.toThrow(/\(404\)/);
    judge0.setAuthToken('s3cret-token');
    await expect(runner({ authToken: 'nope' }).check()).rejects.toThrow('Judge0 refused the auth token');
    await expect(runner({ url: '' }).check()).rejects.toThrow('JUDGE0_URL is not set');
    const url = judge0.url;
    await judge0.close();
    await expect(runner({ url }).check()).rejects.toThrow(/cannot be reached/);
    judge0 = await start();
  });
});
