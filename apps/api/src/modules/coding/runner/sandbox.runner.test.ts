import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodingLanguage } from '@portico/contract/coding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseRun, DEFAULT_RUN_LIMITS, type RunLimits, RunnerUnavailableError } from './code-runner';
import { SANDBOX_UID_MAX, SANDBOX_UID_MIN, SandboxRunner } from './sandbox.runner';

/**
 * The sandbox runner against real compilers and real hostile programs. Every hostile test checks
 * something that would go wrong were the program run without the sandbox (a file read or written on
 * the host, a connection made, a process left behind).
 */

const BWRAP = '/usr/bin/bwrap';
const hasBwrap = existsSync(BWRAP);
const asRoot = process.getuid?.() === 0;

const limits: RunLimits = { ...DEFAULT_RUN_LIMITS };
/** Hostile programs get short limits, so the file stays fast. */
const quick: RunLimits = { ...DEFAULT_RUN_LIMITS, cpuSeconds: 1, wallSeconds: 2 };

const unique = () => `portico${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Host pids whose command line contains `marker`. */
async function processesWith(marker: string): Promise<number[]> {
  const found: number[] = [];
  for (const pid of (await readdir('/proc')).filter((n) => /^\d+$/.test(n))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(marker) && Number(pid) !== process.pid) found.push(Number(pid));
  }
  return found;
}

/** Host pids running as one of `uids`. */
async function processesOf(uids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (const pid of (await readdir('/proc')).filter((n) => /^\d+$/.test(n))) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
    if (uids.includes(uid)) found.push(Number(pid));
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per language: prints 'hello world' for an empty line, 'hello <line>' else, and fails on 'crash'. */
const greeter: Record<CodingLanguage, string> = {
  c: String.raw`#include <stdio.h>
#include <string.h>
int main(void) {
  char line[256] = "";
  if (!fgets(line, sizeof line, stdin)) line[0] = 0;
  line[strcspn(line, "\n")] = 0;
  if (!line[0]) { puts("hello world"); return 0; }
  if (!strcmp(line, "crash")) return 3;
  printf("hello %s\n", line);
  return 0;
}
`,
  cpp: String.raw`#include <iostream>
#include <stdexcept>
#include <string>
int main() {
  std::string line;
  std::getline(std::cin, line);
  if (line.empty()) { std::cout << "hello world\n"; return 0; }
  if (line == "crash") throw std::runtime_error("crash");
  std::cout << "hello " << line << "\n";
}
`,
  java: `import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    String line = in.readLine();
    if (line == null || line.isEmpty()) { System.out.println("hello world"); return; }
    if (line.equals("crash")) { int zero = 0; System.out.println(1 / zero); }
    System.out.println("hello " + line);
  }
}
`,
  php: String.raw`<?php
$line = fgets(STDIN);
$line = $line === false ? '' : rtrim($line, "\n");
if ($line === '') { echo "hello world\n"; exit(0); }
if ($line === 'crash') { echo intdiv(1, 0), "\n"; }
echo "hello $line\n";
`,
};

/** A syntax error on line 3, and how the compiler names that line. */
const brokenOnLine3: Record<CodingLanguage, { source: string; mentions: string }> = {
  c: { source: '#include <stdio.h>\nint main(void) {\n  int x = ;\n  return 0;\n}\n', mentions: 'main.c:3:' },
  cpp: {
    source: '#include <iostream>\nint main() {\n  int x = ;\n  return 0;\n}\n',
    mentions: 'main.cpp:3:',
  },
  java: {
    source: 'public class Main {\n  public static void main(String[] a) {\n    int x = ;\n  }\n}\n',
    mentions: 'Main.java:3:',
  },
  php: { source: '<?php\n$a = 1;\n$b = ;\n', mentions: 'on line 3' },
};

/** How the greeter's 'crash' ends, per language. */
const crash: Record<CodingLanguage, (run: CaseRun) => void> = {
  c: (run) => expect(run).toMatchObject({ exitCode: 3, signal: null }),
  cpp: (run) => {
    expect(run).toMatchObject({ exitCode: null, signal: 'SIGABRT' });
    expect(run.stderr).toContain('std::runtime_error');
  },
  java: (run) => {
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('java.lang.ArithmeticException');
  },
  php: (run) => {
    expect(run.exitCode).toBe(255);
    expect(run.stderr).toContain('DivisionByZeroError');
  },
};

describe.skipIf(!hasBwrap)(`SandboxRunner (skipped when ${BWRAP} is not installed)`, () => {
  const runner = new SandboxRunner();
  /** A runner of its own, with its own temp root and the uids it used, for the tests that look at those. */
  let isolatedRoot: string;
  let isolated: SandboxRunner;
  const isolatedUids: number[] = [];
  /** A folder on the host standing in for the API's DATA_DIR, with a secret every uid could read. */
  let dataDir: string;
  let secretFile: string;
  const secret = unique();

  beforeAll(async () => {
    isolatedRoot = await mkdtemp(path.join(tmpdir(), 'portico-sandbox-test-'));
    await chmod(isolatedRoot, 0o755);
    isolated = new SandboxRunner({
      tmpRoot: isolatedRoot,
      log: {
        warn: () => {},
        debug: (obj) => {
          if ('uid' in obj && typeof obj.uid === 'number') isolatedUids.push(obj.uid);
        },
      },
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'portico-data-'));
    await chmod(dataDir, 0o755);
    secretFile = path.join(dataDir, 'secret.txt');
    await writeFile(secretFile, secret, { mode: 0o644 });
    await Promise.all([runner.check(), isolated.check()]);
  });

  afterAll(async () => {
    await Promise.all([runner.close(), isolated?.close()]);
    await rm(dataDir, { recursive: true, force: true });
    await rm(isolatedRoot, { recursive: true, force: true });
  });

  describe.each(['c', 'cpp', 'java', 'php'] as const)('%s', (language) => {
    it.concurrent('runs every stdin in order: hello world, echo, runtime error', async () => {
      const outcome = await runner.run({
        language,
        source: greeter[language],
        stdins: ['', 'Ada\n', 'crash\n', 'Grace'],
        limits,
      });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      const [hello, ada, crashed, grace] = outcome.cases;
      expect(outcome.cases).toHaveLength(4);
      expect(hello).toMatchObject({ status: 'ok', stdout: 'hello world\n', exitCode: 0, signal: null });
      expect(ada).toMatchObject({ status: 'ok', stdout: 'hello Ada\n' });
      expect(crashed?.status).toBe('runtime-error');
      crash[language](crashed as CaseRun);
      expect(grace).toMatchObject({ status: 'ok', stdout: 'hello Grace\n' });
      for (const run of outcome.cases) expect(run.timeMs).toBeGreaterThanOrEqual(0);
    });

    it.concurrent('stops when continueAfter says so', async () => {
      const asked: number[] = [];
      const outcome = await runner.run({
        language,
        source: greeter[language],
        stdins: ['a', 'crash', 'b'],
        limits,
        continueAfter: (index, run) => {
          asked.push(index);
          return run.status === 'ok';
        },
      });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(asked).toEqual([0, 1]);
      expect(outcome.cases.map((c) => c.status)).toEqual(['ok', 'runtime-error']);
    });

    it.concurrent("reports a compile error with the compiler's line, without host paths", async () => {
      const { source, mentions } = brokenOnLine3[language];
      const outcome = await runner.run({ language, source, stdins: ['x'], limits });
      if (outcome.kind !== 'compile-error') throw new Error(`compiled: ${JSON.stringify(outcome)}`);
      expect(outcome.message).toContain(mentions);
      expect(outcome.message).not.toContain('portico-run-');
      expect(outcome.message).not.toContain('/box/');
    });
  });

  describe('odd input', () => {
    it.concurrent('takes a NUL byte, a 1 MB stdin and non-UTF-8 output', async () => {
      const source = String.raw`#include <stdio.h>
int main(void) {
  long n = 0, zeros = 0; int c;
  while ((c = getchar()) != EOF) { n++; if (c == 0) zeros++; }
  printf("%ld %ld \xff\xfe\n", n, zeros);
  return 0;
}
`;
      const big = 'x'.repeat(1024 * 1024);
      const outcome = await runner.run({ language: 'c', source, stdins: ['a\u0000b', big], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]).toMatchObject({ status: 'ok', stdout: '3 1 \uFFFD\uFFFD\n' });
      expect(outcome.cases[1]).toMatchObject({ status: 'ok', stdout: `${1024 * 1024} 0 \uFFFD\uFFFD\n` });
    });

    it.concurrent('takes a 1 MB stdin the program never reads', async () => {
      const source = 'int main(void) { return 0; }\n';
      const outcome = await runner.run({ language: 'c', source, stdins: ['y'.repeat(1024 * 1024)], limits });
      expect(outcome).toMatchObject({ kind: 'ran', cases: [{ status: 'ok' }] });
    });

    it.concurrent('gives programs room for threads and deep recursion', async () => {
      const java = `public class Main {
  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
  public static void main(String[] args) throws Exception {
    Thread[] threads = new Thread[8];
    for (int i = 0; i < threads.length; i++) { threads[i] = new Thread(() -> depth(1000)); threads[i].start(); }
    for (Thread t : threads) t.join();
    System.out.println(depth(200000));
  }
}
`;
      const c = `#include <stdio.h>
static long depth(long n) { volatile char pad[16]; pad[0] = 1; return n == 0 ? 0 : 1 + depth(n - 1) + pad[0] - 1; }
int main(void) { printf("%ld\\n", depth(500000)); return 0; }
`;
      const [javaRun, cRun] = await Promise.all([
        runner.run({ language: 'java', source: java, stdins: [''], limits }),
        runner.run({ language: 'c', source: c, stdins: [''], limits }),
      ]);
      expect(javaRun).toMatchObject({
        kind: 'ran',
        cases: [{ status: 'ok', stdout: '200000\n', stderr: '' }],
      });
      expect(cRun).toMatchObject({ kind: 'ran', cases: [{ status: 'ok', stdout: '500000\n' }] });
    });

    it.concurrent('takes empty programs', async () => {
      const [c, java, php] = await Promise.all(
        (['c', 'java', 'php'] as const).map((language) =>
          runner.run({ language, source: '', stdins: [''], limits }),
        ),
      );
      expect(c).toMatchObject({ kind: 'compile-error' });
      expect(java).toMatchObject({ kind: 'compile-error', message: expect.stringContaining('Main') });
      expect(php).toMatchObject({ kind: 'ran', cases: [{ status: 'ok', stdout: '' }] });
    });
  });

  describe('hostile programs', () => {
    it.concurrent('a fork bomb ends within the wall clock and leaves no process behind', async () => {
      const marker = unique();
      // The bomb renames itself first, so its every copy carries the marker in its command line.
      const source = `#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  if (argc < 2) { execl("/proc/self/exe", "bomb", "${marker}", (char *)0); return 9; }
  while (1) fork();
}
`;
      const started = Date.now();
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits: quick });
      const elapsed = Date.now() - started;
      expect(outcome).toMatchObject({ kind: 'ran', cases: [{ status: 'time-limit' }] });
      expect(elapsed).toBeLessThan(quick.wallSeconds * 1000 + 4000);
      expect(await processesWith(marker)).toEqual([]);
    });

    it.concurrent('cannot start more processes than the limit', async () => {
      const source = `#include <stdio.h>
#include <unistd.h>
int main(void) {
  int n = 0;
  while (n < 5000) {
    pid_t pid = fork();
    if (pid < 0) break;
    if (pid == 0) { pause(); _exit(0); }
    n++;
  }
  printf("%d", n);
  return 0;
}
`;
      const outcome = await runner.run({
        language: 'c',
        source,
        stdins: [''],
        limits: { ...limits, processes: 16 },
      });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      const started = Number(outcome.cases[0]?.stdout);
      expect(started).toBeGreaterThan(0);
      expect(started).toBeLessThan(16);
    });

    it.concurrent('an endless loop is stopped by the CPU limit', async () => {
      const source = 'int main(void) { volatile unsigned long n = 0; for (;;) n++; }\n';
      // A wall clock well past the CPU limit, so that the CPU limit ends it even on a busy machine.
      const outcome = await runner.run({
        language: 'c',
        source,
        stdins: [''],
        limits: { ...quick, wallSeconds: 10 },
      });
      expect(outcome).toMatchObject({ kind: 'ran', cases: [{ status: 'time-limit', signal: 'SIGXCPU' }] });
    });

    it.concurrent('a sleeping program is stopped by the wall clock', async () => {
      const source = '#include <unistd.h>\nint main(void) { sleep(100); return 0; }\n';
      const started = Date.now();
      const outcome = await runner.run({
        language: 'c',
        source,
        stdins: [''],
        limits: { ...quick, wallSeconds: 1 },
      });
      expect(outcome).toMatchObject({ kind: 'ran', cases: [{ status: 'time-limit', signal: 'SIGKILL' }] });
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it.concurrent('a C memory bomb (4 GB, touched) ends as memory-limit', async () => {
      const source = `#include <stdlib.h>
#include <string.h>
int main(void) {
  for (int i = 0; i < 4096; i++) { char *p = malloc(1 << 20); memset(p, 1, 1 << 20); }
  return 0;
}
`;
      // A wall clock well past the default: on a busy machine, touching 256 MB page by page can take
      // longer than 5 s, and this case is about memory, not time.
      const outcome = await runner.run({
        language: 'c',
        source,
        stdins: [''],
        limits: { ...limits, wallSeconds: 30 },
      });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      // The whole case on a failure: its status, signal, time and output say why.
      expect(outcome.cases[0]).toMatchObject({ status: 'memory-limit' });
    });

    it.concurrent('one 4 GB allocation fails inside the limit', async () => {
      const source = String.raw`#include <stdio.h>
#include <stdlib.h>
int main(void) {
  volatile char *p = malloc(4UL << 30);
  printf("%s\n", p ? "allocated" : "refused");
  fflush(stdout);
  for (size_t i = 0; i < (4UL << 30); i += 4096) p[i] = 1;
  return 0;
}
`;
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]?.stdout).toBe('refused\n');
      expect(['memory-limit', 'runtime-error']).toContain(outcome.cases[0]?.status);
    });

    it.concurrent('a Java memory bomb ends as memory-limit', async () => {
      const source = `import java.util.*;
public class Main {
  public static void main(String[] args) {
    List<long[]> kept = new ArrayList<>();
    while (true) kept.add(new long[1 << 20]);
  }
}
`;
      const outcome = await runner.run({ language: 'java', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]?.status).toBe('memory-limit');
      expect(outcome.cases[0]?.stderr).toContain('OutOfMemoryError');
    });

    it.concurrent('100 MB of output ends quickly as output-limit', async () => {
      const source = `#include <stdio.h>
#include <string.h>
int main(void) {
  static char block[1 << 16];
  memset(block, 'x', sizeof block);
  for (int i = 0; i < 1600; i++) fwrite(block, 1, sizeof block, stdout);
  return 0;
}
`;
      const started = Date.now();
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]?.status).toBe('output-limit');
      expect(outcome.cases[0]?.stdout).toHaveLength(limits.outputBytes);
      expect(Date.now() - started).toBeLessThan(4000);
    });

    it.concurrent('a flood of stderr ends as output-limit', async () => {
      const source = '<?php\nwhile (true) fwrite(STDERR, str_repeat("e", 4096));\n';
      const outcome = await runner.run({ language: 'php', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]?.status).toBe('output-limit');
      expect(outcome.cases[0]?.stderr.length).toBeLessThanOrEqual(limits.outputBytes);
    });

    it.concurrent("cannot read /etc/shadow, /etc/passwd or the host's data folder, even through a symlink", async () => {
      const source = String.raw`#include <stdio.h>
#include <unistd.h>
static void try(const char *name, const char *path) {
  FILE *f = fopen(path, "r");
  printf("%s:%s\n", name, f ? "open" : "denied");
  if (f) fclose(f);
}
int main(void) {
  try("shadow", "/etc/shadow");
  try("passwd", "/etc/passwd");
  try("secret", "${secretFile}");
  try("link-shadow", symlink("/etc/shadow", "/tmp/a") == 0 ? "/tmp/a" : "/nonexistent");
  try("link-secret", symlink("${secretFile}", "/tmp/b") == 0 ? "/tmp/b" : "/nonexistent");
  return 0;
}
`;
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      expect(outcome.cases[0]?.stdout).toBe(
        'shadow:denied\npasswd:denied\nsecret:denied\nlink-shadow:denied\nlink-secret:denied\n',
      );
      expect(outcome.cases[0]?.stdout).not.toContain(secret);
    });

    it.concurrent('cannot write outside its scratch folder', async () => {
      const hostFile = path.join(tmpdir(), `escape-${unique()}`);
      const usrFile = `/usr/escape-${unique()}`;
      const source = String.raw`#include <stdio.h>
static void try(const char *name, const char *path) {
  FILE *f = fopen(path, "w");
  if (f) { fputs("escaped", f); fclose(f); }
  printf("%s:%s\n", name, f ? "written" : "denied");
}
int main(void) {
  try("usr", "${usrFile}");
  try("host", "${hostFile}");
  try("data", "${dataDir}/planted");
  return 0;
}
`;
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      // The host temp path exists inside the sandbox only: its /tmp is a tmpfs of its own.
      expect(outcome.cases[0]?.stdout).toMatch(/^usr:denied\nhost:(written|denied)\ndata:denied\n$/);
      expect(existsSync(usrFile)).toBe(false);
      expect(existsSync(hostFile)).toBe(false);
      expect(existsSync(path.join(dataDir, 'planted'))).toBe(false);
    });

    it.concurrent('cannot connect to a server on the host', async () => {
      let connections = 0;
      const server: Server = createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        const source = String.raw`#include <arpa/inet.h>
#include <stdio.h>
#include <sys/socket.h>
int main(void) {
  struct sockaddr_in to = { .sin_family = AF_INET, .sin_port = htons(${port}) };
  inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
  int s = socket(AF_INET, SOCK_STREAM, 0);
  printf("%s\n", s >= 0 && connect(s, (struct sockaddr *)&to, sizeof to) == 0 ? "connected" : "refused");
  return 0;
}
`;
        const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
        if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
        expect(outcome.cases[0]?.stdout).toBe('refused\n');
        await sleep(200);
        expect(connections).toBe(0);
      } finally {
        server.close();
      }
    });

    it.concurrent('a detached child does not outlive the run', async () => {
      const marker = unique();
      const markerFile = path.join(tmpdir(), `${marker}.txt`);
      const source = `#include <unistd.h>
int main(void) {
  if (fork() == 0) {
    setsid();
    if (fork() == 0) {
      execl("/bin/sh", "sh", "-c", "sleep 2; echo escaped > ${markerFile}; sleep 60; : ${marker}", (char *)0);
    }
    _exit(0);
  }
  sleep(1);
  return 0;
}
`;
      const outcome = await runner.run({ language: 'c', source, stdins: [''], limits });
      expect(outcome).toMatchObject({ kind: 'ran', cases: [{ status: 'ok' }] });
      expect(await processesWith(marker)).toEqual([]);
      await sleep(2500);
      expect(await processesWith(marker)).toEqual([]);
      expect(existsSync(markerFile)).toBe(false);
    });

    it.concurrent('an aborted run kills its program and rejects', async () => {
      const marker = unique();
      const source = `#include <unistd.h>
int main(void) {
  execl("/bin/sh", "sh", "-c", "sleep 60; : ${marker}", (char *)0);
  return 1;
}
`;
      const controller = new AbortController();
      const running = runner.run({
        language: 'c',
        source,
        stdins: ['', ''],
        limits: { ...limits, wallSeconds: 30 },
        signal: controller.signal,
      });
      // Wait until the program runs, then abort.
      for (let i = 0; i < 100 && (await processesWith(marker)).length === 0; i++) await sleep(50);
      expect((await processesWith(marker)).length).toBeGreaterThan(0);
      controller.abort(new Error('stop'));
      await expect(running).rejects.toThrow('stop');
      expect(await processesWith(marker)).toEqual([]);
    });

    it('runs as an unprivileged uid of its own, leaves no process and no folder behind', async () => {
      const source = String.raw`#include <stdio.h>
#include <unistd.h>
int main(void) {
  printf("%d\n", (int)getuid());
  fflush(stdout);
  if (fork() == 0) { setsid(); sleep(60); }
  return 0;
}
`;
      const outcome = await isolated.run({ language: 'c', source, stdins: ['', ''], limits });
      if (outcome.kind !== 'ran') throw new Error(`not run: ${JSON.stringify(outcome)}`);
      const uid = Number(outcome.cases[0]?.stdout.trim());
      if (asRoot) {
        expect(uid).toBeGreaterThanOrEqual(SANDBOX_UID_MIN);
        expect(uid).toBeLessThanOrEqual(SANDBOX_UID_MAX);
        expect(isolatedUids).toContain(uid);
        expect(await processesOf(isolatedUids)).toEqual([]);
      } else {
        expect(uid).toBe(process.getuid?.());
      }
      // Only the runner's own waiter folder is left in its temp root, no run folder.
      const left = await readdir(isolatedRoot);
      expect(left.filter((name) => name.startsWith('portico-run-'))).toEqual([]);
    });
  });

  describe('check', () => {
    it('passes here', async () => {
      await expect(runner.check()).resolves.toBeUndefined();
    });

    it('fails, and run() refuses, without bubblewrap', async () => {
      const missing = new SandboxRunner({ bwrapPath: '/nonexistent/bwrap' });
      await expect(missing.check()).rejects.toBeInstanceOf(RunnerUnavailableError);
      await expect(missing.check()).rejects.toThrow(/bubblewrap \(bwrap\) is not installed/);
      await expect(
        missing.run({ language: 'c', source: greeter.c, stdins: [''], limits }),
      ).rejects.toBeInstanceOf(RunnerUnavailableError);
    });

    it('fails, and run() refuses, when bubblewrap cannot start a sandbox', async () => {
      const broken = new SandboxRunner({ bwrapPath: '/usr/bin/false' });
      await expect(broken.check()).rejects.toThrow(/cannot start a sandbox/);
      await expect(
        broken.run({ language: 'php', source: '<?php echo 1;', stdins: [''], limits }),
      ).rejects.toBeInstanceOf(RunnerUnavailableError);
      await broken.close();
    });
  });
});
