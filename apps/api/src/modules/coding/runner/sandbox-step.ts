import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { BOX, MB } from './languages';
import { parseWaiterReport, type WaiterReport } from './sandbox-waiter';

/**
 * One limited step of a sandbox run (compile, or one case) in a fresh bubblewrap sandbox: the
 * command line that builds the sandbox (sandbox.runner.ts says what it isolates), and the watch that
 * enforces the wall clock and the output limit and waits until every process of the step is gone.
 */

/** Where the waiter is inside the sandbox. */
const WAITER = '/run/portico-waiter';
/** The stack of a running program (C and C++ recursion). */
const STACK_BYTES = 64 * MB;
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

export interface Rlimits {
  cpuSeconds: number;
  addressSpaceBytes: number;
  processes: number;
  fileBytes: number;
  openFiles: number;
}

export interface StepOptions {
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

export interface StepResult {
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

/** The host programs a sandbox is made with, and whether Portico runs as root. */
export interface SandboxTools {
  bwrapPath: string;
  prlimitPath: string;
  setprivPath: string;
  asRoot: boolean;
}

/** What of the host every sandbox binds: the waiter and /bin, /lib… as this machine has them. */
export interface SandboxMounts {
  waiter: string;
  rootLinks: string[];
}

/** Runs one limited step in a fresh sandbox and waits until every process of it is gone. */
export function runStep(tools: SandboxTools, mounts: SandboxMounts, o: StepOptions): Promise<StepResult> {
  const bwrapArgs = sandboxArgs(tools, mounts, o);
  const [command, args] = tools.asRoot
    ? [
        tools.setprivPath,
        [
          `--reuid=${o.uid}`,
          `--regid=${o.uid}`,
          '--clear-groups',
          '--no-new-privs',
          '--',
          tools.bwrapPath,
          ...bwrapArgs,
        ],
      ]
    : [tools.bwrapPath, bwrapArgs];
  const started = performance.now();
  return new Promise<StepResult>((resolve) => {
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
    watch(child, o, started, resolve);
  });
}

/** Feeds the step its stdin, keeps its output, kills it at the wall clock, an overflow or an abort. */
function watch(child: ChildProcess, o: StepOptions, started: number, resolve: (r: StepResult) => void) {
  const stdout = new Capture(o.outputBytes);
  const stderr = new Capture(o.outputBytes);
  const status = new Capture(4096);
  let timedOut = false;
  let outputExceeded = false;
  let aborted = false;
  let spawnError: Error | null = null;
  let settled = false;
  let exitTimer: NodeJS.Timeout | undefined;
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
}

function sandboxArgs(tools: SandboxTools, mounts: SandboxMounts, o: StepOptions): string[] {
  const r = o.rlimits;
  const cpu = Math.max(1, Math.ceil(r.cpuSeconds));
  const prlimit = [
    tools.prlimitPath,
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
    ...mounts.rootLinks,
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
    mounts.waiter,
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

export function describeFailure(step: StepResult): string {
  if (step.spawnError) return step.spawnError.message;
  const stderr = step.stderr.toString('utf8').trim().slice(0, 2000);
  const report = step.report;
  const how =
    report?.kind === 'status' ? `exit ${report.exitCode ?? `signal ${report.signal}`}` : report?.kind;
  return [how ?? `exit ${step.exitCode ?? step.exitSignal}`, stderr].filter(Boolean).join(': ');
}

export function emptyStep(): StepResult {
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
