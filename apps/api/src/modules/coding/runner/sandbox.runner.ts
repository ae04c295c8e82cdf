import { randomInt } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, chown, lstat, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { constants as osConstants, tmpdir } from 'node:os';
import path from 'node:path';
import type { CodingLanguage } from '@portico/contract/coding';
import { COMPILE_MESSAGE_BYTES } from './case-outcome';
import {
  type CaseRun,
  type CodeRunner,
  type RunLimits,
  RunnerUnavailableError,
  type RunOutcome,
  type RunRequest,
} from './code-runner';
import { BOX, LANGUAGES, type LanguageSpec, MB } from './languages';
import { classify, sandboxCompileMessage } from './sandbox-case';
import {
  describeFailure,
  runStep,
  type SandboxMounts,
  type SandboxTools,
  type StepOptions,
  type StepResult,
} from './sandbox-step';
import { buildWaiter } from './sandbox-waiter';

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

/** Scratch space of each step (RAM; /tmp inside the sandbox). */
const RUN_TMPFS_BYTES = 64 * MB;
const COMPILE_TMPFS_BYTES = 128 * MB;
/** Open files of a running program, and of a compiler. */
const RUN_OPEN_FILES = 64;
const COMPILE_OPEN_FILES = 512;
/** Processes and threads of a compiler (javac runs about 20 threads). */
const COMPILE_PROCESSES = 128;
/** Largest file a compiler may write (a program with big initialised arrays). */
const COMPILE_FILE_BYTES = 64 * MB;
/** Top-level names that Debian's merged /usr makes symlinks into /usr. */
const ROOT_LINKS = ['bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32'];

/** What check() found out once. */
interface Environment extends SandboxMounts {
  removeWaiter: () => Promise<void>;
  missingTools: Map<CodingLanguage, string[]>;
}

export class SandboxRunner implements CodeRunner {
  readonly name = 'sandbox' as const;
  private readonly tools: SandboxTools;
  private readonly tmpRoot: string;
  private readonly log: SandboxLog | undefined;
  private ready: Promise<Environment> | undefined;

  constructor(options: SandboxRunnerOptions = {}) {
    this.tools = {
      bwrapPath: options.bwrapPath ?? '/usr/bin/bwrap',
      prlimitPath: options.prlimitPath ?? '/usr/bin/prlimit',
      setprivPath: options.setprivPath ?? '/usr/bin/setpriv',
      asRoot: process.getuid?.() === 0,
    };
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
      return { kind: 'compile-error', message: sandboxCompileMessage(step) };
    }
    if (language.produces && !(await isFile(path.join(box, language.produces.file)))) {
      return { kind: 'compile-error', message: language.produces.message };
    }
    return null;
  }

  /** Runs one limited step in a fresh sandbox and waits until every process of it is gone. */
  /** Runs one limited step in a fresh sandbox (sandbox-step.ts). */
  private step(env: Environment, o: StepOptions): Promise<StepResult> {
    return runStep(this.tools, env, o);
  }

  /** The run's host folder with the source in it, owned by the run's uid. */
  private async makeBox(uid: number, sourceFile: string, source: string): Promise<string> {
    const box = await mkdtemp(path.join(this.tmpRoot, 'portico-run-'));
    try {
      const file = path.join(box, sourceFile);
      await writeFile(file, source, { flag: 'wx', mode: 0o644 });
      if (this.tools.asRoot) {
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
    if (!this.tools.asRoot) return process.getuid?.() ?? 0;
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
    await need(this.tools.bwrapPath, 'bubblewrap (bwrap) is not installed: apt-get install bubblewrap');
    await need(this.tools.prlimitPath, 'prlimit is not installed: apt-get install util-linux');
    if (this.tools.asRoot)
      await need(this.tools.setprivPath, 'setpriv is not installed: apt-get install util-linux');
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
