import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The sandbox's first process (its PID 1): a few lines of C that start the limited step (prlimit,
 * then the program), wait for it and write how it ended to fd 3. When it ends, the kernel kills
 * whatever else is left in the sandbox's PID namespace. bubblewrap itself only reports an exit code
 * (128 + n for signal n, which a program may also return), so without it Portico could not tell
 * `exit(137)` from SIGKILL; it also reports the step's CPU time and peak resident memory, which
 * tell a CPU-limit kill and a memory exhaustion apart from other crashes.
 *
 * As PID 1 it cannot be killed from inside the sandbox; it makes itself non-dumpable (the student's
 * program, same uid, cannot ptrace it) and closes fd 3 on exec, so the program cannot write a report
 * of its own there.
 */
const WAITER_SOURCE = String.raw`#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

static void report(const char *line, int n) {
  if (n > 0 && write(3, line, (size_t)n) < 0) _exit(125);
}

int main(int argc, char **argv) {
  char line[200];
  int status, n;
  struct rusage ru;
  long long start, cpu;
  pid_t pid;
  if (argc < 2 || fcntl(3, F_SETFD, FD_CLOEXEC) != 0) return 125;
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  start = now_ms();
  pid = fork();
  if (pid < 0) {
    n = snprintf(line, sizeof line, "fork-failed %d\n", errno);
    report(line, n);
    return 125;
  }
  if (pid == 0) {
    execv(argv[1], argv + 1);
    n = snprintf(line, sizeof line, "exec-failed %d\n", errno);
    report(line, n);
    _exit(127);
  }
  /* As the sandbox's PID 1 it reaps every orphan, so none counts against the process limit. */
  for (;;) {
    pid_t done = wait4(-1, &status, 0, &ru);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) return 125;
  }
  cpu = ru.ru_utime.tv_sec * 1000LL + ru.ru_utime.tv_usec / 1000 + ru.ru_stime.tv_sec * 1000LL +
        ru.ru_stime.tv_usec / 1000;
  n = snprintf(line, sizeof line, "status %d %d %lld %ld %lld\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1,
               WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpu, ru.ru_maxrss, now_ms() - start);
  report(line, n);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
`;

/** What the waiter wrote to fd 3. */
export type WaiterReport =
  | {
      kind: 'status';
      /** The exit code, or null when a signal ended the step. */
      exitCode: number | null;
      /** The signal's number, or 0. */
      signal: number;
      cpuMs: number;
      maxRssKb: number;
      wallMs: number;
    }
  | { kind: 'exec-failed' | 'fork-failed'; errno: number };

/** The last complete report line of the waiter, or null when it wrote none (it was killed). */
export function parseWaiterReport(text: string): WaiterReport | null {
  const lines = text.split('\n').slice(0, -1);
  const last = lines.at(-1);
  if (!last) return null;
  const failed = /^(exec-failed|fork-failed) (\d+)$/.exec(last);
  if (failed) return { kind: failed[1] as 'exec-failed' | 'fork-failed', errno: Number(failed[2]) };
  const m = /^status (-?\d+) (\d+) (\d+) (\d+) (\d+)$/.exec(last);
  if (!m) return null;
  const exit = Number(m[1]);
  return {
    kind: 'status',
    exitCode: exit >= 0 ? exit : null,
    signal: Number(m[2]),
    cpuMs: Number(m[3]),
    maxRssKb: Number(m[4]),
    wallMs: Number(m[5]),
  };
}

/**
 * Compiles the waiter with this machine's gcc into a fresh directory (readable by every uid, since
 * the sandbox's uid runs it) and returns its path and a function that removes it.
 */
export async function buildWaiter(tmpRoot: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpRoot, 'portico-sandbox-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await chmod(dir, 0o755);
    const source = path.join(dir, 'waiter.c');
    const file = path.join(dir, 'waiter');
    await writeFile(source, WAITER_SOURCE, { mode: 0o644 });
    await promisify(execFile)('/usr/bin/gcc', ['-O2', '-o', file, source], {
      timeout: 60_000,
      env: { PATH: '/usr/bin:/bin' },
    });
    await chmod(file, 0o755);
    await rm(source, { force: true });
    return { file, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
