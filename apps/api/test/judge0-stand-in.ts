import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in that speaks Judge0 CE's HTTP API (https://ce.judge0.com, version 1.13) for
 * Portico's tests. It is NOT Judge0: it compiles and runs nothing. It answers the calls Portico's
 * judge0 runner makes — POST /submissions/batch, GET /submissions/batch?tokens=…, GET /about,
 * GET /languages — with Judge0's shapes: base64 text fields (wrapped every 60 characters, as
 * Judge0's Ruby encoder does), `{ token }` or a per-submission error hash in the batch answer (422
 * when none was taken), `null` for an unknown token, 400 for invalid `fields`, 401 without the
 * configured X-Auth-Token, 503 'queue is full'. Each submission is reported In Queue on its first
 * poll, Processing on the next ones, and finished after `pollsBeforeDone` polls.
 *
 * The result is decided from the program text, deterministically, so tests can script it. The
 * words below are looked for in the source (every case) and in a case's stdin (that case only),
 * in this order:
 *   REJECT            the submission is refused in the batch answer (stdin only; a 422-style entry)
 *   COMPILE_ERROR     6 Compilation Error, compile_output 'main.c:1:1: error: COMPILE_ERROR…'
 *   INTERNAL_ERROR    13 Internal Error;   EXEC_FORMAT_ERROR  14 Exec Format Error
 *   SLEEP_FOREVER     5 Time Limit Exceeded (time and wall_time at their limits, exit_signal 9)
 *   MEMORY_HOG        7 SIGSEGV with `memory` at the memory limit (a C program whose malloc failed)
 *   SEGFAULT          7 SIGSEGV (exit_signal 11);   DIVIDE_BY_ZERO  9 SIGFPE (exit_signal 8)
 *   CRASH             11 NZEC, exit_code 1, stderr 'crashed'
 *   otherwise         3 Accepted
 * and the program's stdout, whatever its status (unless a compile or internal error):
 *   BINARY            the bytes FF FE 41 0A (not UTF-8);   SILENT  stdout and stderr null
 *   REPEAT:<n>        n bytes 'x'; more than max_file_size KB ends as 8 SIGXFSZ, stdout cut there
 *   PRINT:<text>      <text> and a newline (to the end of the line)
 *   otherwise         the stdin, echoed
 *   STDERR:<text>     also writes <text> and a newline to stderr (replacing 'crashed')
 * Limits are checked against Judge0's default maxima (cpu 15 s, wall 20 s, memory 512000 KB,
 * 120 processes, 4096 KB files, 20 per batch): a larger value is a per-submission error, as in Judge0.
 */

export const STAND_IN_LANGUAGES = [
  { id: 50, name: 'C (GCC 9.2.0)' },
  { id: 54, name: 'C++ (GCC 9.2.0)' },
  { id: 62, name: 'Java (OpenJDK 13.0.1)' },
  { id: 68, name: 'PHP (7.4.1)' },
  { id: 71, name: 'Python (3.8.1)' },
  { id: 91, name: 'Java (JDK 17.0.6)' },
];

const STATUS_NAMES: Record<number, string> = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  14: 'Exec Format Error',
};

/** Judge0's numeric limits with their defaults and maxima (judge0.conf). */
const LIMITS: Record<string, { default: number; max: number }> = {
  cpu_time_limit: { default: 5, max: 15 },
  cpu_extra_time: { default: 1, max: 5 },
  wall_time_limit: { default: 10, max: 20 },
  memory_limit: { default: 128_000, max: 512_000 },
  stack_limit: { default: 64_000, max: 128_000 },
  max_processes_and_or_threads: { default: 60, max: 120 },
  max_file_size: { default: 1024, max: 4096 },
};
const MAX_BATCH = 20;

/** The fields GET may ask for (Judge0's submission attributes). */
const KNOWN_FIELDS = new Set([
  'source_code',
  'language_id',
  'language',
  'stdin',
  'expected_output',
  'stdout',
  'status_id',
  'status',
  'created_at',
  'finished_at',
  'time',
  'memory',
  'stderr',
  'token',
  'number_of_runs',
  'cpu_time_limit',
  'cpu_extra_time',
  'wall_time_limit',
  'memory_limit',
  'stack_limit',
  'max_processes_and_or_threads',
  'enable_per_process_and_thread_time_limit',
  'enable_per_process_and_thread_memory_limit',
  'max_file_size',
  'compile_output',
  'exit_code',
  'exit_signal',
  'message',
  'wall_time',
  'compiler_options',
  'command_line_arguments',
  'redirect_stderr_to_stdout',
  'callback_url',
  'additional_files',
  'enable_network',
]);
const DEFAULT_FIELDS = ['token', 'time', 'memory', 'stdout', 'stderr', 'compile_output', 'message', 'status'];

/** A submission the stand-in took, with its source and stdin decoded. */
export interface ReceivedSubmission {
  token: string;
  languageId: number;
  source: string;
  stdin: string;
  /** The submission's fields as they were sent (base64 text). */
  raw: Record<string, unknown>;
  /** The status ids answered to each poll, in order. */
  answered: number[];
}

export interface ReceivedBatch {
  /** The query string of the POST (base64_encoded=true…). */
  query: string;
  submissions: Record<string, unknown>[];
}

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The X-Auth-Token header as received (tests check it was sent). */
  authToken: string | undefined;
}

export interface Judge0StandInOptions {
  /** Every call must carry this X-Auth-Token (401 otherwise). */
  authToken?: string;
  /** Polls of a submission answered unfinished (In Queue, then Processing) before its result. Default 2. */
  pollsBeforeDone?: number;
}

export interface Judge0StandIn {
  url: string;
  close(): Promise<void>;
  /** Every submission taken, in order of arrival. */
  submissions: ReceivedSubmission[];
  /** Every batch POSTed, as sent. */
  batches: ReceivedBatch[];
  requests: ReceivedRequest[];
  /** null: no token asked for. */
  setAuthToken(token: string | null): void;
  /** Every call answers this status (503: 'queue is full'); null: back to normal. */
  setDown(status: number | null): void;
  /** Infinity: nothing ever finishes. */
  setPollsBeforeDone(polls: number): void;
  /** Forgets every submission (its token then reads null, as an expired one does in Judge0). */
  forget(): void;
}

interface Outcome {
  statusId: number;
  stdout: Buffer | null;
  stderr: Buffer | null;
  compileOutput: Buffer | null;
  message: string | null;
  exitCode: number | null;
  exitSignal: number | null;
  time: string | null;
  wallTime: string | null;
  memory: number | null;
}

interface Stored {
  received: ReceivedSubmission;
  polls: number;
  outcome: Outcome;
  limits: Record<string, number>;
}

export async function start(options: Judge0StandInOptions = {}): Promise<Judge0StandIn> {
  let authToken: string | null = options.authToken ?? null;
  let down: number | null = null;
  let pollsBeforeDone = options.pollsBeforeDone ?? 2;
  const store = new Map<string, Stored>();
  const submissions: ReceivedSubmission[] = [];
  const batches: ReceivedBatch[] = [];
  const requests: ReceivedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const header = req.headers['x-auth-token'];
      const sentToken = Array.isArray(header) ? header[0] : header;
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, authToken: sentToken });
      if (authToken !== null && sentToken !== authToken) return send(401);
      if (down !== null) return send(down, down === 503 ? { error: 'queue is full' } : { error: 'down' });

      if (req.method === 'GET' && url.pathname === '/about') {
        return send(200, {
          version: '1.13.1',
          homepage: 'https://judge0.com',
          source_code: 'https://github.com/judge0/judge0',
          maintainer: 'a local stand-in for tests',
        });
      }
      if (req.method === 'GET' && url.pathname === '/languages') return send(200, STAND_IN_LANGUAGES);

      if (req.method === 'POST' && url.pathname === '/submissions/batch') {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(400, { error: 'invalid JSON' });
        }
        const list = isRecord(body) && Array.isArray(body.submissions) ? body.submissions : [];
        if (list.length > MAX_BATCH) {
          return send(400, {
            error: `number of submissions in a batch should be less than or equal to ${MAX_BATCH}`,
          });
        }
        if (list.length === 0)
          return send(400, { error: 'there should be at least one submission in a batch' });
        const base64 = url.searchParams.get('base64_encoded') !== 'false';
        batches.push({ query: url.search, submissions: list as Record<string, unknown>[] });
        const answer = list.map((entry: unknown) => take(entry, base64));
        const anyTaken = answer.some((a) => 'token' in a);
        return send(anyTaken ? 201 : 422, answer);
      }

      if (req.method === 'GET' && url.pathname === '/submissions/batch') {
        const tokens = (url.searchParams.get('tokens') ?? '').split(',').filter(Boolean);
        if (tokens.length > MAX_BATCH) {
          return send(400, {
            error: `number of submissions in a batch should be less than or equal to ${MAX_BATCH}`,
          });
        }
        if (tokens.length === 0)
          return send(400, { error: 'there should be at least one submission in a batch' });
        const asked = url.searchParams.get('fields');
        const fields = asked ? asked.split(',').map((f) => f.trim()) : DEFAULT_FIELDS;
        const invalid = fields.filter((f) => f !== '*' && !KNOWN_FIELDS.has(f));
        if (invalid.length) return send(400, { error: `invalid fields: [${invalid.join(', ')}]` });
        const base64 = url.searchParams.get('base64_encoded') !== 'false';
        return send(200, { submissions: tokens.map((t) => poll(t, fields, base64)) });
      }

      send(404, { error: 'not found' });
    });
  });

  /** One submission of a batch: its token, or Judge0's error hash. */
  function take(entry: unknown, base64: boolean): { token: string } | Record<string, string[]> {
    if (!isRecord(entry)) return { source_code: ["can't be blank"], language_id: ["can't be blank"] };
    const decode = (v: unknown) =>
      typeof v === 'string' ? (base64 ? Buffer.from(v, 'base64').toString('utf8') : v) : '';
    const errors: Record<string, string[]> = {};
    const source = decode(entry.source_code);
    const stdin = decode(entry.stdin);
    if (!source) errors.source_code = ["can't be blank"];
    const languageId = entry.language_id;
    if (languageId === undefined || languageId === null) errors.language_id = ["can't be blank"];
    else if (!STAND_IN_LANGUAGES.some((l) => l.id === Number(languageId))) {
      errors.language_id = [`language with id ${String(languageId)} doesn't exist`];
    }
    const limits: Record<string, number> = {};
    for (const [name, { default: fallback, max }] of Object.entries(LIMITS)) {
      const value = entry[name] === undefined || entry[name] === null ? fallback : Number(entry[name]);
      if (!(value > 0)) errors[name] = ['must be greater than 0'];
      else if (value > max) errors[name] = [`must be less than or equal to ${max}`];
      limits[name] = value;
    }
    if (stdin.includes('REJECT')) errors.stdin = ['refused by the stand-in (REJECT)'];
    if (Object.keys(errors).length) return errors;
    const token = randomUUID();
    const received: ReceivedSubmission = {
      token,
      languageId: Number(languageId),
      source,
      stdin,
      raw: entry,
      answered: [],
    };
    submissions.push(received);
    store.set(token, { received, polls: 0, outcome: decide(source, stdin, limits), limits });
    return { token };
  }

  function poll(token: string, fields: string[], base64: boolean): Record<string, unknown> | null {
    const stored = store.get(token);
    if (!stored) return null;
    stored.polls += 1;
    const done = stored.polls > pollsBeforeDone;
    const o: Outcome = done
      ? stored.outcome
      : {
          statusId: stored.polls === 1 ? 1 : 2,
          stdout: null,
          stderr: null,
          compileOutput: null,
          message: null,
          exitCode: null,
          exitSignal: null,
          time: null,
          wallTime: null,
          memory: null,
        };
    stored.received.answered.push(o.statusId);
    const text = (b: Buffer | null) => (b === null ? null : base64 ? encode64(b) : b.toString('utf8'));
    const full: Record<string, unknown> = {
      token,
      source_code: text(Buffer.from(stored.received.source, 'utf8')),
      language_id: stored.received.languageId,
      stdin: text(Buffer.from(stored.received.stdin, 'utf8')),
      stdout: text(o.stdout),
      stderr: text(o.stderr),
      compile_output: text(o.compileOutput),
      message: text(o.message === null ? null : Buffer.from(o.message, 'utf8')),
      status_id: o.statusId,
      status: { id: o.statusId, description: STATUS_NAMES[o.statusId] },
      time: o.time,
      wall_time: o.wallTime,
      memory: o.memory,
      exit_code: o.exitCode,
      exit_signal: o.exitSignal,
      ...stored.limits,
    };
    if (fields.includes('*')) return full;
    return Object.fromEntries(fields.map((f) => [f, full[f] ?? null]));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    submissions,
    batches,
    requests,
    setAuthToken: (token) => {
      authToken = token;
    },
    setDown: (status) => {
      down = status;
    },
    setPollsBeforeDone: (polls) => {
      pollsBeforeDone = polls;
    },
    forget: () => store.clear(),
  };
}

/** The scripted result of one submission (see the header). */
function decide(source: string, stdin: string, limits: Record<string, number>): Outcome {
  const text = `${source}\n${stdin}`;
  const has = (word: string) => text.includes(word);
  const cpu = limits.cpu_time_limit ?? 5;
  const wall = limits.wall_time_limit ?? 10;
  const fileBytes = (limits.max_file_size ?? 1024) * 1024;
  const base: Outcome = {
    statusId: 3,
    stdout: null,
    stderr: null,
    compileOutput: null,
    message: null,
    exitCode: 0,
    exitSignal: null,
    time: '0.004',
    wallTime: '0.011',
    memory: 3_200,
  };
  if (has('COMPILE_ERROR')) {
    return {
      ...base,
      statusId: 6,
      exitCode: null,
      time: null,
      wallTime: null,
      memory: null,
      compileOutput: Buffer.from(
        "main.c:1:1: error: unknown type name 'COMPILE_ERROR'\n    1 | COMPILE_ERROR\n      | ^~~~~~~~~~~~~\n",
      ),
    };
  }
  if (has('INTERNAL_ERROR')) {
    return { ...base, statusId: 13, exitCode: null, message: 'isolate: box could not be initialised' };
  }
  if (has('EXEC_FORMAT_ERROR'))
    return { ...base, statusId: 14, exitCode: null, message: 'Exec format error' };

  let stdout: Buffer | null;
  let overflow = false;
  const repeat = /REPEAT:(\d+)/.exec(text);
  const print = /PRINT:([^\n]*)/.exec(text);
  if (has('SILENT')) stdout = null;
  else if (has('BINARY')) stdout = Buffer.from([0xff, 0xfe, 0x41, 0x0a]);
  else if (repeat) {
    const n = Number(repeat[1]);
    overflow = n > fileBytes;
    stdout = Buffer.alloc(Math.min(n, fileBytes), 'x');
  } else if (print) stdout = Buffer.from(`${print[1]}\n`, 'utf8');
  else stdout = Buffer.from(stdin, 'utf8');
  const stderrLine = /STDERR:([^\n]*)/.exec(text);
  const stderr = stderrLine
    ? Buffer.from(`${stderrLine[1]}\n`, 'utf8')
    : has('SILENT')
      ? null
      : Buffer.alloc(0);
  const ran = { ...base, stdout, stderr };

  if (has('SLEEP_FOREVER')) {
    return {
      ...ran,
      statusId: 5,
      exitCode: null,
      exitSignal: 9,
      time: cpu.toFixed(3),
      wallTime: wall.toFixed(3),
      message: 'Time limit exceeded',
    };
  }
  if (has('MEMORY_HOG')) {
    return {
      ...ran,
      statusId: 7,
      exitCode: null,
      exitSignal: 11,
      memory: limits.memory_limit ?? 128_000,
      message: 'Caught fatal signal 11',
    };
  }
  if (has('SEGFAULT'))
    return { ...ran, statusId: 7, exitCode: null, exitSignal: 11, message: 'Caught fatal signal 11' };
  if (has('DIVIDE_BY_ZERO'))
    return { ...ran, statusId: 9, exitCode: null, exitSignal: 8, message: 'Caught fatal signal 8' };
  if (has('CRASH')) {
    return {
      ...ran,
      statusId: 11,
      exitCode: 1,
      stderr: stderrLine ? stderr : Buffer.from('crashed\n'),
      message: 'Exited with error status 1',
    };
  }
  if (overflow) {
    return { ...ran, statusId: 8, exitCode: null, exitSignal: 25, message: 'Caught fatal signal 25' };
  }
  return ran;
}

/** Base64 as Judge0's Ruby encoder writes it: a line break every 60 characters and at the end. */
function encode64(buffer: Buffer): string {
  const flat = buffer.toString('base64');
  if (!flat) return '';
  return `${flat.match(/.{1,60}/g)?.join('\n') ?? flat}\n`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
