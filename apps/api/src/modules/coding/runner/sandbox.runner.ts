import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, chown, lstat, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { constants as osConstants, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { CodingLanguage } from '@portico/contract/coding';
import {
  type CaseRun,
  type CaseStatus,
  type CodeRunner,
  type RunLimits,
  RunnerUnavailableError,
  type RunOutcome,
  type RunRequest,
} from './code-runner';
import { BOX, LANGUAGES, type LanguageSpec, MB } from './languages';
import { buildWaiter, parseWaiterReport, type WaiterReport } from './sandbox-waiter';

/**
 * The `sandbox` runner (ARCHITECTURE.md 'Code execution'; decision 025): compiles and runs a
 * student's program on this machine with Debian's compilers, inside bubblewrap.
 *
 * Every step (compile, then each case) is a fresh sandbox: all namespaces unshared (no network but
 * a private loopback, its own PID namespace, so killing bubblewrap ends every process of the step),
 * a read-only root made of /usr and the few /etc entries the compilers read, a size-limited tmpfs
 * at /tmp as the working directory, and the run's own host folder at /box (writable while compiling,
 * read-only while running). Inside, prlimit sets the step's CPU, memory, process, file-size and
 * open-file limits; Node enforces the wall clock and the output limit. When Portico runs as root,
 * bubblewrap starts as a fresh unprivileged uid (setpriv), since the kernel does not hold uid 0 to
 * RLIMIT_NPROC. Nothing runs a student's program any other way.
 */

export interface SandboxLog {
  warn(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

export interface SandboxRunnerOptions {
  /** bubblewrap; default /usr/bin/bwrap. */
  bwrapPath?: string;
  /** util-linux prlimit; default /usr/bin/prlimit (called inside the sandbox). */
  prlimitPath?: string;
  /** util-linux setpriv, used when Portico runs as root; default /usr/bin/setpriv. */
  setprivPath?: string;
  /** Where each run's folder is made (every uid must be able to pass through it); default the OS's. */
  tmpRoot?: string;
  log?: SandboxLog;
}

/** The host uids a run may be given when Portico runs as root (no account uses them). */
export const SANDBOX_UID_MIN = 200_000;
export const SANDBOX_UID_MAX = 265_535;

/** The uids of this process's runs under way (every runner's), so two runs never share one. */
const uidsInUse = new Set<number>();

/** Where the waiter is inside the sandbox. */
const WAITER = '/run/portico-waiter';
/** The longest compiler message kept. */
const COMPILE_MESSAGE_BYTES = 16 * 1024;
/** Scratch space of each step (RAM; /tmp inside the sandbox). */
const RUN_TMPFS_BYTES = 64 * MB;
const COMPILE_TMPFS_BYTES = 128 * MB;
/** The stack of a running program (C and C++ recursion). */
const STACK_BYTES = 64 * MB;
/** Open files of a running program, and of a compiler. */
const RUN_OPEN_FILES = 64;
const COMPILE_OPEN_FILES = 512;
/** Processes and threads of a compiler (javac runs about 20 threads). */
const COMPILE_PROCESSES = 128;
/** Largest file a compiler may write (a program with big initialised arrays). */
const COMPILE_FILE_BYTES = 64 * MB;
/** What the sandbox's programs see of the environment. */
const SANDBOX_ENV: Record<string, string> = {
  PATH: '/usr/bin:/bin',
  HOME: '/tmp',
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
  // Fewer malloc arenas: the JVM's threads would otherwise reserve 64 MB of address space each.
  MALLOC_ARENA_MAX: '2',
};
/** The host's /etc entries the compilers need, and nothing else of /etc. */
const ETC_ENTRIES = ['/etc/ld.so.cache', '/etc/alternatives', '/etc/java-17-openjdk', '/etc/php'];
/** Top-level names that Debian's merged /usr makes symlinks into /usr. */
const ROOT_LINKS = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

interface Rlimits {
  cpuSeconds: number;
  addressSpaceBytes: number;
  processes: number;
  fileBytes: number;
  openFiles: number;
}

interface StepOptions {
  uid: number;
  box: string;
  boxWritable: boolean;
  cwd: string;
  tmpfsBytes: number;
  rlimits: Rlimits;
  argv: string[];
  /** The program's stdin; null: /dev/null. */
  stdin: string | null;
  wallMs: number;
  /** stdout and stderr kept, each. */
  outputBytes: number;
  /** End the step when it writes more than outputBytes (a running program); else only cut. */
  killOnOverflow: boolean;
  signal?: AbortSignal;
}

interface StepResult {
  stdout: Buffer;
  stderr: Buffer;
  outputExceeded: boolean;
  timedOut: boolean;
  aborted: boolean;
  /** How bubblewrap (or setpriv) ended. */
  exitCode: number | null;
  exitSignal: NodeJS.Signals | null;
  report: WaiterReport | null;
  spawnError: Error | null;
  timeMs: number;
}

/** What check() found out once. */
interface Environment {
  waiter: string;
  removeWaiter: () => Promise<void>;
  rootLinks: string[];
  missingTools: Map<CodingLanguage, string[]>;
}

/** Signal numbers to names; of two names for one number (SIGABRT, SIGIOT) the first, usual one. */
const signalNames = new Map<number, string>();
for (const [name, n] of Object.entries(osConstants.signals)) {
  if (!signalNames.has(n)) signalNames.set(n, name);
}

export class SandboxRunner implements CodeRunner {
  readonly name = 'sandbox' as const;
  private readonly bwrapPath: string;
  private readonly prlimitPath: string;
  private readonly setprivPath: string;
  private readonly tmpRoot: string;
  private readonly log: SandboxLog | undefined;
  private readonly asRoot = process.getuid?.() === 0;
  private ready: Promise<Environment> | undefined;

  constructor(options: SandboxRunnerOptions = {}) {
    this.bwrapPath = options.bwrapPath ?? '/usr/bin/bwrap';
    this.prlimitPath = options.prlimitPath ?? '/usr/bin/prlimit';
    this.setprivPath = options.setprivPath ?? '/usr/bin/setpriv';
    this.tmpRoot = options.tmpRoot ?? tmpdir();
    this.log = options.log;
  }

  async check(): Promise<void> {
    await this.environment();
  }

  async close(): Promise<void> {
    const ready = this.ready;
    this.ready = undefined;
    const env = await ready?.catch(() => undefined);
    await env?.removeWaiter();
  }

  async run(request: RunRequest): Promise<RunOutcome> {
    const { signal, limits } = request;
    signal?.throwIfAborted();
    const env = await this.environment();
    const language = LANGUAGES[request.language];
    if (!language) throw new Error(`Unknown language ${String(request.language)}`);
    const missing = env.missingTools.get(request.language);
    if (missing?.length) {
      throw new RunnerUnavailableError(
        `${missing.join(' and ')} not installed: apt-get install ${language.packageName}`,
      );
    }
    const uid = this.takeUid();
    this.log?.debug?.({ uid, language: request.language, cases: request.stdins.length }, 'sandbox run');
    let box: string | undefined;
    try {
      box = await this.makeBox(uid, language.sourceFile, request.source);
      const compiled = await this.compile(env, language, box, uid, limits, signal);
      if (compiled) return compiled;
      const program = language.run(limits);
      const cases: CaseRun[] = [];
      for (const [index, stdin] of request.stdins.entries()) {
        const step = await this.step(env, {
          uid,
          box,
          boxWritable: false,
          cwd: '/tmp',
          tmpfsBytes: RUN_TMPFS_BYTES,
          rlimits: {
            cpuSeconds: limits.cpuSeconds,
            addressSpaceBytes: program.addressSpaceBytes,
            processes: limits.processes,
            fileBytes: limits.fileBytes,
            openFiles: RUN_OPEN_FILES,
          },
          argv: program.argv,
          stdin,
          wallMs: limits.wallSeconds * 1000,
          outputBytes: limits.outputBytes,
          killOnOverflow: true,
          signal,
        });
        if (step.aborted) signal?.throwIfAborted();
        const run = classify(step, language, limits);
        if (run.status === 'internal-error') {
          this.log?.warn({ uid, failure: describeFailure(step) }, 'sandbox: a case could not run');
        }
        cases.push(run);
        if (request.continueAfter && !request.continueAfter(index, run)) break;
      }
      return { kind: 'ran', cases };
    } finally {
      uidsInUse.delete(uid);
      if (box) await rm(box, { recursive: true, force: true });
    }
  }

  /** Compiles (or lints); a compile-error outcome, or null when the program is ready to run. */
  private async compile(
    env: Environment,
    language: LanguageSpec,
    box: string,
    uid: number,
    limits: RunLimits,
    signal: AbortSignal | undefined,
  ): Promise<RunOutcome | null> {
    const spec = language.compile(limits);
    const step = await this.step(env, {
      uid,
      box,
      boxWritable: true,
      cwd: BOX,
      tmpfsBytes: COMPILE_TMPFS_BYTES,
      rlimits: {
        cpuSeconds: limits.compileSeconds,
        addressSpaceBytes: spec.addressSpaceBytes,
        processes: COMPILE_PROCESSES,
        fileBytes: Math.max(limits.fileBytes, COMPILE_FILE_BYTES),
        openFiles: COMPILE_OPEN_FILES,
      },
      argv: spec.argv,
      stdin: null,
      wallMs: limits.compileSeconds * 1000,
      outputBytes: COMPILE_MESSAGE_BYTES,
      killOnOverflow: false,
      signal,
    });
    if (step.aborted) signal?.throwIfAborted();
    const report = step.report;
    if (step.timedOut || (report?.kind === 'status' && report.signal === osConstants.signals.SIGXCPU)) {
      return {
        kind: 'compile-error',
        message: `Compilation took longer than ${limits.compileSeconds} seconds`,
      };
    }
    if (step.spawnError || report?.kind !== 'status') {
      throw new Error(`The sandbox could not compile: ${describeFailure(step)}`);
    }
    if (report.exitCode !== 0) {
      return { kind: 'compile-error', message: compilerMessage(step) || 'Compilation failed' };
    }
    if (language.produces && !(await isFile(path.join(box, language.produces.file)))) {
      return { kind: 'compile-error', message: language.produces.message };
    }
    return null;
  }

  /** Runs one limited step in a fresh sandbox and waits until every process of it is gone. */
  private step(env: Environment, o: StepOptions): Promise<StepResult> {
    const bwrapArgs = this.bwrapArgs(env, o);
    const [command, args] = this.asRoot
      ? [
          this.setprivPath,
          [
            `--reuid=${o.uid}`,
            `--regid=${o.uid}`,
            '--clear-groups',
            '--no-new-privs',
            '--',
            this.bwrapPath,
            ...bwrapArgs,
          ],
        ]
      : [this.bwrapPath, bwrapArgs];
    const started = performance.now();
    return new Promise<StepResult>((resolve) => {
      const stdout = new Capture(o.outputBytes);
      const stderr = new Capture(o.outputBytes);
      const status = new Capture(4096);
      let timedOut = false;
      let outputExceeded = false;
      let aborted = false;
      let spawnError: Error | null = null;
      let settled = false;
      let exitTimer: NodeJS.Timeout | undefined;
      let child: ChildProcess;
      try {
        child = spawn(command, args, {
          detached: true,
          stdio: [o.stdin === null ? 'ignore' : 'pipe', 'pipe', 'pipe', 'pipe'],
          env: { PATH: '/usr/bin:/bin' },
        });
      } catch (err) {
        resolve({
          ...emptyStep(),
          spawnError: err instanceof Error ? err : new Error(String(err)),
        });
        return;
      }
      const kill = () => {
        if (child.pid === undefined) return;
        // bubblewrap's death takes its PID namespace, so every process of the step, down with it.
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
        try {
          child.kill('SIGKILL');
        } catch {}
      };
      const wallTimer = setTimeout(() => {
        timedOut = true;
        kill();
      }, o.wallMs);
      const onAbort = () => {
        aborted = true;
        kill();
      };
      o.signal?.addEventListener('abort', onAbort, { once: true });
      if (o.signal?.aborted) onAbort();
      const onOverflow = () => {
        if (!o.killOnOverflow || outputExceeded) return;
        outputExceeded = true;
        kill();
      };
      stdout.attach(child.stdout, onOverflow);
      stderr.attach(child.stderr, onOverflow);
      status.attach(child.stdio[3] as Readable | null, () => {});
      if (child.stdin) {
        // A program that exits without reading its input closes the pipe: not an error of Portico's.
        child.stdin.on('error', () => {});
        child.stdin.end(Buffer.from(o.stdin ?? '', 'utf8'));
      }
      const finish = (exitCode: number | null, exitSignal: NodeJS.Signals | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(wallTimer);
        clearTimeout(exitTimer);
        o.signal?.removeEventListener('abort', onAbort);
        resolve({
          stdout: stdout.buffer(),
          stderr: stderr.buffer(),
          outputExceeded,
          timedOut,
          aborted,
          exitCode,
          exitSignal,
          report: parseWaiterReport(status.buffer().toString('utf8')),
          spawnError,
          timeMs: Math.round(performance.now() - started),
        });
      };
      child.on('error', (err) => {
        spawnError = err;
        kill();
        if (child.pid === undefined) finish(null, null);
      });
      child.on('exit', () => {
        // Every process of the sandbox is gone with bubblewrap; the pipes close at once. Should one
        // stay open regardless, stop waiting for it.
        exitTimer = setTimeout(() => {
          for (const stream of child.stdio) stream?.destroy();
        }, 2000);
      });
      child.on('close', (code, sig) => finish(code, sig));
    });
  }

  private bwrapArgs(env: Environment, o: StepOptions): string[] {
    const r = o.rlimits;
    const cpu = Math.max(1, Math.ceil(r.cpuSeconds));
    const prlimit = [
      this.prlimitPath,
      // SIGXCPU at the limit, SIGKILL a second later for a program that ignores it.
      `--cpu=${cpu}:${cpu + 1}`,
      `--as=${Math.floor(r.addressSpaceBytes)}`,
      `--nproc=${r.processes}`,
      `--fsize=${Math.floor(r.fileBytes)}`,
      `--nofile=${r.openFiles}`,
      `--stack=${STACK_BYTES}`,
      '--core=0',
      '--',
    ];
    const etc = ETC_ENTRIES.flatMap((entry) => ['--ro-bind-try', entry, entry]);
    const sandboxEnv = Object.entries(SANDBOX_ENV).flatMap(([k, v]) => ['--setenv', k, v]);
    return [
      '--unshare-all',
      '--unshare-user',
      '--disable-userns',
      // The waiter is PID 1 and reaps: bubblewrap's own reaper would outlive it as a zombie.
      '--as-pid-1',
      '--die-with-parent',
      '--new-session',
      '--cap-drop',
      'ALL',
      '--hostname',
      'portico',
      '--ro-bind',
      '/usr',
      '/usr',
      ...env.rootLinks,
      ...etc,
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--size',
      String(o.tmpfsBytes),
      '--tmpfs',
      '/tmp',
      o.boxWritable ? '--bind' : '--ro-bind',
      o.box,
      BOX,
      '--ro-bind',
      env.waiter,
      WAITER,
      '--remount-ro',
      '/dev',
      '--remount-ro',
      '/',
      '--chdir',
      o.cwd,
      '--clearenv',
      ...sandboxEnv,
      '--',
      WAITER,
      ...prlimit,
      ...o.argv,
    ];
  }

  /** The run's host folder with the source in it, owned by the run's uid. */
  private async makeBox(uid: number, sourceFile: string, source: string): Promise<string> {
    const box = await mkdtemp(path.join(this.tmpRoot, 'portico-run-'));
    try {
      const file = path.join(box, sourceFile);
      await writeFile(file, source, { flag: 'wx', mode: 0o644 });
      if (this.asRoot) {
        await chown(file, uid, uid);
        await chown(box, uid, uid);
      }
      return box;
    } catch (err) {
      await rm(box, { recursive: true, force: true });
      throw err;
    }
  }

  /** A fresh host uid for a run (root), so no two runs share a process count; else Portico's own. */
  private takeUid(): number {
    if (!this.asRoot) return process.getuid?.() ?? 0;
    for (;;) {
      const uid = randomInt(SANDBOX_UID_MIN, SANDBOX_UID_MAX + 1);
      if (!uidsInUse.has(uid)) {
        uidsInUse.add(uid);
        return uid;
      }
    }
  }

  /** check()'s work, done once; a failure is not kept, so the next call tries again. */
  private environment(): Promise<Environment> {
    if (!this.ready) {
      const ready = this.prepare();
      this.ready = ready;
      ready.catch(() => {
        if (this.ready === ready) this.ready = undefined;
      });
    }
    return this.ready;
  }

  private async prepare(): Promise<Environment> {
    const need = async (file: string, what: string) => {
      if (!(await isExecutable(file))) throw new RunnerUnavailableError(`${what} (${file} is missing)`);
    };
    await need(this.bwrapPath, 'bubblewrap (bwrap) is not installed: apt-get install bubblewrap');
    await need(this.prlimitPath, 'prlimit is not installed: apt-get install util-linux');
    if (this.asRoot) await need(this.setprivPath, 'setpriv is not installed: apt-get install util-linux');
    await need('/usr/bin/gcc', 'gcc is not installed (the sandbox needs it): apt-get install gcc');
    const missingTools = new Map<CodingLanguage, string[]>();
    for (const [language, spec] of Object.entries(LANGUAGES) as [CodingLanguage, LanguageSpec][]) {
      const missing: string[] = [];
      for (const tool of spec.tools) if (!(await isExecutable(tool))) missing.push(tool);
      if (missing.length) {
        missingTools.set(language, missing);
        this.log?.warn(
          { language, missing, package: spec.packageName },
          'sandbox: a language cannot run, its compiler is not installed',
        );
      }
    }
    const rootLinks = await mirrorRootLinks();
    let waiter: Awaited<ReturnType<typeof buildWaiter>>;
    try {
      waiter = await buildWaiter(this.tmpRoot);
    } catch (err) {
      throw new RunnerUnavailableError(`The sandbox's waiter could not be built with gcc: ${errorText(err)}`);
    }
    const env: Environment = { waiter: waiter.file, removeWaiter: waiter.remove, rootLinks, missingTools };
    // A trivial sandbox with every flag of a real run, as a fresh uid, must start and end well.
    const uid = this.takeUid();
    let box: string | undefined;
    try {
      box = await this.makeBox(uid, 'check.txt', '');
      const step = await this.step(env, {
        uid,
        box,
        boxWritable: false,
        cwd: '/tmp',
        tmpfsBytes: MB,
        rlimits: {
          cpuSeconds: 5,
          addressSpaceBytes: 256 * MB,
          processes: 16,
          fileBytes: MB,
          openFiles: RUN_OPEN_FILES,
        },
        argv: ['/usr/bin/true'],
        stdin: null,
        wallMs: 15_000,
        outputBytes: 4096,
        killOnOverflow: false,
      });
      const report = step.report;
      if (report?.kind !== 'status' || report.exitCode !== 0) {
        throw new RunnerUnavailableError(`bubblewrap cannot start a sandbox here: ${describeFailure(step)}`);
      }
      return env;
    } catch (err) {
      await waiter.remove();
      if (err instanceof RunnerUnavailableError) throw err;
      throw new RunnerUnavailableError(`The sandbox could not be checked: ${errorText(err)}`);
    } finally {
      uidsInUse.delete(uid);
      if (box) await rm(box, { recursive: true, force: true });
    }
  }
}

/**
 * How one case ended. Portico's own kills come first (output-limit, then the wall clock's
 * time-limit); then the waiter's report: SIGXCPU, or more CPU time than the limit, is time-limit; an
 * exit code of 0 is ok; a failed program is memory-limit when its output names the exhaustion
 * (LanguageSpec.memoryMessages: the JVM's OutOfMemoryError, PHP's 'Allowed memory size', C++'s
 * std::bad_alloc) or, for C and C++, when its peak resident memory reached 90% of the limit (an
 * allocation refused at RLIMIT_AS then usually ends in SIGSEGV or SIGABRT); any other failure is
 * runtime-error. Without a report that agrees with bubblewrap's exit, the sandbox failed: internal-error.
 */
function classify(step: StepResult, language: LanguageSpec, limits: RunLimits): CaseRun {
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
  const signal = report.signal ? (signalNames.get(report.signal) ?? `SIG${report.signal}`) : null;
  if (signal === 'SIGXCPU' || cpuMs > limits.cpuSeconds * 1000) return result('time-limit', exitCode, signal);
  if (exitCode === 0) return result('ok', 0, null);
  const memory =
    language.memoryMessages.some((m) => stderr.includes(m) || stdout.includes(m)) ||
    (language.crashNearLimitIsMemory && maxRssKb >= limits.memoryMb * 1024 * 0.9);
  if (memory) return result('memory-limit', exitCode, signal);
  return result('runtime-error', exitCode, signal);
}

/** The waiter's report agrees with how bubblewrap ended (it passes its step's exit on). */
function consistent(report: Extract<WaiterReport, { kind: 'status' }>, step: StepResult): boolean {
  const expected = report.exitCode ?? 128 + report.signal;
  return step.exitCode === expected;
}

/** The compiler's words, as a student reads them: no sandbox paths, at most 16 KB. */
function compilerMessage(step: StepResult): string {
  const text = [step.stderr, step.stdout]
    .map((b) => b.toString('utf8').trim())
    .filter(Boolean)
    .join('\n')
    .replaceAll(`${BOX}/`, '');
  return cut(text, COMPILE_MESSAGE_BYTES);
}

function cut(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  if (buffer.length <= bytes) return text;
  return `${buffer
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')}\n…`;
}

function describeFailure(step: StepResult): string {
  if (step.spawnError) return step.spawnError.message;
  const stderr = step.stderr.toString('utf8').trim().slice(0, 2000);
  const report = step.report;
  const how =
    report?.kind === 'status' ? `exit ${report.exitCode ?? `signal ${report.signal}`}` : report?.kind;
  return [how ?? `exit ${step.exitCode ?? step.exitSignal}`, stderr].filter(Boolean).join(': ');
}

function emptyStep(): StepResult {
  return {
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    outputExceeded: false,
    timedOut: false,
    aborted: false,
    exitCode: null,
    exitSignal: null,
    report: null,
    spawnError: null,
    timeMs: 0,
  };
}

/** /bin, /lib… as this machine has them: symlinks into /usr (merged /usr) or read-only folders. */
async function mirrorRootLinks(): Promise<string[]> {
  const args: string[] = [];
  for (const name of ROOT_LINKS) {
    const host = `/${name}`;
    const stat = await lstat(host).catch(() => null);
    if (stat?.isSymbolicLink()) args.push('--symlink', await readlink(host), host);
    else if (stat?.isDirectory()) args.push('--ro-bind', host, host);
  }
  return args;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function isFile(file: string): Promise<boolean> {
  const stat = await lstat(file).catch(() => null);
  return stat?.isFile() ?? false;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Keeps the first `limit` bytes of a stream, reads (and drops) the rest, and says when there was more. */
class Capture {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number) {}

  attach(stream: Readable | null, onOverflow: () => void) {
    if (!stream) return;
    stream.on('data', (chunk: Buffer) => {
      const room = this.limit - this.size;
      if (room > 0) {
        const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
        this.chunks.push(kept);
        this.size += kept.length;
      }
      if (chunk.length > room) onOverflow();
    });
    stream.on('error', () => {});
  }

  buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
